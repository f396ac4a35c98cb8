/**
 * The reasons consumers read, end to end: the bundle and the command line against the fake
 * service. A deprecation or revocation without `reason` is refused before any request, in every
 * runner; an update of a version already deprecated shows its old and new reason and link
 * wherever the plan is shown; and `keep-reasons` deprecates only what is not deprecated yet, as
 * the release example does.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { FakeTfe } from '../fake-tfe/server.ts';
import { fakeService, scratchFolder } from '../support/fake-service.ts';
import { examplePayload, parseResult, runAction } from './harness.ts';
import { parseCliJson, runCli } from './support/cli.ts';

const TOKEN = 'reasons-e2e.atlasv1.s3cr3t-kept-8d7c6b';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** What 1.0.0 was deprecated for, by hand, before the runs below. */
const CVE = { reason: 'CVE-2026-0001: the default security group is open.', link: 'https://example.com/cve-2026-0001' };
const NEW_REASON = 'Superseded by 2.0.0.';

/** acme/vpc/aws 1.0.0 (deprecated for CVE), 1.1.0, 1.2.0, 2.0.0; 1.0.0 and 1.1.0 in use. */
async function fake(): Promise<FakeTfe> {
  const tfe = await fakeService(TOKEN, { versions: ['1.0.0', '1.1.0', '1.2.0', '2.0.0'] });
  tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', CVE);
  tfe.setUsage('acme', 'vpc', 'aws', '1.0.0', ['network-prod']);
  return tfe;
}

const inputs = (tfe: FakeTfe, more: Record<string, string> = {}): Record<string, string> => ({
  hostname: tfe.url,
  token: TOKEN,
  source: 'acme/vpc/aws',
  status: 'deprecated',
  version: '< 2.0.0',
  'verify-timeout': '5',
  ...more,
});

const cli = (tfe: FakeTfe, cwd: string, args: string[]) =>
  runCli([...args, '--hostname', tfe.url, '--source', 'acme/vpc/aws', '--verify-timeout', '5'], {
    cwd,
    env: { TF_API_TOKEN: TOKEN },
  });

const patches = (tfe: FakeTfe): string[] => tfe.requests.filter((r) => r.method === 'PATCH').map((r) => r.path);

const entry = (entries: Array<Record<string, unknown>>, version: string) => entries.find((e) => e.version === version);

describe.concurrent('a reason is required to deprecate or revoke', () => {
  it.each([
    ['deprecated', {}],
    ['deprecated', { 'dry-run': 'true' }],
    ['revoked', {}],
    ['deprecated', { link: 'https://example.com/upgrade' }],
  ])('the action refuses status %s without `reason` %j, sending nothing', async (status, more) => {
    const tfe = await fake();
    const run = await runAction(inputs(tfe, { status, ...more }));
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.outputs['failure-reason']).toBe('invalid-input');
    expect(run.annotations.map((a) => a.message).join('\n')).toMatch(/Input `reason` is required with `status: /);
    expect(tfe.requests).toEqual([]);
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.0.0')).toMatchObject(CVE);
  });

  it('is required on a release event too, whose page is only the default `link`', async () => {
    const tfe = await fake();
    const payload = examplePayload('release', 'published');
    Object.assign(payload.release as Record<string, unknown>, {
      tag_name: 'v2.0.0',
      html_url: 'https://github.com/acme/terraform-aws-vpc/releases/tag/v2.0.0',
    });
    const run = await runAction(inputs(tfe, { version: '< v2.0.0' }), { event: { name: 'release', payload } });
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.outputs['failure-reason']).toBe('invalid-input');
    expect(tfe.requests).toEqual([]);
  });

  it('the command line refuses deprecate and revoke without --reason: exit 2, nothing sent', async () => {
    const tfe = await fake();
    const cwd = await scratchFolder('reasons-cli');
    for (const command of ['deprecate', 'revoke']) {
      const text = await cli(tfe, cwd, [command, '--version', '< 2.0.0']);
      expect(text.exitCode, text.stderr).toBe(2);
      expect(text.stderr).toMatch(/`reason` is required|--reason/);
      const json = parseCliJson(await cli(tfe, cwd, [command, '--version', '< 2.0.0', '--dry-run', '--json']));
      expect(json.exitCode).toBe(2);
      expect(json.verdict).toMatchObject({ failed: true, reason: 'invalid-input' });
    }
    expect(tfe.requests).toEqual([]);
  });
});

describe.concurrent('an update of a version already deprecated shows its old and new reason and link', () => {
  it('in the log, the summary and `result`, in a dry run and when applied', async () => {
    const tfe = await fake();
    for (const dryRun of ['true', 'false']) {
      const run = await runAction(inputs(tfe, { reason: NEW_REASON, 'dry-run': dryRun }));
      expect(run.exitCode, run.stdout).toBe(0);
      // The log: the old state, then what it becomes, the link going away said in words.
      const line = run.stdout.split('\n').find((l) => l.trimStart().startsWith('1.0.0'));
      expect(line).toContain(`deprecated: ${JSON.stringify(CVE.reason)} <${CVE.link}>`);
      expect(line).toContain(`→ update deprecation to ${JSON.stringify(NEW_REASON)} (no link)`);
      expect(run.stdout).toContain(
        '1 version already deprecated gets this reason and link in place of its own: `keep-reasons: true` keeps them.',
      );
      // The summary: old → new, reason and link.
      const row = run.summary.split('\n').find((l) => l.startsWith('| 1.0.0 |'));
      expect(row).toContain(`${JSON.stringify(CVE.reason)} → ${JSON.stringify(NEW_REASON)}`);
      expect(row).toContain(`[${CVE.link}](${CVE.link}) → none`);
      // `result`: before and after.
      const result = entry(parseResult(run), '1.0.0');
      expect(result).toMatchObject({
        kind: 'update',
        before: { reason: CVE.reason, link: CVE.link },
        after: { reason: expect.stringContaining(NEW_REASON), link: '' },
      });
    }
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.0.0')).toMatchObject({ link: '' });
  });

  it("in the command line's text and --json", async () => {
    const tfe = await fake();
    const cwd = await scratchFolder('reasons-cli');
    const args = ['deprecate', '--version', '< 2.0.0', '--reason', NEW_REASON, '--dry-run'];
    const text = await cli(tfe, cwd, args);
    expect(text.exitCode, text.stderr).toBe(0);
    const row = text.stdout.split('\n').find((l) => l.startsWith('1.0.0'));
    expect(row).toContain(`${JSON.stringify(CVE.reason)} → ${JSON.stringify(NEW_REASON)}`);
    expect(row).toContain(`${CVE.link} → none`);
    expect(text.stderr).toContain(`→ update deprecation to ${JSON.stringify(NEW_REASON)} (no link)`);
    const json = parseCliJson(await cli(tfe, cwd, [...args, '--json']));
    expect(entry(json.result as Array<Record<string, unknown>>, '1.0.0')).toMatchObject({
      kind: 'update',
      before: { reason: CVE.reason, link: CVE.link },
      after: { reason: NEW_REASON, link: '' },
    });
  });

  it('in a policy plan: the log and the summary say which link goes, `plan` has both', async () => {
    const tfe = await fake();
    const dir = await scratchFolder('reasons-policy');
    const file = path.join(dir, 'deprecations.yml');
    await writeFile(
      file,
      `organization: acme\nmodules:\n  - source: acme/vpc/aws\n    rules:\n      - versions: "< 1.1.0"\n        reason: ${JSON.stringify(NEW_REASON)}\n`,
    );
    const run = await runAction({ 'policy-file': file, hostname: tfe.url, token: TOKEN, 'dry-run': 'true' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.stdout).toContain(
      `~ 1.0.0: ${JSON.stringify(CVE.reason)} <${CVE.link}> → ${JSON.stringify(NEW_REASON)} (no link)`,
    );
    expect(run.summary).toContain(`→ ${JSON.stringify(NEW_REASON)} (no link)`);
    const plan = JSON.parse(run.outputs.plan ?? '[]') as Array<{ changes: Array<Record<string, unknown>> }>;
    expect(plan[0]?.changes[0]).toMatchObject({
      version: '1.0.0',
      action: 'update',
      before: { reason: CVE.reason, link: CVE.link },
      after: { reason: NEW_REASON, link: '' },
    });
  });
});

describe.concurrent('keep-reasons: deprecate only what is not deprecated yet', () => {
  it('leaves a version already deprecated with its own reason and link, and says so', async () => {
    const tfe = await fake();
    const run = await runAction(inputs(tfe, { reason: NEW_REASON, 'keep-reasons': 'true' }));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.0.0')).toMatchObject(CVE);
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.1.0')?.reason).toContain(NEW_REASON);
    expect(patches(tfe).some((p) => p.endsWith('/1.0.0'))).toBe(false);
    expect(patches(tfe)).toHaveLength(2);
    expect(run.stdout).toMatch(/1\.0\.0 +deprecated: .*→ unchanged: keeps its reason and link \(`keep-reasons`\)/);
    expect(run.stdout).toMatch(/Keep reasons: +yes/);
    const row = run.summary.split('\n').find((l) => l.startsWith('| 1.0.0 |'));
    expect(row).toContain('➖ unchanged (reason kept)');
    expect(row).toContain(CVE.reason);
    expect(entry(parseResult(run), '1.0.0')).toMatchObject({ kind: 'unchanged', after: { reason: CVE.reason } });
  });

  it('runs the release example as written: each version keeps the reason it was first given', async () => {
    const tfe = await fake();
    const workflow = parseYaml(await readFile(path.join(ROOT, 'docs/examples/release-deprecate.yml'), 'utf8')) as {
      jobs: { deprecate: { steps: Array<{ with: Record<string, string | number> }> } };
    };
    const step = workflow.jobs.deprecate.steps[0]?.with ?? {};
    expect(step['keep-reasons']).toBe(true);
    const release = async (tag: string) => {
      const payload = examplePayload('release', 'published');
      const page = `https://github.com/acme/terraform-aws-vpc/releases/tag/${tag}`;
      Object.assign(payload.release as Record<string, unknown>, { tag_name: tag, html_url: page });
      const given = Object.fromEntries(
        Object.entries(step).map(([name, value]) => [
          name,
          String(value).replaceAll('${{ github.event.release.tag_name }}', tag),
        ]),
      );
      return runAction(
        { ...given, hostname: tfe.url, 'verify-timeout': '5' },
        {
          event: { name: 'release', payload },
          env: { TF_API_TOKEN: TOKEN },
        },
      );
    };
    const first = await release('v2.0.0');
    expect(first.exitCode, first.stdout).toBe(0);
    // keep-latest 2 keeps 2.0.0 and 1.2.0; 1.1.0 is deprecated; 1.0.0 keeps its CVE.
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.0.0')).toMatchObject(CVE);
    const firstReason = tfe.getDeprecation('acme', 'vpc', 'aws', '1.1.0');
    expect(firstReason?.reason).toContain('v2.0.0');
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.2.0')).toBeNull();
  });

  it('the command line takes --keep-reasons; a revoke keeps an earlier revocation message', async () => {
    const tfe = await fake();
    tfe.deprecate('acme', 'vpc', 'aws', '1.1.0', CVE);
    tfe.revoke('acme', 'vpc', 'aws', '1.1.0', { message: 'Revoked for CVE-2026-0001.', link: CVE.link });
    const cwd = await scratchFolder('reasons-cli');
    const deprecate = await cli(tfe, cwd, [
      'deprecate',
      '--version',
      '< 2.0.0',
      '--reason',
      NEW_REASON,
      '--keep-reasons',
    ]);
    expect(deprecate.exitCode, deprecate.stderr).toBe(0);
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.0.0')).toMatchObject(CVE);
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.2.0')?.reason).toContain(NEW_REASON);
    tfe.resetRequests();
    const revoke = await cli(tfe, cwd, ['revoke', '--version', '1.1.0', '--reason', 'Unsafe.', '--keep-reasons']);
    expect(revoke.exitCode, revoke.stderr).toBe(0);
    expect(patches(tfe)).toEqual([]);
    expect(tfe.getRevocation('acme', 'vpc', 'aws', '1.1.0')).toMatchObject({ message: 'Revoked for CVE-2026-0001.' });
  });

  it('is refused beside a policy file, which gives each rule its own reason', async () => {
    const tfe = await fake();
    const dir = await scratchFolder('reasons-policy');
    const file = path.join(dir, 'deprecations.yml');
    await writeFile(
      file,
      'organization: acme\nmodules:\n  - source: acme/vpc/aws\n    rules:\n      - versions: "< 1.1.0"\n        reason: Old.\n',
    );
    const run = await runAction({ 'policy-file': file, hostname: tfe.url, token: TOKEN, 'keep-reasons': 'true' });
    expect(run.exitCode).toBe(1);
    expect(run.outputs['failure-reason']).toBe('invalid-input');
    expect(run.annotations.map((a) => a.message).join('\n')).toContain('`keep-reasons`');
    expect(tfe.requests).toEqual([]);
  });
});
