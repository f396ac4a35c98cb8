/**
 * The service's echo of a secret never goes out. A service (or a proxy) that repeats the token it
 * was sent, in an error's detail or in text it stores, as is, in a `Bearer` header, URL-encoded or
 * base64-encoded, must leave no trace of it in the outputs, the summary, the annotations or the
 * log: the runner masks the log only, and outputs are posted onward by later steps. `runAction`
 * scans every run for every form of its secrets (test/e2e/leaks.ts) and fails on a leak; these
 * tests also check that the echoed text itself arrived, scrubbed, where the action shows it.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { echoForms, type FakeTfe, type Fault } from '../fake-tfe/server.ts';
import { fakeService, scratchFolder } from '../support/fake-service.ts';
import { deprecateInputs } from '../support/acme-fake.ts';
import { parseResult, runAction, tokenLeaks, type ActionRun } from './harness.ts';

const TOKEN = 'scrub-e2e.atlasv1.Zq8/secret+value=4d5e';
const USAGE_TOKEN = 'scrub-usage.atlasv1.org-token-9f8e7d';
const OLD = { reason: 'Superseded by 2.0.0', link: 'https://example.com/upgrade' };

/** The four forms of the issue, one at a time, then every one at once. */
const FORMS: Array<[string, (token: string) => string]> = [
  ['in a Bearer header', (t) => `the header was "Authorization: Bearer ${t}"`],
  ['URL-encoded', (t) => `GET /api/v2/x?access_token=${encodeURIComponent(t)} refused`],
  ['base64 in a basic-auth header (user:token)', (t) => `Basic ${Buffer.from(`api:${t}`).toString('base64')}`],
  ['base64 on its own, URL-safe', (t) => `session ${Buffer.from(t).toString('base64url')} expired`],
  ['in every form at once', (t) => echoForms(t).join('; ')],
];

/** Every place the action writes text, for a test to see the echo arrived there, scrubbed. */
function shown(run: ActionRun): string {
  return [run.outputs.result ?? '', run.summary, ...run.annotations.map((a) => `${a.title ?? ''} ${a.message}`)].join(
    '\n',
  );
}

function expectNoTrace(run: ActionRun, ...secrets: string[]): void {
  for (const secret of secrets) expect(tokenLeaks(run, secret)).toEqual([]);
}

async function revokeRefused(
  detail: (token: string) => string,
  status = 422,
): Promise<{ tfe: FakeTfe; run: ActionRun }> {
  const tfe = await fakeService(TOKEN);
  tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', OLD);
  const fault: Fault = { kind: 'echo-token', status, detail };
  tfe.injectFault({ method: 'PATCH', body: /revocation/, times: Infinity, fault });
  const run = await runAction(deprecateInputs(tfe.url, TOKEN, { status: 'revoked', usage: 'false' }));
  return { tfe, run };
}

describe.concurrent('a 422 whose detail echoes the token', () => {
  it.each(FORMS)('%s: no trace in outputs, summary, annotations or log', async (_, detail) => {
    const { tfe, run } = await revokeRefused(detail);
    expect(run.exitCode, run.stdout).toBe(1);
    // The refusal really was the echo: the PATCH went out with the token and came back with it.
    expect(tfe.requests.some((r) => r.method === 'PATCH' && r.status === 422 && r.token === TOKEN)).toBe(true);
    const result = JSON.stringify(parseResult(run));
    expect(result).toContain('HTTP 422');
    expect(result).toContain('request with token *** refused');
    // Markdown-escaped in the summary, as all service text is.
    expect(run.summary).toContain('request with token \\*\\*\\* refused');
    expect(run.annotations.some((a) => a.level === 'error' && a.message.includes('***'))).toBe(true);
    expect(run.stdout).toContain('***');
    expectNoTrace(run, TOKEN);
  });
});

describe.concurrent('other error answers that echo the token', () => {
  it.each([
    ['a 403 to the deprecation', 'PATCH', /\/1\.0\.0$/, 403],
    ['a 404 to the deprecation', 'PATCH', /\/1\.0\.0$/, 404],
    ['a 409 to the deprecation', 'PATCH', /\/1\.0\.0$/, 409],
    ['a 400 to the versions read', 'GET', /\/versions$/, 400],
    ['a 401 to the versions read', 'GET', /\/versions$/, 401],
  ] as const)('%s', async (_, method, where, status) => {
    const tfe = await fakeService(TOKEN);
    tfe.injectFault({ method, path: where, times: Infinity, fault: { kind: 'echo-token', status } });
    const run = await runAction(deprecateInputs(tfe.url, TOKEN, { usage: 'false' }));
    expect(run.exitCode, run.stdout).toBe(1);
    expect(shown(run)).toContain(`HTTP ${status}`);
    expect(shown(run)).toContain('Bearer ***');
    expectNoTrace(run, TOKEN);
  });

  it('a token from TF_TOKEN_<host>, echoed, is scrubbed like the input', async () => {
    const tfe = await fakeService(TOKEN);
    tfe.injectFault({ method: 'PATCH', times: Infinity, fault: { kind: 'echo-token', status: 422 } });
    const run = await runAction(deprecateInputs(tfe.url, undefined, { usage: 'false' }), {
      env: { TF_TOKEN_127_0_0_1: TOKEN },
    });
    expect(run.exitCode, run.stdout).toBe(1);
    expect(tfe.requests.every((r) => r.token === TOKEN)).toBe(true);
    expect(shown(run)).toContain('Bearer ***');
    expectNoTrace(run, TOKEN);
  });

  it('a token from a credentials block of the CLI configuration, echoed, is scrubbed too', async () => {
    const tfe = await fakeService(TOKEN);
    const dir = await scratchFolder('scrub-secrets');
    const rc = path.join(dir, 'terraform.rc');
    await writeFile(rc, `credentials "${tfe.host}" {\n  token = "${TOKEN}"\n}\n`);
    tfe.injectFault({ method: 'PATCH', times: Infinity, fault: { kind: 'echo-token', status: 422 } });
    const run = await runAction(deprecateInputs(tfe.url, undefined, { usage: 'false' }), {
      env: { TF_CLI_CONFIG_FILE: rc },
      secrets: [TOKEN],
    });
    expect(run.exitCode, run.stdout).toBe(1);
    expect(tfe.requests.every((r) => r.token === TOKEN)).toBe(true);
    expect(shown(run)).toContain('Bearer ***');
    expectNoTrace(run, TOKEN);
  });

  it('Explorer echoing `usage-token` in a refusal: no trace of it, nor of the token', async () => {
    const tfe = await fakeService(TOKEN);
    tfe.addToken(USAGE_TOKEN, { organizations: ['acme'], canManagePrivateRegistry: false });
    // Both reads echo it: the export (refused, so the pages are asked) and the paged query.
    tfe.injectFault({
      path: /\/explorer(\/export\/csv)?$/,
      times: Infinity,
      fault: { kind: 'echo-token', status: 403 },
    });
    const run = await runAction(deprecateInputs(tfe.url, TOKEN, { usage: 'true', 'usage-token': USAGE_TOKEN }), {
      secrets: [USAGE_TOKEN],
    });
    expect(tfe.requests.some((r) => r.path.includes('/explorer') && r.token === USAGE_TOKEN)).toBe(true);
    expect(shown(run) + run.stdout).toContain('Bearer ***');
    expectNoTrace(run, TOKEN, USAGE_TOKEN);
  });
});

describe.concurrent('service text that echoes the token', () => {
  it('a deprecation reason and link read back from the service', async () => {
    const tfe = await fakeService(TOKEN);
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', OLD);
    type Listed = { modules: Array<{ versions: Array<{ deprecation: null | { reason: string; link: string } }> }> };
    tfe.injectFault({
      method: 'GET',
      path: /\/versions$/,
      times: Infinity,
      fault: {
        kind: 'rewrite',
        rewrite: (body, token) => {
          for (const v of (body as Listed).modules.flatMap((m) => m.versions)) {
            if (v.deprecation !== null) {
              v.deprecation = {
                reason: `Superseded; ${echoForms(token ?? '').join('; ')}`,
                link: `https://example.com/upgrade?token=${encodeURIComponent(token ?? '')}`,
              };
            }
          }
          return body;
        },
      },
    });
    const run = await runAction(
      deprecateInputs(tfe.url, TOKEN, { status: 'check', version: '1.0.0', reason: '', link: '', usage: 'false' }),
    );
    // A deprecated version fails `check`; what matters is what it says.
    expect(run.outputs['deprecated-versions'], run.stdout).toBe('1.0.0');
    expect(run.outputs.reason).toContain('Superseded; Authorization: Bearer ***');
    expect(run.outputs.link).toBe('https://example.com/upgrade?token=***');
    expect(run.summary).toContain('Bearer \\*\\*\\*');
    expectNoTrace(run, TOKEN);
  });

  it('a revocation message read back from the service', async () => {
    const tfe = await fakeService(TOKEN);
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', OLD);
    tfe.revoke('acme', 'vpc', 'aws', '1.0.0', { message: 'Revoked.', link: OLD.link });
    type Read = { data: { attributes: { revocation: null | { message: string; link: string } } } };
    tfe.injectFault({
      method: 'GET',
      path: /\/version$/,
      times: Infinity,
      fault: {
        kind: 'rewrite',
        rewrite: (body, token) => {
          const revocation = (body as Read).data.attributes.revocation;
          if (revocation !== null) revocation.message = `Revoked: ${echoForms(token ?? '').join('; ')}`;
          return body;
        },
      },
    });
    const run = await runAction(
      deprecateInputs(tfe.url, TOKEN, { status: 'check', version: '1.0.0', reason: '', link: '', usage: 'false' }),
    );
    expect(run.outputs['revoked-versions'], run.stdout).toBe('1.0.0');
    expect(shown(run)).toContain('Revoked: Authorization: Bearer ***');
    expectNoTrace(run, TOKEN);
  });
});
