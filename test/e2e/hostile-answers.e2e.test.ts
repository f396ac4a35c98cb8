/**
 * Hostile answers, end to end: text that the service stores or answers (a link saved through the
 * UI, an error's detail, an id, a workspace name in Explorer) ends up in the log, the summary, the
 * outputs and the report's files. None of it may become a workflow command, markup, or a broken
 * output, and a safe revoke fails closed on a workspace name that is none. A line the runner sees
 * starting with `::` is a command: a raw newline in service text would let the service print
 * `::add-mask::`, `::stop-commands::` or annotations of its choosing.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type FakeTfe } from '../fake-tfe/server.ts';
import { fakeService, scratchFolder } from '../support/fake-service.ts';
import { deprecateInputs } from '../support/acme-fake.ts';
import { parseResult, runAction, type ActionRun } from './harness.ts';
import { show } from '../../src/text.ts';

const TOKEN = 'hostile-answers.atlasv1.Qm4-secret-5d6e7f';
/** A workflow command on a line of its own, as a hostile service would smuggle it. */
const COMMAND = '\n::warning title=INJECTED::pwned\n::stop-commands::INJECTED\n';

const inputs = (tfe: FakeTfe, overrides: Record<string, string> = {}): Record<string, string> =>
  deprecateInputs(tfe.url, TOKEN, { 'verify-timeout': '1', ...overrides });

/** No line of the log is a command the action did not mean to give. */
function expectNoInjectedCommand(run: ActionRun): void {
  const injected = run.stdout
    .split('\n')
    .map((line) => line.trimStart())
    .filter((line) => line.startsWith('::warning title=INJECTED') || line.startsWith('::stop-commands::'));
  expect(injected).toEqual([]);
  expect(run.annotations.filter((a) => a.title === 'INJECTED')).toEqual([]);
}

describe.concurrent('text from the service never becomes a workflow command', () => {
  it('a stored link with a newline in it, shown by check', async () => {
    const tfe = await fakeService(TOKEN);
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: 'Use 2.x', link: `https://example.com/up${COMMAND}` });
    const run = await runAction(inputs(tfe, { status: 'check', reason: '', link: '' }));
    expect(run.exitCode).toBe(1);
    expectNoInjectedCommand(run);
    expect(run.stdout).toContain('<https://example.com/up\\n::warning title=INJECTED::pwned\\n');
    // The outputs carry it exactly, in a form a step can read back.
    expect(run.outputs.link).toBe(`https://example.com/up${COMMAND}`);
  });

  it('a stored revocation message and link with commands and markup in them, shown by check and a revoke', async () => {
    const tfe = await fakeService(TOKEN);
    const message = `Unsafe${COMMAND}<img src=x onerror=alert(1)> | **bold** [x](javascript:alert(1))`;
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: 'Old', link: '' });
    tfe.revoke('acme', 'vpc', 'aws', '1.0.0', { message, link: `https://example.com/r${COMMAND}` });
    const check = await runAction(inputs(tfe, { status: 'check', reason: '', link: '' }));
    expect(check.exitCode).toBe(1);
    expectNoInjectedCommand(check);
    expect(check.summary).toContain('\\<img'); // escaped: it shows as text
    expect(check.summary).toContain('revoked: Unsafe');
    expect(parseResult(check)[0]).toMatchObject({ after: { revocation: { message } } });
    const revoke = await runAction(inputs(tfe, { status: 'revoked', reason: 'New message' }));
    expect(revoke.exitCode, revoke.stdout).toBe(0);
    expectNoInjectedCommand(revoke);
  });

  it('a stored reason with a newline in it, shown by the plan and check', async () => {
    const tfe = await fakeService(TOKEN);
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: `Use 2.x${COMMAND}`, link: 'https://example.com' });
    const run = await runAction(inputs(tfe, { status: 'check', reason: '', link: '' }));
    expect(run.exitCode).toBe(1);
    expectNoInjectedCommand(run);
    expect(run.outputs.reason).toBe(`Use 2.x${COMMAND}`);
  });

  it("an error's detail on a rejected PATCH", async () => {
    const tfe = await fakeService(TOKEN);
    tfe.injectFault({
      method: 'PATCH',
      fault: {
        kind: 'status',
        status: 422,
        body: JSON.stringify({ errors: [{ status: '422', title: 'invalid', detail: `Link rejected${COMMAND}` }] }),
      },
    });
    const run = await runAction(inputs(tfe));
    expect(run.exitCode).toBe(1);
    expectNoInjectedCommand(run);
    expect(run.stdout).toContain('✗ 1.0.0: deprecate failed: HTTP 422 (invalid: Link rejected\\n::warning');
    expect(parseResult(run)[0]?.error).toContain('Link rejected\\n::warning title=INJECTED::pwned');
  });

  it("an error's detail on a failed read, in the log and the summary", async () => {
    const tfe = await fakeService(TOKEN);
    tfe.injectFault({
      method: 'GET',
      fault: { kind: 'status', status: 404, body: JSON.stringify({ errors: [`Not found <img src=x>${COMMAND}`] }) },
    });
    const run = await runAction(inputs(tfe));
    expect(run.exitCode).toBe(1);
    expectNoInjectedCommand(run);
    expect(run.summary).toContain('Not found \\<img src=x\\>');
  });

  it('a deprecation id that is not an id', async () => {
    const tfe = await fakeService(TOKEN);
    tfe.injectFault({
      method: 'PATCH',
      fault: {
        kind: 'malformed',
        contentType: 'application/vnd.api+json',
        body: JSON.stringify({
          data: {
            id: 'modver-1',
            type: 'module-versions',
            relationships: { deprecation: { data: { id: `dep-1${COMMAND}` } } },
          },
        }),
      },
    });
    const run = await runAction(inputs(tfe, { verify: 'false' }));
    expect(run.exitCode, run.stdout).toBe(0);
    expectNoInjectedCommand(run);
    expect(run.outputs['deprecation-id']).toBe('');
    expect(parseResult(run)[0]).toMatchObject({ outcome: 'changed', 'deprecation-id': null });
  });
});

type VersionsList = { modules: Array<{ source: string; versions: Array<Record<string, unknown>> }> };
/** A fault that edits the real versions list before it is sent. */
const listed = (edit: (list: VersionsList) => void) =>
  ({
    method: 'GET',
    path: /\/versions$/,
    fault: {
      kind: 'rewrite',
      rewrite: (body: unknown) => {
        edit(body as VersionsList);
        return body;
      },
    },
  }) as const;
const firstModule = (list: VersionsList): VersionsList['modules'][number] => {
  const entry = list.modules[0];
  if (entry === undefined) throw new Error('the fake listed no module');
  return entry;
};

describe.concurrent('a versions list is checked before anything acts on it', () => {
  it.each(['..', '1.0.0/../x', '../../../organizations/other', `1.0.0${COMMAND}`])(
    'a listed version %j fails the read, quoted safely, and nothing is sent',
    async (version) => {
      const tfe = await fakeService(TOKEN);
      tfe.injectFault(listed((list) => firstModule(list).versions.push({ version, deprecation: null })));
      const run = await runAction(inputs(tfe, { version: '< 2.0.0' }));
      expect(run.exitCode).toBe(1);
      expectNoInjectedCommand(run);
      expect(tfe.requests.filter((r) => r.method === 'PATCH')).toEqual([]);
      const errors = run.annotations.filter((a) => a.level === 'error').map((a) => a.message);
      expect(errors.join('\n')).toContain(
        `the versions list has an entry whose version, ${show(version)}, is not a version (MAJOR.MINOR.PATCH such as 1.2.0); nothing was changed`,
      );
    },
  );

  it('a list whose source is another module is refused, and nothing is sent', async () => {
    const tfe = await fakeService(TOKEN);
    tfe.injectFault(
      listed((list) => {
        firstModule(list).source = 'acme/eks/aws';
      }),
    );
    const run = await runAction(inputs(tfe, { version: '< 2.0.0' }));
    expect(run.exitCode).toBe(1);
    expect(tfe.requests.filter((r) => r.method === 'PATCH')).toEqual([]);
    expect(run.annotations.map((a) => a.message).join('\n')).toContain(
      'the versions list is for "acme/eks/aws", not the module asked for (acme/vpc/aws); nothing was changed',
    );
  });

  it('a version listed twice alike is one version: patched once, reported once', async () => {
    const tfe = await fakeService(TOKEN);
    tfe.injectFault(
      listed((list) => {
        const entry = firstModule(list);
        entry.versions.push(...entry.versions.map((v) => ({ ...v })));
      }),
    );
    const run = await runAction(inputs(tfe, { version: '< 2.0.0' }));
    expect(run.exitCode, run.stdout).toBe(0);
    const patched = tfe.requests.filter((r) => r.method === 'PATCH').map((r) => r.path.split('/').pop());
    expect(patched.sort()).toEqual(['1.0.0', '1.1.0']);
    expect(parseResult(run).map((r) => r.version)).toEqual(['1.1.0', '1.0.0']);
  });

  it('a version listed twice, once deprecated and once not, is refused: either could be stale', async () => {
    const tfe = await fakeService(TOKEN);
    tfe.injectFault(
      listed((list) =>
        firstModule(list).versions.push({ version: '1.0.0', deprecation: { reason: 'Old news', link: '' } }),
      ),
    );
    const run = await runAction(inputs(tfe, { version: '< 2.0.0' }));
    expect(run.exitCode).toBe(1);
    expect(tfe.requests.filter((r) => r.method === 'PATCH')).toEqual([]);
    expect(run.annotations.map((a) => a.message).join('\n')).toContain(
      'the versions list has version 1.0.0 twice, once not deprecated and once deprecated (reason "Old news"); nothing was changed',
    );
  });
});

/** Explorer's pages name, beside `net-prod`, a workspace that is no workspace name. */
const BAD_NAME = 'bad name <img src=x onerror=alert(1)> ::error::boom';
async function explorerWithBadWorkspaceName(): Promise<FakeTfe> {
  const tfe = await fakeService(TOKEN, { explorerExportStatus: 404, versions: ['1.0.0', '1.1.0', '2.0.0'] });
  tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: 'Old', link: 'https://example.com/vpc/2' });
  tfe.revoke('acme', 'vpc', 'aws', '1.0.0', { message: 'CVE', link: 'https://example.com/vpc/2' });
  tfe.deprecate('acme', 'vpc', 'aws', '1.1.0', { reason: 'Old', link: 'https://example.com/vpc/2' });
  tfe.setUsage('acme', 'vpc', 'aws', '1.0.0', ['net-prod', 'net-staging']);
  tfe.setUsage('acme', 'vpc', 'aws', '1.1.0', ['billing']);
  tfe.setUsage('acme', 'vpc', 'aws', '2.0.0', ['fresh']);
  tfe.injectFault({
    method: 'GET',
    path: /\/explorer\?/,
    times: Infinity,
    fault: {
      kind: 'rewrite',
      rewrite: (body) => {
        const rows = (body as { data: Array<{ attributes: Record<string, unknown> }> }).data;
        for (const row of rows) {
          if (row.attributes.version === '1.0.0' && String(row.attributes.source).endsWith('acme/vpc/aws')) {
            row.attributes.workspaces = `net-prod,${BAD_NAME}`;
            row.attributes['workspace-count'] = 2;
          }
        }
        return body;
      },
    },
  });
  return tfe;
}

describe.concurrent('an Explorer row naming a workspace that is not a workspace name', () => {
  it('is kept in the report as text, with a warning, never as markup or a command', async () => {
    const tfe = await explorerWithBadWorkspaceName();
    const dir = await scratchFolder('bad-workspace-name');
    const run = await runAction(
      {
        hostname: tfe.url,
        token: TOKEN,
        organization: 'acme',
        status: 'report',
        'report-file': path.join(dir, 'report.json'),
      },
      { env: { GITHUB_WORKSPACE: dir } },
    );
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs['revoked-in-use']).toBe('1');
    expect(run.outputs['workspaces-affected']).toBe('3');
    const warning = run.annotations.find((a) => a.level === 'warning' && /not a workspace name/.test(a.message));
    expect(warning?.message).toMatch(/acme\/vpc\/aws 1\.0\.0/);
    // Shown as code, never as markup or a workflow command.
    expect(run.summary).toContain('`bad name <img src=x onerror=alert(1)> ::error::boom`');
    expect(run.summary.replaceAll(`\`${BAD_NAME}\``, '')).not.toContain('<img');
    expect(run.annotations.filter((a) => a.level === 'error')).toEqual([]);
    const json = JSON.parse(await readFile(path.join(dir, 'report.json'), 'utf8')) as {
      modules: Array<{ versions: Array<{ version: string; workspaces: string[] }> }>;
    };
    expect(json.modules[0]?.versions.find((v) => v.version === '1.0.0')?.workspaces).toEqual([BAD_NAME, 'net-prod']);
  });

  it('still fails a safe revoke closed, sending nothing', async () => {
    const tfe = await explorerWithBadWorkspaceName();
    const run = await runAction(
      inputs(tfe, { status: 'revoked', version: '1.1.0', reason: 'CVE', link: '', 'revoke-only-unused': 'true' }),
    );
    expect(run.exitCode).toBe(1);
    expect(run.outputs['failure-reason']).toBe('service-error');
    expect(run.stdout).toContain('which is not a workspace name');
    expect(tfe.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
  });
});
