/**
 * The HCL parser is WebAssembly that the bundle loads from a file beside it. ncc copies that
 * file only when it recognises how the source names it, and a copy made the wrong way is
 * silently corrupted (read as text), so check the copy byte for byte. The build then unzips it
 * (scripts/bundle.mjs), so that a gate run does not.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('dist/', () => {
  it("holds the HCL parser's WebAssembly as the package ships it, unzipped, and loads it from there", () => {
    const shipped = gunzipSync(readFileSync(path.join(root, 'node_modules/@cdktn/hcl2json/main.wasm.gz')));
    for (const folder of ['dist', 'dist/cli']) {
      expect(readFileSync(path.join(root, folder, 'main.wasm')).equals(shipped), folder).toBe(true);
      expect(existsSync(path.join(root, folder, 'main.wasm.gz')), folder).toBe(false);
    }
    // The gate's code, and so the parser's loader, is a chunk of its own beside index.js, where
    // the loader's require function keeps webpack's name.
    const code = readdirSync(path.join(root, 'dist'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(path.join(root, 'dist', name), 'utf8'))
      .join('\n');
    expect(code).toMatch(/__(nccwpck|webpack)_require__\.ab \+ "main\.wasm\.gz"/);
  });
});
