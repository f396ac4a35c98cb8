/**
 * The gate, end to end, on configurations that are not plain: files that do not parse, inputs it
 * refuses, text from a pull request that looks like a workflow command, a gate that finds nothing
 * (and says what filtered the calls out), and what real configurations hold (stale manifests,
 * variables, duplicates, .tf.json, symbolic links, templates, stacks sharing a module). Which hosts
 * it takes for the registry's is gate-hosts.e2e.test.ts. Each test has a service and workspace of
 * its own (support/gate-workspace.ts), so the tests run at once.
 */
import { mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { allRuns, tokenLeaks } from './harness.ts';
import { deprecationAnnotations, gateWorkspace } from './support/gate-workspace.ts';

const TOKEN = 'gate-token.atlasv1.s3cr3t-GATE-1a2b3c';
const DEPRECATION = { reason: 'Version 1.2.0 opens the default security group.', link: 'https://example.com/vpc/1.2' };

afterAll(() => {
  for (const run of allRuns) expect(tokenLeaks(run, TOKEN)).toEqual([]);
});

/** One `module "vpc"` block calling `source`, its version argument `version` as written, in `folder/main.tf`. */
async function oneCall(workspace: string, source: string, version: string, folder = 'infra'): Promise<void> {
  await mkdir(path.join(workspace, folder), { recursive: true });
  await writeFile(
    path.join(workspace, folder, 'main.tf'),
    `module "vpc" {\n  source  = "${source}"\n  version = ${version}\n}\n`,
  );
}

describe.concurrent('gate errors', () => {
  it('names a file that does not parse, with its line', async () => {
    const { tfe, workspace, gate } = await gateWorkspace(TOKEN);
    await writeFile(path.join(workspace, 'platform/broken.tf'), 'module "x" {\n  source = "a/b/c"\n');
    const run = await gate('platform');
    expect(run.exitCode).toBe(1);
    const error = run.annotations.find((a) => a.level === 'error');
    expect(error?.file).toBe('platform/broken.tf');
    expect(error?.message).toMatch(/^Cannot parse platform\/broken\.tf: .*Unclosed configuration block/);
    expect(tfe.requests).toEqual([]);
  });

  it('refuses config-directory with version, and a directory that does not exist, before any request', async () => {
    const { tfe, gate } = await gateWorkspace(TOKEN);
    const run = await gate('platform\nnowhere', { version: '1.0.0' });
    expect(run.exitCode).toBe(1);
    const message = run.annotations.map((a) => a.message).join('\n');
    expect(message).toContain('Input `config-directory` cannot be combined with `version`');
    expect(message).toContain('Input `config-directory`: "nowhere" does not exist');
    expect(tfe.requests).toEqual([]);
  });

  it('fails a call whose constraint nothing satisfies, and still checks the others', async () => {
    const { tfe, workspace, gate } = await gateWorkspace(TOKEN);
    await writeFile(
      path.join(workspace, 'platform/extra.tf'),
      `module "future" {\n  source  = "${tfe.host}/acme/vpc/aws"\n  version = ">= 9.0"\n}\n`,
    );
    tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', DEPRECATION);
    const run = await gate('platform', { 'fail-on-deprecated': 'false' });
    expect(run.exitCode).toBe(1);
    expect(run.annotations.find((a) => a.title?.startsWith('Cannot check module.future'))).toMatchObject({
      level: 'error',
      file: 'platform/extra.tf',
      line: '1',
    });
    expect(deprecationAnnotations(run)).toHaveLength(1);
  });
});

describe.concurrent('gate on hostile configurations', () => {
  it('never lets text from a pull request start a workflow command', async () => {
    const { workspace, gate } = await gateWorkspace(TOKEN);
    await writeFile(
      path.join(workspace, 'platform/main.tf'),
      'module "evil" {\n  source  = "git::https://example.com/x.git\\n::error title=pwned::injected\\n::add-mask::x"\n}\n',
    );
    await rm(path.join(workspace, 'platform/shared.tf'));
    const run = await gate('platform', { 'allow-empty': 'true' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.annotations.some((a) => a.title === 'pwned')).toBe(false);
    expect(run.stdout.split('\n').filter((line) => line.startsWith('::add-mask::x'))).toEqual([]);
    expect(run.stdout).toContain('\\n::error title=pwned::injected');
  });
});

describe.concurrent('a gate that finds nothing never passes in silence', () => {
  it('fails when no call uses the private registry checked, and passes with a warning when allowed', async () => {
    const { workspace, gate } = await gateWorkspace(TOKEN);
    await writeFile(
      path.join(workspace, 'platform/main.tf'),
      'module "public" {\n  source  = "terraform-aws-modules/vpc/aws"\n  version = "5.0.0"\n}\n',
    );
    await rm(path.join(workspace, 'platform/shared.tf'));
    const strict = await gate('platform');
    expect(strict.exitCode).toBe(1);
    expect(strict.outputs['failure-reason']).toBe('invalid-input');
    expect(strict.stdout).toContain('No module call of platform uses the private registry checked');
    const allowed = await gate('platform', { 'allow-empty': 'true' });
    expect(allowed.exitCode, allowed.stdout).toBe(0);
    expect(allowed.annotations.filter((a) => a.level === 'warning').map((a) => a.message)).toContainEqual(
      expect.stringContaining('with `allow-empty: true`, the step passes'),
    );
  });

  it('names `organization` when it filtered out every call', async () => {
    const { tfe, workspace, gate } = await gateWorkspace(TOKEN);
    await oneCall(workspace, `${tfe.host}/acme/vpc/aws`, '"1.0.0"');
    const run = await gate('infra', { organization: 'platform' });
    expect(run.exitCode).toBe(1);
    expect(run.outputs['failure-reason']).toBe('invalid-input');
    const error = run.annotations.find((a) => a.level === 'error')?.message ?? '';
    expect(error).toContain('organization');
    expect(error).toContain('"platform"');
    expect(error).not.toContain('Check `config-directory` and `hostname`');
  });

  it('says, where the only call has a version that is a variable, to run terraform init', async () => {
    const { tfe, workspace, gate } = await gateWorkspace(TOKEN);
    await oneCall(workspace, `${tfe.host}/acme/vpc/aws`, 'var.v');
    const run = await gate('infra');
    expect(run.exitCode).toBe(1);
    const error = run.annotations.find((a) => a.level === 'error')?.message ?? '';
    expect(error).toContain('has a version that is an expression');
    expect(error).toContain('terraform init');
    expect(error).not.toContain('Check `config-directory` and `hostname`');
  });

  it('refuses a directory with no configuration in it, before any request', async () => {
    const { tfe, gate } = await gateWorkspace(TOKEN);
    const run = await gate('.');
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain('"." holds no configuration file (.tf, .tf.json, .tofu, .tofu.json, a Stack');
    expect(tfe.requests).toEqual([]);
  });

  it('checks every directory a pattern matches, and reports each', async () => {
    const { tfe, gate } = await gateWorkspace(TOKEN);
    tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', DEPRECATION);
    const run = await gate('*');
    expect(run.stdout).toMatch(/Status: +check the module calls of .*"initialized".*"legacy".*"platform"/);
    expect(deprecationAnnotations(run).map((a) => a.file)).toEqual(
      expect.arrayContaining(['platform/main.tf', 'initialized/main.tf']),
    );
    const none = await gate('nowhere/*');
    expect(none.exitCode).toBe(1);
    expect(none.stdout).toContain(
      `"nowhere/*" matches no directory holding a configuration file (.tf, .tf.json, .tofu, .tofu.json, a Stack's .tfcomponent.hcl or terragrunt.hcl; patterns start at GITHUB_WORKSPACE)`,
    );
  });
});

describe.concurrent('the gate on real configurations', () => {
  it('reports every call of the files when the manifest is stale, and says so once', async () => {
    const { tfe, gate } = await gateWorkspace(TOKEN);
    tfe.deprecate('acme', 'dns', 'aws', '1.0.0', DEPRECATION);
    const run = await gate('stale');
    expect(run.exitCode).toBe(1);
    const result = JSON.parse(run.outputs.result ?? '[]') as Array<Record<string, unknown>>;
    expect(result.map((c) => [c.call, c.version, c.status])).toEqual([
      ['module.vpc', '1.2.0', 'not-deprecated'],
      ['module.subnets', '2.2.0', 'not-deprecated'],
      ['module.dns', '1.0.0', 'deprecated'],
    ]);
    const stale = run.annotations.filter((a) => a.title?.includes('is older than the configuration'));
    expect(stale).toEqual([expect.objectContaining({ level: 'warning', file: 'stale/main.tf', line: '8' })]);
    expect(stale[0]?.message).toContain('2 module calls of stale, this one first, are missing from the manifest');
    expect(run.stdout).toContain('2 entries of stale/.terraform/modules/modules.json are no call of the files');
  });

  it('never reports a call with a variable in version as not deprecated', async () => {
    const { tfe, gate } = await gateWorkspace(TOKEN);
    tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', DEPRECATION);
    const run = await gate('variables');
    const result = JSON.parse(run.outputs.result ?? '[]') as Array<Record<string, unknown>>;
    expect(result.find((c) => c.call === 'module.vpc')).toMatchObject({
      status: 'not-checked',
      file: 'variables/main.tf',
      line: 13,
      why: 'version is the expression var.module_version, not a literal: which version terraform init picks cannot be known from the files',
    });
    expect(result.find((c) => c.call === 'module.by_name')).toMatchObject({ status: 'not-checked' });
    expect(result.find((c) => c.call === 'module.dns')).toMatchObject({ status: 'not-deprecated' });
  });

  it('refuses a duplicate module call at the second block, naming the first, and a block without source', async () => {
    const { gate } = await gateWorkspace(TOKEN);
    const run = await gate('duplicate');
    expect(run.exitCode).toBe(1);
    const cannot = run.annotations.filter((a) => a.title?.startsWith('Cannot check'));
    expect(cannot.map((a) => [a.title, a.file, a.line])).toEqual([
      ['Cannot check module.no_source', 'duplicate/main.tf', '6'],
      ['Cannot check module.vpc', 'duplicate/network.tf', '2'],
    ]);
    expect(cannot[1]?.message).toContain(
      'Duplicate module call: a module call of this name was already defined at duplicate/main.tf:1.',
    );
    expect(cannot[0]?.message).toContain('Missing required argument: the argument "source" is required');
  });

  it('reads .tf.json as Terraform does: repeated keys kept, no name special, ignored files skipped', async () => {
    const { tfe, gate } = await gateWorkspace(TOKEN);
    tfe.deprecate('acme', 'dns', 'aws', '1.0.0', DEPRECATION);
    const run = await gate('jsonsyntax');
    expect(run.exitCode, run.stdout).toBe(1);
    const result = JSON.parse(run.outputs.result ?? '[]') as Array<Record<string, unknown>>;
    expect(result.map((c) => [c.call, c.line, c.status])).toEqual([
      ['module.vpc', 3, 'not-deprecated'],
      ['module.__proto__', 9, 'deprecated'],
    ]);
  });

  it('walks a local module reached through a symbolic link to its parent once, and ends', async () => {
    const { workspace, gate } = await gateWorkspace(TOKEN);
    await writeFile(
      path.join(workspace, 'platform/loop.tf'),
      'module "again" {\n  source = "./loop"\n}\n\nmodule "and_again" {\n  source = "./loop"\n}\n',
    );
    await symlink('.', path.join(workspace, 'platform/loop'));
    const run = await gate('platform');
    const result = JSON.parse(run.outputs.result ?? '[]') as Array<Record<string, unknown>>;
    // The link leads back to the configuration itself: nothing below it is walked again.
    expect(result.filter((c) => String(c.call).startsWith('module.again')).map((c) => c.call)).toEqual([
      'module.again',
    ]);
    expect(result.filter((c) => String(c.call).startsWith('module.and_again')).map((c) => c.call)).toEqual([
      'module.and_again',
    ]);
  });

  it("places each directory's calls at its own files where one directory is a link to another", async () => {
    const { tfe, workspace, gate } = await gateWorkspace(TOKEN);
    tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', DEPRECATION);
    await oneCall(workspace, `${tfe.host}/acme/vpc/aws`, '"1.2.0"', 'stacks/network');
    // Sorted before `network`, so it is read first: the two share one read, never its file names.
    await symlink('network', path.join(workspace, 'stacks/alias'));
    const run = await gate('stacks/*');
    expect(run.exitCode, run.stdout).toBe(1);
    const result = JSON.parse(run.outputs.result ?? '[]') as Array<Record<string, unknown>>;
    expect(result.map((r) => [r.directory, r.file])).toEqual([
      ['stacks/alias', 'stacks/alias/main.tf'],
      ['stacks/network', 'stacks/network/main.tf'],
    ]);
    const errors = run.annotations.filter((a) => a.level === 'error' && a.file !== undefined).map((a) => a.file);
    expect(errors.sort()).toEqual(['stacks/alias/main.tf', 'stacks/network/main.tf']);
  });

  it('follows a source template that is a literal after all, and leaves a directive unchecked', async () => {
    const { tfe, gate } = await gateWorkspace(TOKEN);
    tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', DEPRECATION);
    const run = await gate('templates');
    expect(run.exitCode, run.stdout).toBe(1);
    const result = JSON.parse(run.outputs.result ?? '[]') as Array<Record<string, unknown>>;
    expect(result.map((c) => [c.call, c.status, c.file, c.line])).toEqual([
      ['module.network', 'not-checked', 'templates/main.tf', 2],
      ['module.network.module.vpc', 'deprecated', 'templates/modules/network/main.tf', 1],
      ['module.dns', 'not-deprecated', 'templates/main.tf', 6],
      ['module.zone', 'not-checked', 'templates/main.tf', 12],
    ]);
    expect(result[3]?.why).toContain('version is the expression %{if true}1.1.0%{endif}, not a literal');
  });

  it('reads a local module that many stacks call once, and reports its calls in each stack', async () => {
    const { tfe, gate } = await gateWorkspace(TOKEN);
    tfe.deprecate('acme', 'subnets', 'aws', '2.2.0', DEPRECATION);
    const run = await gate('estate/stacks/*');
    expect(run.exitCode, run.stdout).toBe(1);
    // Three stacks and the module they share: four files, each read once (the test file is not
    // configuration).
    expect(run.stdout).toContain('Read 4 configuration files in all.');
    // The same block in three stacks: one annotation, not three alike.
    const subnets = deprecationAnnotations(run).filter((a) => a.file === 'estate/modules/network/main.tf');
    expect(subnets.map((a) => a.line)).toEqual(['13']);
    const result = JSON.parse(run.outputs.result ?? '[]') as Array<Record<string, unknown>>;
    expect(
      result.filter((c) => c.call === 'module.network.module.subnets').map((c) => [c.directory, c.status]),
    ).toEqual([
      ['estate/stacks/dev', 'deprecated'],
      ['estate/stacks/prod', 'deprecated'],
      ['estate/stacks/staging', 'deprecated'],
    ]);
  });

  it('ends templates nested past any real configuration with an error naming the file', async () => {
    const { workspace, gate } = await gateWorkspace(TOKEN);
    await writeFile(path.join(workspace, 'platform/deep.tf'), `locals {\n  x = "${'${"'.repeat(100_000)}"\n}\n`);
    const run = await gate('platform');
    expect(run.exitCode).toBe(1);
    expect(run.stdout).not.toContain('Maximum call stack');
    expect(run.annotations).toContainEqual(
      expect.objectContaining({
        level: 'error',
        file: 'platform/deep.tf',
        message: expect.stringContaining('Cannot read platform/deep.tf: it nests brackets more than 256 levels deep'),
      }),
    );
  });
});
