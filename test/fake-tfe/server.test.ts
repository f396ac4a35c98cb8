/**
 * The fake service itself, over real HTTP: each route, auth, each fault, the rate limit, latency,
 * read lag and the request log. The pure state model is tested with an injected clock.
 */
import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RATE_LIMIT_BODY, REASON_SUFFIX, startFakeTfe } from './server.ts';
import type { FakeTfe, FakeTfeOptions } from './server.ts';
import { FakeTfeState } from './state.ts';
import { makeTestPki } from './certs.ts';

const TOKEN = 'test-token.atlasv1.abc123';
const READER = 'reader-token.atlasv1.def456';
const GLOBEX = 'globex-token.atlasv1.ghi789';
const VERSIONS = ['1.0.0', '1.1.0', '1.2.0', '2.0.0'];
const V2 = '/api/v2/organizations/acme/registry-modules/private/acme/vpc/aws';
const READ = '/api/registry/v1/modules/acme/vpc/aws';
const JSON_API = 'application/vnd.api+json';

let tfe: FakeTfe;

async function start(options?: FakeTfeOptions): Promise<FakeTfe> {
  const fake = await startFakeTfe(options);
  fake.addOrganization('acme');
  fake.addOrganization('globex');
  fake.addToken(TOKEN, { organizations: ['acme'] });
  fake.addToken(READER, { organizations: ['acme'], canManagePrivateRegistry: false });
  fake.addToken(GLOBEX, { organizations: ['globex'] });
  fake.addModule({ namespace: 'acme', name: 'vpc', provider: 'aws', versions: VERSIONS, description: 'A VPC' });
  fake.addModule({ namespace: 'globex', name: 'vpc', provider: 'aws', versions: ['1.0.0'] });
  return fake;
}

beforeEach(async () => {
  tfe = await start();
});

afterEach(async () => {
  await tfe.close();
});

interface CallOptions {
  token?: string | null;
  body?: unknown;
  contentType?: string;
  headers?: Record<string, string>;
}

function call(method: string, urlPath: string, options: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  const token = options.token === undefined ? TOKEN : options.token;
  if (token !== null) headers.authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['content-type'] = options.contentType ?? JSON_API;
  }
  return fetch(`${tfe.url}${urlPath}`, { method, headers, body });
}

function deprecationBody(deprecation: Record<string, unknown>): unknown {
  return { data: { type: 'module-versions', attributes: { deprecation } } };
}

const DEPRECATE = deprecationBody({
  'deprecated-status': 'Deprecated',
  reason: 'Use 2.x',
  link: 'https://example.com/upgrade',
});
const REVERT = deprecationBody({ 'deprecated-status': 'Undeprecated' });

async function json(response: Response): Promise<unknown> {
  return JSON.parse(await response.text()) as unknown;
}

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** node:http keeps the request target exactly as written; fetch would normalize '..' and '%2e%2e'. */
function raw(method: string, target: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const url = new URL(tfe.url);
    const req = httpRequest(
      { host: url.hostname, port: url.port, method, path: target, headers, agent: false },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

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

describe('request log', () => {
  it('records method, raw path, lower-cased headers, body, status and token', async () => {
    await call('PATCH', `${V2}/1.0.0`, { body: DEPRECATE, headers: { 'X-Trace': 'abc' } });
    await raw('GET', `${READ}/versions?q=%2e%2e&x=1`, { Authorization: `Bearer ${TOKEN}` });
    await call('GET', `${READ}/versions`, { token: null });
    expect(tfe.requests).toHaveLength(3);
    const [patch, get, anonymous] = tfe.requests;
    expect(patch).toMatchObject({
      method: 'PATCH',
      path: `${V2}/1.0.0`,
      body: JSON.stringify(DEPRECATE),
      status: 200,
      token: TOKEN,
    });
    expect(patch?.headers).toMatchObject({
      authorization: `Bearer ${TOKEN}`,
      'content-type': JSON_API,
      'x-trace': 'abc',
    });
    expect(get).toMatchObject({ method: 'GET', path: `${READ}/versions?q=%2e%2e&x=1`, body: '', status: 200 });
    expect(anonymous?.status).toBe(401);
    expect(anonymous).not.toHaveProperty('token');
  });

  it('records when each request arrived', async () => {
    const before = Date.now();
    await call('GET', `${READ}/versions`);
    const after = Date.now();
    expect(tfe.requests[0]?.receivedAt).toBeGreaterThanOrEqual(before);
    expect(tfe.requests[0]?.receivedAt).toBeLessThanOrEqual(after);
  });

  it('records a malformed header without a token', async () => {
    await call('GET', `${READ}/versions`, { token: null, headers: { authorization: 'Token abc' } });
    expect(tfe.requests[0]?.token).toBeUndefined();
    expect(tfe.requests[0]?.status).toBe(401);
  });

  it('resets in place', async () => {
    const log = tfe.requests;
    await call('GET', `${READ}/versions`);
    tfe.resetRequests();
    expect(log).toHaveLength(0);
    await call('GET', `${READ}/versions`);
    expect(log).toBe(tfe.requests);
    expect(log).toHaveLength(1);
  });
});

describe('faults', () => {
  it('answers an injected status once, with its headers and body, then handles normally', async () => {
    tfe.injectFault({ fault: { kind: 'status', status: 503, headers: { 'Retry-After': '1' }, body: 'busy' } });
    const first = await call('GET', `${READ}/versions`);
    expect(first.status).toBe(503);
    expect(first.headers.get('retry-after')).toBe('1');
    expect(await first.text()).toBe('busy');
    expect((await call('GET', `${READ}/versions`)).status).toBe(200);
    expect(tfe.requests.map((r) => r.status)).toEqual([503, 200]);
  });

  it('gives an injected status a JSON:API body by default, and the real sample for 429', async () => {
    tfe.injectFault({ fault: { kind: 'status', status: 500 } });
    tfe.injectFault({ fault: { kind: 'status', status: 429, headers: { 'x-ratelimit-reset': '0.2' } } });
    const first = await call('PATCH', `${V2}/1.0.0`, { body: DEPRECATE });
    expect(first.status).toBe(500);
    expect(first.headers.get('content-type')).toBe(JSON_API);
    expect(await json(first)).toEqual({ errors: [{ status: '500', title: 'internal server error' }] });
    const second = await call('PATCH', `${V2}/1.0.0`, { body: DEPRECATE });
    expect(second.status).toBe(429);
    expect(second.headers.get('x-ratelimit-reset')).toBe('0.2');
    expect(await second.text()).toBe(RATE_LIMIT_BODY);
    // A fault replaces the handling: nothing changed.
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.0.0')).toBeNull();
  });

  it('matches faults by method and by path string or RegExp, in order', async () => {
    tfe.injectFault({ method: 'patch', fault: { kind: 'status', status: 502 } });
    tfe.injectFault({ path: `${READ}/1.1.0`, fault: { kind: 'status', status: 504 } });
    tfe.injectFault({ path: /\/2\.0\.0$/, fault: { kind: 'status', status: 500 } });
    tfe.injectFault({ fault: { kind: 'status', status: 418 } });
    expect((await call('GET', `${READ}/2.0.0?x=1`)).status).toBe(500);
    expect((await call('GET', `${READ}/1.1.0`)).status).toBe(504);
    expect((await call('PATCH', `${V2}/1.0.0`, { body: DEPRECATE })).status).toBe(502);
    expect((await call('GET', `${READ}/1.1.0`)).status).toBe(418);
    expect((await call('GET', `${READ}/1.1.0`)).status).toBe(200);
  });

  it('lets the first `skip` matching requests through', async () => {
    tfe.injectFault({ path: `${READ}/versions`, skip: 1, times: Infinity, fault: { kind: 'status', status: 503 } });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await call('GET', `${READ}/versions`)).status);
    expect(statuses).toEqual([200, 503, 503]);
  });

  it('counts down times, keeps Infinity, and clears', async () => {
    tfe.injectFault({ path: `${READ}/1.0.0`, times: 2, fault: { kind: 'status', status: 500 } });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await call('GET', `${READ}/1.0.0`)).status);
    expect(statuses).toEqual([500, 500, 200]);
    tfe.injectFault({ times: Infinity, fault: { kind: 'status', status: 503 } });
    for (let i = 0; i < 5; i++) expect((await call('GET', `${READ}/1.0.0`)).status).toBe(503);
    tfe.clearFaults();
    expect((await call('GET', `${READ}/1.0.0`)).status).toBe(200);
  });

  it('resets the connection before any byte, recording status 0 and changing nothing', async () => {
    tfe.injectFault({ method: 'PATCH', fault: { kind: 'reset' } });
    await expect(call('PATCH', `${V2}/1.0.0`, { body: DEPRECATE })).rejects.toThrow();
    expect(tfe.requests).toHaveLength(1);
    expect(tfe.requests[0]).toMatchObject({ method: 'PATCH', status: 0, body: JSON.stringify(DEPRECATE) });
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.0.0')).toBeNull();
    expect((await call('PATCH', `${V2}/1.0.0`, { body: DEPRECATE })).status).toBe(200);
  });

  it('resets mid-body after handling: the change is made but the client cannot read the answer', async () => {
    tfe.injectFault({ method: 'PATCH', fault: { kind: 'reset-mid-body' } });
    const response = await call('PATCH', `${V2}/1.0.0`, { body: DEPRECATE });
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
    expect(tfe.requests[0]?.status).toBe(0);
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.0.0')).toMatchObject({ reason: 'Use 2.x' });
  });

  it('delays, then handles normally', async () => {
    tfe.injectFault({ fault: { kind: 'delay', ms: 150 } });
    const started = performance.now();
    const response = await call('PATCH', `${V2}/1.0.0`, { body: DEPRECATE });
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(response.status).toBe(200);
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.0.0')).not.toBeNull();
  });

  it('pauses mid-body for slow-body, then finishes the answer', async () => {
    tfe.injectFault({ method: 'GET', fault: { kind: 'slow-body', ms: 200 } });
    const chunks: Array<{ at: number; text: string }> = [];
    await new Promise<void>((resolve, reject) => {
      const url = new URL(tfe.url);
      const req = httpRequest(
        { host: url.hostname, port: url.port, path: `${READ}/versions`, headers: { authorization: `Bearer ${TOKEN}` } },
        (res) => {
          res.setEncoding('utf8');
          res.on('data', (text: string) => chunks.push({ at: performance.now(), text }));
          res.on('end', resolve);
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(chunks.length).toBeGreaterThanOrEqual(2);
    expect(JSON.parse(chunks.map((c) => c.text).join(''))).toHaveProperty('modules');
    expect((chunks.at(-1)?.at ?? 0) - (chunks[0]?.at ?? 0)).toBeGreaterThanOrEqual(150);
    expect(tfe.requests[0]?.status).toBe(200);
  });

  it('answers an HTML page for malformed, or what it is given', async () => {
    tfe.injectFault({ fault: { kind: 'malformed' } });
    tfe.injectFault({ fault: { kind: 'malformed', status: 502, body: '{"data":', contentType: JSON_API } });
    const page = await call('GET', `${READ}/versions`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const text = await page.text();
    expect(text).toMatch(/^<!DOCTYPE html>/);
    expect(() => JSON.parse(text) as unknown).toThrow();
    const truncated = await call('GET', `${READ}/versions`);
    expect(truncated.status).toBe(502);
    expect(truncated.headers.get('content-type')).toBe(JSON_API);
    expect(await truncated.text()).toBe('{"data":');
  });

  it('answers {} for empty-json', async () => {
    tfe.injectFault({ fault: { kind: 'empty-json' } });
    tfe.injectFault({ fault: { kind: 'empty-json', status: 201 } });
    const first = await call('GET', `${READ}/versions`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/json');
    expect(await json(first)).toEqual({});
    const second = await call('PATCH', `${V2}/1.0.0`, { body: DEPRECATE });
    expect(second.status).toBe(201);
    expect(await json(second)).toEqual({});
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.0.0')).toBeNull();
  });

  it('adds or replaces headers on a handled answer for headers', async () => {
    tfe.setOptions({ rateLimit: 30 });
    tfe.injectFault({ method: 'GET', fault: { kind: 'headers', headers: { 'X-RateLimit-Limit': '0.001' } } });
    const first = await call('GET', `${READ}/versions`);
    expect(first.headers.get('x-ratelimit-limit')).toBe('0.001');
    expect(await json(first)).toHaveProperty('modules');
    expect((await call('GET', `${READ}/versions`)).headers.get('x-ratelimit-limit')).toBe('30');
  });

  it('passes a handled JSON answer through rewrite', async () => {
    tfe.injectFault({
      method: 'GET',
      fault: {
        kind: 'rewrite',
        rewrite: (body) => {
          const list = body as { modules: Array<{ source: string; versions: unknown[] }> };
          list.modules[0]?.versions.push({ version: '..', deprecation: null });
          return list;
        },
      },
    });
    const list = (await json(await call('GET', `${READ}/versions`))) as {
      modules: Array<{ versions: Array<{ version: string }> }>;
    };
    expect(list.modules[0]?.versions.map((v) => v.version)).toEqual([...VERSIONS, '..']);
  });

  it('sends the body a byte at a time for trickle-body', async () => {
    tfe.injectFault({ method: 'GET', fault: { kind: 'trickle-body', intervalMs: 1 } });
    const chunks: string[] = [];
    await new Promise<void>((resolve, reject) => {
      const url = new URL(tfe.url);
      const req = httpRequest(
        { host: url.hostname, port: url.port, path: `${READ}/versions`, headers: { authorization: `Bearer ${TOKEN}` } },
        (res) => {
          res.setEncoding('utf8');
          res.on('data', (text: string) => chunks.push(text));
          res.on('end', resolve);
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end();
    });
    const text = chunks.join('');
    expect(JSON.parse(text)).toHaveProperty('modules');
    expect(chunks.length).toBeGreaterThan(text.length / 2);
  });

  it('streams filler of the given size for oversized, declared or not', async () => {
    tfe.injectFault({ fault: { kind: 'oversized', bytes: 200_000 } });
    tfe.injectFault({ fault: { kind: 'oversized', bytes: 1000, declareLength: true, status: 502 } });
    const streamed = await call('GET', `${READ}/versions`);
    expect(streamed.status).toBe(200);
    expect(streamed.headers.get('content-length')).toBeNull();
    expect((await streamed.text()).length).toBe(200_000);
    const declared = await call('GET', `${READ}/versions`);
    expect(declared.status).toBe(502);
    expect(declared.headers.get('content-length')).toBe('1000');
    expect((await declared.text()).length).toBe(1000);
    expect(tfe.requests.map((r) => r.status)).toEqual([200, 502]);
  });

  it('applies faults before auth', async () => {
    tfe.injectFault({ fault: { kind: 'status', status: 503 } });
    expect((await call('GET', `${READ}/versions`, { token: null })).status).toBe(503);
  });
});

describe('rate limit', () => {
  it('answers 429 above the limit per token, with the limit on every response', async () => {
    tfe.setOptions({ rateLimit: 3 });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await call('GET', `${READ}/versions`);
      statuses.push(response.status);
      expect(response.headers.get('x-ratelimit-limit')).toBe('3');
      if (response.status === 429) {
        const reset = response.headers.get('x-ratelimit-reset') ?? '';
        expect(reset).toMatch(/^\d+(\.\d{1,3})?$/);
        expect(Number(reset)).toBeGreaterThan(0);
        expect(Number(reset)).toBeLessThanOrEqual(1);
        expect(await response.text()).toBe(RATE_LIMIT_BODY);
      } else {
        await response.arrayBuffer();
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(tfe.requests.map((r) => r.status)).toEqual([200, 200, 200, 429]);
    // Another token, and unauthenticated callers, have windows of their own.
    expect((await call('GET', `${READ}/versions`, { token: READER })).status).toBe(200);
    expect((await call('GET', `${READ}/versions`, { token: null })).status).toBe(401);
  });

  it('checks the rate limit before faults, and frees a slot after X-RateLimit-Reset', async () => {
    tfe.setOptions({ rateLimit: 1 });
    expect((await call('GET', `${READ}/versions`)).status).toBe(200);
    tfe.injectFault({ fault: { kind: 'status', status: 500 } });
    const limited = await call('GET', `${READ}/versions`);
    expect(limited.status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, Number(limited.headers.get('x-ratelimit-reset')) * 1000 + 20));
    // The 429 neither used up the fault nor counted against the window.
    expect((await call('GET', `${READ}/versions`)).status).toBe(500);
    expect(tfe.requests.map((r) => r.status)).toEqual([200, 429, 500]);
  });

  it('is off by default and can be turned off again', async () => {
    const first = await call('GET', `${READ}/versions`);
    expect(first.headers.get('x-ratelimit-limit')).toBeNull();
    tfe.setOptions({ rateLimit: 1 });
    await call('GET', `${READ}/versions`);
    expect((await call('GET', `${READ}/versions`)).status).toBe(429);
    tfe.setOptions({ rateLimit: undefined });
    expect((await call('GET', `${READ}/versions`)).status).toBe(200);
  });
});

describe('latency', () => {
  it('delays every response, errors included', async () => {
    tfe.setOptions({ latencyMs: 120 });
    for (const token of [TOKEN, null]) {
      const started = performance.now();
      await (await call('GET', `${READ}/versions`, { token })).text();
      expect(performance.now() - started).toBeGreaterThanOrEqual(110);
    }
  });

  it('delays 429s too', async () => {
    await tfe.close();
    tfe = await start({ latencyMs: 100, rateLimit: 1 });
    await call('GET', `${READ}/versions`);
    const started = performance.now();
    const response = await call('GET', `${READ}/versions`);
    expect(response.status).toBe(429);
    expect(performance.now() - started).toBeGreaterThanOrEqual(90);
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

describe('control API', () => {
  it('exposes url, host and port', () => {
    expect(tfe.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(tfe.url).toBe(`http://${tfe.host}`);
    expect(tfe.host).toBe(`127.0.0.1:${tfe.port}`);
  });

  it('refuses a module of an unknown organization, and unknown versions', () => {
    expect(() => tfe.addModule({ namespace: 'initech', name: 'vpc', provider: 'aws', versions: ['1.0.0'] })).toThrow(
      /initech/,
    );
    expect(() => tfe.deprecate('acme', 'vpc', 'aws', '9.9.9', { reason: '', link: '' })).toThrow(/9\.9\.9/);
    expect(() => tfe.getDeprecation('acme', 'nope', 'aws', '1.0.0')).toThrow();
    expect(() => tfe.addModule({ namespace: 'acme', name: 'a/b', provider: 'aws', versions: [] })).toThrow();
  });

  it('returns a copy from getDeprecation', () => {
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: 'r', link: 'l' });
    const view = tfe.getDeprecation('acme', 'vpc', 'aws', '1.0.0');
    if (view !== null) view.reason = 'changed';
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.0.0')?.reason).toBe('r');
  });

  it('closes promptly with keep-alive sockets and requests in flight', async () => {
    await call('GET', `${READ}/versions`).then((r) => r.text());
    tfe.injectFault({ fault: { kind: 'delay', ms: 10_000 } });
    const pending = call('GET', `${READ}/versions`).catch((error: unknown) => error);
    while (tfe.requests.length < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    const started = performance.now();
    await tfe.close();
    expect(performance.now() - started).toBeLessThan(500);
    expect(await pending).toBeInstanceOf(Error);
    await tfe.close(); // twice is fine
  });
});

describe('HTTPS', () => {
  const pki = makeTestPki(['localhost', '127.0.0.1']);

  function get(server: FakeTfe, path: string, ca: string | undefined): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const req = httpsRequest(
        {
          host: 'localhost',
          port: server.port,
          path,
          headers: { authorization: `Bearer ${TOKEN}` },
          ...(ca !== undefined && { ca }),
          agent: false,
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end();
    });
  }

  it('serves the same API over TLS with the given certificate, faults included', async () => {
    const secure = await start({ tls: { key: pki.key, cert: pki.cert } });
    try {
      expect(secure.url).toBe(`https://127.0.0.1:${secure.port}`);
      const list = await get(secure, `${READ}/versions`, pki.caCert);
      expect(list.status).toBe(200);
      expect(JSON.parse(list.body)).toHaveProperty('modules');
      secure.injectFault({ fault: { kind: 'reset' } });
      await expect(get(secure, `${READ}/versions`, pki.caCert)).rejects.toThrow();
      expect(secure.requests.map((r) => r.status)).toEqual([200, 0]);
    } finally {
      await secure.close();
    }
  });

  it('is refused by a client that does not trust the CA', async () => {
    const secure = await start({ tls: { key: pki.key, cert: pki.cert } });
    try {
      await expect(get(secure, `${READ}/versions`, undefined)).rejects.toMatchObject({
        code: 'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
      });
      expect(secure.requests).toHaveLength(0);
    } finally {
      await secure.close();
    }
  });
});

describe('FakeTfeState with an injected clock', () => {
  it('keeps a history so lagging reads see the state as it was', () => {
    let now = 1_000_000;
    const state = new FakeTfeState(() => now);
    state.addOrganization('acme');
    state.addModule({ namespace: 'acme', name: 'vpc', provider: 'aws', versions: ['1.0.0'] });
    const v = state.version('acme', 'vpc', 'aws', '1.0.0');
    if (v === undefined) throw new Error('no version');
    expect(v.publishedAt).toBe(new Date(1_000_000).toISOString());
    now += 10;
    const first = state.setDeprecation(v, { reason: 'a', link: 'l' });
    now += 100;
    state.setDeprecation(v, null);
    now += 100;
    const third = state.setDeprecation(v, { reason: 'c', link: 'l' });
    expect(state.currentDeprecation(v)).toEqual(third);
    expect(state.visibleDeprecation(v, 0)).toEqual(third);
    expect(state.visibleDeprecation(v, 50)).toBeNull();
    expect(state.visibleDeprecation(v, 150)).toEqual(first);
    expect(state.visibleDeprecation(v, 10_000)).toBeNull();
    expect(first?.id).not.toBe(third?.id);
  });

  it('keeps history short without losing the recent past', () => {
    let now = 0;
    const state = new FakeTfeState(() => now);
    state.addOrganization('acme');
    state.addModule({ namespace: 'acme', name: 'vpc', provider: 'aws', versions: ['1.0.0'] });
    const v = state.version('acme', 'vpc', 'aws', '1.0.0');
    if (v === undefined) throw new Error('no version');
    for (let i = 0; i < 500; i++) {
      now += 1;
      state.setDeprecation(v, { reason: String(i), link: '' });
    }
    expect(v.history.length).toBeLessThanOrEqual(100);
    expect(state.visibleDeprecation(v, 10)?.reason).toBe('489');
  });

  it('defaults a token to manage access and Explorer access', () => {
    const state = new FakeTfeState();
    state.addToken('t', { organizations: ['acme'] });
    expect(state.tokenAccess('t')).toEqual({
      organizations: ['acme'],
      canManagePrivateRegistry: true,
      canReadExplorer: true,
    });
    expect(() => state.addToken('has space', { organizations: [] })).toThrow();
  });
});

describe('cli', () => {
  it('prints one JSON line with a working seed, and exits on SIGTERM', async () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    const node = path.join(root, 'node_modules/node/bin/node');
    const child = spawn(node, [path.join(root, 'test/fake-tfe/cli.ts'), '--latency', '0', '--rate-limit', '50'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const line = await new Promise<string>((resolve, reject) => {
        createInterface({ input: child.stdout }).once('line', resolve);
        child.once('exit', (code) => reject(new Error(`cli exited with ${code}`)));
      });
      const info = JSON.parse(line) as { url: string; token: string; organizationToken: string; organization: string };
      expect(info).toMatchObject({ url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/), organization: 'acme' });
      const response = await fetch(`${info.url}${READ}/versions`, {
        headers: { authorization: `Bearer ${info.token}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-ratelimit-limit')).toBe('50');
      const body = (await response.json()) as { modules: Array<{ versions: Array<{ version: string }> }> };
      expect(body.modules[0]?.versions.map((v) => v.version)).toEqual(VERSIONS);
      const patch = await fetch(`${info.url}${V2}/1.1.0`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${info.token}`, 'content-type': JSON_API },
        body: JSON.stringify(DEPRECATE),
      });
      expect(patch.status).toBe(200);
      const usage = await fetch(`${info.url}/api/v2/organizations/acme/explorer?type=modules`, {
        headers: { authorization: `Bearer ${info.organizationToken}` },
      });
      expect(((await usage.json()) as { data: unknown[] }).data).toHaveLength(3);
    } finally {
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
  });
});

function revocationBody(revocation: Record<string, unknown>): unknown {
  return { data: { type: 'module-versions', attributes: { revocation } } };
}

const REVOKE = revocationBody({ status: 'Revoked', message: 'Unsafe: use 2.x', link: 'https://example.com/cve' });
const UNREVOKE = revocationBody({ status: 'Unrevoked' });
const ORG_TOKEN = 'org-token.atlasv1.jkl012';
const NO_EXPLORER = 'member-token.atlasv1.mno345';

async function revokedVersions(token = TOKEN): Promise<unknown> {
  const body = (await json(await call('GET', V2, { token }))) as { data: { attributes: Record<string, unknown> } };
  return body.data.attributes['revoked-versions'];
}

async function readOneVersion(version: string): Promise<{ status: number; body: unknown }> {
  const response = await call('GET', `${V2}/version?module_version=${encodeURIComponent(version)}`);
  return { status: response.status, body: await json(response) };
}

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

describe('Explorer (type=modules)', () => {
  const EXPLORER = '/api/v2/organizations/acme/explorer';
  interface Page {
    data: Array<{ id: string; type: string; attributes: Record<string, unknown> }>;
    links: Record<string, string | null>;
    meta: { pagination: Record<string, number | null> };
  }
  const query = async (params: Record<string, string>, token = TOKEN): Promise<Page> => {
    const response = await call(
      'GET',
      `${EXPLORER}?${new URLSearchParams({ type: 'modules', ...params }).toString()}`,
      {
        token,
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(JSON_API);
    return (await json(response)) as Page;
  };
  const sources = (page: Page) =>
    page.data.map((r) => `${String(r.attributes.source)}@${String(r.attributes.version)}`);

  beforeEach(() => {
    tfe.addToken(ORG_TOKEN, { organizations: ['acme'], canManagePrivateRegistry: false });
    tfe.addToken(NO_EXPLORER, { organizations: ['acme'], canReadExplorer: false });
    tfe.setUsage('acme', 'vpc', 'aws', '1.0.0', ['prod', 'staging']);
    tfe.setUsage('acme', 'vpc', 'aws', '2.0.0', ['dev'], { sourceForm: 'private' });
    tfe.addUsageRow('acme', {
      name: 'vpc',
      source: 'terraform-aws-modules/vpc/aws',
      version: '5.1.0',
      workspaces: ['legacy', 'prod', 'edge'],
    });
  });

  it('serves JSON:API rows with kebab-case attributes, in both source forms', async () => {
    const page = await query({});
    expect(page.data).toEqual([
      {
        id: expect.stringMatching(/^vmv-/),
        type: 'visibility-module-version',
        attributes: {
          name: 'vpc',
          source: `${tfe.host}/acme/vpc/aws`,
          version: '1.0.0',
          'registry-type': 'private',
          curated: false,
          'workspace-count': 2,
          workspaces: 'prod,staging',
        },
      },
      expect.objectContaining({
        attributes: expect.objectContaining({ source: 'private/acme/vpc/aws', version: '2.0.0' }),
      }),
      expect.objectContaining({
        attributes: expect.objectContaining({ 'registry-type': 'public', 'workspace-count': 3 }),
      }),
    ]);
    expect(page.meta.pagination).toEqual({
      'current-page': 1,
      'page-size': 20,
      'prev-page': null,
      'next-page': null,
      'total-pages': 1,
      'total-count': 3,
    });
    expect(page.links.next).toBeNull();
  });

  it('spells private sources the server way unless a row says otherwise, and replaces a row on setUsage', async () => {
    tfe.setOptions({ explorerSourceForm: 'private' });
    tfe.setUsage('acme', 'vpc', 'aws', '1.0.0', ['prod']);
    expect(sources(await query({ 'filter[0][registry_type][is][0]': 'private' }))).toEqual([
      'private/acme/vpc/aws@1.0.0',
      'private/acme/vpc/aws@2.0.0',
    ]);
    tfe.setUsage('acme', 'vpc', 'aws', '1.0.0', []);
    expect(sources(await query({ 'filter[0][registry_type][is][0]': 'private' }))).toEqual([
      'private/acme/vpc/aws@2.0.0',
    ]);
  });

  it.each([
    [{ 'filter[0][source][contains][0]': 'acme/vpc/aws' }, ['1.0.0', '2.0.0']],
    [{ 'filter[0][source][contains][0]': 'ACME/VPC' }, ['1.0.0', '2.0.0']],
    [{ 'filter[0][source][does_not_contain][0]': 'acme' }, ['5.1.0']],
    [{ 'filter[0][name][is][0]': 'vpc' }, ['1.0.0', '2.0.0', '5.1.0']],
    [{ 'filter[0][version][is_not][0]': '1.0.0' }, ['2.0.0', '5.1.0']],
    [{ 'filter[0][version][is][0]': '1.0.0', 'filter[0][version][is][1]': '5.1.0' }, ['1.0.0', '5.1.0']],
    [{ 'filter[0][workspace_count][gt][0]': '1' }, ['1.0.0', '5.1.0']],
    [{ 'filter[0][workspace_count][lt][0]': '2' }, ['2.0.0']],
    [{ 'filter[0][workspace_count][gteq][0]': '3' }, ['5.1.0']],
    [{ 'filter[0][workspace_count][lteq][0]': '2' }, ['1.0.0', '2.0.0']],
    [{ 'filter[0][workspaces][contains][0]': 'prod' }, ['1.0.0', '5.1.0']],
    [{ 'filter[0][curated][is][0]': 'false' }, ['1.0.0', '2.0.0', '5.1.0']],
    [{ 'filter[0][workspaces][is_empty][0]': '' }, []],
    [{ 'filter[0][workspaces][is_not_empty][0]': '' }, ['1.0.0', '2.0.0', '5.1.0']],
    [{ 'filter[0][source][contains][0]': 'vpc/aws', 'filter[1][registry_type][is][0]': 'private' }, ['1.0.0', '2.0.0']],
    [{ 'filter[0][source][contains][0]': 'vpc/aws', 'filter[1][workspaces][contains][0]': 'prod' }, ['1.0.0', '5.1.0']],
  ])('filters with %j', async (params, versions) => {
    expect((await query(params)).data.map((r) => r.attributes.version)).toEqual(versions);
  });

  it('reads percent-encoded brackets, as a client should send them', async () => {
    const response = await call('GET', `${EXPLORER}?type=modules&filter%5B0%5D%5Bversion%5D%5Bis%5D%5B0%5D=2.0.0`);
    expect(((await json(response)) as Page).data.map((r) => r.attributes.version)).toEqual(['2.0.0']);
  });

  it('sorts by a snake_case field, descending with -', async () => {
    expect((await query({ sort: '-workspace_count' })).data.map((r) => r.attributes.version)).toEqual([
      '5.1.0',
      '1.0.0',
      '2.0.0',
    ]);
    expect((await query({ sort: 'version' })).data.map((r) => r.attributes.version)).toEqual([
      '1.0.0',
      '2.0.0',
      '5.1.0',
    ]);
  });

  it('limits attributes with fields[modules]', async () => {
    const page = await query({ 'fields[modules]': 'version,workspace_count' });
    expect(page.data[0]?.attributes).toEqual({ version: '1.0.0', 'workspace-count': 2 });
  });

  it('pages with page[number] and page[size], links.next and meta.pagination, capped at the largest size', async () => {
    for (let minor = 1; minor <= 4; minor++) {
      tfe.addModule({ namespace: 'acme', name: 'vpc', provider: 'aws', versions: [`1.${minor}.5`] });
      tfe.setUsage('acme', 'vpc', 'aws', `1.${minor}.5`, [`ws-${minor}`]);
    }
    const first = await query({ 'page[size]': '3' });
    expect(first.data).toHaveLength(3);
    expect(first.meta.pagination).toMatchObject({
      'current-page': 1,
      'page-size': 3,
      'next-page': 2,
      'total-pages': 3,
      'total-count': 7,
    });
    const next = new URL(first.links.next as string);
    expect(next.origin).toBe(tfe.url);
    expect(next.searchParams.get('type')).toBe('modules');
    expect(next.searchParams.get('page[number]')).toBe('2');
    const last = (await json(
      await call(
        'GET',
        `${next.pathname}?${next.searchParams.toString().replace('page%5Bnumber%5D=2', 'page%5Bnumber%5D=3')}`,
      ),
    )) as Page;
    expect(last.data).toHaveLength(1);
    expect(last.links.next).toBeNull();
    expect(last.meta.pagination['prev-page']).toBe(2);
    expect((await query({ 'page[number]': '9' })).data).toEqual([]);
    tfe.setOptions({ explorerMaxPageSize: 2 });
    expect((await query({ 'page[size]': '100' })).meta.pagination).toMatchObject({ 'page-size': 2, 'total-pages': 4 });
  });

  it.each([
    [{ type: 'workspaces' }],
    [{ type: '' }],
    [{ 'filter[0][module][is][0]': 'x' }],
    [{ 'filter[0][source][like][0]': 'x' }],
    [{ 'filter[0][source]': 'x' }],
    [{ 'filter[0][workspace_count][contains][0]': '1' }],
    [{ 'filter[0][version][gt][0]': '1.0.0' }],
    [{ 'filter[0][version][is][0]': '1', 'filter[0][name][is][0]': 'x' }],
    [{ sort: 'workspaceCount' }],
    [{ 'page[number]': '0' }],
    [{ 'page[size]': 'ten' }],
    [{ 'fields[modules]': 'version,owner' }],
  ])('answers 400 for %j', async (params) => {
    const response = await call('GET', `${EXPLORER}?${new URLSearchParams({ type: 'modules', ...params }).toString()}`);
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({
      errors: [{ status: '400', title: 'bad request', detail: expect.any(String) }],
    });
  });

  it('answers 400 without a type', async () => {
    expect((await call('GET', EXPLORER)).status).toBe(400);
  });

  it('lets an organization token read Explorer but not PATCH the registry', async () => {
    expect((await query({}, ORG_TOKEN)).data).toHaveLength(3);
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: 'Old', link: '' });
    expect((await call('PATCH', `${V2}/1.0.0`, { token: ORG_TOKEN, body: REVOKE })).status).toBe(404);
    expect((await call('PATCH', `${V2}/1.1.0`, { token: ORG_TOKEN, body: DEPRECATE })).status).toBe(404);
  });

  it('answers 403 to a token without Explorer access that may still manage the registry, or 404 when set so', async () => {
    const denied = await call('GET', `${EXPLORER}?type=modules`, { token: NO_EXPLORER });
    expect(denied.status).toBe(403);
    expect(await json(denied)).toEqual({ errors: [{ status: '403', title: 'forbidden', detail: expect.any(String) }] });
    expect((await call('PATCH', `${V2}/1.0.0`, { token: NO_EXPLORER, body: DEPRECATE })).status).toBe(200);
    tfe.setOptions({ explorerDeniedStatus: 404 });
    expect((await call('GET', `${EXPLORER}?type=modules`, { token: NO_EXPLORER })).status).toBe(404);
  });

  it('answers 404 for another organization, and to everyone without Explorer', async () => {
    expect((await call('GET', `${EXPLORER}?type=modules`, { token: GLOBEX })).status).toBe(404);
    expect((await call('GET', '/api/v2/organizations/nope/explorer?type=modules')).status).toBe(404);
    tfe.setOptions({ explorer: false });
    expect((await call('GET', `${EXPLORER}?type=modules`)).status).toBe(404);
  });

  it('refuses bad seeds loudly', () => {
    expect(() => tfe.setUsage('acme', 'vpc', 'aws', '9.9.9', ['a'])).toThrow();
    expect(() => tfe.setUsage('acme', 'vpc', 'aws', '1.0.0', ['a,b'])).toThrow();
    expect(() => tfe.addUsageRow('nope', { name: 'x', source: 'x', version: '1.0.0', workspaces: [] })).toThrow();
  });
});

describe('FakeTfeState revocation with an injected clock', () => {
  it('keeps revocation in the same history as deprecation, so lagging reads see both as they were', () => {
    let now = 1_000;
    const state = new FakeTfeState(() => now);
    state.addOrganization('acme');
    state.addModule({ namespace: 'acme', name: 'vpc', provider: 'aws', versions: ['1.0.0'] });
    const v = state.version('acme', 'vpc', 'aws', '1.0.0');
    if (v === undefined) throw new Error('no version');
    now += 10;
    state.setDeprecation(v, { reason: 'old', link: '' });
    now += 100;
    state.setRevocation(v, { message: 'm', link: 'l' });
    now += 100;
    state.setRevocation(v, null);
    expect(state.current(v)).toMatchObject({ deprecation: { reason: 'old' }, revocation: null });
    expect(state.visible(v, 50)).toMatchObject({ deprecation: { reason: 'old' }, revocation: { message: 'm' } });
    expect(state.visible(v, 150)).toMatchObject({ deprecation: { reason: 'old' }, revocation: null });
    expect(state.visible(v, 10_000)).toEqual({ deprecation: null, revocation: null });
    now += 1;
    state.setActive(v);
    expect(state.current(v)).toEqual({ deprecation: null, revocation: null });
  });
});
