/**
 * What a failed step says of running it again, and what a re-run does, end to end against the fake
 * service: a batch in which four kinds of PATCH failure persist accounts for every version, and
 * its re-run after the faults clear sends only what is left and changes nothing twice; "run again"
 * is said only where a re-run can help (after a 5xx: faults.e2e.test.ts), never after a 404 on the
 * change or in a policy whose only failure is a refusal (nor for a version the registry lacks:
 * versions.e2e.test.ts).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TRANSPORT_LIMITS } from '../../src/registry/limits.ts';
import type { FakeTfe, RecordedRequest } from '../fake-tfe/server.ts';
import { fakeService, scratchFolder } from '../support/fake-service.ts';
import { deprecateInputs } from '../support/acme-fake.ts';
import { parseResult, runAction, type ActionRun } from './harness.ts';

const TOKEN = 're-runs-token.atlasv1.secret-5c6d7e8f';
/** The organization token: it may read, and read Explorer, but gets 404 on every PATCH. */
const ORG_TOKEN = 're-runs-org.atlasv1.secret-0a9b8c';
const REASON = 'Superseded by 2.0.0; please upgrade.';
const LINK = 'https://example.com/vpc/upgrade';
/** What a failure says where running the step again can help. */
const RERUN = 'running the step again retries only what is not done';

/** Each test's own fake (tests run concurrently). */
async function fake(): Promise<FakeTfe> {
  const tfe = await fakeService(TOKEN, { versions: ['1.0.0', '1.1.0', '1.2.0', '1.3.0', '1.4.0', '1.5.0', '2.0.0'] });
  tfe.addToken(ORG_TOKEN, { organizations: ['acme'], canManagePrivateRegistry: false });
  return tfe;
}

function inputs(tfe: FakeTfe, overrides: Record<string, string> = {}): Record<string, string> {
  return deprecateInputs(tfe.url, TOKEN, { reason: REASON, link: LINK, 'verify-timeout': '10', ...overrides });
}

const patches = (tfe: FakeTfe): RecordedRequest[] => tfe.requests.filter((r) => r.method === 'PATCH');
const versionOf = (r: RecordedRequest): string => r.path.split('/').pop() ?? '';
const errors = (run: ActionRun): string =>
  run.annotations
    .filter((a) => a.level === 'error')
    .map((a) => `${a.title ?? ''}: ${a.message}`)
    .join('\n');

function expectDeprecated(tfe: FakeTfe, ...versions: string[]): void {
  for (const v of versions) expect(tfe.getDeprecation('acme', 'vpc', 'aws', v), v).toMatchObject({ link: LINK });
}

describe.concurrent('a batch where some PATCHes keep failing', () => {
  it('accounts for every version in the log, the summary and `result`, and a re-run finishes only the rest', async () => {
    const tfe = await fake();
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: REASON, link: LINK });
    const forever = (version: string, fault: Parameters<FakeTfe['injectFault']>[0]['fault']) =>
      tfe.injectFault({
        method: 'PATCH',
        path: new RegExp(`/${version.replace(/\./g, '\\.')}$`),
        times: Infinity,
        fault,
      });
    forever('1.2.0', { kind: 'status', status: 503 });
    forever('1.3.0', { kind: 'reset' });
    // Made, but the answer never arrives: the read afterwards shows it was done.
    forever('1.4.0', { kind: 'reset-mid-body' });
    forever('1.5.0', { kind: 'status', status: 422 });
    const version = '1.0.0, 1.1.0, 1.2.0, 1.3.0, 1.4.0, 1.5.0';

    const first = await runAction(inputs(tfe, { version }));
    expect(first.exitCode).toBe(1);
    const expected = [
      ['1.0.0', 'unchanged'],
      ['1.1.0', 'changed'],
      ['1.2.0', 'failed'],
      ['1.3.0', 'failed'],
      ['1.4.0', 'changed'],
      ['1.5.0', 'failed'],
    ];
    expect(parseResult(first).map((r) => [r.version, r.outcome])).toEqual(expected);
    expect(parseResult(first).find((r) => r.version === '1.4.0')).toMatchObject({
      verified: true,
      error: expect.stringContaining('the registry shows the change all the same'),
    });
    // A 422 is not retried; the others are, up to the limit.
    expect(patches(tfe).filter((r) => versionOf(r) === '1.5.0')).toHaveLength(1);
    expect(patches(tfe).filter((r) => versionOf(r) === '1.2.0')).toHaveLength(TRANSPORT_LIMITS.retry.maxAttempts);
    // The log: one line per version sent, then one per version in the plan.
    for (const v of ['1.1.0', '1.4.0']) expect(first.stdout).toMatch(new RegExp(`^  [✓✗] ${v}: `, 'm'));
    for (const v of ['1.2.0', '1.3.0', '1.5.0']) expect(first.stdout).toMatch(new RegExp(`^  ✗ ${v}: `, 'm'));
    expect(first.stdout).toMatch(/^ {2}1\.0\.0 +deprecated: .* → unchanged · no workspaces$/m);
    // The summary: the verdict with the counts, then one row per version with its outcome.
    expect(first.summary).toContain(
      '\n❌ **Fails**: 3 of 6 versions failed: 1.2.0, 1.3.0, 1.5.0; 2 versions deprecated, 1 unchanged.\n',
    );
    const labels: Record<string, string> = { changed: '✅ changed', unchanged: '➖ unchanged', failed: '❌ failed' };
    for (const [v = '', outcome = ''] of expected) {
      expect(first.summary).toMatch(
        new RegExp(`^\\| ${v.replace(/\./g, '\\.')} \\|.*\\| ${labels[outcome]} \\|$`, 'm'),
      );
    }
    expect(errors(first)).toContain('3 of 6 versions failed: 1.2.0, 1.3.0, 1.5.0');
    expect(first.outputs['changed-versions']).toBe('1.1.0,1.4.0');

    const ids = Object.fromEntries(
      ['1.0.0', '1.1.0', '1.4.0'].map((v) => [v, tfe.getDeprecation('acme', 'vpc', 'aws', v)?.id]),
    );
    tfe.clearFaults();
    tfe.resetRequests();
    const second = await runAction(inputs(tfe, { version }));
    expect(second.exitCode, second.stdout).toBe(0);
    expect(patches(tfe).map(versionOf).sort()).toEqual(['1.2.0', '1.3.0', '1.5.0']);
    expect(parseResult(second).map((r) => [r.version, r.outcome])).toEqual([
      ['1.0.0', 'unchanged'],
      ['1.1.0', 'unchanged'],
      ['1.2.0', 'changed'],
      ['1.3.0', 'changed'],
      ['1.4.0', 'unchanged'],
      ['1.5.0', 'changed'],
    ]);
    // Nothing done twice: what the first run changed keeps the deprecation it made.
    for (const [v, id] of Object.entries(ids)) expect(tfe.getDeprecation('acme', 'vpc', 'aws', v)?.id, v).toBe(id);
    expectDeprecated(tfe, '1.0.0', '1.1.0', '1.2.0', '1.3.0', '1.4.0', '1.5.0');
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '2.0.0')).toBeNull();
  });
});

describe.concurrent('"run again" only where a re-run can help', () => {
  it('not for a 404 on the change (a token that may not manage the registry)', async () => {
    const tfe = await fake();
    const run = await runAction(deprecateInputs(tfe.url, ORG_TOKEN, { usage: 'false' }));
    expect(run.exitCode).toBe(1);
    expect(patches(tfe).map((r) => r.status)).toEqual([404]);
    expect(run.stdout).not.toContain(RERUN);
  });

  it('not in a policy whose only failure is a refusal', async () => {
    const tfe = await fake();
    const dir = await scratchFolder('re-runs');
    await writeFile(
      path.join(dir, 'deprecations.yml'),
      'modules:\n  - source: acme/vpc/aws\n    rules:\n      - versions: "< 2.0.0"\n        reason: Old.\n',
    );
    const run = await runAction(
      { 'policy-file': 'deprecations.yml', hostname: tfe.url, token: ORG_TOKEN, usage: 'false' },
      { env: { GITHUB_WORKSPACE: dir } },
    );
    expect(run.exitCode).toBe(1);
    expect(patches(tfe).length).toBeGreaterThan(0);
    expect(run.stdout).not.toContain(RERUN);
  });
});
