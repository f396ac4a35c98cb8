#!/usr/bin/env node
// The command line's entry point (package.json `bin`). It first checks the Node.js version, with
// nothing loaded that an older Node could fail on; `--version` answers before anything else
// loads, so a pre-commit hook or a script that asks pays for Node's start only.
import { keepCompiledCode } from '../chunk-cache.ts';
import { refusedDocument } from './exit-codes.ts';
import { nodeVersionProblem } from './node-version.ts';

const argv = process.argv.slice(2);
const tooOld = nodeVersionProblem(process.versions.node);
if (tooOld !== undefined) {
  process.stderr.write(`tfe-module-lifecycle: ${tooOld}\n`);
  if (argv.includes('--json')) process.stdout.write(refusedDocument(tooOld));
  process.exitCode = 2;
} else if (argv[0] === '--version' || argv[0] === '-V') {
  keepCompiledCode();
  const { VERSION } = await import('../action-version.ts');
  process.stdout.write(`${VERSION}\n`);
} else {
  keepCompiledCode();
  // A reader that stops early (`| head`) is no failure of the run.
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
    });
  }
  const { main } = await import('./main.ts');
  process.exitCode = await main(argv, process.env, { stdout: process.stdout, stderr: process.stderr });
}
