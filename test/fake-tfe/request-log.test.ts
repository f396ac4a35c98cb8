/**
 * The request log (request-log.ts): every request as it arrived, and its status.
 */
import { describe, expect, it } from 'vitest';
import { TOKEN, V2, READ, JSON_API, tfe, startEach, call, raw, DEPRECATE } from './test-client.ts';

startEach();

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
