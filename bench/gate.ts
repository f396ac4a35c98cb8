/**
 * Gate benchmark: the bundled action gates a generated repository of 100 stacks (`stacks/*`),
 * each calling registry modules and three local modules shared by every stack, against the fake
 * service with 50 ms latency. It prints the wall time, the calls checked and the configuration
 * files read: each file should be read once, however many calls reach it.
 *
 * A second row gates one generated `main.tf.json` of 20,000 module blocks, then of 40,000: the
 * time should grow with the file (under 3 s for 20,000, about twice that for 40,000), not with
 * its square.
 *
 * A third row gates the stacks as a git repository whose pull request adds one deprecated call,
 * without and with `only-new`: as many registry requests, and at most 1.5 times the wall time.
 *
 *   npm run bench -- gate            print the figures
 *   npm run bench -- gate --check    also exit 1 when a file is read more than once, or the
 *                                    large file misses those times
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeTfe } from '../test/fake-tfe/server.ts';
import { runAction } from '../test/e2e/harness.ts';

const TOKEN = 'bench-gate-token';
const STACKS = 100;
const SHARED = ['network', 'dns', 'logging'];

async function generate(root: string, host: string): Promise<number> {
  let files = 0;
  const registryCall = (name: string, module: string, constraint: string): string =>
    `module "${name}" {\n  source  = "${host}/acme/${module}/aws"\n  version = "${constraint}"\n}\n`;
  for (const shared of SHARED) {
    await mkdir(path.join(root, 'modules', shared), { recursive: true });
    await writeFile(
      path.join(root, 'modules', shared, 'main.tf'),
      [registryCall('vpc', 'vpc', '~> 1.1'), registryCall('subnets', 'subnets', '>= 2.0.0, < 3.0.0')].join('\n'),
    );
    files++;
  }
  for (let i = 0; i < STACKS; i++) {
    const dir = path.join(root, 'stacks', `stack-${String(i).padStart(3, '0')}`);
    await mkdir(dir, { recursive: true });
    const calls = [
      ...Array.from({ length: 7 }, (_, k) => registryCall(`vpc_${k}`, 'vpc', k % 2 === 0 ? '~> 1.1' : '1.0.0')),
      ...SHARED.map((s) => `module "${s}" {\n  source = "../../modules/${s}"\n}\n`),
    ];
    await writeFile(path.join(dir, 'main.tf'), calls.join('\n'));
    files++;
  }
  return files;
}

export async function gateBenchmark(check: boolean): Promise<boolean> {
  const stacks = await stacksBenchmark(check);
  console.log('');
  const onlyNew = await onlyNewBenchmark(check);
  console.log('');
  return (await largeJsonBenchmark(check)) && stacks && onlyNew;
}

/** How much longer `only-new` (reading the base from git too) may take than a plain gate. */
const ONLY_NEW_SLACK = 1.5;

const git = (cwd: string, ...args: string[]): string =>
  execFileSync('git', ['-c', 'user.name=Bench', '-c', 'user.email=bench@example.com', ...args], {
    cwd,
    encoding: 'utf8',
  }).trim();

/**
 * The same repository as a git repository whose pull request adds one deprecated call to one
 * stack: `only-new` should send as many registry requests as a plain gate (the base is judged
 * with the head's reads) and take at most 1.5 times as long.
 */
export async function onlyNewBenchmark(check: boolean): Promise<boolean> {
  const tfe = await startFakeTfe({ latencyMs: 50, rateLimit: 30 });
  const root = await mkdtemp(path.join(tmpdir(), 'bench-gate-only-new-'));
  try {
    tfe.addOrganization('acme');
    tfe.addToken(TOKEN, { organizations: ['acme'] });
    tfe.addModule({ namespace: 'acme', name: 'vpc', provider: 'aws', versions: ['1.0.0', '1.1.0', '1.2.0'] });
    tfe.addModule({ namespace: 'acme', name: 'subnets', provider: 'aws', versions: ['2.0.0', '2.1.0'] });
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: 'Old', link: '' });
    await generate(root, tfe.host);
    git(root, 'init', '-q');
    git(root, 'add', '-A');
    git(root, 'commit', '-q', '-m', 'base');
    const base = git(root, 'rev-parse', 'HEAD');
    await writeFile(
      path.join(root, 'stacks', 'stack-000', 'added.tf'),
      `module "added" {\n  source  = "${tfe.host}/acme/vpc/aws"\n  version = "1.0.0"\n}\n`,
    );
    git(root, 'add', '-A');
    git(root, 'commit', '-q', '-m', 'head');
    const gate = async (onlyNew: boolean) => {
      const before = tfe.requests.length;
      const started = performance.now();
      const run = await runAction(
        {
          hostname: tfe.url,
          token: TOKEN,
          status: 'check',
          'config-directory': 'stacks/*',
          ...(onlyNew && { 'only-new': 'true' }),
        },
        {
          env: { GITHUB_WORKSPACE: root },
          event: { name: 'pull_request', payload: { pull_request: { base: { sha: base } } } },
        },
      );
      return { ms: performance.now() - started, requests: tfe.requests.length - before, run };
    };
    // A first run warms the disk cache and Node's compile cache, so neither figure pays for it.
    await gate(false);
    const plain = await gate(false);
    const onlyNew = await gate(true);
    const failedOn = (run: typeof plain.run): string =>
      /(\d+) module calls? uses? (?:a )?deprecated/.exec(run.stdout)?.[1] ?? '?';
    console.log(
      `Gate with only-new over the same ${STACKS} stacks in git, the pull request adding one deprecated call:`,
    );
    console.log(`                            plain gate   only-new`);
    console.log(`  registry requests         ${String(plain.requests).padEnd(12)} ${onlyNew.requests}`);
    console.log(
      `  wall time                 ${`${(plain.ms / 1000).toFixed(2)} s`.padEnd(12)} ${(onlyNew.ms / 1000).toFixed(2)} s (${(onlyNew.ms / plain.ms).toFixed(2)} ×)`,
    );
    console.log(`  calls failing the step    ${failedOn(plain.run).padEnd(12)} ${failedOn(onlyNew.run)}`);
    const ok =
      onlyNew.requests === plain.requests &&
      onlyNew.ms <= plain.ms * ONLY_NEW_SLACK &&
      failedOn(onlyNew.run) === '1' &&
      onlyNew.run.exitCode === 1;
    console.log(
      ok
        ? `As many requests as the plain gate, within ${ONLY_NEW_SLACK} × its time, failing on the one new call.`
        : `Target missed: more requests than the plain gate, over ${ONLY_NEW_SLACK} × its time, or not failing on the one new call.`,
    );
    return ok || !check;
  } finally {
    await tfe.close();
    await rm(root, { recursive: true, force: true });
  }
}

async function stacksBenchmark(check: boolean): Promise<boolean> {
  const tfe = await startFakeTfe({ latencyMs: 50, rateLimit: 30 });
  const root = await mkdtemp(path.join(tmpdir(), 'bench-gate-'));
  try {
    tfe.addOrganization('acme');
    tfe.addToken(TOKEN, { organizations: ['acme'] });
    tfe.addModule({ namespace: 'acme', name: 'vpc', provider: 'aws', versions: ['1.0.0', '1.1.0', '1.2.0'] });
    tfe.addModule({ namespace: 'acme', name: 'subnets', provider: 'aws', versions: ['2.0.0', '2.1.0'] });
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: 'Old', link: '' });
    const distinctFiles = await generate(root, tfe.host);
    const started = performance.now();
    const run = await runAction(
      {
        hostname: tfe.url,
        token: TOKEN,
        status: 'check',
        'config-directory': 'stacks/*',
        'fail-on-deprecated': 'false',
      },
      { env: { GITHUB_WORKSPACE: root } },
    );
    const wallMs = performance.now() - started;
    const reads = Number(/Read (\d+) configuration files? in all/.exec(run.stdout)?.[1] ?? NaN);
    const calls = (JSON.parse(run.outputs.result ?? '[]') as unknown[]).length;
    console.log(`Gate over ${STACKS} stacks sharing ${SHARED.length} local modules (fake service: 50 ms latency):`);
    console.log(`  module calls checked      ${calls}`);
    console.log(`  configuration files       ${distinctFiles} distinct, ${reads} read`);
    console.log(`  registry requests         ${tfe.requests.length}`);
    console.log(`  wall time                 ${(wallMs / 1000).toFixed(2)} s (exit code ${run.exitCode})`);
    const ok = reads === distinctFiles && run.exitCode === 0 && calls >= 1_000;
    console.log(ok ? 'Each file read once.' : 'Target missed: a file read more than once, or the run failed.');
    return ok || !check;
  } finally {
    await tfe.close();
    await rm(root, { recursive: true, force: true });
  }
}

/** Module blocks in the large `.tf.json`: the first figure, then twice as many. */
const LARGE_BLOCKS = [20_000, 40_000];
/** The target for the first figure, and how much more than double the second may take. */
const LARGE_TARGET_MS = 3_000;
const DOUBLING_SLACK = 2.5;

/** The gate over one `main.tf.json` of `blocks` calls of one registry module; wall time in ms. */
async function gateLargeJson(
  host: string,
  url: string,
  blocks: number,
): Promise<{ ms: number; calls: number; exitCode: number }> {
  const root = await mkdtemp(path.join(tmpdir(), 'bench-gate-json-'));
  try {
    const module = Object.fromEntries(
      Array.from({ length: blocks }, (_, i) => [
        `vpc_${i}`,
        { source: `${host}/acme/vpc/aws`, version: i % 2 === 0 ? '~> 1.1' : '1.0.0' },
      ]),
    );
    // One block per few lines, as generators (CDK for Terraform) write them.
    await writeFile(path.join(root, 'main.tf.json'), JSON.stringify({ module }, null, 2));
    const started = performance.now();
    const run = await runAction(
      { hostname: url, token: TOKEN, status: 'check', 'config-directory': '.', 'fail-on-deprecated': 'false' },
      { env: { GITHUB_WORKSPACE: root } },
    );
    const ms = performance.now() - started;
    const calls = (JSON.parse(run.outputs.result ?? '[]') as unknown[]).length;
    return { ms, calls, exitCode: run.exitCode };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

async function largeJsonBenchmark(check: boolean): Promise<boolean> {
  const tfe = await startFakeTfe();
  try {
    tfe.addOrganization('acme');
    tfe.addToken(TOKEN, { organizations: ['acme'] });
    tfe.addModule({ namespace: 'acme', name: 'vpc', provider: 'aws', versions: ['1.0.0', '1.1.0', '1.2.0'] });
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: 'Old', link: '' });
    console.log('Gate over one generated main.tf.json (fake service, no latency):');
    const times: number[] = [];
    let ran = true;
    for (const blocks of LARGE_BLOCKS) {
      const { ms, calls, exitCode } = await gateLargeJson(tfe.host, tfe.url, blocks);
      times.push(ms);
      ran &&= exitCode === 0 && calls > 0;
      console.log(
        `  ${String(blocks).padStart(6)} module blocks   ${(ms / 1000).toFixed(2)} s (exit code ${exitCode}, ${calls} calls in the result output)`,
      );
    }
    const [first = NaN, second = NaN] = times;
    console.log(`  doubling the blocks took  ${(second / first).toFixed(2)} times as long`);
    const ok = ran && first < LARGE_TARGET_MS && second / first <= DOUBLING_SLACK;
    console.log(
      ok
        ? `Under ${LARGE_TARGET_MS / 1000} s for ${LARGE_BLOCKS[0]} blocks, and linear.`
        : `Target missed: the run failed, ${LARGE_BLOCKS[0]} blocks took ${LARGE_TARGET_MS / 1000} s or more, or doubling them took more than ${DOUBLING_SLACK} times as long.`,
    );
    return ok || !check;
  } finally {
    await tfe.close();
  }
}
