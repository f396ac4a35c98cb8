/**
 * Authentication and which route a request is for (routes.ts, paths.ts), over real HTTP.
 */
import { describe, expect, it } from 'vitest';
import {
  TOKEN,
  READER,
  GLOBEX,
  V2,
  READ,
  JSON_API,
  tfe,
  startEach,
  call,
  json,
  raw,
  DEPRECATE,
} from './test-client.ts';

startEach();

describe('auth', () => {
  it.each([
    ['missing', undefined],
    ['not bearer', 'Basic dXNlcjpwYXNz'],
    ['bearer without a token', 'Bearer'],
    ['unknown token', 'Bearer no-such-token'],
  ])('answers 401 for a %s Authorization header, on every route', async (_, authorization) => {
    const headers: Record<string, string> = authorization === undefined ? {} : { authorization };
    for (const [method, target] of [
      ['GET', `${READ}/versions`],
      ['PATCH', `${V2}/1.0.0`],
      ['GET', '/api/v2/nowhere'],
    ] as const) {
      const response = await call(method, target, {
        token: null,
        headers,
        body: method === 'PATCH' ? DEPRECATE : undefined,
      });
      expect(response.status).toBe(401);
      const body = (await json(response)) as { errors: Array<Record<string, unknown>> };
      expect(body.errors[0]).toMatchObject({ status: '401', title: 'unauthorized', detail: expect.any(String) });
      expect(JSON.stringify(body)).not.toContain('no-such-token');
    }
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.0.0')).toBeNull();
  });

  it('hides modules of other organizations behind 404, on both APIs', async () => {
    const patch = await call('PATCH', `${V2}/1.0.0`, { token: GLOBEX, body: DEPRECATE });
    expect(patch.status).toBe(404);
    expect(await json(patch)).toEqual({ errors: [{ status: '404', title: 'not found' }] });
    const read = await call('GET', `${READ}/versions`, { token: GLOBEX });
    expect(read.status).toBe(404);
    expect(await json(read)).toEqual({ errors: ['Not Found'] });
    expect((await call('GET', `${READ}/1.0.0`, { token: GLOBEX })).status).toBe(404);
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.0.0')).toBeNull();
  });

  it('lets a token without the manage permission read but not PATCH', async () => {
    expect((await call('GET', `${READ}/versions`, { token: READER })).status).toBe(200);
    const patch = await call('PATCH', `${V2}/1.0.0`, { token: READER, body: DEPRECATE });
    expect(patch.status).toBe(404);
    expect(await json(patch)).toEqual({ errors: [{ status: '404', title: 'not found' }] });
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.0.0')).toBeNull();
  });

  it('accepts the scheme in any case', async () => {
    const response = await call('GET', `${READ}/versions`, {
      token: null,
      headers: { authorization: `bearer ${TOKEN}` },
    });
    expect(response.status).toBe(200);
  });
});

describe('paths', () => {
  it.each([
    ['an encoded slash', 'GET', `${READ.replace('/vpc/', '/vp%2Fc/')}/versions`],
    ['an encoded dot-dot segment', 'GET', '/api/registry/v1/modules/acme/vpc/aws/%2e%2e'],
    ['a version holding ..', 'PATCH', `${V2}/1.0.0%2F..%2F2`],
    ['an empty segment', 'GET', '/api/registry/v1/modules/acme//aws/versions'],
    ['a trailing slash', 'GET', `${READ}/versions/`],
    ['a bad percent escape', 'GET', `${READ}/1.0%ZZ`],
    ['an unknown route', 'GET', '/api/v2/organizations/acme'],
    ['a GET of the PATCH route', 'GET', `${V2}/1.0.0`],
    ['a DELETE of a read route', 'DELETE', `${READ}/1.0.0`],
  ])('answers 404 for %s', async (_, method, target) => {
    const response = await raw(method, target, { authorization: `Bearer ${TOKEN}` });
    expect(response.status).toBe(404);
    expect(JSON.parse(response.body)).toHaveProperty('errors');
  });

  it('decodes segments before matching', async () => {
    const response = await raw('GET', '/api/registry/v1/modules/%61cme/vpc/aws/1%2E0%2E0', {
      authorization: `Bearer ${TOKEN}`,
    });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({ id: 'acme/vpc/aws/1.0.0' });
  });

  it('answers unknown routes with a JSON:API 404', async () => {
    const response = await call('GET', '/api/v2/ping');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe(JSON_API);
    expect(await json(response)).toEqual({ errors: [{ status: '404', title: 'not found' }] });
  });
});
