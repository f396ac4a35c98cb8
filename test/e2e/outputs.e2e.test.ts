/**
 * Outputs with one meaning in every mode, each written once: `revoked` in every entry of `result`
 * (null where the service cannot say), and `failure-reason` telling a later step why the step
 * failed, each value with the situations that produce it. Every value comes from the bundle
 * against the fake service except `internal-error`, which only a bug produces: it is shown in
 * process, with a runner that breaks.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { run as runInProcess } from '../../src/main.ts';
import { FAILURE_REASONS, type FailureReason } from '../../src/report.ts';
import type { FakeTfeOptions } from '../fake-tfe/server.ts';
import { fakeRunner } from '../support/fake-runner.ts';
import { fakeService, scratchFolder } from '../support/fake-service.ts';
import { deprecateInputs } from '../support/acme-fake.ts';
import { parseResult, runAction, type ActionRun } from './harness.ts';

const TOKEN = 'outputs-e2e.atlasv1.secret-1a2b3c';

const fake = (options: FakeTfeOptions = {}) =>
  fakeService(TOKEN, { ...options, versions: ['1.0.0', '1.1.0', '2.0.0'] });

/** How many times each output name was written to GITHUB_OUTPUT. */
function writes(run: ActionRun): Map<string, number> {
  const text = run.sources.find((s) => s.where === 'output.txt')?.text ?? '';
  const counts = new Map<string, number>();
  for (const m of text.matchAll(/^([\w-]+)<<ghadelimiter_/gm))
    counts.set(m[1] as string, (counts.get(m[1] as string) ?? 0) + 1);
  return counts;
}

/** A policy file of `text` in a folder of its own. */
async function policyFile(text: string): Promise<string> {
  const file = path.join(await scratchFolder('outputs'), 'deprecations.yml');
  await writeFile(file, text);
  return file;
}

describe.concurrent('outputs', () => {
  it('are each written once, and say why the step failed: invalid input', async () => {
    const tfe = await fake();
    const run = await runAction(deprecateInputs(tfe.url, TOKEN, { status: 'deprecate' }));
    expect(run.exitCode).toBe(1);
    expect(run.outputs['failure-reason']).toBe('invalid-input');
    const counts = writes(run);
    expect(counts.size).toBeGreaterThanOrEqual(11);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  });

  it('are empty of a failure when the step succeeds', async () => {
    const tfe = await fake();
    const run = await runAction(deprecateInputs(tfe.url, TOKEN));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs['failure-reason']).toBe('');
  });

  it('list a policy run’s versions as MODULE@VERSION items', async () => {
    const tfe = await fake();
    tfe.deprecate('acme', 'vpc', 'aws', '2.0.0', { reason: 'Kept by hand', link: '' });
    const file = await policyFile(
      'organization: acme\nmodules:\n  - source: acme/vpc/aws\n    rules:\n      - versions: "< 2.0.0"\n        reason: Use 2.x\n',
    );
    const run = await runAction({ 'policy-file': file, hostname: tfe.url, token: TOKEN, 'verify-timeout': '5' });
    expect(run.exitCode, run.stdout).toBe(0);
    const module = `${tfe.host}/acme/vpc/aws`;
    expect(run.outputs).toMatchObject({
      changed: 'true',
      'changed-versions': `${module}@1.1.0,${module}@1.0.0`,
      deprecated: 'true',
      'deprecated-versions': `${module}@2.0.0,${module}@1.1.0,${module}@1.0.0`,
      'failure-reason': '',
    });
  });
});

/** Whether each entry says if its version is revoked: `—` where it does not say at all. */
const revokedOf = (entries: Array<Record<string, unknown>>) => entries.map((e) => ('revoked' in e ? e.revoked : '—'));

describe.concurrent('`revoked` is in every entry of `result`, null where the service cannot say', () => {
  it('a service without revocation: change, check and dry run', async () => {
    const tfe = await fake({ revocation: false });
    const modes: Array<Record<string, string>> = [
      { version: '1.0.0' },
      { status: 'check', version: '>= 0', reason: '', link: '', 'fail-on-deprecated': 'false' },
      { version: '1.1.0', 'dry-run': 'true' },
    ];
    for (const inputs of modes) {
      const run = await runAction(deprecateInputs(tfe.url, TOKEN, inputs));
      expect(run.exitCode, run.stdout).toBe(0);
      const entries = parseResult(run);
      expect(entries.length).toBeGreaterThan(0);
      expect(revokedOf(entries)).toEqual(entries.map(() => null));
    }
  });

  it('a policy on a service without revocation', async () => {
    const tfe = await fake({ revocation: false });
    const file = await policyFile(
      'modules:\n  - source: acme/vpc/aws\n    rules:\n      - versions: "< 2.0.0"\n        reason: Old.\n',
    );
    const run = await runAction({ 'policy-file': file, hostname: tfe.url, token: TOKEN });
    expect(run.exitCode, run.stdout).toBe(0);
    const versions = parseResult(run)[0]?.versions as Array<Record<string, unknown>>;
    expect(revokedOf(versions)).toEqual(versions.map(() => null));
    expect(versions.length).toBeGreaterThan(0);
  });
});

/** One failed run's `failure-reason`. */
type Scenario = () => Promise<string | undefined>;

/** acme/vpc/aws 1.0.0 deprecated, 1.1.0 revoked, 2.0.0 active. */
async function seeded(options: FakeTfeOptions = {}) {
  const tfe = await fake(options);
  tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: 'Old', link: '' });
  tfe.deprecate('acme', 'vpc', 'aws', '1.1.0', { reason: 'Old', link: '' });
  tfe.revoke('acme', 'vpc', 'aws', '1.1.0', { message: 'CVE-2026-0001: upgrade to 2.x', link: '' });
  return tfe;
}

/** The reason of a run that failed, after `also` checked what else it says. */
function failed(run: ActionRun, also?: (run: ActionRun) => void): string | undefined {
  expect(run.exitCode, run.stdout).toBe(1);
  also?.(run);
  return run.outputs['failure-reason'];
}

const single =
  (inputs: Record<string, string>, options: FakeTfeOptions = {}, also?: (run: ActionRun) => void): Scenario =>
  async () => {
    const tfe = await seeded(options);
    const run = await runAction(
      deprecateInputs(tfe.url, TOKEN, { version: '2.0.0', reason: 'Old', link: '', ...inputs }),
    );
    return failed(run, also);
  };

const gate =
  (tf: string, inputs: Record<string, string> = {}): Scenario =>
  async () => {
    const tfe = await seeded();
    const dir = await scratchFolder('outputs-gate');
    await writeFile(path.join(dir, 'main.tf'), tf.replaceAll('HOST', tfe.host));
    const run = await runAction(
      { hostname: tfe.url, token: TOKEN, status: 'check', 'config-directory': '.', ...inputs },
      { env: { GITHUB_WORKSPACE: dir } },
    );
    return failed(run);
  };

const call = (source: string, version: string): string =>
  `module "vpc" {\n  source  = "${source}"\n  version = "${version}"\n}\n`;

const policy =
  (text: string): Scenario =>
  async () => {
    const tfe = await seeded();
    const file = await policyFile(text);
    return failed(await runAction({ 'policy-file': file, hostname: tfe.url, token: TOKEN, 'verify-timeout': '5' }));
  };

/** A bug: here the runner cannot say which event started the run. */
const broken: Scenario = async () => {
  const runner = fakeRunner({ status: 'check', module: 'vpc', provider: 'aws', version: '1.0.0' });
  await runInProcess(
    {
      ...runner,
      event: () => {
        throw new TypeError('the event cannot be read');
      },
    },
    {},
  );
  const verdict = runner.reports[0]?.verdict;
  return verdict?.failed === true ? verdict.reason : undefined;
};

/** A change the service refuses (the fault is injected after the seeding, which it would break). */
const refused: Scenario = async () => {
  const tfe = await seeded();
  tfe.injectFault({ method: 'PATCH', times: Infinity, fault: { kind: 'status', status: 422 } });
  return failed(await runAction(deprecateInputs(tfe.url, TOKEN, { version: '2.0.0', reason: 'Old' })));
};

/** Every value, with the situations that produce it. */
const SCENARIOS: Record<FailureReason, Record<string, Scenario>> = {
  'deprecated-in-use': {
    'a check of a deprecated version': single({ status: 'check', version: '1.0.0', reason: '' }, {}, (run) =>
      expect(run.outputs['deprecated-versions']).toBe('1.0.0'),
    ),
    'a gate call on a deprecated version': gate(call('HOST/acme/vpc/aws', '1.0.0')),
  },
  'revoked-in-use': {
    'a check of a revoked version': single({ status: 'check', version: '1.1.0', reason: '' }),
    'a gate call on a revoked version': gate(call('HOST/acme/vpc/aws', '1.1.0'), { 'fail-on-deprecated': 'false' }),
  },
  'invalid-input': {
    'an input mistake': single({ version: '' }),
    'a listed version the registry lacks': single({ version: '2.0.0, 9.9.9' }),
    'a checked version the registry lacks': single({ status: 'check', version: '9.9.9', reason: '' }),
    'a policy rule naming a version the registry lacks': policy(
      'organization: acme\nmodules:\n  - source: acme/vpc/aws\n    rules:\n      - versions: "= 9.9.9"\n        reason: Typo\n',
    ),
    'a gate call whose constraint no version satisfies': gate(call('HOST/acme/vpc/aws', '>= 7.0.0')),
    'a gate configuration Terraform cannot parse': gate('module "vpc" {\n  source = \n'),
    'a gate with no call to check': gate(call('./modules/vpc', '1.0.0').replace(/ {2}version.*\n/, '')),
  },
  'service-error': {
    'a change the service refuses': refused,
    'a module the service does not have': single({ module: 'nope' }),
  },
  'revocation-unavailable': {
    'a revoke on a service without revocation': single({ status: 'revoked' }, { revocation: false }),
  },
  'verification-timeout': {
    'a change the read API does not show in time': single({ 'verify-timeout': '1' }, { readLagMs: 60_000 }),
  },
  'internal-error': {
    'a bug (in process)': broken,
  },
};

it('has a scenario for every value of failure-reason', () => {
  expect(Object.keys(SCENARIOS).sort()).toEqual([...FAILURE_REASONS].sort());
});

describe.each(FAILURE_REASONS)('failure-reason %s', (reason) => {
  it.concurrent.each(Object.entries(SCENARIOS[reason]))('%s', async (_, scenario) => {
    expect(await scenario()).toBe(reason);
  });
});
