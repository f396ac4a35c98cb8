#!/usr/bin/env node
// Builds dist/ from the sources with ncc. dist/ is emptied first: each mode is a chunk of its
// own, and a chunk left over from an earlier build would otherwise linger in the commit.
// Two bundles: the action (dist/index.js) and the command line (dist/cli/index.js, the
// package's `bin`), built apart so that the command line never carries @actions/core.
// Both builds run at once (each is mostly one busy thread), and transpile only: `npm run
// typecheck` checks the types, and ncc's own check doubled the CPU time of each build (src/tsconfig.json
// says why the bundle needs its own view of the module settings). The command line is built into a
// folder of its own and moved into dist/cli/ after both finish: ncc deletes every .js file
// under its output folder before writing, dist/cli/ included.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');
const staging = path.join(root, 'node_modules', '.cache', 'bundle-cli');
rmSync(path.join(root, 'dist'), { recursive: true, force: true });
rmSync(staging, { recursive: true, force: true });
const ncc = path.join(root, 'node_modules', '.bin', 'ncc');
const build = (entry, out) =>
  new Promise((resolve) => {
    const args = [
      'build',
      entry,
      '--out',
      out,
      '--license',
      'licenses.txt',
      '--quiet',
      '--transpile-only',
      // No persistent cache: a build restored partly from an earlier one can order modules
      // differently, and writing the cache cost more than it saved (14 s cold, 16.5 s with it).
      '--no-cache',
      ...process.argv.slice(2),
    ];
    const child = spawn(ncc, args, { cwd: root, stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
const statuses = await Promise.all([build('src/index.ts', 'dist'), build('src/cli/index.ts', staging)]);
const failed = statuses.find((status) => status !== 0);
if (failed !== undefined) process.exit(failed);
mkdirSync(path.join(root, 'dist'), { recursive: true });
renameSync(staging, path.join(root, 'dist', 'cli'));
// The HCL parser's WebAssembly unzipped, where ncc copied it zipped: each gate run read and
// unzipped 7.4 MB (about 30 ms); src/gate/read/hcl-parser.ts reads the file without `.gz`.
for (const folder of ['dist', 'dist/cli']) {
  const zipped = path.join(root, folder, 'main.wasm.gz');
  if (!existsSync(zipped)) continue;
  writeFileSync(zipped.replace(/\.gz$/, ''), gunzipSync(readFileSync(zipped)));
  rmSync(zipped);
}
// npm makes a bin executable on install; a run from a checkout (`dist/cli/index.js`) needs it too.
chmodSync(path.join(root, 'dist/cli/index.js'), 0o755);
