/**
 * Which cases of the hostile-input table share one run of the bundle. The action checks every
 * input before any request and reports every mistake at once, one line each, naming its input
 * (src/inputs/errors.ts), so cases that each spoil a different input can go to one run, and each
 * case still finds its own line. A run of the bundle costs about 180 ms of CPU; the table has 99.
 *
 * Cases share a run only when no check that the run makes reads inputs set by two of them: then
 * every check sees the inputs of one case at most, and the shared run's error holds exactly the
 * lines of the cases' own runs, no line more and none different.
 */
import type { FakeTfe } from '../fake-tfe/server.ts';
import type { Case } from './hostile-input.cases.ts';

/**
 * For each input (and variable) the action checks, what its check reads besides the input itself,
 * from src/single/inputs.ts, src/connection.ts, src/inputs/fields.ts and src/usage/inputs.ts. A case
 * that sets anything not listed here runs alone.
 */
const READS: Readonly<Record<string, readonly string[]>> = {
  module: ['source'],
  provider: ['source'],
  // A namespace defaults to the organization; the two must agree unless `status` is check.
  organization: ['namespace', 'source', 'status'],
  namespace: ['organization', 'source', 'status'],
  source: ['module', 'provider', 'namespace', 'organization', 'hostname', 'TF_HOSTNAME', 'token'],
  // The service's host picks the token and names its variable in the token's messages.
  hostname: ['TF_HOSTNAME', 'source', 'token'],
  TF_HOSTNAME: ['hostname', 'source', 'token'],
  token: ['hostname', 'TF_HOSTNAME', 'source', 'status', 'usage-token'],
  version: [],
  reason: ['status', 'link'],
  link: ['status', 'reason'],
  status: [],
  'keep-latest': ['status'],
  'keep-reasons': ['status'],
  'sarif-file': ['status'],
  usage: ['usage-token', 'revoke-only-unused'],
  'usage-token': ['usage', 'hostname', 'TF_HOSTNAME', 'token'],
  'revoke-only-unused': ['status', 'usage'],
  'dry-run': [],
  verify: [],
  'fail-on-deprecated': [],
  'verify-timeout': [],
  'request-timeout': [],
};

/**
 * The checks that can find something wrong while their own input keeps its valid value (from
 * deprecateInputs, or unset): a namespace left out is the organization, and the two are compared.
 * Every other check finds nothing wrong then, whatever the others are (`source` is checked only
 * when given, TF_HOSTNAME only without `hostname`, a valid token whatever the host), so a run whose
 * cases leave its input alone may hold cases that set what it reads.
 */
const SPEAKS_UNSET: ReadonlySet<string> = new Set(['organization', 'namespace']);

/** At most this many cases a run: their lines together stay well under the 1,200 characters each case allows. */
const MOST_CASES_A_RUN = 6;

/** What a case sets: the inputs it changes (their names are the same whatever the fake) and variables. */
function setBy(c: Case): string[] {
  const anyFake = { url: 'http://127.0.0.1:1', host: '127.0.0.1:1', port: 1 } as FakeTfe;
  return [...Object.keys(c.set(anyFake)), ...Object.keys(c.env ?? {})];
}

/** Whether these cases' inputs, set in one run, leave every check with the inputs of one case at most. */
function canShare(sets: ReadonlyArray<readonly string[]>): boolean {
  if (sets.flat().some((name) => READS[name] === undefined)) return false;
  return Object.entries(READS).every(([check, reads]) => {
    if (!SPEAKS_UNSET.has(check) && !sets.some((s) => s.includes(check))) return true;
    const seen = sets.filter((s) => s.some((name) => name === check || reads.includes(name)));
    return seen.length <= 1;
  });
}

/**
 * The table's cases in runs, first fit, the cases that set an input most checks read first (they
 * fit the fewest runs): a case goes to the first run it can share.
 */
export function shareRuns(cases: readonly Case[]): Case[][] {
  const readers = (sets: readonly string[]): number =>
    Object.entries(READS).filter(([check, reads]) => sets.some((n) => n === check || reads.includes(n))).length;
  const planned = cases.map((c) => ({ c, sets: setBy(c) }));
  // Array#sort is stable: cases as widely read keep the table's order.
  planned.sort((a, b) => readers(b.sets) - readers(a.sets));
  const runs: Array<{ cases: Case[]; sets: string[][] }> = [];
  for (const { c, sets } of planned) {
    const run = runs.find((r) => r.cases.length < MOST_CASES_A_RUN && canShare([...r.sets, sets]));
    if (run === undefined) runs.push({ cases: [c], sets: [sets] });
    else {
      run.cases.push(c);
      run.sets.push(sets);
    }
  }
  return runs.map((r) => r.cases);
}
