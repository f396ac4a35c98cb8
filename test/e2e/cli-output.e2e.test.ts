/**
 * What the command line shows people and machines, end to end against the fake: findings as
 * `file:line:` lines, the summary as plain text, the Markdown and a GitLab Code Quality report in
 * files (the report checked against GitLab's documented shape), tokens found as Terraform finds
 * them and refused as flags, and the documented exit codes.
 */
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Ajv } from 'ajv';
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { startFakeTfe, type FakeTfe } from '../fake-tfe/server.ts';
import { parseCliJson, runCli } from './support/cli.ts';

const TOKEN = 'cli-output-token.atlasv1.s3cr3t-OUT-4d5e6f';

/** GitLab's Code Quality report: an array of issues of the documented fields, all required. */
const CODE_QUALITY_SCHEMA = {
  type: 'array',
  items: {
    type: 'object',
    required: ['description', 'check_name', 'fingerprint', 'severity', 'location'],
    properties: {
      description: { type: 'string', minLength: 1 },
      check_name: { type: 'string', minLength: 1 },
      fingerprint: { type: 'string', minLength: 1 },
      severity: { enum: ['info', 'minor', 'major', 'critical', 'blocker'] },
      location: {
        type: 'object',
        required: ['path', 'lines'],
        properties: {
          path: { type: 'string', minLength: 1, not: { pattern: '^(/|\\./)' } },
          lines: {
            type: 'object',
            required: ['begin'],
            properties: { begin: { type: 'integer', minimum: 1 } },
          },
        },
      },
    },
  },
} as const;
const validCodeQuality = new Ajv({ strict: true, allErrors: true }).compile(CODE_QUALITY_SCHEMA);

let tfe: FakeTfe;
let workspace: string;

beforeEach(async () => {
  tfe = await startFakeTfe();
  tfe.addOrganization('acme');
  tfe.addToken(TOKEN, { organizations: ['acme'] });
  tfe.addModule({ namespace: 'acme', name: 'vpc', provider: 'aws', versions: ['1.0.0', '1.1.0', '2.0.0'] });
  tfe.deprecate('acme', 'vpc', 'aws', '1.1.0', { reason: 'Opens port 22.', link: 'https://example.com/vpc/2' });
  workspace = await mkdtemp(path.join(tmpdir(), 'cli-output-'));
  await mkdir(path.join(workspace, 'stack'));
  await writeFile(
    path.join(workspace, 'stack', 'main.tf'),
    `module "network" {\n  source  = "${tfe.host}/acme/vpc/aws"\n  version = "1.1.0"\n}\n`,
  );
});

afterEach(async () => {
  await tfe.close();
  await rm(workspace, { recursive: true, force: true });
});

const cli = (args: string[], env: Record<string, string> = { TF_API_TOKEN: TOKEN }) =>
  runCli([...args, '--hostname', tfe.url], { cwd: workspace, env });

describe('gate', () => {
  it('prints each finding as file:line:, the summary as text, and writes the Markdown and a Code Quality report', async () => {
    const run = await cli([
      'gate',
      'stack',
      '--summary-file',
      'summary.md',
      '--codequality-file',
      'gl-code-quality.json',
    ]);
    expect(run.exitCode, run.stderr).toBe(1);
    expect(run.stdout).toMatch(/^stack\/main\.tf:1: error: Module version 1\.1\.0 of .* is deprecated: /m);
    // Plain text: no table syntax, no emphasis, no HTML, no colour off a terminal.
    expect(run.stdout).not.toMatch(/\|---|\*\*|<\/?(sub|details)>|\u001b\[/);
    expect(run.stderr).toMatch(/── Inputs/);
    const summary = await readFile(path.join(workspace, 'summary.md'), 'utf8');
    expect(summary).toMatch(/^### /m);
    expect(summary).toContain('|---|');

    const report = JSON.parse(await readFile(path.join(workspace, 'gl-code-quality.json'), 'utf8')) as unknown;
    expect(validCodeQuality(report), JSON.stringify(validCodeQuality.errors)).toBe(true);
    expect(report).toEqual([
      expect.objectContaining({
        check_name: 'tfe-module-lifecycle/deprecated-version',
        severity: 'major',
        location: { path: 'stack/main.tf', lines: { begin: 1 } },
      }),
    ]);
  });

  it('lists each of many calls at its line with its own change: the terminal, Code Quality and SARIF alike', async () => {
    // More calls than GitHub's 10 annotations a step: only the action folds them, per version.
    const blocks = Array.from({ length: 25 }, (_, i) => {
      const version = i % 2 === 0 ? '1.1.0' : '~> 1.1';
      return `module "vpc_${i}" {\n  source  = "${tfe.host}/acme/vpc/aws"\n  version = "${version}"\n}\n`;
    });
    await writeFile(path.join(workspace, 'stack', 'main.tf'), blocks.join(''));
    const run = await cli(['gate', 'stack', '--codequality-file', 'cq.json', '--sarif-file', 'gate.sarif']);
    expect(run.exitCode, run.stderr).toBe(1);
    const lines = blocks.map((_, i) => 1 + i * 4);
    const change = (i: number): string =>
      i % 2 === 0 ? 'Change version "1.1.0" to "2.0.0".' : 'Change version "~> 1.1" to "~> 2.0".';

    const printed = run.stdout.split('\n').filter((l) => /^stack\/main\.tf:\d+: /.test(l));
    expect(printed).toHaveLength(25);
    lines.forEach((line, i) => {
      expect(printed[i]).toMatch(new RegExp(`^stack/main\\.tf:${line}: error: Module version 1\\.1\\.0 of `));
      expect(printed[i]).toContain(change(i));
    });
    expect(run.stdout).not.toContain('Used by');

    const report = JSON.parse(await readFile(path.join(workspace, 'cq.json'), 'utf8')) as Array<{
      description: string;
      location: { path: string; lines: { begin: number } };
    }>;
    expect(validCodeQuality(report), JSON.stringify(validCodeQuality.errors)).toBe(true);
    expect(report.map((issue) => issue.location)).toEqual(
      lines.map((begin) => ({ path: 'stack/main.tf', lines: { begin } })),
    );
    report.forEach((issue, i) => expect(issue.description).toContain(change(i)));
    expect(new Set(report.map((issue) => (issue as { fingerprint?: string }).fingerprint)).size).toBe(25);

    const sarif = JSON.parse(await readFile(path.join(workspace, 'gate.sarif'), 'utf8')) as {
      runs: Array<{
        results: Array<{
          message: { text: string };
          locations: Array<{ physicalLocation: { region: { startLine: number } } }>;
        }>;
      }>;
    };
    const results = sarif.runs[0]?.results ?? [];
    expect(results.map((r) => r.locations[0]?.physicalLocation.region.startLine)).toEqual(lines);
    results.forEach((r, i) => expect(r.message.text).toContain(change(i)));
  });

  it('passes (exit 0) when deprecated calls only warn, and reports them as minor', async () => {
    const run = await cli(['gate', 'stack', '--no-fail-on-deprecated', '--codequality-file', 'cq.json']);
    expect(run.exitCode, run.stderr).toBe(0);
    const report = JSON.parse(await readFile(path.join(workspace, 'cq.json'), 'utf8')) as Array<{ severity: string }>;
    expect(validCodeQuality(report)).toBe(true);
    expect(report.map((i) => i.severity)).toEqual(['minor']);
  });
});

describe('check', () => {
  it('writes a Code Quality report placing findings without a file in the pipeline configuration', async () => {
    const run = await cli(
      ['check', '--source', `${tfe.host}/acme/vpc/aws`, '--version', '1.1.0', '--codequality-file', 'cq.json'],
      { TF_API_TOKEN: TOKEN, CI_CONFIG_PATH: 'ci/pipeline.yml' },
    );
    expect(run.exitCode, run.stderr).toBe(1);
    const report = JSON.parse(await readFile(path.join(workspace, 'cq.json'), 'utf8')) as Array<{
      location: { path: string };
    }>;
    expect(validCodeQuality(report), JSON.stringify(validCodeQuality.errors)).toBe(true);
    expect(report.length).toBeGreaterThan(0);
    expect(report.every((i) => i.location.path === 'ci/pipeline.yml')).toBe(true);
  });
});

describe('tokens', () => {
  const check = ['check', '--source', 'SOURCE', '--version', '1.0.0', '--json'];
  const args = () => check.map((a) => (a === 'SOURCE' ? `${tfe.host}/acme/vpc/aws` : a));

  it('come from TF_TOKEN_<host>, as in Terraform', async () => {
    const run = await cli(args(), { TF_TOKEN_127_0_0_1: TOKEN });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.stderr).toContain('token from variable TF_TOKEN_127_0_0_1');
  });

  it("come from the CLI configuration's credentials block, as in Terraform", async () => {
    // Outside the working directory, whose files count as the run's output.
    const home = await mkdtemp(path.join(tmpdir(), 'cli-home-'));
    const config = path.join(home, 'terraform.rc');
    await writeFile(config, `credentials "${tfe.host}" {\n  token = "${TOKEN}"\n}\n`);
    onTestFinished(() => rm(home, { recursive: true, force: true }));
    const run = await runCli([...args(), '--hostname', tfe.url], {
      cwd: workspace,
      env: { TF_CLI_CONFIG_FILE: config },
      secrets: [TOKEN],
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/token from credentials/);
  });

  it('take the Explorer-only usage token from TFE_USAGE_TOKEN', async () => {
    const usageToken = 'cli-usage-token.atlasv1.0123456789';
    tfe.addToken(usageToken, { organizations: ['acme'], canManagePrivateRegistry: false });
    tfe.setUsage('acme', 'vpc', 'aws', '1.0.0', ['app-prod']);
    const run = await runCli([...args(), '--hostname', tfe.url, '--usage', 'true'], {
      cwd: workspace,
      env: { TF_API_TOKEN: TOKEN, TFE_USAGE_TOKEN: usageToken },
      secrets: [TOKEN, usageToken],
    });
    expect(run.exitCode, run.stderr).toBe(0);
    const explorer = tfe.requests.filter((r) => r.path.includes('/explorer'));
    expect(explorer.length).toBeGreaterThan(0);
    expect(explorer.every((r) => r.token === usageToken)).toBe(true);
    expect(run.stdout).toContain('app-prod');
  });

  it('are refused as a flag (exit 2), saying why, without echoing the value', async () => {
    const run = await runCli(['check', '--token', TOKEN], { cwd: workspace, secrets: [TOKEN] });
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toMatch(/--token is not accepted: .*shell's history/);
    expect(run.stdout).toBe('');
  });
});

describe('exit codes', () => {
  it('2 for input the action refuses, with its message', async () => {
    const run = await cli([
      'deprecate',
      '--source',
      `${tfe.host}/acme/vpc/aws`,
      '--version',
      '1.0.0',
      '--reason',
      'Old',
      '--keep-latest',
      'x',
    ]);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toMatch(/error: .*keep-latest/);
  });

  it('2 for a command line it cannot read', async () => {
    expect((await cli(['gate', '--bogus'])).exitCode).toBe(2);
    expect((await cli(['frobnicate'])).exitCode).toBe(2);
  });

  it('3 when the service refuses (a token it does not know)', async () => {
    const run = await cli(['check', '--source', `${tfe.host}/acme/vpc/aws`, '--version', '1.0.0', '--json'], {
      TF_API_TOKEN: 'unknown-token.atlasv1.nope-nope',
    });
    expect(run.exitCode).toBe(3);
    expect(parseCliJson(run)).toMatchObject({ exitCode: 3, outputs: { 'failure-reason': 'service-error' } });
  });

  it('3 when the service fails past its retries', async () => {
    tfe.injectFault({ path: /versions/, times: Infinity, fault: { kind: 'status', status: 503 } });
    const run = await cli([
      'check',
      '--source',
      `${tfe.host}/acme/vpc/aws`,
      '--version',
      '1.0.0',
      '--request-timeout',
      '2',
    ]);
    expect(run.exitCode, run.stderr).toBe(3);
  }, 120_000);

  it('0 with --help and --version, which need no service', async () => {
    const help = await runCli(['policy', '--help'], { cwd: workspace });
    expect(help.exitCode).toBe(0);
    expect(help.stdout).toMatch(/Examples:/);
    const version = await runCli(['--version'], { cwd: workspace });
    expect(version.stdout).toMatch(/^\d+\.\d+\.\d+/);
  });
});
