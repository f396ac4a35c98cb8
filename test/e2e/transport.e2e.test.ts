/**
 * Where the token goes, end to end: never along a redirect to another origin, never in the clear
 * beyond loopback, only to a server whose certificate the runner trusts, and through a proxy the
 * way runners configure one (HTTPS_PROXY, NO_PROXY, NODE_EXTRA_CA_CERTS). Everything stays on
 * 127.0.0.1: names such as `tfe.proxied.test` resolve only inside the test proxy, and the bundle's
 * process gets a resolver (`support/local-resolver.ts`) that answers from a table and never asks DNS.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTestPki } from '../fake-tfe/certs.ts';
import { type FakeTfe } from '../fake-tfe/server.ts';
import { fakeService } from '../support/fake-service.ts';
import { deprecateInputs } from '../support/acme-fake.ts';
import { parseResult, runAction, type ActionRun } from './harness.ts';
import { startProxy, type ProxyOptions, type TestProxy } from './support/proxy.ts';

const TOKEN = 'transport-token.atlasv1.Pv3-secret-8e9f0a';
const PROXY_PASSWORD = 'proxy-password-Lk2-7c6b';
/** Served only through the test proxy. */
const PROXIED = 'tfe.proxied.test';
/** Resolved to 127.0.0.1 by the bundle's local resolver, for a direct connection. */
const DIRECT = 'tfe.direct.test';

const here = path.dirname(fileURLToPath(import.meta.url));
const RESOLVER = pathToFileURL(path.join(here, 'support/local-resolver.ts')).href;
const pki = makeTestPki(['localhost', PROXIED, DIRECT]);
const dir = mkdtempSync(path.join(tmpdir(), 'transport-e2e-'));
const CA_FILE = path.join(dir, 'private-ca.pem');
writeFileSync(CA_FILE, pki.caCert);

const closers: Array<() => Promise<void>> = [];
afterAll(async () => {
  await Promise.all(closers.map((close) => close()));
  rmSync(dir, { recursive: true, force: true });
});

const secureFake = (): Promise<FakeTfe> => fakeService(TOKEN, { tls: { key: pki.key, cert: pki.cert } });

async function proxy(options: ProxyOptions): Promise<TestProxy> {
  const started = await startProxy(options);
  closers.push(() => started.close());
  return started;
}

const inputs = (hostname: string, overrides: Record<string, string> = {}): Record<string, string> =>
  deprecateInputs(hostname, TOKEN, overrides);

/** The bundle's environment: the local resolver always; the private CA unless told otherwise. */
function env(extra: Record<string, string> = {}, trustCa = true): Record<string, string> {
  return {
    NODE_OPTIONS: `--import=${RESOLVER}`,
    TEST_HOSTS: JSON.stringify({ [DIRECT]: '127.0.0.1' }),
    ...(trustCa && { NODE_EXTRA_CA_CERTS: CA_FILE }),
    ...extra,
  };
}

const errors = (run: ActionRun): string =>
  run.annotations
    .filter((a) => a.level === 'error')
    .map((a) => a.message)
    .join('\n');

function expectDoneWithToken(tfe: FakeTfe, run: ActionRun): void {
  expect(run.exitCode, run.stdout).toBe(0);
  expect(parseResult(run)[0]).toMatchObject({ outcome: 'changed', verified: true });
  // Versions, revocations, usage, the feature set (404 here), the PATCH, the verifying read.
  expect(tfe.requests.map((r) => r.method)).toEqual(['GET', 'GET', 'GET', 'GET', 'PATCH', 'GET']);
  expect(tfe.requests.every((r) => r.token === TOKEN)).toBe(true);
}

describe.concurrent('redirects', () => {
  it.each([
    [301, 'another host', (other: FakeTfe) => `http://localhost:${other.port}`],
    [302, 'another port on the same host', (other: FakeTfe) => other.url],
    [303, 'another host', (other: FakeTfe) => `http://localhost:${other.port}`],
    [307, 'another port on the same host', (other: FakeTfe) => other.url],
    [308, 'another host', (other: FakeTfe) => `http://localhost:${other.port}`],
  ])('a %i to %s is not followed: the token goes nowhere else', async (status, _, origin) => {
    const tfe = await fakeService(TOKEN);
    const other = await fakeService(TOKEN);
    const location = `${origin(other)}/api/registry/v1/modules/acme/vpc/aws/versions`;
    tfe.injectFault({ method: 'GET', fault: { kind: 'status', status, headers: { location }, body: '' } });
    const run = await runAction(inputs(tfe.url));
    expect(run.exitCode).toBe(1);
    expect(other.requests).toEqual([]);
    expect(tfe.requests).toHaveLength(1);
    expect(errors(run)).toContain(`the service redirected the request to ${new URL(location).origin}`);
    expect(errors(run)).toContain(`the token is only sent to ${tfe.url}`);
    expect(errors(run)).toContain('Set `hostname` to the address the service really answers on');
  });

  it('a redirect of a PATCH to another host is not followed either, and the version is reported failed', async () => {
    const tfe = await fakeService(TOKEN);
    const other = await fakeService(TOKEN);
    const location = `http://localhost:${other.port}/api/v2/organizations/acme/registry-modules/private/acme/vpc/aws/1.0.0`;
    tfe.injectFault({ method: 'PATCH', fault: { kind: 'status', status: 307, headers: { location }, body: '' } });
    const run = await runAction(inputs(tfe.url));
    expect(run.exitCode).toBe(1);
    expect(other.requests).toEqual([]);
    expect(parseResult(run)[0]).toMatchObject({ version: '1.0.0', outcome: 'failed' });
    expect(errors(run)).toContain('redirected the request');
  });

  it('a redirect from https to http on the same host and port is not followed', async () => {
    const tfe = await secureFake();
    const location = `http://localhost:${tfe.port}/api/registry/v1/modules/acme/vpc/aws/versions`;
    tfe.injectFault({ method: 'GET', fault: { kind: 'status', status: 301, headers: { location }, body: '' } });
    const run = await runAction(inputs(`https://localhost:${tfe.port}`), { env: env() });
    expect(run.exitCode).toBe(1);
    expect(tfe.requests).toHaveLength(1);
    expect(errors(run)).toContain(`redirected the request to http://localhost:${tfe.port}`);
  });

  it('a redirect within the same origin is followed, with the token', async () => {
    const tfe = await fakeService(TOKEN);
    const location = '/api/registry/v1/modules/acme/vpc/aws/versions?page=1';
    tfe.injectFault({ method: 'GET', fault: { kind: 'status', status: 307, headers: { location }, body: '' } });
    const run = await runAction(inputs(tfe.url));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(tfe.requests.slice(0, 2).map((r) => [r.status, r.path, r.token])).toEqual([
      [307, '/api/registry/v1/modules/acme/vpc/aws/versions', TOKEN],
      [200, location, TOKEN],
    ]);
  });
});

describe.concurrent('bounded redirects and names', () => {
  it('a redirect loop within the same origin is called a loop, not a redirect to another origin', async () => {
    const tfe = await fakeService(TOKEN);
    const location = '/api/registry/v1/modules/acme/vpc/aws/versions';
    tfe.injectFault({
      method: 'GET',
      times: Infinity,
      fault: { kind: 'status', status: 302, headers: { location }, body: '' },
    });
    const run = await runAction(inputs(tfe.url));
    expect(run.exitCode).toBe(1);
    expect(tfe.requests).toHaveLength(4);
    expect(tfe.requests.every((r) => r.token === TOKEN)).toBe(true);
    expect(errors(run)).toContain(
      `the service redirected the request 4 times within ${tfe.url} (last to "${location}"), a redirect loop`,
    );
    expect(errors(run)).not.toContain('the token is only sent to');
  });

  it('a host name that does not resolve is tried once, and the error says to check `hostname`', async () => {
    const run = await runAction(inputs('https://tfe.nowhere.test'), { env: env() });
    expect(run.exitCode).toBe(1);
    expect(run.stdout).not.toContain('retrying');
    expect(errors(run)).toContain('read versions failed: the host name tfe.nowhere.test does not resolve');
    expect(errors(run)).toContain('ENOTFOUND');
    expect(errors(run)).toContain('check `hostname`');
    expect(errors(run)).not.toContain('gave up after');
  });
});

describe.concurrent('plain http', () => {
  it('is refused beyond loopback before anything is sent, even with a proxy that would carry it', async () => {
    const tfe = await fakeService(TOKEN);
    const forward = await proxy({ routes: { [PROXIED]: tfe.port } });
    const run = await runAction(inputs(`http://${PROXIED}:${tfe.port}`), {
      env: env({ HTTP_PROXY: forward.url, HTTPS_PROXY: forward.url }),
    });
    expect(run.exitCode).toBe(1);
    expect(errors(run)).toContain(`Input \`hostname\` uses plain http:// for ${PROXIED}`);
    expect(forward.seen).toEqual([]);
    expect(tfe.requests).toEqual([]);
  });

  it('is used for loopback, which never goes through a proxy', async () => {
    const tfe = await fakeService(TOKEN);
    const forward = await proxy({ routes: {} });
    const run = await runAction(inputs(tfe.url), { env: env({ HTTP_PROXY: forward.url, HTTPS_PROXY: forward.url }) });
    expectDoneWithToken(tfe, run);
    expect(forward.seen).toEqual([]);
  });

  it('an https:// hostname on a port that speaks plain http fails at once, saying to check the scheme and port', async () => {
    const tfe = await fakeService(TOKEN);
    const run = await runAction(inputs(tfe.url.replace(/^http:/, 'https:')));
    expect(run.exitCode, run.stdout).toBe(1);
    const error = run.annotations.find((a) => a.level === 'error')?.message ?? '';
    expect(error).toContain('TLS handshake');
    expect(error).toContain('check the scheme and port of `hostname`');
    expect(error).not.toMatch(/gave up after|ssl3_get_record|openssl|error:0A/i);
    expect(run.stdout).not.toMatch(/retry|again in/i);
  });
});

describe.concurrent('a private CA, as NODE_EXTRA_CA_CERTS gives it', () => {
  it('is trusted when the runner names it, for https://localhost:PORT', async () => {
    const tfe = await secureFake();
    const run = await runAction(inputs(`https://localhost:${tfe.port}`), { env: env() });
    expectDoneWithToken(tfe, run);
  });

  it('without it the step fails at once, sending no request, and says where the CA goes', async () => {
    const tfe = await secureFake();
    const run = await runAction(inputs(`https://localhost:${tfe.port}`), { env: env({}, false) });
    expect(run.exitCode).toBe(1);
    expect(tfe.requests).toEqual([]);
    expect(run.stdout).not.toContain('retrying');
    expect(errors(run)).toContain(`the TLS certificate of localhost:${tfe.port} was not accepted`);
    expect(errors(run)).toContain('UNABLE_TO_VERIFY_LEAF_SIGNATURE');
    expect(errors(run)).toContain('NODE_EXTRA_CA_CERTS');
  });

  it('a certificate for other names is refused at once, sending no request', async () => {
    const tfe = await secureFake();
    // The certificate names localhost and the test hosts, not 127.0.0.1.
    const run = await runAction(inputs(`https://127.0.0.1:${tfe.port}`), { env: env() });
    expect(run.exitCode).toBe(1);
    expect(tfe.requests).toEqual([]);
    expect(run.stdout).not.toContain('retrying');
    expect(errors(run)).toContain('ERR_TLS_CERT_ALTNAME_INVALID');
    expect(errors(run)).toContain('check too that `hostname` is the name the certificate is for');
  });
});

describe.concurrent('a proxy, as runners configure one', () => {
  it.each(['HTTPS_PROXY', 'https_proxy'])(
    '%s: every request is tunnelled, and the proxy never sees the token',
    async (variable) => {
      const tfe = await secureFake();
      const forward = await proxy({ routes: { [PROXIED]: tfe.port } });
      const run = await runAction(inputs(`https://${PROXIED}`), { env: env({ [variable]: forward.url }) });
      expectDoneWithToken(tfe, run);
      // One tunnel per request (six: the feature set is one), to the registry's name and default port.
      expect(forward.seen.map((s) => [s.method, s.target, s.status])).toEqual(
        Array(6).fill(['CONNECT', `${PROXIED}:443`, 200]),
      );
      expect(JSON.stringify(forward.seen)).not.toContain(TOKEN);
      expect(forward.seen.every((s) => s.headers.authorization === undefined)).toBe(true);
      // What passed through is TLS (a handshake record first), with no token in the clear.
      expect(forward.tunneled()[0]).toBe(0x16);
      expect(forward.tunneled().includes(TOKEN)).toBe(false);
    },
  );

  it('with credentials in HTTPS_PROXY: they go to the proxy, and are never printed', async () => {
    const tfe = await secureFake();
    const forward = await proxy({ routes: { [PROXIED]: tfe.port }, credentials: `builder:${PROXY_PASSWORD}` });
    const run = await runAction(inputs(`https://${PROXIED}`), {
      env: env({ HTTPS_PROXY: `http://builder:${PROXY_PASSWORD}@127.0.0.1:${forward.port}` }),
      secrets: [PROXY_PASSWORD],
    });
    expectDoneWithToken(tfe, run);
    expect(forward.seen.every((s) => s.status === 200)).toBe(true);
  });

  it('that refuses the tunnel: the step fails naming the proxy status, and says to check HTTPS_PROXY', async () => {
    const tfe = await secureFake();
    const forward = await proxy({ routes: { [PROXIED]: tfe.port }, credentials: `builder:${PROXY_PASSWORD}` });
    const run = await runAction(inputs(`https://${PROXIED}`), { env: env({ HTTPS_PROXY: forward.url }) });
    expect(run.exitCode).toBe(1);
    expect(tfe.requests).toEqual([]);
    expect(forward.seen.every((s) => s.status === 407)).toBe(true);
    expect(errors(run)).toContain('tunneling socket could not be established, statusCode=407');
    expect(errors(run)).toContain('HTTPS_PROXY / NO_PROXY');
  });

  it.each([
    ['NO_PROXY', DIRECT, () => DIRECT],
    ['NO_PROXY', '.direct.test', () => '.direct.test'],
    ['no_proxy', 'direct.test', () => 'direct.test'],
    ['NO_PROXY', `example.com, ${DIRECT}:PORT`, (tfe: FakeTfe) => `example.com, ${DIRECT}:${tfe.port}`],
    ['NO_PROXY', '*', () => '*'],
  ])('%s=%s: the registry is reached directly, the proxy sees nothing', async (variable, _, value) => {
    const tfe = await secureFake();
    const forward = await proxy({ routes: { [DIRECT]: tfe.port } });
    const run = await runAction(inputs(`https://${DIRECT}:${tfe.port}`), {
      env: env({ HTTPS_PROXY: forward.url, [variable]: value(tfe) }),
    });
    expectDoneWithToken(tfe, run);
    expect(forward.seen).toEqual([]);
  });

  it('NO_PROXY naming another host: the registry still goes through the proxy', async () => {
    const tfe = await secureFake();
    const forward = await proxy({ routes: { [DIRECT]: tfe.port } });
    const run = await runAction(inputs(`https://${DIRECT}:${tfe.port}`), {
      env: env({ HTTPS_PROXY: forward.url, NO_PROXY: 'example.com,.internal.test' }),
    });
    expectDoneWithToken(tfe, run);
    expect(forward.seen.map((s) => s.target)).toEqual(Array(6).fill(`${DIRECT}:${tfe.port}`));
  });
});
