// What dist/ is built from, and dist/ itself, as one hash: `npm test` rebuilds the bundle only when
// it changed since the last build it made here (node_modules/.cache/bundle-fingerprint). A clean
// clone has no record, so CI always builds; an edited source, lockfile, build script or dist/ file
// changes the hash. The two builds take about 27 s of CPU, 14 s on 2 cores.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(import.meta.dirname, '..');
const record = path.join(ROOT, 'node_modules', '.cache', 'bundle-fingerprint');
const INPUTS = ['src', 'dist', 'scripts/bundle.mjs', 'package.json', 'package-lock.json', 'tsconfig.json'];

function files(root, entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(root, path.join(d.parentPath, d.name)));
}

/** The hash of every input's path and bytes, in a stable order. */
export function bundleFingerprint(root = ROOT) {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((entry) => files(root, entry)).sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

export const bundleUpToDate = () => existsSync(record) && readFileSync(record, 'utf8') === bundleFingerprint();

export function recordBundle() {
  mkdirSync(path.dirname(record), { recursive: true });
  writeFileSync(record, bundleFingerprint());
}
