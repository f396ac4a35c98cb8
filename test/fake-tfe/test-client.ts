/**
 * What the fake's own tests share: a fake started afresh for each test (organizations acme and
 * globex, a token for each, a read-only token for acme, module acme/vpc/aws), the calls they make
 * to it, and the request bodies they send.
 */
import { request as httpRequest } from 'node:http';
import { afterEach, beforeEach } from 'vitest';
import { startFakeTfe } from './server.ts';
import type { FakeTfe, FakeTfeOptions } from './server.ts';

export const TOKEN = 'test-token.atlasv1.abc123';
export const READER = 'reader-token.atlasv1.def456';
export const GLOBEX = 'globex-token.atlasv1.ghi789';
export const ORG_TOKEN = 'org-token.atlasv1.jkl012';
export const NO_EXPLORER = 'member-token.atlasv1.mno345';
export const VERSIONS = ['1.0.0', '1.1.0', '1.2.0', '2.0.0'];
export const V2 = '/api/v2/organizations/acme/registry-modules/private/acme/vpc/aws';
export const READ = '/api/registry/v1/modules/acme/vpc/aws';
export const JSON_API = 'application/vnd.api+json';

/** The running test's fake, once startEach() has registered its hooks (a live binding). */
export let tfe: FakeTfe;

export async function start(options?: FakeTfeOptions): Promise<FakeTfe> {
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

/** Starts `tfe` before each test of the calling file, and closes it after. */
export function startEach(): void {
  beforeEach(async () => {
    tfe = await start();
  });
  afterEach(async () => {
    await tfe.close();
  });
}

/** Replaces this test's fake with one started with `options`; it is closed after the test instead. */
export async function restart(options: FakeTfeOptions): Promise<void> {
  await tfe.close();
  tfe = await start(options);
}

interface CallOptions {
  token?: string | null;
  body?: unknown;
  contentType?: string;
  headers?: Record<string, string>;
}

export function call(method: string, urlPath: string, options: CallOptions = {}): Promise<Response> {
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

export async function json(response: Response): Promise<unknown> {
  return JSON.parse(await response.text()) as unknown;
}

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** node:http keeps the request target exactly as written; fetch would normalize '..' and '%2e%2e'. */
export function raw(method: string, target: string, headers: Record<string, string> = {}): Promise<RawResponse> {
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

export function deprecationBody(deprecation: Record<string, unknown>): unknown {
  return { data: { type: 'module-versions', attributes: { deprecation } } };
}

export const DEPRECATE = deprecationBody({
  'deprecated-status': 'Deprecated',
  reason: 'Use 2.x',
  link: 'https://example.com/upgrade',
});
export const REVERT = deprecationBody({ 'deprecated-status': 'Undeprecated' });

export function revocationBody(revocation: Record<string, unknown>): unknown {
  return { data: { type: 'module-versions', attributes: { revocation } } };
}

export const REVOKE = revocationBody({
  status: 'Revoked',
  message: 'Unsafe: use 2.x',
  link: 'https://example.com/cve',
});
export const UNREVOKE = revocationBody({ status: 'Unrevoked' });

/** `revoked-versions` of acme/vpc/aws, as the v2 module read gives it. */
export async function revokedVersions(token = TOKEN): Promise<unknown> {
  const body = (await json(await call('GET', V2, { token }))) as { data: { attributes: Record<string, unknown> } };
  return body.data.attributes['revoked-versions'];
}

/** The v2 read of one version of acme/vpc/aws. */
export async function readOneVersion(version: string): Promise<{ status: number; body: unknown }> {
  const response = await call('GET', `${V2}/version?module_version=${encodeURIComponent(version)}`);
  return { status: response.status, body: await json(response) };
}
