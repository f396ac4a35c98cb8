#!/usr/bin/env node
// The command line's entry point (package.json `bin`). `--version` answers before anything else
// loads, so a pre-commit hook or a script that asks pays for Node's start only.
import module from 'node:module';

module.enableCompileCache?.();
const argv = process.argv.slice(2);
if (argv[0] === '--version' || argv[0] === '-V') {
  const { VERSION } = await import('../action-version.ts');
  process.stdout.write(`${VERSION}\n`);
} else {
  // A reader that stops early (`| head`) is no failure of the run.
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
    });
  }
  const { main } = await import('./main.ts');
  process.exitCode = await main(argv, process.env, { stdout: process.stdout, stderr: process.stderr });
}
