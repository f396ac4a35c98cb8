/**
 * `fix: true` from end to end, through the bundle and the command line: every language the gate
 * reads has its version literal rewritten in place and nothing else; each constraint form gets
 * what the docs say; the by-hand cases are listed with their reason; a dry run writes nothing and
 * prints the diff; the gate then passes the rewritten calls; and a second fix changes nothing.
 */
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeTfe } from '../fake-tfe/server.ts';
import { fakeService } from '../support/fake-service.ts';
import { allRuns, runAction, tokenLeaks, type ActionRun } from './harness.ts';
import { runCli } from './support/cli.ts';

const TOKEN = 'fix-token.atlasv1.s3cr3t-FIX-7a8b9c';
const DEPRECATION = { reason: 'Opens the default security group.', link: 'https://example.com/vpc' };

let tfe: FakeTfe;
let workspace: string;

/** The files of the workspace, HOST standing for the fake's host. */
const FILES: Record<string, string> = {
  // CRLF line endings, no final newline, comments and aligned arguments.
  'hcl/main.tf': [
    '# version = "1.1.0" in a comment is not a version argument',
    'module "vpc" {',
    '  source  = "HOST/acme/vpc/aws"',
    '  version = "1.1.0" # pinned by the network team',
    '',
    '  cidr_block = "10.0.0.0/16"',
    '}',
    '',
    'module "vpc_pessimistic" {',
    '  source     = "HOST/acme/vpc/aws"',
    '  version    = "~> 1.1.0"',
    '  extra_tags = { version = "1.1.0" }',
    '}',
    '',
    'module "vpc_range" {',
    '  source  = "HOST/acme/vpc/aws"',
    '  version = ">= 1.1.0, < 1.3.0"',
    '}',
    '',
    'module "dns" {',
    '  source  = "HOST/acme/dns/aws"',
    '  version = "=1.0.0"',
    '}',
  ].join('\r\n'),
  'json/main.tf.json': JSON.stringify(
    { module: { vpc: { source: 'HOST/acme/vpc/aws', version: '= 1.2.0', name: 'x' } } },
    null,
    2,
  ),
  'tofu/main.tofu': 'module "vpc" {\n  source  = "HOST/acme/vpc/aws"\n  version = "1.1.5"\n}\n',
  'stack/components.tfcomponent.hcl':
    'component "vpc" {\n  source  = "HOST/acme/vpc/aws"\n  version = "1.2.0"\n\n  inputs = {\n    name = "stack"\n  }\n}\n',
  'terragrunt/vpc/terragrunt.hcl':
    'terraform {\n  source = "tfr://HOST/acme/vpc/aws?version=1.1.0"\n}\n\ninputs = {\n  name = "prod"\n}\n',
  // terraform init installed 1.2.0 under `~> 1.1`, which now admits 1.4.0; the variable's value is 1.2.0 too.
  'installed/main.tf':
    'variable "v" {\n  default = "1.2.0"\n}\n\nmodule "vpc" {\n  source  = "HOST/acme/vpc/aws"\n  version = "~> 1.1"\n}\n\nmodule "pinned_by_variable" {\n  source  = "HOST/acme/vpc/aws"\n  version = var.v\n}\n',
  'installed/.terraform/modules/modules.json': JSON.stringify({
    Modules: [
      { Key: '', Source: '', Dir: '.' },
      { Key: 'vpc', Source: 'HOST/acme/vpc/aws', Version: '1.2.0', Dir: '.terraform/modules/vpc' },
      {
        Key: 'pinned_by_variable',
        Source: 'HOST/acme/vpc/aws',
        Version: '1.2.0',
        Dir: '.terraform/modules/pinned_by_variable',
      },
    ],
  }),
};

const ALL = 'hcl\njson\ntofu\nstack\nterragrunt/vpc\ninstalled';

beforeEach(async () => {
  tfe = await fakeService(TOKEN, { versions: ['1.0.0', '1.1.0', '1.1.5', '1.2.0', '1.4.0', '2.0.0'] });
  tfe.addModule({ namespace: 'acme', name: 'dns', provider: 'aws', versions: ['1.0.0', '2.0.0'] });
  for (const v of ['1.1.0', '1.1.5', '1.2.0']) tfe.deprecate('acme', 'vpc', 'aws', v, DEPRECATION);
  tfe.deprecate('acme', 'dns', 'aws', '1.0.0', DEPRECATION);
  tfe.revoke('acme', 'vpc', 'aws', '1.1.0', { message: 'CVE-2024-0001: upgrade.', link: '' });
  workspace = await mkdtemp(path.join(tmpdir(), 'gate-fix-'));
  for (const [file, text] of Object.entries(FILES)) {
    await mkdir(path.dirname(path.join(workspace, file)), { recursive: true });
    await writeFile(path.join(workspace, file), text.replaceAll('HOST', tfe.host));
  }
});

afterEach(async () => {
  await rm(workspace, { recursive: true, force: true });
});

afterAll(() => {
  for (const run of allRuns) expect(tokenLeaks(run, TOKEN)).toEqual([]);
});

function gate(directories: string, inputs: Record<string, string> = {}): Promise<ActionRun> {
  return runAction(
    { hostname: tfe.url, token: TOKEN, status: 'check', 'config-directory': directories, ...inputs },
    { env: { GITHUB_WORKSPACE: workspace } },
  );
}

const read = (file: string): Promise<string> => readFile(path.join(workspace, file), 'utf8');
/** The file as the fixture wrote it, with `edits` made. */
const expected = (file: string, ...edits: Array<[string, string]>): string =>
  edits.reduce((text, [from, to]) => text.replace(from, to), (FILES[file] as string).replaceAll('HOST', tfe.host));

interface FixEntry {
  call: string;
  file: string;
  line: number | null;
  from: string | null;
  to: string | null;
  outcome: string;
  constraint: { from: string; to: string } | null;
  why?: string;
}
const fixes = (run: ActionRun): FixEntry[] => JSON.parse(run.outputs.fixes ?? '[]') as FixEntry[];
const outcomes = (run: ActionRun): string[][] =>
  fixes(run).map((f) => [f.file, f.call, f.outcome, f.constraint?.to ?? f.why ?? f.to ?? '']);

describe('fix: true', () => {
  it('rewrites each version literal in every language, and only it', async () => {
    const run = await gate(ALL, { fix: 'true' });
    // The verdict is that of the files as they were.
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.outputs['failure-reason']).toBe('revoked-in-use');
    expect(run.outputs.fixed).toBe('true');
    expect(outcomes(run)).toEqual([
      ['hcl/main.tf', 'module.vpc', 'rewritten', '1.4.0'],
      ['hcl/main.tf', 'module.vpc_pessimistic', 'rewritten', '~> 1.4.0'],
      ['hcl/main.tf', 'module.vpc_range', 'by-hand', expect.stringContaining('by hand so that it selects 1.4.0')],
      ['hcl/main.tf', 'module.dns', 'by-hand', expect.stringContaining('new major version')],
      ['json/main.tf.json', 'module.vpc', 'rewritten', '= 1.4.0'],
      ['tofu/main.tofu', 'module.vpc', 'rewritten', '1.4.0'],
      ['stack/components.tfcomponent.hcl', 'component.vpc', 'rewritten', '1.4.0'],
      ['terragrunt/vpc/terragrunt.hcl', 'terraform.source', 'rewritten', '1.4.0'],
      ['installed/main.tf', 'module.vpc', 'upgrade-installed', '1.4.0'],
      ['installed/main.tf', 'module.pinned_by_variable', 'by-hand', expect.stringContaining('the expression var.v')],
    ]);
    expect(fixes(run)[0]).toMatchObject({ from: '1.1.0', to: '1.4.0', line: 2 });
    // Every other byte kept: CRLF, the missing final newline, comments, alignment, other strings.
    expect(await read('hcl/main.tf')).toBe(
      expected(
        'hcl/main.tf',
        ['version = "1.1.0" # pinned', 'version = "1.4.0" # pinned'],
        ['"~> 1.1.0"', '"~> 1.4.0"'],
      ),
    );
    expect(await read('json/main.tf.json')).toBe(expected('json/main.tf.json', ['"= 1.2.0"', '"= 1.4.0"']));
    expect(await read('tofu/main.tofu')).toBe(expected('tofu/main.tofu', ['"1.1.5"', '"1.4.0"']));
    expect(await read('stack/components.tfcomponent.hcl')).toBe(
      expected('stack/components.tfcomponent.hcl', ['"1.2.0"', '"1.4.0"']),
    );
    expect(await read('terragrunt/vpc/terragrunt.hcl')).toBe(
      expected('terragrunt/vpc/terragrunt.hcl', ['version=1.1.0', 'version=1.4.0']),
    );
    expect(await read('installed/main.tf')).toBe(expected('installed/main.tf'));
    expect(run.stdout).toContain('The fix rewrote 6 lines in 5 files; that clears 6 of the 10 calls');
    expect(run.summary).toContain('#### Fixes');
    expect(run.summary).toContain('terraform init -upgrade');

    // The gate on the fixed files: every call rewritten passes.
    const again = await gate(ALL);
    const statuses = (JSON.parse(again.outputs.result ?? '[]') as Array<Record<string, unknown>>).map((c) => [
      c.file,
      c.call,
      c.status,
    ]);
    expect(statuses).toEqual([
      ['hcl/main.tf', 'module.vpc', 'not-deprecated'],
      ['hcl/main.tf', 'module.vpc_pessimistic', 'not-deprecated'],
      ['hcl/main.tf', 'module.vpc_range', 'deprecated'],
      ['hcl/main.tf', 'module.dns', 'deprecated'],
      ['json/main.tf.json', 'module.vpc', 'not-deprecated'],
      ['tofu/main.tofu', 'module.vpc', 'not-deprecated'],
      ['stack/components.tfcomponent.hcl', 'component.vpc', 'not-deprecated'],
      ['terragrunt/vpc/terragrunt.hcl', 'terraform.source', 'not-deprecated'],
      ['installed/main.tf', 'module.vpc', 'deprecated'],
      ['installed/main.tf', 'module.pinned_by_variable', 'deprecated'],
    ]);

    // A second fix changes nothing.
    const before = await Promise.all(Object.keys(FILES).map(read));
    const twice = await gate(ALL, { fix: 'true' });
    expect(twice.outputs.fixed).toBe('false');
    expect(fixes(twice).map((f) => f.outcome)).toEqual(['by-hand', 'by-hand', 'upgrade-installed', 'by-hand']);
    expect(await Promise.all(Object.keys(FILES).map(read))).toEqual(before);
  });

  it('says, on the next run, that the version terraform init installed no longer satisfies the files: run terraform init', async () => {
    await mkdir(path.join(workspace, 'pinned/.terraform/modules'), { recursive: true });
    await writeFile(
      path.join(workspace, 'pinned/main.tf'),
      `module "vpc" {\n  source  = "${tfe.host}/acme/vpc/aws"\n  version = "1.2.0"\n}\n`,
    );
    await writeFile(
      path.join(workspace, 'pinned/.terraform/modules/modules.json'),
      JSON.stringify({
        Modules: [
          { Key: '', Source: '', Dir: '.' },
          { Key: 'vpc', Source: `${tfe.host}/acme/vpc/aws`, Version: '1.2.0', Dir: '.terraform/modules/vpc' },
        ],
      }),
    );
    const fixed = await gate('pinned', { fix: 'true' });
    expect(outcomes(fixed)).toEqual([['pinned/main.tf', 'module.vpc', 'rewritten', '1.4.0']]);
    const next = await gate('pinned');
    expect(next.exitCode, next.stdout).toBe(0);
    const stale = next.annotations.filter((a) => a.title?.endsWith('is older than the configuration'));
    expect(stale).toEqual([
      expect.objectContaining({
        level: 'warning',
        file: 'pinned/main.tf',
        line: '1',
        message:
          'The version terraform init installed for 1 module call of pinned no longer satisfies the constraint in the files (changed since, by hand or by a fix), so its version is resolved from the constraint, as terraform init would install it. Run terraform init.',
      }),
    ]);
    expect(next.stdout).toContain(
      'pinned/.terraform/modules/modules.json: the version terraform init installed for 1 call no longer satisfies the constraint in the files',
    );
    expect(`${next.stdout}${stale[0]?.message}`).not.toMatch(
      /lacks \d+ call|predates|missing from the manifest|do not commit/,
    );
  });

  it('writes a new major version with fix-major', async () => {
    const run = await gate('hcl', { fix: 'true', 'fix-major': 'true' });
    expect(outcomes(run).find((o) => o[1] === 'module.dns')).toEqual([
      'hcl/main.tf',
      'module.dns',
      'rewritten',
      '=2.0.0',
    ]);
    expect(await read('hcl/main.tf')).toContain('version = "=2.0.0"');
  });

  it('writes nothing in a dry run, and prints the unified diff', async () => {
    const before = await Promise.all(Object.keys(FILES).map(read));
    const run = await gate(ALL, { fix: 'true', 'dry-run': 'true' });
    expect(run.exitCode).toBe(1);
    expect(run.outputs.fixed).toBe('false');
    expect(fixes(run).filter((f) => f.outcome === 'rewritten')).toHaveLength(6);
    expect(await Promise.all(Object.keys(FILES).map(read))).toEqual(before);
    expect(run.stdout).toContain('Dry run: the fix would rewrite 6 lines in 5 files, and write nothing');
    expect(run.stdout).toContain('--- a/tofu/main.tofu\n+++ b/tofu/main.tofu\n@@ -1,4 +1,4 @@');
    expect(run.stdout).toContain('-  version = "1.1.5"\n+  version = "1.4.0"');
    expect(run.stdout).toContain('-  source = "tfr://');
    expect(run.summary).toContain('```diff');
  });

  it('leaves a file reached through a symbolic link alone, with a warning', async () => {
    const outside = await mkdtemp(path.join(tmpdir(), 'gate-fix-outside-'));
    try {
      await writeFile(path.join(outside, 'linked.tf'), await read('tofu/main.tofu'));
      await rm(path.join(workspace, 'tofu/main.tofu'));
      await symlink(path.join(outside, 'linked.tf'), path.join(workspace, 'tofu/main.tofu'));
      const run = await gate('tofu', { fix: 'true' });
      expect(outcomes(run)).toEqual([['tofu/main.tofu', 'module.vpc', 'by-hand', expect.stringContaining('link')]]);
      expect(run.outputs.fixed).toBe('false');
      expect(run.annotations.some((a) => a.level === 'warning' && a.message.includes('tofu/main.tofu'))).toBe(true);
      expect(await readFile(path.join(outside, 'linked.tf'), 'utf8')).toBe(expected('tofu/main.tofu'));
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });
});

describe('gate --fix on the command line', () => {
  const cli = (args: string[]) =>
    runCli(['gate', 'tofu', 'stack', '--hostname', tfe.url, ...args], {
      cwd: workspace,
      env: { TF_API_TOKEN: TOKEN },
    });

  it('prints the diff with --dry-run and writes nothing, then writes without it', async () => {
    const dry = await cli(['--fix', '--dry-run']);
    expect(dry.exitCode, dry.stderr).toBe(1);
    expect(`${dry.stdout}${dry.stderr}`).toContain('+  version = "1.4.0"');
    expect(await read('tofu/main.tofu')).toBe(expected('tofu/main.tofu'));
    const fixed = await cli(['--fix']);
    expect(fixed.exitCode, fixed.stderr).toBe(1);
    expect(await read('tofu/main.tofu')).toBe(expected('tofu/main.tofu', ['"1.1.5"', '"1.4.0"']));
    expect(await read('stack/components.tfcomponent.hcl')).toContain('version = "1.4.0"');
    const after = await cli([]);
    expect(after.exitCode, after.stderr).toBe(0);
  });
});
