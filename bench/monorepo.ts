/**
 * Monorepo benchmark: the gate over a generated repository of 2,000 stack directories
 * (`stacks/team-*\/stack-*`), each with 10 calls of registry modules (20,000 calls of 400 modules
 * with 30 versions each) and one call of a local module tree shared with 199 other stacks (ten
 * trees; each adds 4 calls per stack: 28,000 calls in all), 5% of the calls on a deprecated
 * version. The generator is here, not its files.
 *
 * One run prints:
 * - the calls in the result file (all 28,000, whatever GitHub's caps do to `result`);
 * - the wall time of the bundled action with the fake service at 30 requests per second (it
 *   announces the limit in X-RateLimit-Limit, and the transport paces to it), against the
 *   goal (issue 33): requests ≤ one per module + one per module with a deprecated version in
 *   use, and wall time ≤ 1.1 × those requests at 30 per second + 3 s;
 * - the reading phase alone (every directory scanned as the gate does) beside a bare parse of
 *   the same files with the bundled parser, measured side by side; target ≤ 1.5 ×;
 * - the child's peak memory (its max RSS, from process.resourceUsage at exit); target < 300 MB;
 * - the same run with `fix: true` (every deprecated call rewritten in place, about 1,400 of them in
 *   some 1,000 files) against the gate alone: target ≤ 1.10 × its wall time.
 *
 *   npm run bench -- monorepo            print the figures
 *   npm run bench -- monorepo --check    also exit 1 when a target is missed
 */
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeTfe } from '../test/fake-tfe/server.ts';
import { runAction } from '../test/e2e/harness.ts';

const TOKEN = 'bench-monorepo-token';
const STACKS = 2_000;
const TEAMS = 20;
const CALLS_PER_STACK = 10;
const MODULES = 400;
const VERSIONS = 30;
const TREES = 10;
/** Calls a shared tree adds to each stack that calls it: the call of the tree, and 3 inside it. */
const TREE_CALLS = 4;
const RATE = 30;
const REQUESTS = MODULES * 2;
const FLOOR_S = REQUESTS / RATE;

const versionOf = (minor: number): string => `1.${minor}.0`;
/** Version 1.0.0 of every module is deprecated: the calls pinned to it are the deprecated ones. */
const DEPRECATED = versionOf(0);

const stackDir = (s: number): string =>
  path.join('stacks', `team-${String(s % TEAMS).padStart(2, '0')}`, `stack-${String(s).padStart(4, '0')}`);

/** Writes the repository; returns the configuration files it holds, and the calls they make. */
export async function generateMonorepo(root: string, host: string): Promise<{ files: string[]; calls: number }> {
  const files: string[] = [];
  let calls = 0;
  const write = async (file: string, text: string): Promise<void> => {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
    files.push(file);
  };
  const block = (name: string, module: number, version: string): string =>
    `module "${name}" {\n  source  = "${host}/acme/mod-${String(module).padStart(3, '0')}/aws"\n  version = "${version}"\n\n  name = "${name}"\n  tags = {\n    owner = "platform"\n  }\n}\n`;
  // One call in twenty is pinned to the deprecated version, the others to a constraint.
  let n = 0;
  const version = (): string => (n++ % 20 === 0 ? DEPRECATED : `~> 1.${1 + (n % 20)}`);
  for (let t = 0; t < TREES; t++) {
    await write(
      `modules/tree-${t}/main.tf`,
      [
        block('primary', (t * 7) % MODULES, version()),
        block('secondary', (t * 7 + 1) % MODULES, version()),
        'module "inner" {\n  source = "./inner"\n}\n',
      ].join('\n'),
    );
    await write(`modules/tree-${t}/inner/main.tf`, 'variable "name" {\n  type = string\n}\n');
    await write(
      `modules/tree-${t}/variables.tf`,
      'variable "region" {\n  type    = string\n  default = "eu-west-1"\n}\n',
    );
  }
  for (let s = 0; s < STACKS; s++) {
    const registry = Array.from({ length: CALLS_PER_STACK }, (_, k) =>
      block(`component_${k}`, (s * CALLS_PER_STACK + k) % MODULES, version()),
    );
    const tree = `module "shared" {\n  source = "../../../modules/tree-${s % TREES}"\n\n  region = "eu-west-1"\n}\n`;
    await write(`${stackDir(s)}/main.tf`, [...registry, tree].join('\n'));
    await write(`${stackDir(s)}/versions.tf`, 'terraform {\n  required_version = ">= 1.5"\n}\n');
    calls += CALLS_PER_STACK + TREE_CALLS;
  }
  return { files, calls };
}

/** The reading phase alone, beside a bare parse of the same files: each best of five (the machine's noise is one-sided), in ms. */
async function readingVersusParse(root: string, files: readonly string[]): Promise<{ read: number; parse: number }> {
  const { parseHcl } = await import('../src/gate/hcl-parser.ts');
  const { ScanCache, scanDirectory } = await import('../src/gate/scan.ts');
  const directories = Array.from({ length: STACKS }, (_, s) => stackDir(s));
  await parseHcl('warm-up.tf', 'module "a" {\n  source = "./a"\n}\n');
  const bareParse = async (): Promise<void> => {
    // Read as the gate reads them, at once, so the two differ by what the gate does besides parsing.
    for (const file of files) await parseHcl(file, readFileSync(path.join(root, file), 'utf8'));
  };
  const reading = async (): Promise<void> => {
    const cache = new ScanCache();
    for (const display of directories) {
      await scanDirectory(
        { path: path.join(root, display), display },
        { workspace: root, dataDir: '.terraform', cache },
      );
    }
  };
  const best = { read: Infinity, parse: Infinity };
  for (let round = 0; round < 5; round++) {
    let started = performance.now();
    await bareParse();
    best.parse = Math.min(best.parse, performance.now() - started);
    started = performance.now();
    await reading();
    best.read = Math.min(best.read, performance.now() - started);
  }
  return best;
}

export async function monorepoBenchmark(check: boolean): Promise<boolean> {
  const tfe = await startFakeTfe({ rateLimit: RATE });
  const root = await mkdtemp(path.join(tmpdir(), 'bench-monorepo-'));
  const rssFile = path.join(root, 'max-rss.txt');
  try {
    tfe.addOrganization('acme');
    tfe.addToken(TOKEN, { organizations: ['acme'] });
    const versions = Array.from({ length: VERSIONS }, (_, i) => versionOf(i));
    for (let m = 0; m < MODULES; m++) {
      const name = `mod-${String(m).padStart(3, '0')}`;
      tfe.addModule({ namespace: 'acme', name, provider: 'aws', versions });
      tfe.deprecate('acme', name, 'aws', DEPRECATED, { reason: 'Opens the default security group', link: '' });
    }
    const { files, calls: expected } = await generateMonorepo(path.join(root, 'repo'), tfe.host);
    const repo = path.join(root, 'repo');

    // The child reports its own peak memory (kB, as resourceUsage gives it) and how long it ran
    // as it exits: the wall time a workflow sees, without the harness's checks of the run after.
    const recordRss = `import{writeFileSync}from'node:fs';process.on('exit',()=>writeFileSync(${JSON.stringify(rssFile)},process.resourceUsage().maxRSS+' '+process.uptime()))`;
    const started = performance.now();
    const run = await runAction(
      {
        hostname: tfe.url,
        token: TOKEN,
        status: 'check',
        'config-directory': 'stacks/*/*',
        'fail-on-deprecated': 'false',
      },
      {
        env: {
          GITHUB_WORKSPACE: repo,
          NODE_OPTIONS: `--import=data:text/javascript,${encodeURIComponent(recordRss)}`,
        },
      },
    );
    const harnessS = (performance.now() - started) / 1000;
    if (run.exitCode !== 0) console.error(run.stderr.slice(0, 2000), run.stdout.slice(-2000));
    const [rssKb = NaN, uptimeS = harnessS] = (await readFile(rssFile, 'utf8').catch(() => 'NaN'))
      .split(' ')
      .map(Number);
    const maxRssMb = rssKb / 1024;
    const wallS = uptimeS;
    const resultFile = run.sources.find((s) => s.where.endsWith('gate-result.json'));
    const inFile = (JSON.parse(resultFile?.text ?? '[]') as unknown[]).length;
    const inOutput = (JSON.parse(run.outputs.result ?? '[]') as unknown[]).length;
    // Distinct modules read (a read the service rate-limited is sent again, and counted once).
    const reads = new Set(tfe.requests.filter((r) => r.path.startsWith('/api/registry/v1/')).map((r) => r.path)).size;

    // The same gate with the fix: the same reads, then every deprecated call rewritten in place.
    const fixStarted = performance.now();
    const fixRun = await runAction(
      {
        hostname: tfe.url,
        token: TOKEN,
        status: 'check',
        'config-directory': 'stacks/*/*',
        'fail-on-deprecated': 'false',
        fix: 'true',
      },
      {
        env: {
          GITHUB_WORKSPACE: repo,
          NODE_OPTIONS: `--import=data:text/javascript,${encodeURIComponent(recordRss)}`,
        },
      },
    );
    const fixHarnessS = (performance.now() - fixStarted) / 1000;
    const [, fixWallS = fixHarnessS] = (await readFile(rssFile, 'utf8').catch(() => 'NaN')).split(' ').map(Number);
    const fixes = JSON.parse(fixRun.outputs.fixes ?? '[]') as Array<{ outcome: string }>;
    const rewritten = fixes.filter((f) => f.outcome === 'rewritten').length;
    const fixRatio = fixWallS / wallS;

    const { read, parse } = await readingVersusParse(repo, files);
    // Issue 33's goal: a version list per module, and a revocation read only for a module with a
    // deprecated version in use (a revoked version is always a deprecated one).
    const results = JSON.parse(resultFile?.text ?? '[]') as Array<{ status?: string; source?: string }>;
    const deprecatedInUse = new Set(results.filter((r) => r.status === 'deprecated').map((r) => r.source)).size;
    const sent = tfe.requests.filter((r) => r.status !== 429).length;
    const requestGoal = MODULES + deprecatedInUse;
    const wallTarget = 1.1 * (requestGoal / RATE) + 3;
    const ratio = read / parse;
    const fmt = (n: number): string => n.toLocaleString('en-US');
    console.log(
      `Gate over ${fmt(STACKS)} stacks, ${fmt(expected)} module calls of ${MODULES} modules (${VERSIONS} versions each), ${TREES} shared local trees (fake service: ${RATE} requests/s):`,
    );
    console.log(
      `  calls in the result file      ${fmt(inFile)} of ${fmt(expected)} (${fmt(inOutput)} in the result output)`,
    );
    console.log(
      `  requests                      ${fmt(sent)} (version lists of ${reads} modules; ${tfe.requests.filter((r) => r.status === 429).length} more answered 429 and sent again); goal ≤ ${fmt(requestGoal)} (${MODULES} modules + ${deprecatedInUse} with a deprecated version in use): ${sent <= requestGoal ? 'met' : 'MISSED'}`,
    );
    console.log(
      `  wall time                     ${wallS.toFixed(1)} s from the child's start to its exit (goal ≤ 1.1 × ${fmt(requestGoal)}/${RATE} + 3 s = ${wallTarget.toFixed(1)} s: ${wallS <= wallTarget ? 'met' : 'MISSED'}; floor of today's ${fmt(REQUESTS)} reads ${FLOOR_S.toFixed(1)} s; exit code ${run.exitCode}; ${harnessS.toFixed(1)} s with the harness's checks)`,
    );
    console.log(
      `  reading phase vs bare parse   ${(read / 1000).toFixed(2)} s vs ${(parse / 1000).toFixed(2)} s of ${fmt(files.length)} files: ${ratio.toFixed(2)} × (target ≤ 1.5 ×)`,
    );
    console.log(`  peak memory (child max RSS)   ${maxRssMb.toFixed(0)} MB (target < 300 MB)`);
    console.log(
      `  gate with fix: true           ${fixWallS.toFixed(1)} s, ${fmt(rewritten)} of ${fmt(fixes.length)} deprecated calls rewritten (fixed: ${fixRun.outputs.fixed}): ${fixRatio.toFixed(2)} × the gate alone (target ≤ 1.10 ×)`,
    );
    const ok =
      run.exitCode === 0 &&
      inFile === expected &&
      reads === MODULES &&
      sent <= requestGoal &&
      wallS <= wallTarget &&
      ratio <= 1.5 &&
      maxRssMb < 300 &&
      fixRun.outputs.fixed === 'true' &&
      fixRatio <= 1.1;
    console.log(ok ? 'Every target met.' : 'Target missed.');
    return ok || !check;
  } finally {
    await tfe.close();
    await rm(root, { recursive: true, force: true });
  }
}
