/**
 * The suite-wide secret scan. Every run of the bundle, in every e2e file and worker, leaves a copy
 * of what it printed and wrote in a spool folder (see `runAction`); after the last test, each of
 * those runs is scanned for every secret that any run of the suite was given. `runAction` already
 * fails the test whose run leaked its own secret; this also catches a leak that a test swallowed,
 * and says how much was scanned. It then reports the same runs' job summaries, each rendered the
 * way GitHub renders them by the worker that ran it and checked for anything a reader would see
 * broken (test/support/markdown.ts).
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RUN_SPOOL_VARIABLE, type SpooledRun } from './harness.ts';
import { describeLeaks, leakFinder, type Leak } from './leaks.ts';

export default function setup(): () => void {
  // Each project runs its global setup; the first one spools and scans for all of them.
  if (process.env[RUN_SPOOL_VARIABLE] !== undefined) return () => {};
  const folder = mkdtempSync(path.join(tmpdir(), 'e2e-run-spool-'));
  // Test workers start after this and inherit the variable.
  process.env[RUN_SPOOL_VARIABLE] = folder;
  return () => {
    try {
      const runs = readdirSync(folder).map((f) => JSON.parse(readFileSync(path.join(folder, f), 'utf8')) as SpooledRun);
      if (runs.length === 0) return;
      const secrets = [...new Set(runs.flatMap((r) => r.secrets))];
      const bytes = runs.reduce((n, r) => n + r.sources.reduce((m, s) => m + Buffer.byteLength(s.text), 0), 0);
      const findLeaks = leakFinder(secrets);
      // Many runs hold the same text (the event payload the harness wrote, an empty file): each
      // text is scanned once, and what it holds is reported for every run and file that has it.
      const found = new Map<string, Leak[]>();
      const leaksIn = (sources: SpooledRun['sources']): Leak[] =>
        sources.flatMap(({ where, text }) => {
          let leaks = found.get(text);
          if (leaks === undefined) found.set(text, (leaks = findLeaks([{ where: '', text }])));
          return leaks.map((leak) => ({ ...leak, where: `${where}${leak.where}` }));
        });
      const leaky = runs.map((run) => ({ run, leaks: leaksIn(run.sources) })).filter(({ leaks }) => leaks.length > 0);
      const files = new Set(runs.map((r) => r.test.split(' › ')[0])).size;
      // Each run's summary was rendered and checked by the worker that ran it (see SpooledRun).
      const summaries = runs.filter((run) => run.summaryProblems !== undefined);
      const broken = summaries
        .map((run) => ({ run, problems: run.summaryProblems ?? [] }))
        .filter(({ problems }) => problems.length > 0);
      if (broken.length === 0) {
        console.log(`\nSummaries: ${summaries.length} rendered as GitHub renders them: none broken.`);
      } else {
        console.error(`\nSummaries: ${broken.length} of ${summaries.length} render broken:`);
        for (const { run, problems } of broken) console.error(`${run.test}\n  ${problems.join('\n  ')}`);
        process.exitCode = 1;
      }
      const scanned = `${runs.length} runs of the action from ${files} test files, ${(bytes / 1024).toFixed(0)} KiB printed or written, ${secrets.length} secrets`;
      if (leaky.length === 0) {
        console.log(`\nSecret scan: ${scanned}: no leak.`);
        return;
      }
      console.error(`\nSecret scan: ${scanned}: ${leaky.length} runs leaked a secret:`);
      for (const { run, leaks } of leaky) console.error(`${run.test}\n${describeLeaks(leaks)}`);
      // A throw here would only be printed; the exit code is what fails the run.
      process.exitCode = 1;
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  };
}
