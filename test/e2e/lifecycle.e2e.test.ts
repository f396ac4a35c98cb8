/**
 * The whole lifecycle from the bundle: every transition of the diagram in the reference
 * (active ⇄ deprecated ⇄ revoked) through the single-module inputs, the service's refusal to
 * revoke what is not deprecated, a service without revocation, and a re-run after a revoke
 * failed between its two requests.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FakeTfe } from '../fake-tfe/server.ts';
import { fakeService, scratchFolder } from '../support/fake-service.ts';
import { deprecateInputs } from '../support/acme-fake.ts';
import { examplePayload, parseResult, runAction, type ActionRun } from './harness.ts';

const TOKEN = 'lifecycle-e2e.atlasv1.secret-5d4c3b';
const OLD = { reason: 'Opens the default security group.', link: 'https://example.com/vpc' };
const REVOKE = { status: 'revoked', reason: 'CVE-2026-1234: use 2.x.', link: 'https://example.com/cve' };

const fake = (options: { revocation?: boolean; revocationUnsupportedStatus?: 404 | 422 } = {}): Promise<FakeTfe> =>
  fakeService(TOKEN, { versions: ['1.0.0', '1.1.0', '1.2.0', '2.0.0'], ...options });

const run = (tfe: FakeTfe, inputs: Record<string, string>): Promise<ActionRun> =>
  runAction(deprecateInputs(tfe.url, TOKEN, inputs));

/** What the service holds for a version: its place in the lifecycle. */
function lifecycle(tfe: FakeTfe, version: string): string {
  if (tfe.getRevocation('acme', 'vpc', 'aws', version) !== null) return 'revoked';
  return tfe.getDeprecation('acme', 'vpc', 'aws', version) !== null ? 'deprecated' : 'active';
}

/**
 * The PATCH bodies sent, as `VERSION kind STATUS`: in order for each version (versions are sent
 * side by side, so only one version's requests have an order).
 */
function patches(tfe: FakeTfe): string[] {
  return tfe.requests
    .filter((r) => r.method === 'PATCH')
    .map((r) => {
      const attributes = (JSON.parse(r.body) as { data: { attributes: Record<string, Record<string, string>> } }).data
        .attributes;
      const [kind, body] = Object.entries(attributes)[0] ?? ['?', {}];
      return `${r.path.split('/').pop()} ${kind} ${body['deprecated-status'] ?? body.status}`;
    })
    .sort((a, b) => a.split(' ')[0]!.localeCompare(b.split(' ')[0]!));
}

const revokedSeed = (tfe: FakeTfe, version: string, message = REVOKE.reason, link = REVOKE.link): void => {
  tfe.deprecate('acme', 'vpc', 'aws', version, OLD);
  tfe.revoke('acme', 'vpc', 'aws', version, { message, link });
};

describe.concurrent('the lifecycle, one module', () => {
  it('revokes active versions: deprecates each first, then revokes it, and verifies both (2N + 5 requests)', async () => {
    const tfe = await fake();
    // Without usage (one Explorer query more), to count what revocation costs.
    const result = await run(tfe, { ...REVOKE, version: '1.0.0, 1.1.0', usage: 'false' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(patches(tfe)).toEqual([
      '1.0.0 deprecation Deprecated',
      '1.0.0 revocation Revoked',
      '1.1.0 deprecation Deprecated',
      '1.1.0 revocation Revoked',
    ]);
    // The feature set is the fifth fixed request (a 404 here, as on Terraform Enterprise).
    expect(tfe.requests.length).toBeLessThanOrEqual(2 * 2 + 5);
    expect(lifecycle(tfe, '1.0.0')).toBe('revoked');
    expect(tfe.getRevocation('acme', 'vpc', 'aws', '1.0.0')).toMatchObject({
      message: REVOKE.reason,
      link: REVOKE.link,
    });
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.0.0')?.reason).toContain(REVOKE.reason);
    expect(result.outputs).toMatchObject({
      changed: 'true',
      'changed-versions': '1.0.0,1.1.0',
      'revoked-versions': '1.0.0,1.1.0',
      'deprecated-versions': '1.0.0,1.1.0',
      'failure-reason': '',
    });
    const [first] = parseResult(result);
    expect(first).toMatchObject({
      version: '1.0.0',
      kind: 'revoke',
      outcome: 'changed',
      verified: true,
      revoked: true,
      before: { state: 'active', revoked: false, revocation: null },
      after: { state: 'revoked', revoked: true, revocation: { message: REVOKE.reason, link: REVOKE.link } },
      steps: [
        { step: 'deprecate', status: 'done' },
        { step: 'revoke', status: 'done' },
      ],
    });
    expect(result.stdout).toContain('→ revoke (deprecate, then revoke)');
    expect(result.summary).toContain('### Revoke 2 module versions of');
    expect(result.summary).toContain('| 1.0.0 | active | ⛔ revoked | deprecate → revoke |');
  });

  it('waits for a read API that lags to show the revoke and the unrevoke', async () => {
    const tfe = await fake();
    tfe.setOptions({ readLagMs: 1_200 });
    const revoked = await run(tfe, { ...REVOKE, version: '1.0.0', usage: 'false' });
    expect(revoked.exitCode, revoked.stdout).toBe(0);
    expect(revoked.stdout).toMatch(/read 1: 1 not showing yet/);
    expect(parseResult(revoked)[0]).toMatchObject({ outcome: 'changed', verified: true, after: { state: 'revoked' } });
    const back = await run(tfe, { status: 'unrevoked', version: '1.0.0', reason: '', link: '', usage: 'false' });
    expect(back.exitCode, back.stdout).toBe(0);
    expect(parseResult(back)[0]).toMatchObject({ outcome: 'changed', verified: true, after: { state: 'deprecated' } });
  });

  it('revokes a deprecated version in one request and keeps its deprecation', async () => {
    const tfe = await fake();
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', OLD);
    const result = await run(tfe, { ...REVOKE });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(patches(tfe)).toEqual(['1.0.0 revocation Revoked']);
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.0.0')?.reason).toBe(OLD.reason);
    expect(parseResult(result)[0]).toMatchObject({ before: { state: 'deprecated' }, after: { state: 'revoked' } });
  });

  it('changes nothing for a version already revoked with the same message and link, and updates another message', async () => {
    const tfe = await fake();
    revokedSeed(tfe, '1.0.0');
    revokedSeed(tfe, '1.1.0', 'An older message.');
    const result = await run(tfe, { ...REVOKE, version: '1.0.0, 1.1.0' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(patches(tfe)).toEqual(['1.1.0 revocation Revoked']);
    expect(parseResult(result).map((r) => [r.version, r.kind, r.outcome])).toEqual([
      ['1.0.0', 'unchanged', 'unchanged'],
      ['1.1.0', 'update', 'changed'],
    ]);
    expect(tfe.getRevocation('acme', 'vpc', 'aws', '1.1.0')?.message).toBe(REVOKE.reason);
  });

  it('verifies a new revocation message through the one-version read, and reports one that did not take', async () => {
    const tfe = await fake();
    revokedSeed(tfe, '1.0.0', 'An older message.');
    revokedSeed(tfe, '1.1.0', 'An older message.');
    tfe.injectFault({
      method: 'PATCH',
      body: /"revocation"/,
      path: /\/1\.1\.0$/,
      fault: { kind: 'status', status: 409 },
    });
    const result = await run(tfe, { ...REVOKE, version: '1.0.0, 1.1.0', usage: 'false' });
    expect(result.exitCode).toBe(1);
    expect(parseResult(result).map((r) => [r.version, r.outcome, r.verified])).toEqual([
      ['1.0.0', 'changed', true],
      ['1.1.0', 'failed', false],
    ]);
    // Verification read each updated version back; the failed one is not taken as changed
    // though the module read shows it revoked, as it was before.
    const versionReads = tfe.requests.filter((r) => r.method === 'GET' && /\/version(\?|$)/.test(r.path));
    expect(versionReads.length).toBeGreaterThanOrEqual(4);
    expect(result.outputs['changed-versions']).toBe('1.0.0');
    expect(tfe.getRevocation('acme', 'vpc', 'aws', '1.1.0')?.message).toBe('An older message.');
  });

  it('keeps verifying the rest of a batch when one version’s own read keeps failing', async () => {
    const tfe = await fake();
    revokedSeed(tfe, '1.0.0', 'An older message.');
    // The plan's read of 1.0.0's message goes through; every read after the PATCH fails.
    tfe.injectFault({
      method: 'GET',
      path: /\/version\?/,
      skip: 1,
      times: Infinity,
      fault: { kind: 'status', status: 404 },
    });
    const result = await run(tfe, { ...REVOKE, version: '1.0.0, 1.1.0', usage: 'false', 'verify-timeout': '1' });
    expect(result.exitCode).toBe(1);
    expect(result.outputs['failure-reason']).toBe('verification-timeout');
    // 1.1.0's revoke shows in the module read; 1.0.0's new message is never shown, so never confirmed.
    expect(parseResult(result).map((r) => [r.version, r.outcome, r.verified])).toEqual([
      ['1.0.0', 'changed', false],
      ['1.1.0', 'changed', true],
    ]);
  });

  it('unrevokes a revoked version back to deprecated, and leaves the others alone', async () => {
    const tfe = await fake();
    revokedSeed(tfe, '1.0.0');
    tfe.deprecate('acme', 'vpc', 'aws', '1.1.0', OLD);
    const result = await run(tfe, { status: 'unrevoked', version: '1.0.0, 1.1.0, 1.2.0', reason: '', link: '' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(patches(tfe)).toEqual(['1.0.0 revocation Unrevoked']);
    expect(['1.0.0', '1.1.0', '1.2.0'].map((v) => lifecycle(tfe, v))).toEqual(['deprecated', 'deprecated', 'active']);
    expect(result.outputs).toMatchObject({ 'changed-versions': '1.0.0', 'revoked-versions': '' });
    expect(parseResult(result)[0]).toMatchObject({ kind: 'unrevoke', after: { state: 'deprecated', revoked: false } });
    expect(result.summary).toContain('| 1.0.0 | ⛔ revoked | ⚠️ deprecated | unrevoke |');
  });

  it('takes a revoked version back to active in the two documented steps with undeprecated, and says so', async () => {
    const tfe = await fake();
    revokedSeed(tfe, '1.0.0');
    tfe.deprecate('acme', 'vpc', 'aws', '1.1.0', OLD);
    const result = await run(tfe, { status: 'undeprecated', version: '1.0.0, 1.1.0', reason: '', link: '' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(patches(tfe)).toEqual([
      '1.0.0 revocation Unrevoked',
      '1.0.0 deprecation Undeprecated',
      '1.1.0 deprecation Undeprecated',
    ]);
    expect(lifecycle(tfe, '1.0.0')).toBe('active');
    expect(result.stdout).toContain('→ revert deprecation (unrevoke, then revert deprecation)');
    expect(parseResult(result)[0]).toMatchObject({
      kind: 'revert',
      before: { state: 'revoked' },
      after: { state: 'active', deprecated: false, revoked: false },
    });
  });

  it('never unrevokes with deprecated: a revoked version is left revoked and reported as such', async () => {
    const tfe = await fake();
    revokedSeed(tfe, '1.0.0');
    const result = await run(tfe, { version: '1.0.0, 1.1.0' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(patches(tfe)).toEqual(['1.1.0 deprecation Deprecated']);
    expect(lifecycle(tfe, '1.0.0')).toBe('revoked');
    expect(result.stdout).toContain('only `unrevoked` or `undeprecated` take it back');
    expect(result.outputs['revoked-versions']).toBe('1.0.0');
    expect(parseResult(result)[0]).toMatchObject({ kind: 'unchanged', revoked: true, after: { state: 'revoked' } });
    expect(result.summary).toContain('| 1.0.0 | ⛔ revoked | ⛔ revoked |');
  });

  it('keeps a deprecation of N versions within N + 4 requests, reading revocation once', async () => {
    const tfe = await fake();
    const result = await run(tfe, { version: '1.0.0, 1.1.0, 1.2.0', usage: 'false' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(tfe.requests).toHaveLength(3 + 4);
    expect(tfe.requests.filter((r) => r.path.endsWith('/private/acme/vpc/aws'))).toHaveLength(1);
  });

  it('plans a revoke in a dry run and sends nothing', async () => {
    const tfe = await fake();
    const result = await run(tfe, { ...REVOKE, 'dry-run': 'true' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(patches(tfe)).toEqual([]);
    expect(result.outputs).toMatchObject({ changed: 'true', 'revoked-versions': '' });
    expect(parseResult(result)[0]).toMatchObject({
      outcome: 'planned',
      steps: [
        { step: 'deprecate', status: 'planned' },
        { step: 'revoke', status: 'planned' },
      ],
    });
  });

  it.each([404, 422] as const)(
    'names the edition when a revocation PATCH is refused with %i by a service whose module read lists no revocation',
    async (status) => {
      const tfe = await fake({ revocation: false, revocationUnsupportedStatus: status });
      // The plan's module read still lists revoked-versions (a proxy's cache, an upgrade rolled
      // back): only the PATCH tells, and the read after it.
      tfe.injectFault({
        method: 'GET',
        path: /\/registry-modules\/private\/acme\/vpc\/aws$/,
        fault: {
          kind: 'rewrite',
          rewrite: (body) => {
            const doc = body as { data: { attributes: Record<string, unknown> } };
            doc.data.attributes['revoked-versions'] = [];
            return doc;
          },
        },
      });
      const result = await run(tfe, { ...REVOKE, version: '1.0.0', usage: 'false' });
      expect(result.exitCode, result.stdout).toBe(1);
      expect(patches(tfe)).toEqual(['1.0.0 deprecation Deprecated', '1.0.0 revocation Revoked']);
      const [entry] = parseResult(result);
      expect(entry).toMatchObject({
        outcome: 'failed',
        steps: [
          { step: 'deprecate', status: 'done' },
          { step: 'revoke', status: 'failed' },
        ],
      });
      expect(String(entry?.error)).toContain('this service has no module revocation');
      expect(String(entry?.error)).toContain('Premium');
      expect(result.outputs['failure-reason']).toBe('revocation-unavailable');
      // Deprecation worked there, as before.
      expect(lifecycle(tfe, '1.0.0')).toBe('deprecated');
    },
  );

  it('keeps the newest versions out of a revoke, like a deprecation', async () => {
    const tfe = await fake();
    const result = await run(tfe, { ...REVOKE, version: '>= 1.0.0', 'keep-latest': '2' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(['1.0.0', '1.1.0', '1.2.0', '2.0.0'].map((v) => lifecycle(tfe, v))).toEqual([
      'revoked',
      'revoked',
      'active',
      'active',
    ]);
  });

  it('on a release event, keeps the version just released and links to the release page', async () => {
    const tfe = await fake();
    const payload = examplePayload('release', 'published');
    const page = 'https://github.com/acme/terraform-aws-vpc/releases/tag/v1.2.0';
    Object.assign(payload.release as Record<string, unknown>, { tag_name: 'v1.2.0', html_url: page });
    const result = await runAction(
      deprecateInputs(tfe.url, TOKEN, { ...REVOKE, version: '< 2.0.0', link: '', usage: 'false' }),
      { event: { name: 'release', payload } },
    );
    expect(result.exitCode, result.stdout).toBe(0);
    expect(['1.0.0', '1.1.0', '1.2.0', '2.0.0'].map((v) => lifecycle(tfe, v))).toEqual([
      'revoked',
      'revoked',
      'active',
      'active',
    ]);
    expect(tfe.getRevocation('acme', 'vpc', 'aws', '1.0.0')?.link).toBe(page);
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.0.0')?.link).toBe(page);
    expect(result.summary).toContain('🚀 kept (just released)');
  });
});

describe.concurrent('when revocation fails', () => {
  it('reports a service without revocation, naming the edition, and sends nothing; deprecation still works', async () => {
    const tfe = await fake({ revocation: false });
    const refused = await run(tfe, { ...REVOKE });
    expect(refused.exitCode).toBe(1);
    expect(patches(tfe)).toEqual([]);
    expect(refused.outputs['failure-reason']).toBe('revocation-unavailable');
    expect(refused.stdout).toContain('Premium edition');
    expect(refused.summary).toContain('no module revocation');

    tfe.resetRequests();
    const deprecated = await run(tfe, { usage: 'false' });
    expect(deprecated.exitCode, deprecated.stdout).toBe(0);
    expect(lifecycle(tfe, '1.0.0')).toBe('deprecated');
    expect(tfe.requests.length).toBeLessThanOrEqual(1 + 4);
    expect(parseResult(deprecated)[0]).toHaveProperty('revoked', null);
    expect(parseResult(deprecated)[0]).toMatchObject({ after: { state: 'deprecated', revoked: null } });
  });

  it('reports a revoke that failed after its deprecation exactly, and a re-run sends only the revoke', async () => {
    const tfe = await fake();
    tfe.injectFault({
      method: 'PATCH',
      body: /"revocation"/,
      path: /\/1\.1\.0$/,
      fault: { kind: 'status', status: 409 },
    });
    const first = await run(tfe, { ...REVOKE, version: '1.0.0, 1.1.0' });
    expect(first.exitCode).toBe(1);
    expect(first.outputs['failure-reason']).toBe('service-error');
    expect(['1.0.0', '1.1.0'].map((v) => lifecycle(tfe, v))).toEqual(['revoked', 'deprecated']);
    const [done, half] = parseResult(first);
    expect(done).toMatchObject({ outcome: 'changed', after: { state: 'revoked' } });
    expect(half).toMatchObject({
      outcome: 'failed',
      after: { state: 'deprecated', revoked: false },
      steps: [
        { step: 'deprecate', status: 'done' },
        { step: 'revoke', status: 'failed' },
      ],
    });
    expect(String(half?.error)).toMatch(/^deprecated; then /);
    expect(first.summary).toContain('❌ failed (part done)');
    expect(first.outputs['revoked-versions']).toBe('1.0.0');

    tfe.resetRequests();
    const again = await run(tfe, { ...REVOKE, version: '1.0.0, 1.1.0' });
    expect(again.exitCode, again.stdout).toBe(0);
    expect(patches(tfe)).toEqual(['1.1.0 revocation Revoked']);
    expect(lifecycle(tfe, '1.1.0')).toBe('revoked');
  });

  it('explains the refusal to revoke a version that is not deprecated, and converges once reads catch up', async () => {
    const tfe = await fake();
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', OLD);
    // Someone reverts the deprecation while the read API still shows it: the plan sends only the revoke.
    tfe.setOptions({ readLagMs: 60_000 });
    const revert = await fetch(`${tfe.url}/api/v2/organizations/acme/registry-modules/private/acme/vpc/aws/1.0.0`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/vnd.api+json' },
      body: JSON.stringify({
        data: { type: 'module-versions', attributes: { deprecation: { 'deprecated-status': 'Undeprecated' } } },
      }),
    });
    expect(revert.status).toBe(200);
    tfe.resetRequests();
    const refused = await run(tfe, { ...REVOKE });
    expect(refused.exitCode).toBe(1);
    expect(patches(tfe)).toEqual(['1.0.0 revocation Revoked']);
    expect(refused.stdout).toContain('a version must be deprecated before it can be revoked');
    expect(lifecycle(tfe, '1.0.0')).toBe('active');

    tfe.setOptions({ readLagMs: 0 });
    const again = await run(tfe, { ...REVOKE });
    expect(again.exitCode, again.stdout).toBe(0);
    expect(lifecycle(tfe, '1.0.0')).toBe('revoked');
  });
});

describe.concurrent('the lifecycle in a policy file', () => {
  /** Writes the policy into a scratch folder and applies it (or plans it, with `dry-run`). */
  async function applyPolicy(tfe: FakeTfe, policy: string, inputs: Record<string, string> = {}): Promise<ActionRun> {
    const file = path.join(await scratchFolder('lifecycle'), 'lifecycle.yml');
    await writeFile(file, policy);
    return runAction({ 'policy-file': file, hostname: tfe.url, token: TOKEN, 'verify-timeout': '5', ...inputs });
  }
  // A day long past and one far ahead, so that the tests do not depend on today's date.
  const POLICY = `
modules:
  - source: acme/vpc/aws
    keep-latest: 1
    rules:
      - versions: "< 1.1.0"
        reason: Revoked now.
        status: revoked
      - versions: "~> 1.1.0"
        reason: Revoked since a day long past.
        revoke-on: 2020-01-01
      - versions: "< 2.0.0"
        reason: Revoked one day.
        revoke-on: 2999-12-31
`;

  it('plans revocations now, due and scheduled, with the day and the days left', async () => {
    const tfe = await fake();
    const plan = await applyPolicy(tfe, POLICY, { 'dry-run': 'true' });
    expect(plan.exitCode, plan.stdout).toBe(0);
    expect(patches(tfe)).toEqual([]);
    expect(plan.stdout).toContain('Plan: 1 to deprecate, 2 to revoke, 1 unchanged; 1 revocation scheduled.');
    expect(plan.stdout).toContain('! 1.0.0: deprecate with "Revoked now.", then revoke with "Revoked now."');
    expect(plan.stdout).toContain('! 1.1.0: deprecate with "Revoked since a day long past.", then revoke');
    expect(plan.stdout).toMatch(/… 1\.2\.0: revoke on 2999-12-31 \(in \d+ days\)/);
    expect(plan.summary).toMatch(/⏳ Scheduled: `1\.2\.0` revoke on 2999-12-31 \(in \d+ days\)/);
    const [module] = JSON.parse(plan.outputs.plan ?? '[]') as Array<{
      changes: Array<{ version: string; action: string; steps: string[] }>;
      scheduled: Array<{ version: string; 'revoke-on': string; 'days-left': number }>;
    }>;
    expect(module?.changes.map((c) => [c.version, c.action, c.steps])).toEqual([
      ['1.2.0', 'deprecate', ['deprecate']],
      ['1.1.0', 'revoke', ['deprecate', 'revoke']],
      ['1.0.0', 'revoke', ['deprecate', 'revoke']],
    ]);
    expect(module?.scheduled).toEqual([
      { version: '1.2.0', 'revoke-on': '2999-12-31', 'days-left': expect.any(Number), 'only-unused': false },
    ]);
  });

  it('applies them, reports the revoked versions, and a second run changes nothing', async () => {
    const tfe = await fake();
    const first = await applyPolicy(tfe, POLICY);
    expect(first.exitCode, first.stdout).toBe(0);
    expect(['1.0.0', '1.1.0', '1.2.0', '2.0.0'].map((v) => lifecycle(tfe, v))).toEqual([
      'revoked',
      'revoked',
      'deprecated',
      'active',
    ]);
    expect(first.outputs['revoked-versions']).toBe(`${tfe.host}/acme/vpc/aws@1.1.0,${tfe.host}/acme/vpc/aws@1.0.0`);
    tfe.resetRequests();
    const again = await applyPolicy(tfe, POLICY);
    expect(again.exitCode, again.stdout).toBe(0);
    expect(patches(tfe)).toEqual([]);
    expect(again.stdout).toContain('No changes. The registry matches the policy.');
  });

  it('prunes revocations no rule asks for: to deprecated under a rule, to active under none', async () => {
    const tfe = await fake();
    revokedSeed(tfe, '1.2.0'); // a rule covers it, but revokes it only in 2999
    revokedSeed(tfe, '2.0.0'); // no rule covers it (and keep-latest keeps it)
    const run = await applyPolicy(tfe, POLICY.replace('modules:', 'prune: true\nmodules:'));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(['1.2.0', '2.0.0'].map((v) => lifecycle(tfe, v))).toEqual(['deprecated', 'active']);
    expect(run.stdout).toContain('~ 1.2.0: unrevoke, back to deprecated');
    expect(run.stdout).toContain('- 2.0.0: unrevoke, then revert deprecation');
  });

  it('revokes a version already deprecated in one request once its day has come', async () => {
    const tfe = await fake();
    tfe.deprecate('acme', 'vpc', 'aws', '1.1.0', { reason: 'Revoked since a day long past.', link: '' });
    const run = await applyPolicy(tfe, POLICY);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(patches(tfe).filter((p) => p.startsWith('1.1.0 '))).toEqual(['1.1.0 revocation Revoked']);
    expect(run.stdout).toContain('! 1.1.0: revoke with "Revoked since a day long past."');
  });

  it('leaves revocations alone without prune', async () => {
    const tfe = await fake();
    revokedSeed(tfe, '2.0.0');
    const run = await applyPolicy(tfe, POLICY);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(lifecycle(tfe, '2.0.0')).toBe('revoked');
  });

  it('warns at its line of a rule that takes no version, and lists what a schedule will hold back', async () => {
    const tfe = await fake();
    const folder = await scratchFolder('lifecycle');
    await writeFile(
      path.join(folder, 'order.yml'),
      [
        'modules:',
        '  - source: acme/vpc/aws',
        '    keep-latest: 1',
        '    rules:',
        '      - { versions: "< 2.0.0", reason: 1.x is end of life., revoke-on: 2999-12-31, only-unused: true }',
        '      - { versions: "= 1.1.0", reason: CVE-2026-1234., status: revoked }',
      ].join('\n'),
    );
    const run = await runAction(
      { 'policy-file': 'order.yml', hostname: tfe.url, token: TOKEN, 'dry-run': 'true' },
      { env: { GITHUB_WORKSPACE: folder } },
    );
    expect(run.exitCode, run.stdout).toBe(0);
    const warning = run.annotations.find((a) => a.level === 'warning');
    expect(warning).toMatchObject({ file: 'order.yml', line: '6' });
    expect(warning?.message).toContain('the rule on line 5 ("< 2.0.0") comes first for 1.1.0');
    expect(run.stdout).toContain('⚠ The rule on line 6 ("= 1.1.0") takes none of the versions it matches');
    expect(run.summary).toContain('takes none of the versions it matches');
    expect(run.stdout).toContain('… 1.1.0: revoke on 2999-12-31');
    expect(run.stdout).toContain(', if unused by then)');
    const [plan] = JSON.parse(run.outputs.plan ?? '[]') as Array<{ scheduled: Array<Record<string, unknown>> }>;
    expect(plan?.scheduled[0]).toMatchObject({ 'revoke-on': '2999-12-31', 'only-unused': true });
  });

  it('fails a module that revokes on a service without revocation, saying why, and sends nothing to it', async () => {
    const tfe = await fake({ revocation: false });
    const run = await applyPolicy(tfe, POLICY);
    expect(run.exitCode).toBe(1);
    expect(patches(tfe)).toEqual([]);
    expect(run.summary).toContain('no module revocation');
    expect(run.outputs['failure-reason']).toBe('revocation-unavailable');
  });
});
