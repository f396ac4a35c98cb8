/**
 * Every value of `failure-reason`, each with the situations that produce it (issue 20, item 4):
 * the bundle against the fake service, except `internal-error`, which only a bug produces and is
 * shown in process with a runner that breaks.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { run as runInProcess } from '../../src/main.ts';
import { FAILURE_REASONS, type FailureReason } from '../../src/report.ts';
import { fakeRunner } from '../support/fake-runner.ts';
import type { FakeTfe, FakeTfeOptions } from '../fake-tfe/server.ts';
import { fakeService } from '../support/fake-service.ts';
import { runAction } from './harness.ts';

const TOKEN = 'reasons-token.atlasv1.s3cr3t-REASONS';

let tfe: FakeTfe;
let dir: string;

async function fake(options: FakeTfeOptions = {}): Promise<FakeTfe> {
  tfe = await fakeService(TOKEN, { ...options, versions: ['1.0.0', '1.1.0', '2.0.0'] });
  tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: 'Old', link: '' });
  tfe.deprecate('acme', 'vpc', 'aws', '1.1.0', { reason: 'Old', link: '' });
  tfe.revoke('acme', 'vpc', 'aws', '1.1.0', { message: 'CVE-2026-0001: upgrade to 2.x', link: '' });
  return tfe;
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'reasons-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** One run's `failure-reason`. */
type Scenario = () => Promise<string | undefined>;

const single =
  (inputs: Record<string, string>, options: FakeTfeOptions = {}): Scenario =>
  async () => {
    await fake(options);
    const run = await runAction({
      hostname: tfe.url,
      token: TOKEN,
      organization: 'acme',
      module: 'vpc',
      provider: 'aws',
      version: '2.0.0',
      status: 'deprecated',
      reason: 'Old',
      'verify-timeout': '5',
      ...inputs,
    });
    expect(run.exitCode).toBe(1);
    return run.outputs['failure-reason'];
  };

const gate =
  (tf: string, inputs: Record<string, string> = {}): Scenario =>
  async () => {
    await fake();
    await writeFile(path.join(dir, 'main.tf'), tf.replaceAll('HOST', tfe.host));
    const run = await runAction(
      { hostname: tfe.url, token: TOKEN, status: 'check', 'config-directory': '.', ...inputs },
      { env: { GITHUB_WORKSPACE: dir } },
    );
    expect(run.exitCode).toBe(1);
    return run.outputs['failure-reason'];
  };

const call = (source: string, version: string): string =>
  `module "vpc" {\n  source  = "${source}"\n  version = "${version}"\n}\n`;

const policy =
  (text: string): Scenario =>
  async () => {
    await fake();
    const file = path.join(dir, 'deprecations.yml');
    await writeFile(file, text);
    const run = await runAction({ 'policy-file': file, hostname: tfe.url, token: TOKEN, 'verify-timeout': '5' });
    expect(run.exitCode).toBe(1);
    return run.outputs['failure-reason'];
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
  await fake();
  tfe.injectFault({ method: 'PATCH', times: Infinity, fault: { kind: 'status', status: 422 } });
  const run = await runAction({
    hostname: tfe.url,
    token: TOKEN,
    organization: 'acme',
    module: 'vpc',
    provider: 'aws',
    version: '2.0.0',
    status: 'deprecated',
    reason: 'Old',
  });
  expect(run.exitCode).toBe(1);
  return run.outputs['failure-reason'];
};

/** Every value, with the situations that produce it. */
const SCENARIOS: Record<FailureReason, Record<string, Scenario>> = {
  'deprecated-in-use': {
    'a check of a deprecated version': single({ status: 'check', version: '1.0.0', reason: '' }),
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
  it.each(Object.entries(SCENARIOS[reason]))('%s', async (_, scenario) => {
    expect(await scenario()).toBe(reason);
  });
});
