/**
 * The organization's plan before the first write, end to end from the bundle and the command
 * line: on HCP Terraform a run that would revoke (or deprecate) reads the current
 * feature set first and, when it lacks what the run needs, fails before any request that changes
 * something, naming what is missing; where the endpoint is a 404 (Terraform Enterprise), or the
 * set does not say, the run goes on as before.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FakeTfe, FeatureSetOption } from '../fake-tfe/server.ts';
import { fakeService, scratchFolder } from '../support/fake-service.ts';
import { runAction } from './harness.ts';
import { runCli } from './support/cli.ts';

const TOKEN = 'feature-sets-e2e.atlasv1.secret-1f2e3d';
const STANDARD: FeatureSetOption = { name: 'Standard', moduleDeprecations: true, moduleRevocations: false };

async function fake(featureSets?: FeatureSetOption): Promise<FakeTfe> {
  const tfe = await fakeService(TOKEN, { versions: ['1.0.0', '1.1.0', '2.0.0'], ...(featureSets && { featureSets }) });
  tfe.addModule({ namespace: 'acme', name: 'eks', provider: 'aws', versions: ['1.0.0', '2.0.0'] });
  return tfe;
}

const single = (tfe: FakeTfe, inputs: Record<string, string>) =>
  runAction({
    hostname: tfe.url,
    token: TOKEN,
    organization: 'acme',
    module: 'vpc',
    provider: 'aws',
    usage: 'false',
    'verify-timeout': '5',
    ...inputs,
  });
const REVOKE = { status: 'revoked', version: '1.0.0', reason: 'CVE-2026-1' };
const DEPRECATE = { status: 'deprecated', version: '1.0.0', reason: 'Old' };
const patches = (tfe: FakeTfe) => tfe.requests.filter((r) => r.method === 'PATCH');
const featureReads = (tfe: FakeTfe) => tfe.requests.filter((r) => r.path.includes('/feature-sets'));

describe.concurrent('the feature set before the first write', () => {
  it('fails a revoke on a plan without module revocations before any request that changes something', async () => {
    const tfe = await fake(STANDARD);
    const run = await single(tfe, REVOKE);
    expect(run.exitCode).toBe(1);
    expect(run.outputs['failure-reason']).toBe('revocation-unavailable');
    expect(run.stdout).toContain('The plan of organization acme ("Standard") has no module revocations');
    expect(run.stdout).toContain('nothing was sent');
    // 1.0.0 is active: the revoke would deprecate it first; not even that is sent.
    expect(patches(tfe)).toEqual([]);
    expect(featureReads(tfe)).toHaveLength(1);
  });

  it('fails a deprecation on a plan without module deprecations, as a service error', async () => {
    const tfe = await fake({ name: 'Free', moduleDeprecations: false, moduleRevocations: false });
    const run = await single(tfe, DEPRECATE);
    expect(run.exitCode).toBe(1);
    expect(run.outputs['failure-reason']).toBe('service-error');
    expect(run.stdout).toContain('has no module deprecations');
    expect(patches(tfe)).toEqual([]);
  });

  it('stops a whole policy apply before its first write, though one module only deprecates', async () => {
    const tfe = await fake(STANDARD);
    const dir = await scratchFolder('feature-sets-policy');
    await writeFile(
      path.join(dir, 'policy.yml'),
      "organization: acme\nmodules:\n  - source: acme/vpc/aws\n    rules:\n      - versions: '< 1.1.0'\n        reason: Old.\n  - source: acme/eks/aws\n    rules:\n      - versions: '< 2.0.0'\n        reason: Gone.\n        status: revoked\n",
    );
    const run = await runAction(
      { 'policy-file': 'policy.yml', hostname: tfe.url, token: TOKEN, usage: 'false', 'verify-timeout': '5' },
      { env: { GITHUB_WORKSPACE: dir } },
    );
    expect(run.exitCode).toBe(1);
    expect(run.outputs['failure-reason']).toBe('revocation-unavailable');
    expect(run.stdout).toContain('has no module revocations');
    expect(patches(tfe)).toEqual([]);
    // A plan (dry run) reads no feature set.
    tfe.resetRequests();
    const plan = await runAction(
      { 'policy-file': 'policy.yml', hostname: tfe.url, token: TOKEN, usage: 'false', 'dry-run': 'true' },
      { env: { GITHUB_WORKSPACE: dir } },
    );
    expect(plan.exitCode, plan.stdout).toBe(0);
    expect(featureReads(tfe)).toEqual([]);
  });

  it.each<[string, FeatureSetOption | undefined]>([
    ['where the endpoint is a 404 (Terraform Enterprise)', undefined],
    ['where the current set does not name the features', { name: 'Business' }],
    ['where the plan has them', { moduleDeprecations: true, moduleRevocations: true }],
  ])('goes on as before %s', async (_, featureSets) => {
    const tfe = await fake(featureSets);
    const run = await single(tfe, REVOKE);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(tfe.getRevocation('acme', 'vpc', 'aws', '1.0.0')).not.toBeNull();
    expect(featureReads(tfe)).toHaveLength(1);
  });

  it('does the same on the command line: exit 3, nothing sent', async () => {
    const tfe = await fake(STANDARD);
    const dir = await scratchFolder('feature-sets-cli');
    const cli = await runCli(
      [
        'revoke',
        '--organization',
        'acme',
        '--module',
        'vpc',
        '--provider',
        'aws',
        '--version',
        '1.0.0',
        '--reason',
        'CVE',
        '--hostname',
        tfe.url,
        '--usage',
        'false',
      ],
      { cwd: dir, env: { TF_API_TOKEN: TOKEN } },
    );
    expect(cli.exitCode).toBe(3);
    expect(cli.stderr).toContain('has no module revocations');
    expect(patches(tfe)).toEqual([]);
  });
});
