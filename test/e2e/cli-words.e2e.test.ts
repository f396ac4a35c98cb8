/**
 * The command line speaks its own words, from the built CLI against the fake: a message names the
 * flag (`--reason`), the environment variable (TFE_USAGE_TOKEN) or the command (`deprecate`) a
 * person gives, never the action's input (input `reason`), and points at the summary and the
 * FILE:LINE lines it prints, never at a step summary or annotations; a warning `usage` gives by
 * itself says so, not a flag nobody typed. The action keeps its words.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTfe, type FakeTfe } from '../fake-tfe/server.ts';
import { runAction } from './harness.ts';
import { runCli, type CliRun } from './support/cli.ts';

const TOKEN = 'cli-words-token.atlasv1.s3cr3t-WORD-9c8b7a';
const USAGE_TOKEN = 'cli-words-usage.atlasv1.s3cr3t-WORD-6f5e4d';

let tfe: FakeTfe;
let workspace: string;

beforeAll(async () => {
  tfe = await startFakeTfe();
  tfe.addOrganization('acme');
  tfe.addToken(TOKEN, { organizations: ['acme'] });
  tfe.addToken(USAGE_TOKEN, { organizations: ['acme'], canManagePrivateRegistry: false });
  tfe.addModule({ namespace: 'acme', name: 'vpc', provider: 'aws', versions: ['1.0.0', '1.1.0', '2.0.0'] });
  tfe.deprecate('acme', 'vpc', 'aws', '1.1.0', { reason: 'Old.', link: 'https://example.com/vpc/2' });
  tfe.setUsage('acme', 'vpc', 'aws', '1.1.0', ['app-prod']);
  // A module with a version in each state, for what a plan says of the ones it leaves alone.
  tfe.addModule({ namespace: 'acme', name: 'eks', provider: 'aws', versions: ['1.0.0', '1.1.0', '2.0.0'] });
  tfe.deprecate('acme', 'eks', 'aws', '1.1.0', { reason: 'Old.', link: '' });
  tfe.deprecate('acme', 'eks', 'aws', '1.0.0', { reason: 'End of life.', link: '' });
  tfe.revoke('acme', 'eks', 'aws', '1.0.0', { message: 'CVE-2026-1234', link: '' });
  workspace = await mkdtemp(path.join(tmpdir(), 'cli-words-'));
  await mkdir(path.join(workspace, 'stack'));
  await writeFile(
    path.join(workspace, 'stack', 'main.tf'),
    `module "network" {\n  source  = "${tfe.host}/acme/vpc/aws"\n  version = "1.1.0"\n}\n`,
  );
  // OpenTofu reads main.tofu in place of main.tf: its call is one only OpenTofu makes.
  await mkdir(path.join(workspace, 'tofu'));
  await writeFile(path.join(workspace, 'tofu', 'main.tf'), '');
  await writeFile(
    path.join(workspace, 'tofu', 'main.tofu'),
    `module "network" {\n  source  = "${tfe.host}/acme/vpc/aws"\n  version = "1.1.0"\n}\n`,
  );
});

afterAll(async () => {
  await tfe?.close();
  if (workspace !== undefined) await rm(workspace, { recursive: true, force: true });
});

const cli = (args: string[], env: Record<string, string> = { TF_API_TOKEN: TOKEN }) =>
  runCli([...args, '--hostname', tfe.url], { cwd: workspace, env, secrets: [USAGE_TOKEN] });
const source = () => ['--source', `${tfe.host}/acme/vpc/aws`];

/** The action's words, which a person at a terminal cannot act on. */
const ACTION_WORDS = /\b[Ii]nputs? `|step summary|\bthe step\b|the annotations|`[a-z-]+: [^`]+`/;
const said = (run: CliRun): string => `${run.stderr}\n${run.stdout}`;

describe('the command line names flags, variables and commands', () => {
  it('asks for a token where the command line takes one: the variables, no input', async () => {
    const run = await cli(['check', ...source(), '--version', '1.0.0'], {});
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toMatch(/A token is required: set the variable TF_TOKEN_127_0_0_1, .*, or TF_API_TOKEN, to /);
    expect(said(run)).not.toMatch(ACTION_WORDS);
  });

  it('says which flag is missing or wrong, and with which command', async () => {
    const noReason = await cli(['deprecate', ...source(), '--version', '1.0.0']);
    expect(noReason.exitCode).toBe(2);
    expect(noReason.stderr).toMatch(/--reason is required with `deprecate`: .*\(--keep-reasons keeps those\)/);
    const keepLatest = await cli([
      'deprecate',
      ...source(),
      '--version',
      '1.0.0',
      '--reason',
      'x',
      '--keep-latest',
      'x',
    ]);
    expect(keepLatest.stderr).toContain('--keep-latest must be a whole number from 0 to 9999, got "x".');
    const both = await cli(['check', ...source(), '--module', 'vpc', '--version', '1.0.0']);
    expect(both.stderr).toContain(
      '--source cannot be combined with --module: give either --source or the separate parts.',
    );
    for (const run of [noReason, keepLatest, both]) expect(said(run)).not.toMatch(ACTION_WORDS);
  });

  it('points a failed gate at the FILE:LINE lines and the summary it printed', async () => {
    const run = await cli(['gate', 'stack']);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(/uses a deprecated version: .*\. See the FILE:LINE lines and the summary\.$/m);
    expect(said(run)).not.toMatch(ACTION_WORDS);
  });

  it('names the Explorer token by its variable, and the usage a command needs by its flag', async () => {
    const run = await cli(['usage', ...source()], { TF_API_TOKEN: TOKEN, TFE_USAGE_TOKEN: USAGE_TOKEN });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.stderr).toMatch(
      /^Usage: +true: who uses each version, from Explorer; the command fails without it \(with TFE_USAGE_TOKEN\)$/m,
    );
    expect(run.stdout).toContain('the gate (gate DIR) covers those from their side');
    expect(said(run)).not.toMatch(ACTION_WORDS);
  });

  it('says why `usage` only warns: the command reports, not a flag the person never gave', async () => {
    const run = await cli(['usage', '--source', `${tfe.host}/acme/eks/aws`]);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.stdout).toMatch(
      /^⚠️ Warns \(the command passes\): 1 checked version is revoked \(1\.0\.0\) and 1 checked version is deprecated \(1\.1\.0\), warnings only: the usage command reports rather than fails\.$/m,
    );
    expect(said(run)).not.toContain('--no-fail-on-');
    // A flag given says so, as the flag.
    const given = await cli([
      'check',
      '--source',
      `${tfe.host}/acme/eks/aws`,
      '--version',
      '1.1.0',
      '--no-fail-on-deprecated',
    ]);
    expect(given.stdout).toMatch(
      /1 checked version is deprecated \(1\.1\.0\), a warning only with --no-fail-on-deprecated\.$/m,
    );
  });

  it('names the setting that keeps a reason, and the commands that take a revocation back, as it takes them', async () => {
    const run = await cli([
      'deprecate',
      '--source',
      `${tfe.host}/acme/eks/aws`,
      '--version',
      '< 2.0.0',
      '--reason',
      'New.',
      '--keep-reasons',
      '--dry-run',
    ]);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/^ {2}1\.1\.0 .* → unchanged: keeps its reason and link \(--keep-reasons\)( ·|$)/m);
    expect(run.stderr).toMatch(
      /^ {2}1\.0\.0 .* → unchanged \(revoked, which is deprecated and more: only `unrevoke` or `undeprecate` take it back\)( ·|$)/m,
    );
    expect(said(run)).not.toMatch(/`keep-reasons`|`unrevoked`|`undeprecated`/);
    expect(said(run)).not.toMatch(ACTION_WORDS);
  });

  it('names the tool setting by its flag where only one tool reads a call', async () => {
    const run = await cli(['gate', 'tofu']);
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain(
      'Only OpenTofu reads this call: Terraform ignores .tofu files. --tool says which of the two runs the configuration.',
    );
    expect(said(run)).not.toMatch(ACTION_WORDS);
  });

  it('says what to give when no call was checked, in flags', async () => {
    const run = await cli(['gate', 'stack', '--organization', 'other']);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toMatch(/Check --organization, or use --allow-empty if that is expected\.$/m);
    expect(said(run)).not.toMatch(ACTION_WORDS);
  });
});

describe('the action', () => {
  it('keeps its own words for the same mistakes', async () => {
    const run = await runAction(
      { hostname: tfe.url, source: `${tfe.host}/acme/vpc/aws`, status: 'deprecated', version: '1.0.0' },
      { env: { TF_API_TOKEN: TOKEN } },
    );
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toMatch(
      /Input `reason` is required with `status: deprecated`: .*\(`keep-reasons: true` keeps those\)/,
    );
  });
});
