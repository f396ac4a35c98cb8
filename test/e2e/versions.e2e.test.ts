/**
 * Release workflows end to end: version constraints, keep-latest and what the log says of it, a
 * listed version the registry lacks (nothing changes), the release event, and a batch that runs
 * into the service's rate limit.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { type FakeTfe } from '../fake-tfe/server.ts';
import { fakeService } from '../support/fake-service.ts';
import { examplePayload, parseResult, runAction, tokenLeaks } from './harness.ts';

const TOKEN = 'versions-e2e-token.atlasv1.secret';
const VERSIONS = ['0.9.0', '1.0.0', '1.1.0', '1.2.0', '1.2.1', '1.3.0-rc.1', '1.3.0', '2.0.0'];
/** What a failure says where running the step again can help. */
const RERUN = 'running the step again retries only what is not done';

let tfe: FakeTfe;

beforeEach(async () => {
  tfe = await fakeService(TOKEN, { versions: VERSIONS });
});

const inputs = (overrides: Record<string, string>): Record<string, string> => ({
  hostname: tfe.url,
  token: TOKEN,
  source: `${tfe.host}/acme/vpc/aws`,
  status: 'deprecated',
  reason: 'Please move to 2.x',
  link: 'https://example.com/vpc/2',
  'verify-timeout': '5',
  ...overrides,
});

const deprecated = (): string[] => VERSIONS.filter((v) => tfe.getDeprecation('acme', 'vpc', 'aws', v) !== null);

describe('version constraints', () => {
  it('deprecates what a constraint matches, keeping the newest released versions', async () => {
    const run = await runAction(inputs({ version: '< 2.0.0', 'keep-latest': '2' }));
    expect(run.exitCode, run.stdout).toBe(0);
    // 2.0.0 and 1.3.0 are the two newest releases; the prerelease matches no range term.
    expect(deprecated()).toEqual(['0.9.0', '1.0.0', '1.1.0', '1.2.0', '1.2.1']);
    expect(run.outputs['changed-versions']).toBe('1.2.1,1.2.0,1.1.0,1.0.0,0.9.0');
    expect(run.summary).toContain('| 1.3.0 | active | active | 0 |  |  | 🛡️ kept (`keep-latest`) |');
    expect(run.summary).toContain('| 1.3.0-rc.1 | active | active | 0 |  |  | not selected |');
    expect(run.stdout).toContain('the 2 newest releases are never deprecated');
    // Two reads before (versions, revocation), the feature set, one PATCH per version, one read to
    // verify: N + 4; and one Explorer query for usage.
    expect(tfe.requests).toHaveLength(5 + 4 + 1);
  });

  it('reads pessimistic constraints the way Terraform does', async () => {
    const run = await runAction(inputs({ version: '~> 1.2.0' }));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(deprecated()).toEqual(['1.2.0', '1.2.1']);
  });

  it('succeeds and changes nothing when a constraint matches nothing', async () => {
    const run = await runAction(inputs({ version: '> 5.0' }));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({ changed: 'false', 'changed-versions': '', result: '[]' });
    expect(run.stdout).toContain('matches no version to change');
    expect(tfe.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
  });

  it('refuses a value that mixes versions and constraint terms, naming the input', async () => {
    const run = await runAction(inputs({ version: '1.0.0, < 2.0.0' }));
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain('Input `version`: mixes bare versions');
    expect(tfe.requests).toHaveLength(0);
  });
  it('logs each version keep-latest kept, and that it verifies only in a run that writes', async () => {
    const deprecate = await runAction(inputs({ version: '>= 0.0.0', 'keep-latest': '2' }));
    expect(deprecate.exitCode, deprecate.stdout).toBe(0);
    expect(deprecate.stdout).toMatch(/2\.0\.0 +kept: one of the 2 newest releases \(`keep-latest`\)/);
    expect(deprecate.stdout).toMatch(/1\.3\.0 +kept: one of the 2 newest releases/);
    expect(deprecate.stdout).toContain('verify: yes, up to 5 s');

    const check = await runAction(inputs({ status: 'check', version: '1.0.0', 'fail-on-deprecated': 'false' }));
    expect(check.exitCode, check.stdout).toBe(0);
    expect(check.stdout).not.toContain('verify:');
    const dryRun = await runAction(inputs({ version: '1.3.0', 'dry-run': 'true' }));
    expect(dryRun.exitCode, dryRun.stdout).toBe(0);
    expect(dryRun.stdout).not.toContain('verify:');
    expect(dryRun.stdout).toContain('nothing is written, so nothing is verified');
  });
});

describe('a listed version the registry lacks', () => {
  it('fails the step with nothing changed, says so, and advises no re-run that could not help', async () => {
    const run = await runAction(inputs({ version: '1.3.0, 9.9.9' }));
    expect(run.exitCode).toBe(1);
    expect(tfe.requests.filter((r) => r.method === 'PATCH')).toEqual([]);
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.3.0')).toBeNull();
    expect(run.outputs['failure-reason']).toBe('invalid-input');
    expect(run.stdout).toMatch(/::error::.*9\.9\.9 is not in the registry.*Nothing was changed/);
    expect(run.stdout).not.toContain(RERUN);
    expect(parseResult(run).map((r) => [r.version, r.outcome, r.kind, r.revoked])).toEqual([
      ['1.3.0', 'failed', 'deprecate', false],
      ['9.9.9', 'failed', 'missing', null],
    ]);
    expect(run.summary).toContain('| 9.9.9 | — | — |');
    expect(run.summary).toMatch(/1\.3\.0`: Not sent/);
  });

  it('alone: shows no state before or after, and advises no re-run', async () => {
    const run = await runAction(inputs({ version: '9.9.9' }));
    expect(run.exitCode).toBe(1);
    expect(run.summary).toContain('| 9.9.9 | — | — |');
    expect(run.stdout).not.toContain(RERUN);
  });
});

describe('on a release event', () => {
  it('never deprecates the version just released, and links to the release page', async () => {
    const payload = examplePayload('release', 'published');
    const release = payload.release as Record<string, unknown>;
    release.tag_name = 'v1.3.0';
    release.html_url = 'https://github.com/acme/terraform-aws-vpc/releases/tag/v1.3.0';
    const run = await runAction(inputs({ version: '< 1.4.0', link: '' }), { event: { name: 'release', payload } });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(deprecated()).toEqual(['0.9.0', '1.0.0', '1.1.0', '1.2.0', '1.2.1']);
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.0.0')?.link).toBe(release.html_url);
    expect(run.stdout).toContain('1.3.0 (tag v1.3.0) was just released and is never deprecated');
    expect(run.stdout).toContain(`none given; using the release page ${String(release.html_url)}`);
    expect(run.summary).toContain('| 1.3.0 | active | active | 0 |  |  | 🚀 kept (just released) |');
  });

  it('deprecates nothing on a prerelease, and says so', async () => {
    const payload = examplePayload('release', 'published');
    Object.assign(payload.release as Record<string, unknown>, { tag_name: 'v1.4.0-rc.1', prerelease: true });
    const run = await runAction(inputs({ version: '< v1.4.0-rc.1' }), { event: { name: 'release', payload } });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(deprecated()).toEqual([]);
    expect(tfe.requests).toHaveLength(0);
    expect(run.annotations.map((a) => [a.level, a.message])).toEqual([
      [
        'notice',
        'Release v1.4.0-rc.1 is a prerelease: nothing was deprecated. Set `on-prerelease: deprecate` to deprecate on prereleases too.',
      ],
    ]);
    expect(run.outputs).toMatchObject({ changed: 'false', 'changed-versions': '' });
  });

  it("reads a monorepo's tag in version, as the README's workflow passes it", async () => {
    const payload = examplePayload('release', 'published');
    Object.assign(payload.release as Record<string, unknown>, { tag_name: 'vpc-v1.3.0', prerelease: false });
    const run = await runAction(inputs({ version: '< vpc-v1.3.0', link: '' }), { event: { name: 'release', payload } });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(deprecated()).toEqual(['0.9.0', '1.0.0', '1.1.0', '1.2.0', '1.2.1']);
  });
});

describe('at the rate limit', () => {
  it('completes a batch with no failed version while another client shares the token', async () => {
    tfe.setOptions({ rateLimit: 10 });
    const many = Array.from({ length: 25 }, (_, i) => `3.0.${i}`);
    tfe.addModule({ namespace: 'acme', name: 'vpc', provider: 'aws', versions: many });
    // Another job using the same user token eats into the same budget for a while.
    let busy = true;
    const neighbour = (async () => {
      // Until the action itself has been answered 429 (bounded anyway), however slowly the machine
      // starts it; then the neighbour leaves it the whole budget.
      const actionLimited = (): boolean =>
        tfe.requests.some(
          (r) => r.status === 429 && r.headers['user-agent']?.includes('tfe-module-deprecation-action'),
        );
      for (let i = 0; i < 2000 && busy && !actionLimited(); i++) {
        await fetch(`${tfe.url}/api/registry/v1/modules/acme/vpc/aws/versions`, {
          headers: { authorization: `Bearer ${TOKEN}` },
        }).then((r) => r.arrayBuffer());
        await new Promise((r) => setTimeout(r, 40));
      }
    })();
    const run = await runAction(inputs({ version: '>= 3.0.0', 'verify-timeout': '20' }));
    busy = false;
    await neighbour;
    expect(run.exitCode, run.stdout).toBe(0);
    expect(parseResult(run).every((r) => r.outcome === 'changed' && r.verified === true)).toBe(true);
    expect(tfe.requests.some((r) => r.status === 429)).toBe(true);
    expect(run.stdout).toContain('HTTP 429; retrying');
    expect(tokenLeaks(run, TOKEN)).toEqual([]);
  });
});
