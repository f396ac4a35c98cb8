/**
 * The HCL parser is WebAssembly that the bundle loads from a file beside it. ncc copies that
 * file only when it recognises how the source names it, and a copy made the wrong way is
 * silently corrupted (read as text), so check the copy byte for byte.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('dist/', () => {
  it("holds the HCL parser's WebAssembly exactly as the package ships it, and loads it from there", () => {
    const shipped = readFileSync(path.join(root, 'node_modules/@cdktn/hcl2json/main.wasm.gz'));
    const bundled = readFileSync(path.join(root, 'dist/main.wasm.gz'));
    expect(bundled.equals(shipped)).toBe(true);
    // The gate's code, and so the parser's loader, is a chunk of its own beside index.js, where
    // the loader's require function keeps webpack's name.
    const code = readdirSync(path.join(root, 'dist'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(path.join(root, 'dist', name), 'utf8'))
      .join('\n');
    expect(code).toMatch(/__(nccwpck|webpack)_require__\.ab \+ "main\.wasm\.gz"/);
  });
});
