/**
 * The gate over every configuration language it reads: OpenTofu's `.tofu` files (which replace
 * the `.tf` files of the same name), a Terraform Stack's `component` blocks and Terragrunt's
 * `tfr://` sources, each failing at its line when it uses a deprecated version.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeTfe } from '../fake-tfe/server.ts';
import { copyOnHost } from '../support/example-host.ts';
import { fakeService } from '../support/fake-service.ts';
import { allRuns, runAction, tokenLeaks, type ActionRun } from './harness.ts';
import { parseCliJson, runCli } from './support/cli.ts';
import { GATE_FIXTURES } from './support/gate-workspace.ts';

const TOKEN = 'languages-token.atlasv1.s3cr3t-LANG-4d5e6f';
const FIXTURES = path.join(GATE_FIXTURES, 'languages');
const DEPRECATION = { reason: 'Version 1.2.0 opens the default security group.', link: 'https://example.com/vpc/1.2' };

let tfe: FakeTfe;
let workspace: string;

/** The fixtures in a fresh workspace, `app.terraform.io` pointing at the fake. */
async function makeWorkspace(host: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'gate-languages-'));
  await copyOnHost(FIXTURES, dir, host);
  return dir;
}

beforeEach(async () => {
  tfe = await fakeService(TOKEN, { versions: ['1.0.0', '1.1.0', '1.2.0', '2.0.0'] });
  tfe.addModule({ namespace: 'acme', name: 'subnets', provider: 'aws', versions: ['2.0.0', '2.1.0', '2.2.0'] });
  tfe.addModule({ namespace: 'acme', name: 'dns', provider: 'aws', versions: ['1.0.0', '1.1.0'] });
  tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', DEPRECATION);
  workspace = await makeWorkspace(tfe.host);
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

const errorsAt = (run: ActionRun) =>
  run.annotations.filter((a) => a.level === 'error' && a.title?.endsWith('is deprecated')).map((a) => [a.file, a.line]);
const result = (run: ActionRun) => JSON.parse(run.outputs.result ?? '[]') as Array<Record<string, unknown>>;
const calls = (run: ActionRun) =>
  (JSON.parse(run.outputs.result ?? '[]') as Array<Record<string, unknown>>).map((c) => [
    c.call,
    c.version,
    c.status,
    c.file,
  ]);

describe('gate over OpenTofu, Stacks and Terragrunt', () => {
  it('with tool: opentofu, reads .tofu and .tofu.json in place of the .tf and .tf.json of the same name', async () => {
    const run = await gate('tofu', { tool: 'opentofu' });
    expect(run.exitCode, run.stdout).toBe(1);
    expect(errorsAt(run)).toEqual([['tofu/main.tofu', '6']]);
    expect(calls(run)).toEqual([
      ['module.dns', '1.1.0', 'not-deprecated', 'tofu/dns.tofu.json'],
      ['module.vpc', '1.2.0', 'deprecated', 'tofu/main.tofu'],
    ]);
  });

  it('by default judges the calls of both tools, each saying which tool reads its file', async () => {
    const run = await gate('tofu');
    expect(run.exitCode, run.stdout).toBe(1);
    expect(errorsAt(run)).toEqual([['tofu/main.tofu', '6']]);
    expect(calls(run)).toEqual([
      ['module.dns', '1.0.0', 'not-deprecated', 'tofu/dns.tf.json'],
      ['module.vpc', '1.1.0', 'not-deprecated', 'tofu/main.tf'],
      ['module.dns', '1.1.0', 'not-deprecated', 'tofu/dns.tofu.json'],
      ['module.vpc', '1.2.0', 'deprecated', 'tofu/main.tofu'],
    ]);
    expect(result(run).map((c) => c.tool)).toEqual(['terraform', 'terraform', 'opentofu', 'opentofu']);
    expect(run.summary).toContain('`module.vpc` (OpenTofu only)');
    expect(run.annotations.find((a) => a.file === 'tofu/main.tofu')?.message).toContain(
      'Only OpenTofu reads this call: Terraform ignores .tofu files.',
    );
  });

  describe('a stray main.tofu beside main.tf', () => {
    /** A Terraform configuration whose main.tf calls the deprecated 1.2.0, and a main.tofu that calls 1.1.0. */
    async function stray(): Promise<void> {
      await mkdir(path.join(workspace, 'stray'));
      const call = (version: string): string =>
        `module "vpc" {\n  source  = "${tfe.host}/acme/vpc/aws"\n  version = "${version}"\n}\n`;
      await writeFile(path.join(workspace, 'stray/main.tf'), call('1.2.0'));
      await writeFile(path.join(workspace, 'stray/main.tofu'), call('1.1.0'));
    }

    it('hides no call of main.tf: by default both are judged', async () => {
      await stray();
      const run = await gate('stray');
      expect(run.exitCode, run.stdout).toBe(1);
      expect(run.outputs['failure-reason']).toBe('deprecated-in-use');
      expect(errorsAt(run)).toEqual([['stray/main.tf', '1']]);
      expect(calls(run)).toEqual([
        ['module.vpc', '1.2.0', 'deprecated', 'stray/main.tf'],
        ['module.vpc', '1.1.0', 'not-deprecated', 'stray/main.tofu'],
      ]);
      expect(run.annotations.find((a) => a.file === 'stray/main.tf')?.message).toContain(
        'Only Terraform reads this call: OpenTofu reads a .tofu file in its place.',
      );
      expect(run.summary).toContain('`module.vpc` (Terraform only)');
    });

    it("tool gives that tool's own rule: Terraform ignores .tofu files, OpenTofu reads main.tofu instead", async () => {
      await stray();
      const terraform = await gate('stray', { tool: 'terraform' });
      expect(terraform.exitCode, terraform.stdout).toBe(1);
      expect(calls(terraform)).toEqual([['module.vpc', '1.2.0', 'deprecated', 'stray/main.tf']]);
      expect(result(terraform)[0]).not.toHaveProperty('tool');
      const opentofu = await gate('stray', { tool: 'OpenTofu' });
      expect(opentofu.exitCode, opentofu.stdout).toBe(0);
      expect(calls(opentofu)).toEqual([['module.vpc', '1.1.0', 'not-deprecated', 'stray/main.tofu']]);
    });

    it('refuses a tool it does not know before any request, naming the input', async () => {
      await stray();
      const run = await gate('stray', { tool: 'tofu' });
      expect(run.exitCode).toBe(1);
      expect(run.outputs['failure-reason']).toBe('invalid-input');
      expect(run.stdout).toContain('Input `tool` must be `terraform` or `opentofu`');
      expect(tfe.requests).toEqual([]);
    });

    it('on the command line: --tool', async () => {
      await stray();
      const cli = (...args: string[]) =>
        runCli(['gate', 'stray', '--hostname', tfe.url, '--json', ...args], {
          cwd: workspace,
          env: { TF_API_TOKEN: TOKEN },
        });
      const terraform = await cli('--tool', 'terraform');
      expect(terraform.exitCode, terraform.stderr).toBe(1);
      expect(parseCliJson(terraform).result).toHaveLength(1);
      const opentofu = await cli('--tool', 'opentofu');
      expect(opentofu.exitCode, opentofu.stderr).toBe(0);
      const wrong = await cli('--tool', 'pulumi');
      expect(wrong.exitCode).toBe(2);
      // The command line names its flag, as for every other input.
      expect(wrong.stderr).toContain('--tool must be `terraform` or `opentofu`');
      expect(wrong.stderr).not.toContain('Input `tool`');
    });
  });

  describe('a Stack and Terragrunt units, gated in one run', () => {
    // One gate over both (each fails on its own deprecated call, read-only): each test picks out
    // the errors and calls of its own files, which name every file of its folders.
    let both: Promise<ActionRun> | undefined;
    const gateBoth = (): Promise<ActionRun> => (both ??= gate('stack\nstack-beta\nterragrunt/live/prod/*'));
    const errorsUnder = (run: ActionRun, folders: RegExp) => errorsAt(run).filter(([file]) => folders.test(file ?? ''));
    const callsUnder = (run: ActionRun, folders: RegExp) => calls(run).filter((call) => folders.test(String(call[3])));

    it('reads the component blocks of a Stack, and no deployment', async () => {
      const run = await gateBoth();
      expect(run.exitCode, run.stdout).toBe(1);
      expect(errorsUnder(run, /^stack(-beta)?\//)).toEqual([['stack/components.tfcomponent.hcl', '2']]);
      expect(callsUnder(run, /^stack(-beta)?\//)).toEqual([
        ['component.vpc', '1.2.0', 'deprecated', 'stack/components.tfcomponent.hcl'],
        ['component.dns', '1.1.0', 'not-deprecated', 'stack/components.tfcomponent.hcl'],
        ['component.subnets', '2.1.0', 'not-deprecated', 'stack-beta/components.tfstack.hcl'],
      ]);
      expect(run.summary).toContain('`component.vpc`');
    });

    it("reads Terragrunt's tfr:// sources at their exact versions; tfr:/// is the public registry", async () => {
      const run = await gateBoth();
      expect(run.exitCode, run.stdout).toBe(1);
      expect(errorsUnder(run, /^terragrunt\//)).toEqual([['terragrunt/live/prod/vpc/terragrunt.hcl', '5']]);
      expect(callsUnder(run, /^terragrunt\//)).toEqual([
        ['terraform.source', '1.1.0', 'not-deprecated', 'terragrunt/live/prod/dns/terragrunt.hcl'],
        ['terraform.source', null, 'not-checked', 'terragrunt/live/prod/eks/terragrunt.hcl'],
        ['terraform.source', '1.2.0', 'deprecated', 'terragrunt/live/prod/vpc/terragrunt.hcl'],
      ]);
      expect(run.summary).toContain('public registry');
    });

    it('judges every call of both: the two folders give the errors and calls above, and nothing else', async () => {
      const run = await gateBoth();
      expect(errorsAt(run)).toHaveLength(2);
      expect(calls(run)).toHaveLength(6);
    });
  });

  it('refuses a tfr:// version that is a constraint or given twice, at its line: Terragrunt passes on one version', async () => {
    const unit = (module: string, query: string): string =>
      `include "root" {\n  path = find_in_parent_folders("root.hcl")\n}\n\nterraform {\n  source = "tfr://${tfe.host}/acme/${module}/aws?${query}"\n}\n`;
    // Terragrunt refuses a source with more than one `version`: the deprecated vpc 1.2.0 hides
    // behind none, whether it comes first or last.
    for (const [folder, module, query] of [
      ['vpc', 'vpc', 'version=~>1.1'],
      ['subnets', 'subnets', 'version=%3E%3D2.0.0'],
      ['dns', 'dns', 'version=1.1.0'],
      ['twice', 'vpc', 'version=2.0.0&version=1.2.0'],
      ['twice-apart', 'vpc', 'version=1.2.0&ref=x&version=2.0.0'],
      ['with-ref', 'vpc', 'ref=x&version=2.0.0'],
    ] as const) {
      await mkdir(path.join(workspace, 'terragrunt/live/staging', folder), { recursive: true });
      await writeFile(path.join(workspace, 'terragrunt/live/staging', folder, 'terragrunt.hcl'), unit(module, query));
    }
    const run = await gate('terragrunt/live/staging/*');
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.outputs['failure-reason']).toBe('invalid-input');
    const refused = run.annotations.filter((a) => a.level === 'error' && a.title?.startsWith('Cannot check'));
    expect(refused.map((a) => [a.file, a.line])).toEqual([
      ['terragrunt/live/staging/subnets/terragrunt.hcl', '5'],
      ['terragrunt/live/staging/twice/terragrunt.hcl', '5'],
      ['terragrunt/live/staging/twice-apart/terragrunt.hcl', '5'],
      ['terragrunt/live/staging/vpc/terragrunt.hcl', '5'],
    ]);
    expect(refused[3]?.message).toContain('"~>1.1" is not one version');
    expect(refused[0]?.message).toContain('">=2.0.0" is not one version');
    expect(refused[1]?.message).toContain('more than one version');
    expect(refused[2]?.message).toContain('more than one version');
    expect(calls(run)).toEqual([
      ['terraform.source', '1.1.0', 'not-deprecated', 'terragrunt/live/staging/dns/terragrunt.hcl'],
      ['terraform.source', null, 'failed', 'terragrunt/live/staging/subnets/terragrunt.hcl'],
      ['terraform.source', null, 'failed', 'terragrunt/live/staging/twice/terragrunt.hcl'],
      ['terraform.source', null, 'failed', 'terragrunt/live/staging/twice-apart/terragrunt.hcl'],
      ['terraform.source', null, 'failed', 'terragrunt/live/staging/vpc/terragrunt.hcl'],
      ['terraform.source', '2.0.0', 'not-deprecated', 'terragrunt/live/staging/with-ref/terragrunt.hcl'],
    ]);
  });

  it("describes each directory's files alike in the summary's Checked list and in the log, each in its own language", async () => {
    await mkdir(path.join(workspace, 'json'));
    await writeFile(
      path.join(workspace, 'json/main.tf.json'),
      JSON.stringify({ module: { dns: { source: `${tfe.host}/acme/dns/aws`, version: '1.1.0' } } }),
    );
    const run = await gate('tofu\njson\nstack\nstack-beta\nterragrunt/live/prod/dns');
    const resolved =
      'each version constraint resolved as `terraform init` would (run `terraform init` first for exact versions and nested calls)';
    const described: Array<[string, string]> = [
      ['tofu', `from the \`.tf\`, \`.tf.json\`, \`.tofu\` and \`.tofu.json\` files, ${resolved}`],
      ['json', `from the \`.tf.json\` files, ${resolved}`],
      [
        'stack',
        "from the Stack's components (`.tfcomponent.hcl`), each version constraint resolved as `terraform init` would",
      ],
      [
        'stack-beta',
        "from the Stack's components (`.tfstack.hcl`), each version constraint resolved as `terraform init` would",
      ],
      ['terragrunt/live/prod/dns', 'from `terragrunt.hcl`, the version its `tfr://` source names'],
    ];
    for (const [directory, text] of described) {
      expect(run.summary).toContain(`- \`${directory}\`: ${text}\n`);
      expect(run.stdout).toMatch(
        new RegExp(`^${directory}: \\d+ module calls?, ${escape(text.replaceAll('`', ''))}$`, 'm'),
      );
    }
  });
});

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
