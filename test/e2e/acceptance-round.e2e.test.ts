/**
 * Defects an acceptance review of issues 29 to 32 found in the merged code, with hostile cases
 * the issues do not list, end to end from the bundle and the packed command line:
 * - `gate --fix --dry-run` printed its diff through the Markdown-to-terminal renderer, which
 *   turned each removed line's `-` into a bullet, so the diff no longer applied;
 * - a configuration directory that is a symbolic link to another one given too made the real
 *   directory's calls point at the link's files (the two shared one read, and its file names);
 * - a Terragrunt `tfr://` source with `version` twice was judged at the last version while
 *   Terragrunt refuses a source with more than one: a deprecated version could hide behind it;
 * - a previous report missing a count said "got a undefined".
 */
import { execFile } from 'node:child_process';
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { FakeTfe } from '../fake-tfe/server.ts';
import { fakeService, scratchFolder } from '../support/fake-service.ts';
import { runAction, type ActionRun } from './harness.ts';
import { runCli } from './support/cli.ts';

const TOKEN = 'acceptance-round.atlasv1.s3cr3t-ACCEPT-5e6f7a';
const DEPRECATION = { reason: 'Version 1.1.0 opens the default security group.', link: 'https://example.com/vpc/2' };

/** acme/vpc/aws with 1.1.0 deprecated and 1.2.0, 2.0.0 active. */
async function service(): Promise<FakeTfe> {
  const tfe = await fakeService(TOKEN, { versions: ['1.0.0', '1.1.0', '1.2.0', '2.0.0'] });
  tfe.deprecate('acme', 'vpc', 'aws', '1.1.0', DEPRECATION);
  return tfe;
}

const moduleCall = (host: string, name: string, version: string): string =>
  `module "${name}" {\n  source  = "${host}/acme/vpc/aws"\n  version = "${version}"\n}\n`;

async function files(dir: string, contents: Record<string, string>): Promise<void> {
  for (const [name, text] of Object.entries(contents)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
}

function gate(tfe: FakeTfe, workspace: string, directories: string): Promise<ActionRun> {
  return runAction(
    { hostname: tfe.url, token: TOKEN, status: 'check', 'config-directory': directories },
    { env: { GITHUB_WORKSPACE: workspace } },
  );
}

const result = (run: ActionRun) => JSON.parse(run.outputs.result ?? '[]') as Array<Record<string, unknown>>;

describe.concurrent('gate --fix --dry-run on the command line', () => {
  it('prints the diff as it is, so that git apply takes it: a removed line keeps its "-"', async () => {
    const tfe = await service();
    const workspace = await scratchFolder('acceptance-fix-diff');
    // `*` and `_` in a line would be Markdown emphasis, outside a code block.
    const text = `# keep *this* and_that_\n${moduleCall(tfe.host, 'net_work', '1.1.0')}`;
    await files(workspace, { 'infra/main.tf': text });
    const run = await runCli(['gate', 'infra', '--fix', '--dry-run', '--hostname', tfe.url, '--organization', 'acme'], {
      cwd: workspace,
      env: { TF_API_TOKEN: TOKEN },
    });
    expect(run.exitCode, run.stderr).toBe(1);
    expect(run.stdout).toContain('\n-  version = "1.1.0"\n+  version = "1.2.0"\n');
    expect(run.stdout).toContain('\n # keep *this* and_that_\n');
    const start = run.stdout.indexOf('--- a/infra/main.tf');
    const end = run.stdout.indexOf('\n }\n', start) + 4;
    expect(start).toBeGreaterThanOrEqual(0);
    await writeFile(path.join(workspace, 'fix.patch'), run.stdout.slice(start, end));
    await promisify(execFile)('git', ['init', '-q'], { cwd: workspace });
    await promisify(execFile)('git', ['apply', 'fix.patch'], { cwd: workspace });
    expect(await readFile(path.join(workspace, 'infra/main.tf'), 'utf8')).toBe(text.replace('1.1.0', '1.2.0'));
  });
});

describe.concurrent('a configuration directory that is a link to another one', () => {
  it("places each directory's calls at its own files, the real directory's too", async () => {
    const tfe = await service();
    const workspace = await scratchFolder('acceptance-linked-dir');
    await files(workspace, { 'stacks/network/main.tf': moduleCall(tfe.host, 'vpc', '1.1.0') });
    // Sorted before `network`, so it is read first.
    await symlink('network', path.join(workspace, 'stacks/alias'));
    const run = await gate(tfe, workspace, 'stacks/*');
    expect(run.exitCode, run.stdout).toBe(1);
    expect(result(run).map((r) => [r.directory, r.file])).toEqual([
      ['stacks/alias', 'stacks/alias/main.tf'],
      ['stacks/network', 'stacks/network/main.tf'],
    ]);
    const errors = run.annotations.filter((a) => a.level === 'error' && a.file !== undefined).map((a) => a.file);
    expect(errors.sort()).toEqual(['stacks/alias/main.tf', 'stacks/network/main.tf']);
  });
});

describe.concurrent("Terragrunt's tfr:// source with more than one version", () => {
  it('is refused at its line, as Terragrunt refuses it, never judged at one of them', async () => {
    const tfe = await service();
    const workspace = await scratchFolder('acceptance-terragrunt');
    const unit = (query: string): string => `terraform {\n  source = "tfr://${tfe.host}/acme/vpc/aws?${query}"\n}\n`;
    await files(workspace, {
      'live/a/terragrunt.hcl': unit('version=2.0.0&version=1.1.0'),
      'live/b/terragrunt.hcl': unit('version=1.1.0&ref=x&version=2.0.0'),
      'live/c/terragrunt.hcl': unit('ref=x&version=2.0.0'),
    });
    const run = await gate(tfe, workspace, 'live/*');
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.outputs['failure-reason']).toBe('invalid-input');
    expect(result(run).map((r) => [r.file, r.status, r.version ?? null])).toEqual([
      ['live/a/terragrunt.hcl', 'failed', null],
      ['live/b/terragrunt.hcl', 'failed', null],
      ['live/c/terragrunt.hcl', 'not-deprecated', '2.0.0'],
    ]);
    const refused = run.annotations.filter((a) => a.level === 'error' && a.title?.startsWith('Cannot check'));
    expect(refused.map((a) => [a.file, a.line])).toEqual([
      ['live/a/terragrunt.hcl', '1'],
      ['live/b/terragrunt.hcl', '1'],
    ]);
    expect(refused[0]?.message).toContain('more than one version');
  });
});
