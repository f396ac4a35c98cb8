/**
 * Gate benchmark: the bundled action gates a generated repository of 100 stacks (`stacks/*`),
 * each calling registry modules and three local modules shared by every stack, against the fake
 * service with 50 ms latency. It prints the wall time, the calls checked and the configuration
 * files read: each file should be read once, however many calls reach it.
 *
 *   npm run bench -- gate            print the figures
 *   npm run bench -- gate --check    also exit 1 when a file is read more than once
 */
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
