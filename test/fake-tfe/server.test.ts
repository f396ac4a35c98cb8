/**
 * The fake's server and its handle (server.ts): the control API, closing, and serving over TLS.
 */
import { request as httpsRequest } from 'node:https';
import { describe, expect, it } from 'vitest';
import type { FakeTfe } from './server.ts';
import { makeTestPki } from './certs.ts';
import { TOKEN, READ, tfe, startEach, start, call } from './test-client.ts';

startEach();

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
