/**
 * The bundle, end to end: `node dist/index.js` under Node 24 against the fake service, reading
 * what the action wrote (outputs, summary, annotations) and what the service received.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { type FakeTfe } from '../fake-tfe/server.ts';
import { fakeService } from '../support/fake-service.ts';
import { deprecateInputs } from '../support/acme-fake.ts';
import { parseResult, runAction, tokenLeaks, type ActionRun } from './harness.ts';

const TOKEN = 'e2e-token.atlasv1.s3cr3t-VALUE-9f8e7d';
const OTHER_ORG_TOKEN = 'other-org-token.atlasv1.ZZZ';
const VERSIONS = ['1.0.0', '1.1.0', '1.2.0', '2.0.0'];

let tfe: FakeTfe;

beforeEach(async () => {
  tfe = await fakeService(TOKEN, { versions: VERSIONS });
  tfe.addOrganization('globex');
  tfe.addToken(OTHER_ORG_TOKEN, { organizations: ['globex'] });
});

function inputs(overrides: Record<string, string> = {}): Record<string, string> {
  return deprecateInputs(tfe.url, TOKEN, {
    reason: 'Security fix in 2.0.0; please upgrade.',
    link: 'https://example.com/vpc/upgrade',
    ...overrides,
  });
}

const patches = () => tfe.requests.filter((r) => r.method === 'PATCH');
const errors = (run: ActionRun) =>
  run.annotations
    .filter((a) => a.level === 'error')
    .map((a) => a.message)
    .join('\n');

describe('deprecate', () => {
  it('deprecates one version, sends the documented request, verifies it and reports it', async () => {
    const run = await runAction(inputs());
    expect(run.exitCode, run.stdout).toBe(0);

    const [patch] = patches();
    expect(patch?.path).toBe('/api/v2/organizations/acme/registry-modules/private/acme/vpc/aws/1.0.0');
    expect(patch?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(patch?.headers['content-type']).toBe('application/vnd.api+json');
    expect(JSON.parse(patch?.body ?? '')).toEqual({
      data: {
        type: 'module-versions',
        attributes: {
          deprecation: {
            'deprecated-status': 'Deprecated',
            reason: 'Security fix in 2.0.0; please upgrade.',
            link: 'https://example.com/vpc/upgrade',
          },
        },
      },
    });
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.0.0')).toMatchObject({
      link: 'https://example.com/vpc/upgrade',
    });
    // One list read, one module read (revocation), one Explorer query (usage), the organization's
    // feature set (a 404 here, as on Terraform Enterprise), one PATCH, one verifying list read:
    // N + 4, and one more for usage.
    expect(tfe.requests.map((r) => r.method)).toEqual(['GET', 'GET', 'GET', 'GET', 'PATCH', 'GET']);

    expect(run.outputs).toMatchObject({
      changed: 'true',
      'changed-versions': '1.0.0',
      deprecated: 'true',
      'deprecated-versions': '1.0.0',
      reason: 'Security fix in 2.0.0; please upgrade.',
      link: 'https://example.com/vpc/upgrade',
    });
    expect(run.outputs['deprecation-id']).toMatch(/^dep-/);
    expect(parseResult(run)).toEqual([
      {
        version: '1.0.0',
        outcome: 'changed',
        kind: 'deprecate',
        before: { state: 'active', deprecated: false, reason: null, link: null, revoked: false, revocation: null },
        after: {
          state: 'deprecated',
          deprecated: true,
          reason: 'Security fix in 2.0.0; please upgrade.',
          link: 'https://example.com/vpc/upgrade',
          revoked: false,
          revocation: null,
        },
        changed: true,
        verified: true,
        'deprecation-id': run.outputs['deprecation-id'],
        steps: [{ step: 'deprecate', status: 'done' }],
        revoked: false,
        workspaces: { count: 0, names: [] },
      },
    ]);
    expect(run.summary).toContain(`Deprecate 1 module version of \`${tfe.host}/acme/vpc/aws\``);
    expect(run.summary).toContain('| 1.0.0 | active | ⚠️ deprecated |');
    expect(run.summary).toContain('https://github.com/acme/platform-modules/actions/runs/4242');
    expect(run.stdout).toContain('::group::Plan');
  });

  it('deprecates several versions given by source address, and a re-run changes nothing', async () => {
    const source = { module: '', provider: '', organization: '', source: `${tfe.host}/acme/vpc/aws`, hostname: '' };
    const env = { TF_HOSTNAME: tfe.url };
    const first = await runAction(inputs({ ...source, version: '1.0.0, 1.1.0\n1.2.0' }), { env });
    expect(first.exitCode, first.stdout).toBe(0);
    expect(first.outputs['changed-versions']).toBe('1.0.0,1.1.0,1.2.0');
    expect(patches()).toHaveLength(3);
    for (const v of ['1.0.0', '1.1.0', '1.2.0']) expect(tfe.getDeprecation('acme', 'vpc', 'aws', v)).not.toBeNull();
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '2.0.0')).toBeNull();

    tfe.resetRequests();
    const again = await runAction(inputs({ ...source, version: '1.0.0, 1.1.0\n1.2.0' }), { env });
    expect(again.exitCode, again.stdout).toBe(0);
    expect(patches()).toHaveLength(0);
    expect(again.outputs.changed).toBe('false');
    expect(again.outputs['deprecated-versions']).toBe('1.0.0,1.1.0,1.2.0');
    expect(parseResult(again).map((r) => r.outcome)).toEqual(['unchanged', 'unchanged', 'unchanged']);
    expect(again.summary).toContain('✅ **Passes**: Nothing to change: 3 versions already deprecated.');
  });

  it('updates a deprecation whose link differs', async () => {
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', {
      reason: 'Security fix in 2.0.0; please upgrade.',
      link: 'https://old.example.com',
    });
    const run = await runAction(inputs());
    expect(run.exitCode, run.stdout).toBe(0);
    expect(parseResult(run)[0]).toMatchObject({ kind: 'update', outcome: 'changed', verified: true });
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.0.0')?.link).toBe('https://example.com/vpc/upgrade');
  });

  it('passes verification when the read API lags behind the change', async () => {
    // Long enough that the first verifying read cannot see the change, even on a slow machine.
    tfe.setOptions({ readLagMs: 2500 });
    const run = await runAction(inputs({ 'verify-timeout': '15' }));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(parseResult(run)[0]).toMatchObject({ verified: true });
    expect(tfe.requests.filter((r) => r.method === 'GET').length).toBeGreaterThan(2);
  });

  it('fails when the read API never shows the change', async () => {
    tfe.setOptions({ readLagMs: 60_000 });
    const run = await runAction(inputs({ 'verify-timeout': '1' }));
    expect(run.exitCode).toBe(1);
    expect(parseResult(run)[0]).toMatchObject({ outcome: 'changed', verified: false });
    expect(errors(run)).toContain('did not show it within 1 s');
  });
});

describe('revert', () => {
  it('reverts a deprecation with a body that carries the status only', async () => {
    tfe.deprecate('acme', 'vpc', 'aws', '1.1.0', { reason: 'old', link: 'https://example.com' });
    const run = await runAction(inputs({ status: 'undeprecated', version: 'v1.1.0', reason: '', link: '' }));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(JSON.parse(patches()[0]?.body ?? '')).toEqual({
      data: { type: 'module-versions', attributes: { deprecation: { 'deprecated-status': 'Undeprecated' } } },
    });
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.1.0')).toBeNull();
    expect(run.outputs).toMatchObject({
      changed: 'true',
      deprecated: 'false',
      'deprecated-versions': '',
      'deprecation-id': '',
    });
    expect(parseResult(run)[0]).toMatchObject({
      kind: 'revert',
      before: { deprecated: true, reason: 'old', link: 'https://example.com' },
      after: { deprecated: false },
      verified: true,
    });
    expect(run.summary).toContain('Revert deprecation of 1 module version');
  });
});

describe('check', () => {
  it('passes when no checked version is deprecated', async () => {
    const run = await runAction(inputs({ status: 'check', version: '2.0.0', reason: '', link: '' }));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({ deprecated: 'false', changed: 'false' });
    expect(patches()).toHaveLength(0);
  });

  it('fails with an annotation worded like Terraform when a checked version is deprecated', async () => {
    tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', { reason: 'Use 2.x', link: 'https://example.com/up' });
    const run = await runAction(inputs({ status: 'check', version: '1.2.0,2.0.0', reason: '', link: '' }));
    expect(run.exitCode).toBe(1);
    const annotation = run.annotations.find((a) => a.title?.includes('is deprecated'));
    expect(annotation).toMatchObject({
      level: 'error',
      title: `Module version 1.2.0 of ${tfe.host}/acme/vpc/aws is deprecated`,
      message: 'Use 2.x.\nMore information: https://example.com/up',
    });
    expect(run.outputs).toMatchObject({ deprecated: 'true', 'deprecated-versions': '1.2.0' });
    expect(patches()).toHaveLength(0);
  });

  it('only warns with fail-on-deprecated false', async () => {
    tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', { reason: 'Use 2.x', link: 'https://example.com/up' });
    const run = await runAction(inputs({ status: 'check', version: '1.2.0', 'fail-on-deprecated': 'false' }));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.annotations.find((a) => a.title?.includes('is deprecated'))?.level).toBe('warning');
    expect(run.outputs).toMatchObject({ deprecated: 'true', reason: 'Use 2.x', link: 'https://example.com/up' });
  });
});

describe('dry run', () => {
  it('reads and plans but sends no change', async () => {
    const run = await runAction(inputs({ 'dry-run': 'true', version: '1.0.0,1.1.0' }));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(patches()).toHaveLength(0);
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.0.0')).toBeNull();
    expect(run.outputs).toMatchObject({ changed: 'true', 'changed-versions': '1.0.0,1.1.0' });
    expect(parseResult(run).map((r) => r.outcome)).toEqual(['planned', 'planned']);
    expect(run.summary).toContain('Dry run: nothing was changed');
  });
});

describe('failures', () => {
  it('names a version the registry does not list, and changes none of the others', async () => {
    const run = await runAction(inputs({ version: '1.0.0, 9.9.9' }));
    expect(run.exitCode).toBe(1);
    expect(errors(run)).toContain('Version 9.9.9 is not in the registry');
    // Known before any write: nothing is sent.
    expect(parseResult(run).map((r) => [r.version, r.outcome])).toEqual([
      ['1.0.0', 'failed'],
      ['9.9.9', 'failed'],
    ]);
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.0.0')).toBeNull();
  });

  it("explains a 404 for another organization's token", async () => {
    const run = await runAction(inputs({ token: OTHER_ORG_TOKEN }));
    expect(run.exitCode).toBe(1);
    expect(errors(run)).toMatch(/HTTP 404.*organization.*member/s);
    // Outputs are set even when the step fails before any change.
    expect(run.outputs).toMatchObject({ result: '[]', changed: 'false', deprecated: 'false' });
    expect(tokenLeaks(run, OTHER_ORG_TOKEN)).toEqual([]);
  });

  it('explains a 404 on the PATCH: permission and edition', async () => {
    tfe.addToken('reader-token-xyz', { organizations: ['acme'], canManagePrivateRegistry: false });
    const run = await runAction(inputs({ token: 'reader-token-xyz' }));
    expect(run.exitCode).toBe(1);
    expect(errors(run)).toContain('manage private registry');
    expect(errors(run)).toContain('Standard edition');
    expect(parseResult(run)[0]).toMatchObject({ outcome: 'failed', after: { deprecated: false } });
  });

  it('explains a bad token without retrying', async () => {
    const run = await runAction(inputs({ token: 'not-a-real-token' }));
    expect(run.exitCode).toBe(1);
    expect(errors(run)).toContain('HTTP 401');
    expect(errors(run)).toContain('revoked');
    expect(tfe.requests).toHaveLength(1);
    expect(tokenLeaks(run, 'not-a-real-token')).toEqual([]);
  });

  it("reports each JSON:API error's title, detail and pointer on a 422", async () => {
    tfe.injectFault({
      method: 'PATCH',
      fault: {
        kind: 'status',
        status: 422,
        body: JSON.stringify({
          errors: [
            {
              status: '422',
              title: 'invalid attribute',
              detail: 'Link is not a valid URL',
              source: { pointer: '/data/attributes/deprecation/link' },
            },
          ],
        }),
      },
    });
    const run = await runAction(inputs());
    expect(run.exitCode).toBe(1);
    expect(errors(run)).toContain(
      'HTTP 422 (invalid attribute: Link is not a valid URL (at /data/attributes/deprecation/link))',
    );
    expect(patches()).toHaveLength(1);
  });

  it('fails before any request when an input is invalid', async () => {
    const run = await runAction(inputs({ link: 'javascript:alert(1)', version: '1.0.0/../2' }));
    expect(run.exitCode).toBe(1);
    expect(errors(run)).toContain('Input `link` must be an absolute http(s) URL');
    expect(errors(run)).toContain('Input `version`');
    expect(tfe.requests).toHaveLength(0);
  });

  it('keeps going when one version keeps failing, reports exactly which changed, and a re-run converges', async () => {
    tfe.injectFault({ method: 'PATCH', path: /\/1\.1\.0$/, times: Infinity, fault: { kind: 'status', status: 500 } });
    const first = await runAction(inputs({ version: '1.0.0,1.1.0,1.2.0' }));
    expect(first.exitCode).toBe(1);
    expect(parseResult(first).map((r) => [r.version, r.outcome])).toEqual([
      ['1.0.0', 'changed'],
      ['1.1.0', 'failed'],
      ['1.2.0', 'changed'],
    ]);
    expect(first.summary).toContain('❌ **Fails**: 1 of 3 versions failed: 1.1.0; 2 versions deprecated.');
    expect(errors(first)).toContain('1.1.0');

    tfe.clearFaults();
    tfe.resetRequests();
    const second = await runAction(inputs({ version: '1.0.0,1.1.0,1.2.0' }));
    expect(second.exitCode, second.stdout).toBe(0);
    expect(patches().map((r) => r.path.split('/').pop())).toEqual(['1.1.0']);
    expect(parseResult(second).map((r) => r.outcome)).toEqual(['unchanged', 'changed', 'unchanged']);
  });
});

describe('retries', () => {
  it('waits out a 429 with X-RateLimit-Reset and succeeds', async () => {
    tfe.injectFault({
      method: 'PATCH',
      fault: {
        kind: 'status',
        status: 429,
        headers: { 'x-ratelimit-reset': '0.3' },
        body: '{"errors":[{"detail":"You have exceeded the API\'s rate limit.","status":429,"title":"Too many requests"}]}',
      },
    });
    const run = await runAction(inputs());
    expect(run.exitCode, run.stdout).toBe(0);
    expect(patches().map((r) => r.status)).toEqual([429, 200]);
    expect(run.stdout).toContain('HTTP 429; retrying');
  });

  it('retries a 503 and succeeds', async () => {
    tfe.injectFault({ method: 'PATCH', fault: { kind: 'status', status: 503 } });
    const run = await runAction(inputs());
    expect(run.exitCode, run.stdout).toBe(0);
    expect(patches().map((r) => r.status)).toEqual([503, 200]);
  });

  it('retries a connection reset on the read', async () => {
    tfe.injectFault({ method: 'GET', fault: { kind: 'reset' } });
    const run = await runAction(inputs());
    expect(run.exitCode, run.stdout).toBe(0);
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.0.0')).not.toBeNull();
  });
});
