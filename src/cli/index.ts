#!/usr/bin/env node
// The command line's entry point (package.json `bin`): checks Node's version with nothing loaded an old one fails on.
import module from 'node:module';
import { refusedDocument } from './exit-codes.ts';
import { nodeVersionProblem } from './node-version.ts';

const argv = process.argv.slice(2);
const tooOld = nodeVersionProblem(process.versions.node);
if (tooOld !== undefined) {
  process.stderr.write(`tfe-module-lifecycle: ${tooOld}\n`);
  if (argv.includes('--json')) process.stdout.write(refusedDocument(tooOld));
  process.exitCode = 2;
} else {
  // Node's compile cache keeps what is loaded after it (the command line's chunks) compiled for the next run.
  module.enableCompileCache?.();
  // A reader that stops early (`| head`) is no failure of the run.
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
    });
  }
  const { main } = await import('./main.ts');
  process.exitCode = await main(argv, process.env, { stdout: process.stdout, stderr: process.stderr });
}
