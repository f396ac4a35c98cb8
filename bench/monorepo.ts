/**
 * Monorepo benchmark: the gate over a generated repository of 2,000 stack directories
 * (`stacks/team-*\/stack-*`), each with 10 calls of registry modules (20,000 calls of 400 modules
 * with 30 versions each) and one call of a local module tree shared with 199 other stacks (ten
 * trees; each adds 4 calls per stack: 28,000 calls in all), 5% of the calls on a deprecated
 * version (of 22 modules). The generator is here, not its files.
 *
 * One run gates the repository twice, plainly and with `only-new` on a pull request that adds one
 * deprecated call (the repository a git repository, the base checked out and scanned too), and
 * prints for each:
 * - the calls in the result file (all 28,000, whatever GitHub's caps do to `result`);
 * - the requests: at most one version list per module, plus one module read (revocation) per
 *   module with a deprecated version in use (400 + 22 = 422);
 * - the wall time of the bundled action with the fake service at 30 requests per second (it
 *   announces the limit in X-RateLimit-Limit, and the transport paces to it), against the
 *   request floor: 422 requests → 14.1 s; target ≤ 1.1 × floor + 3 s;
 * - the child's peak memory (its max RSS, from process.resourceUsage at exit); target < 300 MB for
 *   the plain gate (only-new holds the base's calls too for a while: shown, no target).
 * And once: the reading phase alone (every directory scanned as the gate does) beside a bare
 * parse of the same files with the bundled parser, measured side by side; target ≤ 1.5 ×; and
 * the gate with `fix: true` (every deprecated call rewritten in place, about 1,400 of them in
 * some 1,000 files) against the plain gate: target ≤ 1.25 × its wall time (each rewritten file is
 * read back with HashiCorp's parser before it is written, which the target allows for).
 *
 *   npm run bench -- monorepo            print the figures
 *   npm run bench -- monorepo --check    also exit 1 when a target is missed
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeTfe, type FakeTfe } from '../test/fake-tfe/server.ts';
import { runAction } from '../test/e2e/harness.ts';

/** The fix over the plain gate: the fix reads every rewritten file back with the gate's parser. */
const FIX_RATIO_GOAL = 1.25;

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
/** The wall time's target: this many times the request floor, plus this many seconds. */
const WALL_SLACK = { times: 1.1, plus: 3 };

const versionOf = (minor: number): string => `1.${minor}.0`;
/** Version 1.0.0 of every module is deprecated: the calls pinned to it are the deprecated ones. */
const DEPRECATED = versionOf(0);

const stackDir = (s: number): string =>
  path.join('stacks', `team-${String(s % TEAMS).padStart(2, '0')}`, `stack-${String(s).padStart(4, '0')}`);

const moduleName = (m: number): string => `mod-${String(m).padStart(3, '0')}`;

/**
 * Writes the repository; returns the configuration files it holds, the calls they make, and the
 * modules called at the deprecated version.
 */
export async function generateMonorepo(
  root: string,
  host: string,
): Promise<{ files: string[]; calls: number; deprecatedModules: Set<number> }> {
  const files: string[] = [];
  const deprecatedModules = new Set<number>();
  let calls = 0;
  const write = async (file: string, text: string): Promise<void> => {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
    files.push(file);
  };
  const block = (name: string, module: number, version: string): string => {
    if (version === DEPRECATED) deprecatedModules.add(module);
    return `module "${name}" {\n  source  = "${host}/acme/${moduleName(module)}/aws"\n  version = "${version}"\n\n  name = "${name}"\n  tags = {\n    owner = "platform"\n  }\n}\n`;
  };
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
  return { files, calls, deprecatedModules };
}

/** The reading phase alone, beside a bare parse of the same files: each best of five (the machine's noise is one-sided), in ms. */
async function readingVersusParse(root: string, files: readonly string[]): Promise<{ read: number; parse: number }> {
  const { parseHcl } = await import('../src/gate/read/hcl-parser.ts');
  const { ScanCache, scanDirectory } = await import('../src/gate/read/scan.ts');
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

const git = (cwd: string, ...args: string[]): string =>
  execFileSync('git', ['-c', 'user.name=Bench', '-c', 'user.email=bench@example.com', ...args], {
    cwd,
    encoding: 'utf8',
  }).trim();

interface GateRun {
  readonly exitCode: number;
  readonly inFile: number;
  readonly inOutput: number;
  readonly requests: number;
  readonly lists: number;
  readonly moduleReads: number;
  readonly limited: number;
  readonly wallS: number;
  readonly harnessS: number;
  readonly maxRssMb: number;
  readonly failedOn: string;
  /** With `fix`: the `fixed` output, and the calls rewritten of those listed in `fixes`. */
  readonly fixed: string | undefined;
  readonly rewritten: number;
  readonly fixes: number;
  /** Seconds from the first request's arrival to the last's. */
  readonly spanS: number;
}

/** One run of the bundled gate over `repo`, measured by the child itself, and the requests it sent. */
async function gateOnce(
  tfe: FakeTfe,
  repo: string,
  rssFile: string,
  { onlyNew, fix = false }: { readonly onlyNew?: { base: string }; readonly fix?: boolean } = {},
): Promise<GateRun> {
  // The child reports its own peak memory (kB, as resourceUsage gives it) and how long it ran
  // as it exits: the wall time a workflow sees, without the harness's checks of the run after.
  const recordRss = `import{writeFileSync}from'node:fs';process.on('exit',()=>writeFileSync(${JSON.stringify(rssFile)},process.resourceUsage().maxRSS+' '+process.uptime()))`;
  const before = tfe.requests.length;
  const started = performance.now();
  const run = await runAction(
    {
      hostname: tfe.url,
      token: TOKEN,
      status: 'check',
      'config-directory': 'stacks/*/*',
      'fail-on-deprecated': onlyNew !== undefined ? 'true' : 'false',
      ...(onlyNew !== undefined && { 'only-new': 'true' }),
      ...(fix && { fix: 'true' }),
    },
    {
      env: {
        GITHUB_WORKSPACE: repo,
        NODE_OPTIONS: `--import=data:text/javascript,${encodeURIComponent(recordRss)}`,
      },
      ...(onlyNew !== undefined && {
        event: { name: 'pull_request', payload: { pull_request: { number: 1, base: { sha: onlyNew.base } } } },
      }),
    },
  );
  const harnessS = (performance.now() - started) / 1000;
  const [rssKb = NaN, uptimeS = harnessS] = (await readFile(rssFile, 'utf8').catch(() => 'NaN')).split(' ').map(Number);
  const resultFile = run.sources.find((s) => s.where.endsWith('gate-result.json'));
  const sent = tfe.requests.slice(before);
  const fixes = JSON.parse(run.outputs.fixes ?? '[]') as Array<{ outcome: string }>;
  // Distinct modules read, each way (a read the service rate-limited is sent again, and counted once).
  const distinct = (test: (p: string) => boolean): number => new Set(sent.map((r) => r.path).filter(test)).size;
  return {
    exitCode: run.exitCode,
    inFile: (JSON.parse(resultFile?.text ?? '[]') as unknown[]).length,
    inOutput: (JSON.parse(run.outputs.result ?? '[]') as unknown[]).length,
    requests: sent.filter((r) => r.status !== 429).length,
    lists: distinct((p) => p.startsWith('/api/registry/v1/')),
    moduleReads: distinct((p) =>
      /^\/api\/v2\/organizations\/[^/]+\/registry-modules\/private\/[^/]+\/[^/]+\/[^/?]+$/.test(p),
    ),
    limited: sent.filter((r) => r.status === 429).length,
    wallS: uptimeS,
    harnessS,
    maxRssMb: rssKb / 1024,
    spanS: sent.length === 0 ? 0 : ((sent.at(-1)?.receivedAt ?? 0) - (sent[0]?.receivedAt ?? 0)) / 1000,
    fixed: run.outputs.fixed,
    rewritten: fixes.filter((f) => f.outcome === 'rewritten').length,
    fixes: fixes.length,
    failedOn: /(\d+) module calls? uses? (?:a )?deprecated/.exec(run.stdout)?.[1] ?? '0',
  };
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
      tfe.addModule({ namespace: 'acme', name: moduleName(m), provider: 'aws', versions });
      tfe.deprecate('acme', moduleName(m), 'aws', DEPRECATED, { reason: 'Opens the default security group', link: '' });
    }
    const repo = path.join(root, 'repo');
    const { files, calls: expected, deprecatedModules } = await generateMonorepo(repo, tfe.host);
    const plain = await gateOnce(tfe, repo, rssFile);

    // The same repository in git, and a pull request that adds one deprecated call to one stack.
    git(repo, 'init', '-q');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'base');
    const base = git(repo, 'rev-parse', 'HEAD');
    const added = [...deprecatedModules][0] ?? 0;
    await writeFile(
      path.join(repo, stackDir(0), 'added.tf'),
      `module "added" {\n  source  = "${tfe.host}/acme/${moduleName(added)}/aws"\n  version = "${DEPRECATED}"\n}\n`,
    );
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'head');
    const onlyNew = await gateOnce(tfe, repo, rssFile, { onlyNew: { base } });

    // The same gate with the fix: the same reads, then every deprecated call rewritten in place.
    const fixed = await gateOnce(tfe, repo, rssFile, { fix: true });
    const fixRatio = fixed.wallS / plain.wallS;

    const { read, parse } = await readingVersusParse(repo, files);
    const bound = MODULES + deprecatedModules.size;
    const floorS = bound / RATE;
    const wallTarget = WALL_SLACK.times * floorS + WALL_SLACK.plus;
    const ratio = read / parse;
    const fmt = (n: number): string => n.toLocaleString('en-US');
    console.log(
      `Gate over ${fmt(STACKS)} stacks, ${fmt(expected)} module calls of ${MODULES} modules (${VERSIONS} versions each, ${deprecatedModules.size} with a deprecated version in use), ${TREES} shared local trees (fake service: ${RATE} requests/s):`,
    );
    const row = (label: string, a: string, b: string): void => console.log(`  ${label.padEnd(30)}${a.padEnd(34)}${b}`);
    row('', 'plain gate', 'only-new (pull request adds 1 call)');
    row(
      'calls in the result file',
      `${fmt(plain.inFile)} (${fmt(plain.inOutput)} in result)`,
      `${fmt(onlyNew.inFile)} (${fmt(onlyNew.inOutput)} in result)`,
    );
    const requests = (r: GateRun): string => `${r.requests} (${r.lists} lists + ${r.moduleReads} module reads)`;
    row(`requests (target ≤ ${bound})`, requests(plain), requests(onlyNew));
    row('rate limited (429, sent again)', String(plain.limited), String(onlyNew.limited));
    row(
      `wall time (target ≤ ${wallTarget.toFixed(1)} s)`,
      `${plain.wallS.toFixed(1)} s (${plain.harnessS.toFixed(1)} s w/ harness)`,
      `${onlyNew.wallS.toFixed(1)} s (${onlyNew.harnessS.toFixed(1)} s w/ harness)`,
    );
    row('first to last request', `${plain.spanS.toFixed(1)} s`, `${onlyNew.spanS.toFixed(1)} s`);
    row('peak memory (plain < 300 MB)', `${plain.maxRssMb.toFixed(0)} MB`, `${onlyNew.maxRssMb.toFixed(0)} MB`);
    row('calls failing the step', `${plain.failedOn} (fail-on-deprecated: false)`, onlyNew.failedOn);
    console.log(
      `  (floor: ${bound} requests at ${RATE} per second = ${floorS.toFixed(1)} s; wall time is the child's, from its start to its exit)`,
    );
    console.log(
      `  reading phase vs bare parse   ${(read / 1000).toFixed(2)} s vs ${(parse / 1000).toFixed(2)} s of ${fmt(files.length)} files: ${ratio.toFixed(2)} × (target ≤ 1.5 ×)`,
    );
    const met = (r: GateRun): boolean =>
      r.inFile === expected + (r === onlyNew ? 1 : 0) &&
      r.lists === MODULES &&
      r.requests <= bound &&
      r.wallS <= wallTarget;
    const ok =
      plain.exitCode === 0 &&
      onlyNew.exitCode === 1 &&
      onlyNew.failedOn === '1' &&
      met(plain) &&
      met(onlyNew) &&
      plain.maxRssMb < 300 &&
      ratio <= 1.5 &&
      fixed.fixed === 'true' &&
      fixRatio <= FIX_RATIO_GOAL;
    console.log(
      `  gate with fix: true           ${fixed.wallS.toFixed(1)} s, ${fmt(fixed.rewritten)} of ${fmt(fixed.fixes)} deprecated calls rewritten (fixed: ${fixed.fixed}): ${fixRatio.toFixed(2)} × the plain gate (target ≤ ${FIX_RATIO_GOAL.toFixed(2)} ×)`,
    );
    console.log(ok ? 'Every target met.' : 'Target missed.');
    return ok || !check;
  } finally {
    await tfe.close();
    await rm(root, { recursive: true, force: true });
  }
}
