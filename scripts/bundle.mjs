#!/usr/bin/env node
// Builds dist/ from the sources with ncc. dist/ is emptied first: each mode is a chunk of its
// own, and a chunk left over from an earlier build would otherwise linger in the commit.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');
rmSync(path.join(root, 'dist'), { recursive: true, force: true });
const ncc = path.join(root, 'node_modules', '.bin', 'ncc');
const args = [
  'build',
  'src/index.ts',
  '--out',
  'dist',
  '--license',
  'licenses.txt',
  '--quiet',
  ...process.argv.slice(2),
];
const { status } = spawnSync(ncc, args, { cwd: root, stdio: 'inherit' });
process.exit(status ?? 1);
