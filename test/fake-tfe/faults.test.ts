/**
 * Injected faults that replace or change an answer, and the per-token rate limit (faults.ts), over
 * real HTTP.
 */
import { describe, expect, it } from 'vitest';
import { RATE_LIMIT_BODY } from './server.ts';
import { READER, VERSIONS, V2, READ, JSON_API, tfe, startEach, call, json, DEPRECATE } from './test-client.ts';

startEach();

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
