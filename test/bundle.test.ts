/**
 * The HCL parser is WebAssembly that the bundle loads from a file beside it. ncc copies that
 * file only when it recognises how the source names it, and a copy made the wrong way is
 * silently corrupted (read as text), so check the copy byte for byte. The build then unzips it
 * (scripts/bundle.mjs), so that a gate run does not.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
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

/** Every name a file takes from undici: named imports, and properties of what `require('undici')` gave. */
function undiciNames(text: string): string[] {
  const names = [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]undici['"]/g)].flatMap((m) =>
    (m[1] ?? '').split(',').map((n) => n.trim().split(/\s+as\s+/)[0] ?? ''),
  );
  for (const [, binding] of text.matchAll(/(\w+)\s*=\s*(?:__importStar\()?require\(['"]undici['"]\)/g)) {
    names.push(...[...text.matchAll(new RegExp(`\\b${binding}\\.(\\w+)`, 'g'))].map((m) => m[1] ?? ''));
  }
  return names.filter((n) => n !== '');
}

describe('undici in the bundle (src/undici-on-use.cjs, mapped by scripts/bundle.tsconfig.json)', () => {
  it('is asked by the bundled libraries for ProxyAgent and fetch only, which the shim gives', () => {
    const asked = new Map<string, string[]>();
    for (const scope of ['@actions', '@octokit']) {
      const folder = path.join(root, 'node_modules', scope);
      for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
        if (!/\.(c|m)?js$/.test(file)) continue;
        const text = readFileSync(path.join(folder, file), 'utf8');
        if (/['"]undici['"]/.test(text)) asked.set(`${scope}/${file}`, undiciNames(text));
      }
    }
    // http-client 4 (ESM) and 3 (CommonJS, @actions/github's own), and @actions/github's fetch.
    expect(asked.size).toBeGreaterThanOrEqual(3);
    expect(new Set([...asked.values()].flat())).toEqual(new Set(['ProxyAgent', 'fetch']));
    const shim = createRequire(import.meta.url)('../src/undici-on-use.cjs') as Record<string, unknown>;
    expect(Object.keys(shim).sort()).toEqual(['ProxyAgent', 'fetch']);
  });
});
