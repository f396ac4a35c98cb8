/**
 * The benchmarks, by name: `npm run bench` runs them all, `npm run bench -- startup` one.
 * `--check` makes a missed target exit 1. CI does not run them: they measure time.
 */
const BENCHMARKS: Record<string, (check: boolean) => Promise<boolean>> = {
  throughput: async (check) => (await import('./throughput.ts')).throughputBenchmark(check),
  startup: async (check) => (await import('./startup.ts')).startupBenchmark(check),
  gate: async (check) => (await import('./gate.ts')).gateBenchmark(check),
  'org-report': async (check) => (await import('./org-report.ts')).orgReportBenchmark(check),
  monorepo: async (check) => (await import('./monorepo.ts')).monorepoBenchmark(check),
  campaign: async (check) => (await import('./campaign.ts')).campaignBenchmark(check),
  // Last: it runs every test twice (npm test here, .ci/run in a clean clone), minutes.
  suite: async (check) => (await import('./suite.ts')).suiteBenchmark(check),
};

const check = process.argv.includes('--check');
const named = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const unknown = named.filter((n) => !(n in BENCHMARKS));
if (unknown.length > 0) {
  console.error(`Unknown benchmark ${unknown.join(', ')}; choose from ${Object.keys(BENCHMARKS).join(', ')}.`);
  process.exit(2);
}
let ok = true;
for (const name of named.length > 0 ? named : Object.keys(BENCHMARKS)) {
  ok = (await (BENCHMARKS[name] as (check: boolean) => Promise<boolean>)(check)) && ok;
  console.log('');
}
if (!ok) process.exit(1);
