/**
 * What the command line says, read as a new user reads it, from the built CLI against the fake:
 * `usage` is titled as the migration report it is, `--keep-latest 1` says "the newest release",
 * the "Read the base commit" group of `gate --only-new` says what it read, and `check` names a
 * version the registry lacks once and draws no table over nothing.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeTfe } from '../fake-tfe/server.ts';
import { fakeService } from '../support/fake-service.ts';
import { runCli } from './support/cli.ts';
import { makeRepository } from './support/git-repository.ts';

const TOKEN = 'cli-texts-token.atlasv1.s3cr3t-TEXT-5f6e7d';

let tfe: FakeTfe;
let dir: string;

beforeEach(async () => {
  tfe = await fakeService(TOKEN, { versions: ['1.0.0', '1.1.0', '1.2.0', '2.0.0'] });
  tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', { reason: 'Old.', link: 'https://example.com/vpc/2' });
  dir = await mkdtemp(path.join(tmpdir(), 'cli-texts-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const cli = (args: string[]) => runCli([...args, '--hostname', tfe.url], { cwd: dir, env: { TF_API_TOKEN: TOKEN } });
const source = () => ['--source', `${tfe.host}/acme/vpc/aws`];

describe('what the command line says', () => {
  it('titles `usage` as the migration report, not as a check', async () => {
    const run = await cli(['usage', ...source()]);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^Migration report: 4 module versions of 127\.0\.0\.1:\d+\/acme\/vpc\/aws$/m);
    expect(run.stdout).not.toMatch(/^Check 4 module versions/m);
  });

  it('says "the newest release" for --keep-latest 1, never "the 1 newest released versions"', async () => {
    const run = await cli([
      'deprecate',
      ...source(),
      '--version',
      '>= 0.0.0',
      '--keep-latest',
      '1',
      '--reason',
      'Old.',
      '--dry-run',
    ]);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/^Keep latest: +the newest release is never deprecated$/m);
    expect(run.stderr).toMatch(/^ {2}2\.0\.0 +kept: the newest release \(--keep-latest\)$/m);
    expect(run.stderr).not.toMatch(/\b1 newest/);
  });

  it('says in each group of the log what it did: the base commit, its calls, the revocations read', async () => {
    tfe.revoke('acme', 'vpc', 'aws', '1.2.0', { message: 'CVE-2026-1234', link: 'https://example.com/vpc/2' });
    const { base } = await makeRepository(dir, tfe.host);
    const run = await cli(['gate', 'stacks/*', '--only-new', '--base', base]);
    const firstLine = (group: string): string | undefined => run.stderr.split(`── ${group}\n`)[1]?.split('\n')[0];
    expect(firstLine('Read the base commit'), run.stderr).toMatch(
      new RegExp(`^${base}: checked out into a temporary worktree \\(.+\\), removed after the run$`),
    );
    expect(firstLine('Find the module calls of the base commit')).toBe(
      '30 module calls on the base commit, in the same directories',
    );
    expect(firstLine('Read the revocation of 1 revoked version in use')).toMatch(
      /^ {2}127\.0\.0\.1:\d+\/acme\/vpc\/aws 1\.2\.0: revoked: "CVE-2026-1234"$/,
    );
    // A revoked call is logged as revoked, not as deprecated.
    expect(run.stderr).toMatch(/^ {2}stacks\/network\/main\.tf:\d+ +vpc_30 .* 1\.2\.0 REVOKED$/m);
  });

  it('check names a version the registry lacks once, in the verdict, and draws no table over nothing', async () => {
    const missing = await cli(['check', ...source(), '--version', '9.9.9']);
    expect(missing.exitCode, missing.stderr).toBe(2);
    expect(missing.stdout).toContain("Fails: Version 9.9.9 is not in the registry's version list for this module");
    expect(missing.stdout.match(/9\.9\.9/g), missing.stdout).toHaveLength(1);
    expect(missing.stdout).toContain('Versions: 1 not in the registry.');
    expect(missing.stdout).not.toMatch(/^Version +Status/m);
    // With a version that is there, the table has it, and only it.
    const both = await cli(['check', ...source(), '--version', '1.2.0, 9.9.9']);
    expect(both.exitCode).toBe(2);
    expect(both.stdout).toMatch(/^1\.2\.0 +⚠️ deprecated/m);
    expect(both.stdout.match(/9\.9\.9/g), both.stdout).toHaveLength(1);

    const none = await cli(['check', ...source(), '--version', '> 5.0.0']);
    expect(none.exitCode, none.stderr).toBe(0);
    expect(none.stdout).toContain('Passes: No version to check.');
    expect(none.stdout).not.toMatch(/^Version +Status/m);
  });
});
