#!/usr/bin/env node
// Every test, in one command: rebuild the bundle the end-to-end tests run (unless nothing it is
// built from changed since this checkout last built it: bundle-fingerprint.mjs), run vitest (extra
// arguments pass through, e.g. `npm test -- src/plan`), and close with the slowest files (from
// vitest's JSON report: where the suite's time goes) and one plain count line.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundleUpToDate, recordBundle } from './bundle-fingerprint.mjs';

const bin = (name) => path.join(import.meta.dirname, '..', 'node_modules', '.bin', name);
const run = (command, args) => spawnSync(command, args, { stdio: 'inherit' }).status ?? 1;

if (bundleUpToDate()) {
  console.log('dist/ is as this checkout last built it, from the same sources: not rebuilt.');
} else if (run(process.execPath, [path.join(import.meta.dirname, 'bundle.mjs')]) !== 0) {
  console.error('bundle failed');
  process.exit(1);
} else {
  recordBundle();
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
  const {
    numPassedTests,
    numFailedTests,
    numPendingTests,
    numTodoTests,
    testResults = [],
  } = JSON.parse(readFileSync(report, 'utf8'));
  const slowest = testResults
    .map((file) => ({ file: path.relative(process.cwd(), file.name), seconds: (file.endTime - file.startTime) / 1000 }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 8);
  if (slowest.length > 1) {
    console.log('\nslowest test files (several run at once, so they overlap):');
    for (const { file, seconds } of slowest) console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${file}`);
  }
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
