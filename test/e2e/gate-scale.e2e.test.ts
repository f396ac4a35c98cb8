/**
 * The gate on a repository larger than GitHub's limits: every call is in the result file, each
 * note that something was cut says what and points to that file, long lists of directories are
 * counted, and each module's versions are still read once while the directories are read. With
 * 10,000 calls of one deprecated version, every output (`deprecated-uses` says how many calls it
 * left out), the summary and the annotations stay within GitHub's limits, and SARIF keeps the 5,000
 * results code scanning takes, its warning pointing where every call is: `result-file`. One run
 * each: a run this large is checked every way at once.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Log } from 'sarif';
import { afterAll, describe, expect, it } from 'vitest';
import { fakeService, scratchFolder } from '../support/fake-service.ts';
import { allRuns, runAction, tokenLeaks } from './harness.ts';

const TOKEN = 'gate-scale-token.atlasv1.s3cr3t-SCALE-9z8y7x';
const STACKS = 80;
const CALLS_PER_STACK = 80;
const MODULES = 12;
/** Each stack calls the shared local module, which calls two registry modules. */
const SHARED_CALLS = 3;
const MEGABYTE = 1024 * 1024;

afterAll(() => {
  for (const run of allRuns) expect(tokenLeaks(run, TOKEN)).toEqual([]);
});

/** 80 stacks of 80 calls each, one call in twenty on a deprecated version, all sharing a local module. */
async function stacks() {
  const tfe = await fakeService(TOKEN, { versions: ['1.0.0'] });
  for (let m = 0; m < MODULES; m++) {
    tfe.addModule({ namespace: 'acme', name: `m${m}`, provider: 'aws', versions: ['1.0.0', '1.1.0', '1.2.0'] });
    tfe.deprecate('acme', `m${m}`, 'aws', '1.0.0', { reason: 'Old', link: '' });
  }
  const workspace = await scratchFolder('gate-scale');
  const call = (name: string, m: number, version: string): string =>
    `module "${name}" {\n  source  = "${tfe.host}/acme/m${m}/aws"\n  version = "${version}"\n}\n`;
  await mkdir(path.join(workspace, 'modules', 'shared'), { recursive: true });
  await writeFile(
    path.join(workspace, 'modules', 'shared', 'main.tf'),
    [call('a', 1, '1.1.0'), call('b', 2, '~> 1.0')].join('\n'),
  );
  for (let s = 0; s < STACKS; s++) {
    const dir = path.join(workspace, 'stacks', `stack-${String(s).padStart(3, '0')}`);
    await mkdir(dir, { recursive: true });
    const calls = Array.from({ length: CALLS_PER_STACK }, (_, i) =>
      // One call in twenty on the deprecated version.
      call(`component_with_a_long_descriptive_name_${i}`, i % MODULES, i % 20 === 0 ? '1.0.0' : '1.2.0'),
    );
    calls.push('module "shared" {\n  source = "../../modules/shared"\n}\n');
    await writeFile(path.join(dir, 'main.tf'), calls.join('\n'));
  }
  return { tfe, workspace };
}

describe.concurrent('the gate past GitHub’s limits', () => {
  it('writes every call to the result file, and every cut says what it left out and points there', async () => {
    const { tfe, workspace } = await stacks();
    const run = await runAction(
      {
        hostname: tfe.url,
        token: TOKEN,
        status: 'check',
        'config-directory': 'stacks/*',
        'fail-on-deprecated': 'false',
      },
      { env: { GITHUB_WORKSPACE: workspace } },
    );
    expect(run.exitCode, run.stderr).toBe(0);
    const total = STACKS * (CALLS_PER_STACK + SHARED_CALLS);

    // The whole result, in the file the output names (under RUNNER_TEMP, the run's folder).
    const resultFile = run.outputs['result-file'] ?? '';
    expect(path.basename(resultFile)).toBe('gate-result.json');
    const file = run.sources.find((s) => s.where.endsWith('gate-result.json'));
    const everyCall = JSON.parse(file?.text ?? '[]') as Array<Record<string, unknown>>;
    expect(everyCall).toHaveLength(total);
    expect(everyCall.filter((c) => c.status === 'deprecated')).toHaveLength(STACKS * (CALLS_PER_STACK / 20));

    // `result` is cut, keeps every deprecated call, and says what it left out and where it all is.
    const result = JSON.parse(run.outputs.result ?? '[]') as Array<Record<string, unknown>>;
    expect(result.length).toBeLessThan(total);
    expect(result.filter((c) => c.status === 'deprecated')).toHaveLength(STACKS * (CALLS_PER_STACK / 20));
    const cut = run.annotations.find((a) => a.message.startsWith('The result output lists'));
    expect(cut?.message).toContain(`${result.length.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`);
    const leftOut = /Left out: ([\d,]+) not deprecated, ([\d,]+) not checked\./.exec(cut?.message ?? '');
    const counted = (text: string | undefined): number => Number((text ?? '').replaceAll(',', ''));
    expect(counted(leftOut?.[1]) + counted(leftOut?.[2])).toBe(total - result.length);
    expect(cut?.message).toContain('`gate-result.json`, the file the `result-file` output names');

    // The summary fits GitHub's limit, says what its table leaves out, and points to the same file.
    expect(Buffer.byteLength(run.summary, 'utf8')).toBeLessThanOrEqual(1_000_000);
    expect(run.summary).toContain(`### Module versions used by ${STACKS} directories under \`stacks/\``);
    expect(run.summary).toMatch(/This table shows [\d,]+ of [\d,]+ module calls, every deprecated or failed one first/);
    expect(run.summary).toContain('Every call is in `gate-result.json`');
    expect(run.summary).not.toContain('Every entry is in the step');

    // The log names the directories in a few words, not one by one on one line.
    expect(run.stdout).toContain(`Status:       check the module calls of ${STACKS} directories under "stacks/"`);

    // One version-list read per module, however many calls and directories use it.
    const reads = tfe.requests
      .filter((r) => r.method === 'GET' && r.path.startsWith('/api/registry/v1/'))
      .map((r) => r.path);
    expect(reads).toHaveLength(MODULES);
    expect(new Set(reads).size).toBe(MODULES);
  });

  it('with 10,000 calls of one deprecated version, keeps each output, the summary and SARIF within limits, saying what it left out', async () => {
    const tfe = await fakeService(TOKEN, { versions: ['1.0.0', '2.0.0'] });
    const reason = `Opens the default security group; see the advisory. ${'Details follow. '.repeat(20)}`;
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason, link: 'https://example.com/upgrade' });
    const workspace = await scratchFolder('gate-scale');
    await mkdir(path.join(workspace, 'platform'));
    // In 50 files of 200 calls each, with long names.
    for (let f = 0; f < 50; f++) {
      const blocks = Array.from(
        { length: 200 },
        (_, i) =>
          `module "network_with_a_rather_long_descriptive_name_${f}_${i}" {\n  source  = "${tfe.host}/acme/vpc/aws"\n  version = "1.0.0"\n}\n`,
      );
      await writeFile(path.join(workspace, 'platform', `calls_${f}.tf`), blocks.join('\n'));
    }
    const run = await runAction(
      {
        hostname: tfe.url,
        token: TOKEN,
        status: 'check',
        'config-directory': 'platform',
        'sarif-file': 'gate.sarif',
      },
      { env: { GITHUB_WORKSPACE: workspace } },
    );
    expect(run.exitCode, run.stdout.slice(-2000)).toBe(1);
    expect(run.outputs['failure-reason']).toBe('deprecated-in-use');
    const uses = run.outputs['deprecated-uses'] ?? '';
    expect(Buffer.byteLength(uses)).toBeLessThanOrEqual(MEGABYTE);
    const parsed = JSON.parse(uses) as Array<{ version: string; calls: unknown[]; 'calls-omitted'?: number }>;
    expect(parsed).toHaveLength(1);
    expect(parsed[0]?.version).toBe('1.0.0');
    expect(parsed[0]?.['calls-omitted']).toBeGreaterThan(0);
    expect((parsed[0]?.calls.length ?? 0) + (parsed[0]?.['calls-omitted'] ?? 0)).toBe(10_000);
    // The other outputs and the summary stay within GitHub's limits too.
    expect(Buffer.byteLength(run.outputs.result ?? '')).toBeLessThanOrEqual(MEGABYTE);
    expect(Buffer.byteLength(run.summary)).toBeLessThanOrEqual(MEGABYTE);
    expect(run.annotations.filter((a) => a.level === 'error').length).toBeLessThanOrEqual(10);
    // SARIF: the 5,000 results code scanning keeps, and where every call is.
    const sarif = JSON.parse(await readFile(path.join(workspace, 'gate.sarif'), 'utf8')) as Log;
    expect(sarif.runs[0]?.results).toHaveLength(5_000);
    const warning = run.annotations.find((a) => a.level === 'warning' && a.message.includes('SARIF'))?.message ?? '';
    expect(warning).toMatch(/leaves out 5000 more/);
    expect(warning).toContain('result-file');
    expect(warning).not.toMatch(/step summary lists every/);
  });
});
