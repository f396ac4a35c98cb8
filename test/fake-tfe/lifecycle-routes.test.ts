/**
 * The PATCH of a module version (lifecycle-routes.ts) over real HTTP: deprecate, undeprecate,
 * revoke and unrevoke, and a service without revocation.
 */
import { describe, expect, it } from 'vitest';
import { REASON_SUFFIX } from './server.ts';
import {
  READER,
  GLOBEX,
  V2,
  READ,
  JSON_API,
  tfe,
  startEach,
  call,
  json,
  deprecationBody,
  DEPRECATE,
  REVERT,
  revocationBody,
  REVOKE,
  UNREVOKE,
  revokedVersions,
  readOneVersion,
} from './test-client.ts';

startEach();

describe('PATCH deprecate', () => {
  it('deprecates with the documented response and stores the reason as submitted', async () => {
    const response = await call('PATCH', `${V2}/1.0.0`, { body: DEPRECATE });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(JSON_API);
    const body = (await json(response)) as {
      data: { id: string; relationships: { deprecation: { data: { id: string } } } };
    };
    const depId = body.data.relationships.deprecation.data.id;
    expect(body).toEqual({
      data: {
        id: expect.stringMatching(/^modver-\w+$/),
        type: 'module-versions',
        relationships: { deprecation: { data: { id: expect.stringMatching(/^dep-\w+$/), type: 'deprecations' } } },
      },
      included: [
        {
          id: depId,
          type: 'deprecations',
          attributes: { link: 'https://example.com/upgrade', reason: `Use 2.x${REASON_SUFFIX}` },
        },
      ],
    });
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.0.0')).toEqual({
      reason: 'Use 2.x',
      link: 'https://example.com/upgrade',
      id: depId,
    });
    const read = (await json(await call('GET', `${READ}/1.0.0`))) as { deprecation: unknown };
    expect(read.deprecation).toEqual({ reason: 'Use 2.x', link: 'https://example.com/upgrade' });
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.1.0')).toBeNull();
  });

  it('keeps the module version id per version and makes a new deprecation id per event', async () => {
    const first = (await json(await call('PATCH', `${V2}/1.0.0`, { body: DEPRECATE }))) as {
      data: { id: string; relationships: { deprecation: { data: { id: string } } } };
    };
    const body = deprecationBody({ 'deprecated-status': 'Deprecated', reason: 'Changed', link: 'https://b.example' });
    const again = await call('PATCH', `${V2}/1.0.0`, { body });
    expect(again.status).toBe(200);
    const second = (await json(again)) as typeof first;
    expect(second.data.id).toBe(first.data.id);
    expect(second.data.relationships.deprecation.data.id).not.toBe(first.data.relationships.deprecation.data.id);
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.0.0')).toMatchObject({
      reason: 'Changed',
      link: 'https://b.example',
    });
    const other = (await json(await call('PATCH', `${V2}/1.1.0`, { body: DEPRECATE }))) as typeof first;
    expect(other.data.id).not.toBe(first.data.id);
  });

  it('stores a missing reason or link as an empty string', async () => {
    const response = await call('PATCH', `${V2}/1.0.0`, {
      body: deprecationBody({ 'deprecated-status': 'Deprecated' }),
    });
    expect(response.status).toBe(200);
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.0.0')).toMatchObject({ reason: '', link: '' });
  });

  it('leaves the reason alone when appendReasonSuffix is false', async () => {
    tfe.setOptions({ appendReasonSuffix: false });
    const body = (await json(await call('PATCH', `${V2}/1.0.0`, { body: DEPRECATE }))) as {
      included: Array<{ attributes: { reason: string } }>;
    };
    expect(body.included[0]?.attributes.reason).toBe('Use 2.x');
  });

  it('reverts with a response that has only id and type, and answers 200 when nothing was deprecated', async () => {
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: 'r', link: 'https://l.example' });
    const response = await call('PATCH', `${V2}/1.0.0`, { body: REVERT });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(JSON_API);
    expect(await json(response)).toEqual({ data: { id: expect.stringMatching(/^modver-/), type: 'module-versions' } });
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.0.0')).toBeNull();
    expect((await call('PATCH', `${V2}/1.0.0`, { body: REVERT })).status).toBe(200);
  });

  it.each([
    ['an unknown version', `${V2}/9.9.9`],
    ['an unknown module', '/api/v2/organizations/acme/registry-modules/private/acme/nope/aws/1.0.0'],
    [
      'an organization that differs from the namespace',
      '/api/v2/organizations/acme/registry-modules/private/globex/vpc/aws/1.0.0',
    ],
    ['a public registry path', '/api/v2/organizations/acme/registry-modules/public/acme/vpc/aws/1.0.0'],
  ])('answers 404 for %s', async (_, target) => {
    const response = await call('PATCH', target, { body: DEPRECATE });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe(JSON_API);
    expect(await json(response)).toEqual({ errors: [{ status: '404', title: 'not found' }] });
  });

  it('answers 415 without the JSON:API content type, and accepts parameters on it', async () => {
    const response = await call('PATCH', `${V2}/1.0.0`, { body: DEPRECATE, contentType: 'application/json' });
    expect(response.status).toBe(415);
    expect(await json(response)).toMatchObject({ errors: [{ status: '415', title: 'unsupported media type' }] });
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.0.0')).toBeNull();
    const withCharset = await call('PATCH', `${V2}/1.0.0`, {
      body: DEPRECATE,
      contentType: `${JSON_API}; charset=utf-8`,
    });
    expect(withCharset.status).toBe(200);
  });

  const P = '/data/attributes/deprecation';
  it.each([
    ['not JSON', '{"data":', '/data'],
    ['not an object', '[]', '/data'],
    ['no data', {}, '/data'],
    ['the wrong type', { data: { type: 'module-version', attributes: { deprecation: {} } } }, '/data/type'],
    ['no attributes', { data: { type: 'module-versions' } }, '/data/attributes'],
    ['no deprecation', { data: { type: 'module-versions', attributes: {} } }, P],
    ['a deprecation that is a string', { data: { type: 'module-versions', attributes: { deprecation: 'x' } } }, P],
    ['no status', deprecationBody({ reason: 'r', link: 'l' }), `${P}/deprecated-status`],
    ['a status in the wrong case', deprecationBody({ 'deprecated-status': 'deprecated' }), `${P}/deprecated-status`],
    ['a snake_case status key', deprecationBody({ deprecated_status: 'Deprecated' }), `${P}/deprecated-status`],
    ['a reason that is a number', deprecationBody({ 'deprecated-status': 'Deprecated', reason: 1 }), `${P}/reason`],
    ['a link that is null', deprecationBody({ 'deprecated-status': 'Deprecated', link: null }), `${P}/link`],
    ['an unknown attribute', deprecationBody({ 'deprecated-status': 'Deprecated', url: 'x' }), `${P}/url`],
    ['a revert with a reason', deprecationBody({ 'deprecated-status': 'Undeprecated', reason: '' }), `${P}/reason`],
    ['a revert with a link', deprecationBody({ 'deprecated-status': 'Undeprecated', link: 'https://x' }), `${P}/link`],
  ])('answers 422 for a body with %s', async (_, body, pointer) => {
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: 'seeded', link: 'https://seed.example' });
    const response = await call('PATCH', `${V2}/1.0.0`, { body });
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toBe(JSON_API);
    expect(await json(response)).toEqual({
      errors: [{ status: '422', title: 'invalid attribute', detail: expect.any(String), source: { pointer } }],
    });
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.0.0')).toMatchObject({ reason: 'seeded' });
  });

  it('reports every bad deprecation attribute at once', async () => {
    const body = deprecationBody({ 'deprecated-status': 'Undeprecated', reason: 'r', link: 'l' });
    const errors = ((await json(await call('PATCH', `${V2}/1.0.0`, { body }))) as { errors: unknown[] }).errors;
    expect(errors.map((e) => (e as { source: { pointer: string } }).source.pointer)).toEqual([
      `${P}/reason`,
      `${P}/link`,
    ]);
  });
});

describe('PATCH revoke and unrevoke', () => {
  it('revokes a deprecated version, echoing the revocation in PATCH casing, and reads it back', async () => {
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: 'Old', link: '' });
    const response = await call('PATCH', `${V2}/1.0.0`, { body: REVOKE });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(JSON_API);
    expect(await json(response)).toEqual({
      data: {
        id: expect.stringMatching(/^modver-/),
        type: 'registry-module-versions',
        attributes: {
          version: '1.0.0',
          status: 'ok',
          revocation: { status: 'Revoked', message: 'Unsafe: use 2.x', link: 'https://example.com/cve' },
        },
      },
    });
    expect(tfe.getRevocation('acme', 'vpc', 'aws', '1.0.0')).toEqual({
      message: 'Unsafe: use 2.x',
      link: 'https://example.com/cve',
    });
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.0.0')).toMatchObject({ reason: 'Old' });
    expect(await revokedVersions()).toEqual(['1.0.0']);
    // The registry read API keeps showing only the deprecation.
    const read = (await json(await call('GET', `${READ}/1.0.0`))) as Record<string, unknown>;
    expect(read.deprecation).toEqual({ reason: 'Old', link: '' });
    expect(Object.keys(read)).not.toContain('revocation');
  });

  it('unrevokes back to deprecated, echoing Unrevoked, and answers 200 when nothing was revoked', async () => {
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: 'Old', link: '' });
    tfe.revoke('acme', 'vpc', 'aws', '1.0.0', { message: 'm', link: '' });
    const response = await call('PATCH', `${V2}/1.0.0`, { body: UNREVOKE });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      data: { type: 'registry-module-versions', attributes: { revocation: { status: 'Unrevoked' } } },
    });
    expect(tfe.getRevocation('acme', 'vpc', 'aws', '1.0.0')).toBeNull();
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.0.0')).toMatchObject({ reason: 'Old' });
    expect(await revokedVersions()).toEqual([]);
    expect((await call('PATCH', `${V2}/1.1.0`, { body: UNREVOKE })).status).toBe(200);
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.1.0')).toBeNull();
  });

  it('revokes again with a new message, and keeps a revoked version revoked when it is deprecated again', async () => {
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: 'Old', link: '' });
    tfe.revoke('acme', 'vpc', 'aws', '1.0.0', { message: 'first', link: '' });
    const body = revocationBody({ status: 'Revoked', message: 'second', link: 'https://l.example' });
    expect((await call('PATCH', `${V2}/1.0.0`, { body })).status).toBe(200);
    expect(tfe.getRevocation('acme', 'vpc', 'aws', '1.0.0')).toEqual({ message: 'second', link: 'https://l.example' });
    expect((await call('PATCH', `${V2}/1.0.0`, { body: DEPRECATE })).status).toBe(200);
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.0.0')).toMatchObject({ reason: 'Use 2.x' });
    expect(tfe.getRevocation('acme', 'vpc', 'aws', '1.0.0')).not.toBeNull();
  });

  it.each([undefined, 400, 409, 422] as const)(
    'refuses to revoke a version that is not deprecated (status %s, default 422), changing nothing',
    async (status) => {
      if (status !== undefined) tfe.setOptions({ revokeNotDeprecatedStatus: status });
      const response = await call('PATCH', `${V2}/1.0.0`, { body: REVOKE });
      expect(response.status).toBe(status ?? 422);
      expect(response.headers.get('content-type')).toBe(JSON_API);
      expect(await json(response)).toEqual({
        errors: [
          {
            status: String(status ?? 422),
            title: expect.any(String),
            detail: 'A module version must be deprecated before it can be revoked.',
            source: { pointer: '/data/attributes/revocation/status' },
          },
        ],
      });
      expect(tfe.getRevocation('acme', 'vpc', 'aws', '1.0.0')).toBeNull();
      expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.0.0')).toBeNull();
    },
  );

  it('refuses by default to undeprecate a revoked version, so it takes unrevoke first', async () => {
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: 'Old', link: '' });
    tfe.revoke('acme', 'vpc', 'aws', '1.0.0', { message: 'm', link: '' });
    const refused = await call('PATCH', `${V2}/1.0.0`, { body: REVERT });
    expect(refused.status).toBe(422);
    expect(await json(refused)).toMatchObject({
      errors: [{ status: '422', source: { pointer: '/data/attributes/deprecation/deprecated-status' } }],
    });
    expect(tfe.getRevocation('acme', 'vpc', 'aws', '1.0.0')).not.toBeNull();
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.0.0')).not.toBeNull();
    // The two documented steps take it back to active.
    expect((await call('PATCH', `${V2}/1.0.0`, { body: UNREVOKE })).status).toBe(200);
    expect((await call('PATCH', `${V2}/1.0.0`, { body: REVERT })).status).toBe(200);
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.0.0')).toBeNull();
  });

  it('undeprecates a revoked version straight to active with undeprecateRevoked: to-active', async () => {
    tfe.setOptions({ undeprecateRevoked: 'to-active' });
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: 'Old', link: '' });
    tfe.revoke('acme', 'vpc', 'aws', '1.0.0', { message: 'm', link: '' });
    expect((await call('PATCH', `${V2}/1.0.0`, { body: REVERT })).status).toBe(200);
    expect(tfe.getRevocation('acme', 'vpc', 'aws', '1.0.0')).toBeNull();
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.0.0')).toBeNull();
  });

  it.each([
    [{ status: 'revoked', message: 'm' }, '/data/attributes/revocation/status'],
    [{ 'revoked-status': 'Revoked' }, '/data/attributes/revocation/status'],
    [{ status: 'Revoked', reason: 'm' }, '/data/attributes/revocation/reason'],
    [{ status: 'Revoked', message: 1 }, '/data/attributes/revocation/message'],
    [{ status: 'Unrevoked', message: 'm' }, '/data/attributes/revocation/message'],
  ])('answers 422 for the revocation %j', async (revocation, pointer) => {
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: 'Old', link: '' });
    const response = await call('PATCH', `${V2}/1.0.0`, { body: revocationBody(revocation) });
    expect(response.status).toBe(422);
    expect(await json(response)).toEqual({
      errors: [{ status: '422', title: 'invalid attribute', detail: expect.any(String), source: { pointer } }],
    });
    expect(tfe.getRevocation('acme', 'vpc', 'aws', '1.0.0')).toBeNull();
  });

  it('answers 422 for a revocation that is not an object, or sent with a deprecation', async () => {
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: 'Old', link: '' });
    const notObject = await call('PATCH', `${V2}/1.0.0`, { body: revocationBody('Revoked' as never) });
    expect(notObject.status).toBe(422);
    const both = { data: { type: 'module-versions', attributes: { deprecation: {}, revocation: {} } } };
    const response = await call('PATCH', `${V2}/1.0.0`, { body: both });
    expect(response.status).toBe(422);
    expect(await json(response)).toMatchObject({ errors: [{ source: { pointer: '/data/attributes' } }] });
  });

  it('hides the revocation PATCH behind 404 like the deprecation PATCH, and needs the content type', async () => {
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: 'Old', link: '' });
    expect((await call('PATCH', `${V2}/1.0.0`, { token: READER, body: REVOKE })).status).toBe(404);
    expect((await call('PATCH', `${V2}/1.0.0`, { token: GLOBEX, body: REVOKE })).status).toBe(404);
    expect((await call('PATCH', `${V2}/9.9.9`, { body: REVOKE })).status).toBe(404);
    expect((await call('PATCH', `${V2}/1.0.0`, { body: REVOKE, contentType: 'application/json' })).status).toBe(415);
    expect(tfe.getRevocation('acme', 'vpc', 'aws', '1.0.0')).toBeNull();
  });
});

describe('a service without revocation', () => {
  it('omits revoked-versions and the one-version revocation, and answers a revocation PATCH 404', async () => {
    tfe.setOptions({ revocation: false });
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: 'Old', link: '' });
    const body = (await json(await call('GET', V2))) as { data: { attributes: Record<string, unknown> } };
    expect(Object.keys(body.data.attributes)).not.toContain('revoked-versions');
    expect(body.data.attributes['version-statuses']).toHaveLength(4);
    const one = await readOneVersion('1.0.0');
    expect(Object.keys((one.body as { data: { attributes: object } }).data.attributes)).not.toContain('revocation');
    const response = await call('PATCH', `${V2}/1.0.0`, { body: REVOKE });
    expect(response.status).toBe(404);
    expect(await json(response)).toEqual({ errors: [{ status: '404', title: 'not found' }] });
    // Deprecation keeps working.
    expect((await call('PATCH', `${V2}/1.1.0`, { body: DEPRECATE })).status).toBe(200);
  });

  it('answers 422 instead with revocationUnsupportedStatus: 422', async () => {
    tfe.setOptions({ revocation: false, revocationUnsupportedStatus: 422 });
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: 'Old', link: '' });
    const response = await call('PATCH', `${V2}/1.0.0`, { body: REVOKE });
    expect(response.status).toBe(422);
    expect(await json(response)).toMatchObject({ errors: [{ source: { pointer: '/data/attributes/revocation' } }] });
    expect(tfe.getRevocation('acme', 'vpc', 'aws', '1.0.0')).toBeNull();
  });
});
