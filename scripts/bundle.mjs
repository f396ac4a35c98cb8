#!/usr/bin/env node
// Builds dist/ from the sources with ncc. dist/ is emptied first: each mode is a chunk of its
// own, and a chunk left over from an earlier build would otherwise linger in the commit.
// Two bundles: the action (dist/index.js) and the command line (dist/cli/index.js, the
// package's `bin`), built apart so that the command line never carries @actions/core.
import { spawnSync } from 'node:child_process';
import { chmodSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');
rmSync(path.join(root, 'dist'), { recursive: true, force: true });
const ncc = path.join(root, 'node_modules', '.bin', 'ncc');
const builds = [
  ['src/index.ts', 'dist'],
  ['src/cli/index.ts', 'dist/cli'],
];
for (const [entry, out] of builds) {
  const args = ['build', entry, '--out', out, '--license', 'licenses.txt', '--quiet', ...process.argv.slice(2)];
  const { status } = spawnSync(ncc, args, { cwd: root, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
// npm makes a bin executable on install; a run from a checkout (`dist/cli/index.js`) needs it too.
chmodSync(path.join(root, 'dist/cli/index.js'), 0o755);
