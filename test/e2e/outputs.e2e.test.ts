/**
 * Outputs with one meaning in every mode, each written once, and `failure-reason` telling a
 * later step why the step failed.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeService, scratchFolder } from '../support/fake-service.ts';
import { deprecateInputs } from '../support/acme-fake.ts';
import { runAction, type ActionRun } from './harness.ts';

const TOKEN = 'outputs-e2e.atlasv1.secret-1a2b3c';

const fake = () => fakeService(TOKEN, { versions: ['1.0.0', '1.1.0', '2.0.0'] });

/** How many times each output name was written to GITHUB_OUTPUT. */
function writes(run: ActionRun): Map<string, number> {
  const text = run.sources.find((s) => s.where === 'output.txt')?.text ?? '';
  const counts = new Map<string, number>();
  for (const m of text.matchAll(/^([\w-]+)<<ghadelimiter_/gm))
    counts.set(m[1] as string, (counts.get(m[1] as string) ?? 0) + 1);
  return counts;
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

  it('say a checked version is deprecated: deprecated-in-use', async () => {
    const tfe = await fake();
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: 'Old', link: '' });
    const run = await runAction(deprecateInputs(tfe.url, TOKEN, { status: 'check', reason: '', link: '' }));
    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({ 'failure-reason': 'deprecated-in-use', 'deprecated-versions': '1.0.0' });
  });

  it('say the service failed: service-error', async () => {
    const tfe = await fake();
    tfe.injectFault({ method: 'PATCH', fault: { kind: 'status', status: 422, body: '{"errors":["no"]}' } });
    const run = await runAction(deprecateInputs(tfe.url, TOKEN));
    expect(run.exitCode).toBe(1);
    expect(run.outputs['failure-reason']).toBe('service-error');
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
    const dir = await scratchFolder('outputs');
    const file = path.join(dir, 'deprecations.yml');
    await writeFile(
      file,
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
