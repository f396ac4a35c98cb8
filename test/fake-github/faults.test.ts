/**
 * Faults a test injects, each met by the requests it names as many times as it says: a status, a
 * secondary limit with or without `Retry-After`, the primary budget spent, a reset, a redirect to
 * another host, headers added, an answer rewritten.
 */
import { describe, expect, it } from 'vitest';
import { call, github, startEach } from './test-client.ts';

describe('injected faults', () => {
  startEach();

  it('answers a status the number of times asked, on the method and path named', async () => {
    github.injectFault({ method: 'GET', path: '/repos/acme/web', times: 2, fault: { kind: 'status', status: 502 } });
    expect((await call('GET', '/repos/acme/docs')).status).toBe(200);
    expect((await call('GET', '/repos/acme/web')).status).toBe(502);
    expect((await call('GET', '/repos/acme/web')).status).toBe(502);
    expect((await call('GET', '/repos/acme/web')).status).toBe(200);
  });

  it('plays a secondary limit with and without Retry-After, and the primary budget spent', async () => {
    github.injectFault({ path: /\/git\/trees$/, fault: { kind: 'secondary-limit', retryAfter: 30 } });
    github.injectFault({ path: /\/git\/trees$/, fault: { kind: 'secondary-limit' } });
    github.injectFault({ path: '/repos/acme/web', fault: { kind: 'rate-limit', status: 429, resetIn: 60 } });
    const first = await call('POST', '/repos/acme/web/git/trees', { body: { tree: [] } });
    expect(first.status).toBe(403);
    expect(first.headers.get('retry-after')).toBe('30');
    expect(first.data.message).toMatch(/secondary rate limit/);
    const second = await call('POST', '/repos/acme/web/git/trees', { body: { tree: [] } });
    expect(second.headers.get('retry-after')).toBeNull();
    const spent = await call('GET', '/repos/acme/web');
    expect(spent.status).toBe(429);
    expect(spent.headers.get('x-ratelimit-remaining')).toBe('0');
  });

  it('drops the connection, and records it with status 0', async () => {
    github.injectFault({ path: '/repos/acme/web', fault: { kind: 'reset' } });
    await expect(call('GET', '/repos/acme/web')).rejects.toThrow();
    expect(github.requests.at(-1)?.status).toBe(0);
  });

  it('redirects elsewhere, adds headers to a handled answer, and rewrites one', async () => {
    github.injectFault({ path: '/repos/acme/web', fault: { kind: 'redirect', location: 'http://127.0.0.2:9/x' } });
    const moved = await call('GET', '/repos/acme/web');
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toBe('http://127.0.0.2:9/x');
    github.injectFault({
      path: '/repos/acme/web',
      fault: { kind: 'headers', headers: { 'github-authentication-token-expiration': '2025-01-01 12:00:00 UTC' } },
    });
    const told = await call('GET', '/repos/acme/web');
    expect(told.headers.get('github-authentication-token-expiration')).toBe('2025-01-01 12:00:00 UTC');
    github.injectFault({
      path: '/repos/acme/web',
      fault: { kind: 'rewrite', rewrite: (d) => ({ ...(d as object), name: '../x' }) },
    });
    expect((await call('GET', '/repos/acme/web')).data.name).toBe('../x');
  });
});
