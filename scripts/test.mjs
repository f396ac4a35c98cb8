#!/usr/bin/env node
// Every test, in one command: rebuild the bundle the end-to-end tests run, run vitest (extra
// arguments pass through, e.g. `npm test -- src/plan`), and close with one plain count line.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const bin = (name) => path.join(import.meta.dirname, '..', 'node_modules', '.bin', name);
const run = (command, args) => spawnSync(command, args, { stdio: 'inherit' }).status ?? 1;

if (run(process.execPath, [path.join(import.meta.dirname, 'bundle.mjs')]) !== 0) {
  console.error('bundle failed');
  process.exit(1);
}

const dir = mkdtempSync(path.join(tmpdir(), 'vitest-report-'));
const report = path.join(dir, 'report.json');
const status = run(bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  ...process.argv.slice(2),
]);
try {
  const { numPassedTests, numFailedTests, numPendingTests, numTodoTests } = JSON.parse(readFileSync(report, 'utf8'));
  console.log(`\ntests: ${numPassedTests} passed, ${numFailedTests} failed, ${numPendingTests + numTodoTests} skipped`);
  if (numPassedTests === 0 && status === 0) {
    console.error('no test ran');
    process.exit(1);
  }
} catch {
  console.error('vitest wrote no report');
  process.exit(status === 0 ? 1 : status);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
