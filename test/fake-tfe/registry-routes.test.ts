/**
 * The read routes (registry-routes.ts): the registry read API, the v2 module and version reads, and
 * the read lag they show changes after, over real HTTP.
 */
import { describe, expect, it } from 'vitest';
import {
  GLOBEX,
  VERSIONS,
  V2,
  READ,
  JSON_API,
  tfe,
  startEach,
  call,
  json,
  DEPRECATE,
  REVERT,
  REVOKE,
  revokedVersions,
  readOneVersion,
} from './test-client.ts';

startEach();

describe('registry read API', () => {
  it('lists versions in insertion order with their deprecation', async () => {
    tfe.addModule({ namespace: 'acme', name: 'db', provider: 'aws', versions: ['2.0.0', '1.10.0', '1.9.0'] });
    tfe.deprecate('acme', 'db', 'aws', '1.9.0', { reason: 'old', link: 'https://x.example' });
    const response = await call('GET', '/api/registry/v1/modules/acme/db/aws/versions');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    const root = { dependencies: [], providers: [{ name: 'aws', version: '' }] };
    expect(await json(response)).toEqual({
      modules: [
        {
          source: 'acme/db/aws',
          versions: [
            { version: '2.0.0', submodules: [], root, deprecation: null },
            { version: '1.10.0', submodules: [], root, deprecation: null },
            { version: '1.9.0', submodules: [], root, deprecation: { reason: 'old', link: 'https://x.example' } },
          ],
        },
      ],
    });
  });

  it('adds only new versions when a module is added again', async () => {
    tfe.addModule({ namespace: 'acme', name: 'vpc', provider: 'aws', versions: ['1.0.0', '3.0.0'] });
    const body = (await json(await call('GET', `${READ}/versions`))) as {
      modules: Array<{ versions: Array<{ version: string }> }>;
    };
    expect(body.modules[0]?.versions.map((v) => v.version)).toEqual([...VERSIONS, '3.0.0']);
  });

  it('ignores a query string', async () => {
    expect((await call('GET', `${READ}/versions?page%5Bsize%5D=100`)).status).toBe(200);
  });

  it('reads one version', async () => {
    tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', { reason: 'Use 2.x', link: 'https://example.com' });
    const response = await call('GET', `${READ}/1.2.0`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    const body = (await json(response)) as { published_at: string };
    expect(body).toEqual({
      id: 'acme/vpc/aws/1.2.0',
      owner: '',
      namespace: 'acme',
      name: 'vpc',
      version: '1.2.0',
      provider: 'aws',
      description: 'A VPC',
      source: '',
      published_at: expect.any(String),
      downloads: 0,
      verified: false,
      deprecation: { reason: 'Use 2.x', link: 'https://example.com' },
    });
    expect(new Date(body.published_at).toISOString()).toBe(body.published_at);
    expect(((await json(await call('GET', `${READ}/2.0.0`))) as { deprecation: unknown }).deprecation).toBeNull();
  });

  it.each([
    `${READ}/9.9.9`,
    '/api/registry/v1/modules/acme/nope/aws/versions',
    '/api/registry/v1/modules/acme/nope/aws/1.0.0',
  ])('answers the registry 404 for %s', async (target) => {
    const response = await call('GET', target);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await json(response)).toEqual({ errors: ['Not Found'] });
  });
});

describe('v2 reads of revocation', () => {
  it('reads the module with version-statuses and the other attributes a module has', async () => {
    const response = await call('GET', V2);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(JSON_API);
    expect(await json(response)).toEqual({
      data: {
        id: 'mod-acme-vpc',
        type: 'registry-modules',
        attributes: {
          name: 'vpc',
          namespace: 'acme',
          provider: 'aws',
          'registry-name': 'private',
          status: 'setup_complete',
          'version-statuses': VERSIONS.map((version) => ({ version, status: 'ok' })),
          'created-at': expect.any(String),
          'updated-at': expect.any(String),
          'no-code': false,
          permissions: { 'can-delete': true, 'can-resync': true },
          'revoked-versions': [],
        },
      },
    });
  });

  it('reads one version with its revocation in read casing, or null', async () => {
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: 'Old', link: '' });
    tfe.revoke('acme', 'vpc', 'aws', '1.0.0', { message: 'Unsafe', link: 'https://l.example' });
    const revoked = await readOneVersion('1.0.0');
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({
      data: {
        type: 'registry-module-versions',
        attributes: {
          version: '1.0.0',
          revocation: { status: 'revoked', message: 'Unsafe', link: 'https://l.example' },
        },
      },
    });
    expect(((await readOneVersion('1.1.0')).body as { data: { attributes: object } }).data.attributes).toMatchObject({
      revocation: null,
    });
  });

  it('answers 404 for an unknown version or module and 400 without module_version', async () => {
    expect((await readOneVersion('9.9.9')).status).toBe(404);
    expect((await call('GET', `${V2}/version`)).status).toBe(400);
    expect((await call('GET', '/api/v2/organizations/acme/registry-modules/private/acme/nope/aws')).status).toBe(404);
    expect((await call('GET', V2, { token: GLOBEX })).status).toBe(404);
    expect((await call('GET', `${V2}/version?module_version=1.0.0`, { token: GLOBEX })).status).toBe(404);
  });

  it('shows a revocation made over the API only after the read lag; seeded ones at once', async () => {
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: 'Old', link: '' });
    tfe.deprecate('acme', 'vpc', 'aws', '1.1.0', { reason: 'Old', link: '' });
    tfe.setOptions({ readLagMs: 60_000 });
    tfe.revoke('acme', 'vpc', 'aws', '1.1.0', { message: 'seeded', link: '' });
    expect((await call('PATCH', `${V2}/1.0.0`, { body: REVOKE })).status).toBe(200);
    expect(await revokedVersions()).toEqual(['1.1.0']);
    expect(((await readOneVersion('1.0.0')).body as { data: { attributes: object } }).data.attributes).toMatchObject({
      revocation: null,
    });
    tfe.setOptions({ readLagMs: 0 });
    expect(await revokedVersions()).toEqual(['1.0.0', '1.1.0']);
  });

  it('applies faults and the rate limit to the new routes as to the old ones', async () => {
    tfe.injectFault({ method: 'GET', path: V2, fault: { kind: 'status', status: 503 } });
    expect((await call('GET', V2)).status).toBe(503);
    expect((await call('GET', V2)).status).toBe(200);
    tfe.injectFault({ path: /\/explorer$/, fault: { kind: 'status', status: 500 } });
    expect((await call('GET', '/api/v2/organizations/acme/explorer?type=modules')).status).toBe(500);
    tfe.setOptions({ rateLimit: 1 });
    expect((await call('GET', `${V2}/version?module_version=1.0.0`)).status).toBe(200);
    const limited = await call('GET', '/api/v2/organizations/acme/explorer?type=modules');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('x-ratelimit-reset')).not.toBeNull();
  });

  it('answers 401 on the new routes without a valid token', async () => {
    for (const target of [
      V2,
      `${V2}/version?module_version=1.0.0`,
      '/api/v2/organizations/acme/explorer?type=modules',
    ]) {
      expect((await call('GET', target, { token: 'no-such-token' })).status).toBe(401);
    }
    expect((await call('PATCH', `${V2}/1.0.0`, { token: null, body: REVOKE })).status).toBe(401);
  });
});

describe('read lag', () => {
  it('shows a change on the read API only after the lag; getDeprecation shows it at once', async () => {
    tfe.setOptions({ readLagMs: 200 });
    expect((await call('PATCH', `${V2}/1.0.0`, { body: DEPRECATE })).status).toBe(200);
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.0.0')).not.toBeNull();
    const early = (await json(await call('GET', `${READ}/1.0.0`))) as { deprecation: unknown };
    expect(early.deprecation).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 230));
    const late = (await json(await call('GET', `${READ}/versions`))) as {
      modules: Array<{ versions: Array<{ deprecation: unknown }> }>;
    };
    expect(late.modules[0]?.versions[0]?.deprecation).toEqual({
      reason: 'Use 2.x',
      link: 'https://example.com/upgrade',
    });
  });

  it('shows seeded state at once', async () => {
    tfe.setOptions({ readLagMs: 60_000 });
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: 'seeded', link: 'https://x.example' });
    const read = (await json(await call('GET', `${READ}/1.0.0`))) as { deprecation: unknown };
    expect(read.deprecation).toEqual({ reason: 'seeded', link: 'https://x.example' });
    // A revert over the API then lags: the read API still shows the seeded deprecation.
    await call('PATCH', `${V2}/1.0.0`, { body: REVERT });
    expect(((await json(await call('GET', `${READ}/1.0.0`))) as { deprecation: unknown }).deprecation).not.toBeNull();
  });
});
