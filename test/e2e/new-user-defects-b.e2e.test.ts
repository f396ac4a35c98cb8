/**
 * What a new user met, round two (issue 20, items 6 to 11), end to end from the bundle: each
 * message says what is true and what to do, and every mode counts and reports the same way.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FakeTfe } from '../fake-tfe/server.ts';
import { fakeService, scratchFolder } from '../support/fake-service.ts';
import { type AcmeOptions, deprecateInputs } from '../support/acme-fake.ts';
import { parseResult, runAction, type ActionRun } from './harness.ts';

const TOKEN = 'defects-b.atlasv1.secret-7c6b5a';
/** A member who may manage the registry but not read Explorer (no "Read all workspaces"). */
const MEMBER = 'defects-b-member.atlasv1.secret-4d3e2f';
/** The organization token: it may read, and read Explorer, but gets 404 on every PATCH. */
const ORG_TOKEN = 'defects-b-org.atlasv1.secret-0a9b8c';
const RERUN = 'running the step again retries only what is not done';

async function fake(options: AcmeOptions = {}): Promise<FakeTfe> {
  const tfe = await fakeService(TOKEN, { versions: ['1.0.0', '1.1.0', '2.0.0'], ...options });
  tfe.addToken(MEMBER, { organizations: ['acme'], canReadExplorer: false });
  tfe.addToken(ORG_TOKEN, { organizations: ['acme'], canManagePrivateRegistry: false });
  return tfe;
}

const single = (tfe: FakeTfe, inputs: Record<string, string>, token = TOKEN): Promise<ActionRun> =>
  runAction(deprecateInputs(tfe.url, token, inputs));

const count = (text: string, part: string): number => text.split(part).length - 1;
const patches = (tfe: FakeTfe) => tfe.requests.filter((r) => r.method === 'PATCH');

/**
 * `version: 1.0.0, 9.9.9` (one listed version the registry lacks) on a fresh fake, which items 8
 * and 11 both read: run once, with the changes it asked of the fake.
 */
let oneMissingRun: Promise<{ run: ActionRun; patchesSent: ReturnType<typeof patches> }> | undefined;
const oneVersionMissing = () =>
  (oneMissingRun ??= (async () => {
    const tfe = await fake();
    const run = await single(tfe, { version: '1.0.0, 9.9.9' });
    return { run, patchesSent: patches(tfe) };
  })());

describe.concurrent('6: past 10 policy-file mistakes, the others are where the annotation says', () => {
  it('lists every mistake in the summary and in `result`', async () => {
    const tfe = await fake();
    const dir = await scratchFolder('defects-b');
    const rules = Array.from({ length: 14 }, (_, i) => `      - versions: ">= x${i}"\n        reason: R\n`).join('');
    await writeFile(path.join(dir, 'deprecations.yml'), `modules:\n  - source: acme/vpc/aws\n    rules:\n${rules}`);
    const run = await runAction(
      { 'policy-file': 'deprecations.yml', hostname: tfe.url, token: TOKEN },
      { env: { GITHUB_WORKSPACE: dir } },
    );
    expect(run.exitCode).toBe(1);
    expect(run.outputs['failure-reason']).toBe('invalid-input');
    expect(tfe.requests).toHaveLength(0);
    const overflow = run.annotations.find((a) => a.title?.endsWith('not shown here'));
    expect(overflow?.message).toContain('are in the step summary and the `result` output');
    // Every mistake, at its line, in the summary.
    for (let i = 0; i < 14; i++) expect(run.summary).toContain(`deprecations.yml:${4 + 2 * i}:`);
    expect(run.summary).toContain('14 problems');
    // And in `result`, one entry for the file that was not read, with each problem.
    const result = parseResult(run);
    expect(result).toHaveLength(1);
    expect(result[0]).toMatchObject({ module: null, versions: [], file: 'deprecations.yml' });
    const problems = result[0]?.problems as Array<{ line: number; column: number; message: string }>;
    expect(problems.map((p) => p.line)).toEqual(Array.from({ length: 14 }, (_, i) => 4 + 2 * i));
    expect(problems[13]?.message).toMatch(/^modules\[0\]\.rules\[13\]\.versions/);
  });
});

describe.concurrent('7: a token Explorer refuses is explained once', () => {
  const once = (text: string): void => {
    expect(count(text, 'Read all workspaces'), text).toBe(1);
    expect(count(text, '`usage-token`'), text).toBe(1);
  };

  it('`usage: true`: one sentence on the access needed and the input to set', async () => {
    const tfe = await fake();
    const run = await single(tfe, { usage: 'true' }, MEMBER);
    expect(run.exitCode).toBe(1);
    const error = run.annotations.find((a) => a.level === 'error' && a.title === undefined)?.message ?? '';
    expect(error).toMatch(
      /^Input `usage` is true, but workspace usage could not be read, so no version of "acme\/vpc\/aws" was changed: /,
    );
    expect(error).not.toContain('is true needs usage');
    once(error);
    expect(patches(tfe)).toHaveLength(0);
  });

  it('`usage: auto`: the notice says it once', async () => {
    const tfe = await fake();
    const run = await single(tfe, { usage: 'auto' }, MEMBER);
    expect(run.exitCode, run.stdout).toBe(0);
    const notice = run.annotations.find((a) => a.title === 'Workspace usage not read')?.message ?? '';
    once(notice);
  });

  it('`revoke-only-unused`: the same one sentence', async () => {
    const tfe = await fake();
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: 'Old.', link: '' });
    const run = await single(tfe, { status: 'revoked', 'revoke-only-unused': 'true' }, MEMBER);
    expect(run.exitCode).toBe(1);
    const error = run.annotations.find((a) => a.level === 'error' && a.title === undefined)?.message ?? '';
    expect(error).toMatch(
      /^A revoke of unused versions only needs usage, and it could not be read, so no version of "acme\/vpc\/aws" was changed: /,
    );
    once(error);
    expect(patches(tfe)).toHaveLength(0);
  });
});

describe.concurrent('8: "run again" only where a re-run can help (the 5xx case: faults.e2e)', () => {
  it('not for a version that does not exist', async () => {
    const tfe = await fake();
    const run = await single(tfe, { version: '9.9.9' });
    expect(run.exitCode).toBe(1);
    expect(run.stdout).not.toContain(RERUN);
  });

  it('not for versions held back because another listed version does not exist', async () => {
    const { run, patchesSent } = await oneVersionMissing();
    expect(run.exitCode).toBe(1);
    expect(patchesSent).toHaveLength(0);
    expect(run.stdout).not.toContain(RERUN);
  });

  it('not for a 404 on the change (a token that may not manage the registry)', async () => {
    const tfe = await fake();
    const run = await single(tfe, { usage: 'false' }, ORG_TOKEN);
    expect(run.exitCode).toBe(1);
    expect(patches(tfe).map((r) => r.status)).toEqual([404]);
    expect(run.stdout).not.toContain(RERUN);
  });

  it('not in a policy whose only failure is a refusal', async () => {
    const tfe = await fake();
    const dir = await scratchFolder('defects-b');
    await writeFile(
      path.join(dir, 'deprecations.yml'),
      'modules:\n  - source: acme/vpc/aws\n    rules:\n      - versions: "< 2.0.0"\n        reason: Old.\n',
    );
    const run = await runAction(
      { 'policy-file': 'deprecations.yml', hostname: tfe.url, token: ORG_TOKEN, usage: 'false' },
      { env: { GITHUB_WORKSPACE: dir } },
    );
    expect(run.exitCode).toBe(1);
    expect(patches(tfe).length).toBeGreaterThan(0);
    expect(run.stdout).not.toContain(RERUN);
  });
});

describe.concurrent('10: a revoked version counts as revoked, not also as deprecated', () => {
  it('the error and the summary count alike', async () => {
    const tfe = await fake();
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: 'Old.', link: '' });
    tfe.revoke('acme', 'vpc', 'aws', '1.0.0', { message: 'Unsafe.', link: '' });
    tfe.deprecate('acme', 'vpc', 'aws', '1.1.0', { reason: 'Older.', link: '' });
    const run = await single(tfe, { status: 'check', version: '>= 0', reason: '', link: '' });
    expect(run.exitCode).toBe(1);
    expect(run.summary).toContain('\nVersions: 1 deprecated · 1 revoked · 1 not deprecated.\n');
    const error = run.annotations.find((a) => a.level === 'error' && a.title === undefined)?.message ?? '';
    expect(error).toBe('2 checked versions are deprecated or revoked: 1 deprecated (1.1.0), 1 revoked (1.0.0).');
  });

  it('one revoked version alone is said to be revoked', async () => {
    const tfe = await fake();
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: 'Old.', link: '' });
    tfe.revoke('acme', 'vpc', 'aws', '1.0.0', { message: 'Unsafe.', link: '' });
    const run = await single(tfe, { status: 'check', reason: '', link: '' });
    expect(run.exitCode).toBe(1);
    expect(run.summary).toContain('\nVersions: 1 revoked.\n');
    const error = run.annotations.find((a) => a.level === 'error' && a.title === undefined)?.message ?? '';
    expect(error).toBe('1 checked version is revoked: 1.0.0.');
  });
});

describe.concurrent('11: `revoked` is in every entry of `result`, null where unknown', () => {
  const revokedOf = (entries: Array<Record<string, unknown>>) => entries.map((e) => ('revoked' in e ? e.revoked : '—'));

  it('a service without revocation: change, check and dry run', async () => {
    const tfe = await fake({ revocation: false });
    const modes: Array<Record<string, string>> = [
      { version: '1.0.0' },
      { status: 'check', version: '>= 0', reason: '', link: '', 'fail-on-deprecated': 'false' },
      { version: '1.1.0', 'dry-run': 'true' },
    ];
    for (const inputs of modes) {
      const run = await single(tfe, inputs);
      expect(run.exitCode, run.stdout).toBe(0);
      const entries = parseResult(run);
      expect(entries.length).toBeGreaterThan(0);
      expect(revokedOf(entries)).toEqual(entries.map(() => null));
    }
  });

  it('a version that does not exist, on a service with revocation', async () => {
    const { run } = await oneVersionMissing();
    expect(revokedOf(parseResult(run))).toEqual([false, null]);
  });

  it('the gate: each call says whether its version is revoked, null where the service cannot say', async () => {
    const main = ['1.0.0', '1.1.0', '2.0.0']
      .map((v) => `module "v${v[0]}${v[2]}" {\n  source  = "HOST/acme/vpc/aws"\n  version = "${v}"\n}\n`)
      .join('');
    const revokedOf = async (tfe: FakeTfe): Promise<unknown[]> => {
      const dir = await scratchFolder('defects-b');
      await mkdir(path.join(dir, 'infra'));
      await writeFile(path.join(dir, 'infra/main.tf'), main.replaceAll('HOST', tfe.host));
      const run = await runAction(
        {
          hostname: tfe.url,
          token: TOKEN,
          status: 'check',
          'config-directory': 'infra',
          'fail-on-deprecated': 'false',
        },
        { env: { GITHUB_WORKSPACE: dir } },
      );
      return parseResult(run).map((e) => ('revoked' in e ? e.revoked : '—'));
    };
    const withRevocation = await fake();
    withRevocation.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: 'Old.', link: '' });
    withRevocation.revoke('acme', 'vpc', 'aws', '1.0.0', { message: 'Unsafe.', link: '' });
    withRevocation.deprecate('acme', 'vpc', 'aws', '1.1.0', { reason: 'Older.', link: '' });
    const without = await fake({ revocation: false });
    without.deprecate('acme', 'vpc', 'aws', '1.1.0', { reason: 'Older.', link: '' });
    expect(await revokedOf(withRevocation)).toEqual([true, false, false]);
    expect(await revokedOf(without)).toEqual([null, null, null]);
  });

  it('a policy on a service without revocation', async () => {
    const tfe = await fake({ revocation: false });
    const dir = await scratchFolder('defects-b');
    await writeFile(
      path.join(dir, 'deprecations.yml'),
      'modules:\n  - source: acme/vpc/aws\n    rules:\n      - versions: "< 2.0.0"\n        reason: Old.\n',
    );
    const run = await runAction(
      { 'policy-file': 'deprecations.yml', hostname: tfe.url, token: TOKEN },
      { env: { GITHUB_WORKSPACE: dir } },
    );
    expect(run.exitCode, run.stdout).toBe(0);
    const versions = parseResult(run)[0]?.versions as Array<Record<string, unknown>>;
    expect(revokedOf(versions)).toEqual(versions.map(() => null));
    expect(versions.length).toBeGreaterThan(0);
  });
});
