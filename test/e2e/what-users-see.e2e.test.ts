/**
 * Small things users meet, each through the bundle: exact comparisons of reason and link, counts in
 * the singular, and a run label outside a workflow.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeService, scratchFolder } from '../support/fake-service.ts';
import { deprecateInputs } from '../support/acme-fake.ts';
import { parseResult, runAction } from './harness.ts';

const TOKEN = 'what-users-see.atlasv1.secret-2b3c4d';
describe.concurrent('what users see', () => {
  it('a shortened reason is a change, not "unchanged"', async () => {
    const tfe = await fakeService(TOKEN);
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: 'End of life. Use 2.x', link: 'https://example.com/up' });
    const run = await runAction(
      deprecateInputs(tfe.url, TOKEN, { reason: 'End of life.', link: 'https://example.com/up' }),
    );
    expect(run.exitCode, run.stdout).toBe(0);
    expect(parseResult(run)[0]).toMatchObject({ kind: 'update', outcome: 'changed', verified: true });
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.0.0')?.reason).toBe('End of life.');
  });

  it('an empty link clears a stored one', async () => {
    const tfe = await fakeService(TOKEN);
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: 'Old', link: 'https://example.com/up' });
    const run = await runAction(deprecateInputs(tfe.url, TOKEN, { reason: 'Old', link: '' }));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(parseResult(run)[0]).toMatchObject({ kind: 'update', outcome: 'changed' });
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.0.0')?.link).toBe('');
  });

  it('the service’s appended sentence is not a difference', async () => {
    const tfe = await fakeService(TOKEN);
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: 'Old Applies will be blocked in 15 days.', link: '' });
    const run = await runAction(deprecateInputs(tfe.url, TOKEN, { reason: 'Old', link: '' }));
    expect(parseResult(run)[0]).toMatchObject({ kind: 'unchanged', outcome: 'unchanged' });
    expect(tfe.requests.filter((r) => r.method === 'PATCH')).toEqual([]);
  });

  it('counts in the singular, and a run outside a workflow has no "#NaN"', async () => {
    const tfe = await fakeService(TOKEN);
    const dir = await scratchFolder('users-see');
    const file = path.join(dir, 'one.yml');
    await writeFile(
      file,
      'organization: acme\nmodules:\n  - source: acme/vpc/aws\n    rules:\n      - versions: "< 1.0.0"\n        reason: Old\n',
    );
    const run = await runAction(
      { 'policy-file': file, hostname: tfe.url, token: TOKEN, 'dry-run': 'true' },
      { env: { GITHUB_RUN_NUMBER: '' } },
    );
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.summary).toContain(': 1 module\n');
    expect(run.stdout).toContain('(1 module)');
    expect(run.summary).not.toContain('NaN');
    expect(run.summary).toContain('[Release run](https://github.com/acme/platform-modules/actions/runs/4242)');
  });
});
