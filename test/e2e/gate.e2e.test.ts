/**
 * The gate, end to end: the bundle under Node 24 reads real-looking configurations from a
 * workspace, asks the fake service for the versions of the modules they call, and annotates
 * the module blocks that use deprecated versions.
 */
import { cp, mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeTfe } from '../fake-tfe/server.ts';
import { fakeService } from '../support/fake-service.ts';
import { allRuns, runAction, tokenLeaks, type ActionRun } from './harness.ts';

const TOKEN = 'gate-token.atlasv1.s3cr3t-GATE-1a2b3c';
const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/gate');
const DEPRECATION = { reason: 'Version 1.2.0 opens the default security group.', link: 'https://example.com/vpc/1.2' };

let tfe: FakeTfe;
let workspace: string;

/** The same host in full-width letters and digits (the port stays ASCII), which IDNA maps back. */
const fullWidth = (host: string): string =>
  host.replace(/^[^:]*/, (name) => name.replace(/[0-9A-Za-z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)));

/**
 * The fixtures, copied into a fresh workspace with `app.terraform.io` pointing at the fake (and
 * its full-width spelling at the fake's host in full-width letters).
 */
async function makeWorkspace(host: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'gate-workspace-'));
  await cp(FIXTURES, dir, { recursive: true });
  const rewrite = async (folder: string): Promise<void> => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) await rewrite(file);
      else
        await writeFile(
          file,
          (await readFile(file, 'utf8'))
            .replaceAll('app.terraform.io', host)
            .replaceAll(fullWidth('app.terraform.io'), fullWidth(host)),
        );
    }
  };
  await rewrite(dir);
  return dir;
}

beforeEach(async () => {
  tfe = await fakeService(TOKEN, { versions: ['1.0.0', '1.1.0', '1.2.0', '2.0.0'] });
  tfe.addModule({ namespace: 'acme', name: 'subnets', provider: 'aws', versions: ['2.0.0', '2.1.0', '2.2.0'] });
  tfe.addModule({ namespace: 'acme', name: 'dns', provider: 'aws', versions: ['1.0.0', '1.1.0'] });
  tfe.addModule({ namespace: 'acme', name: 'flow-logs', provider: 'aws', versions: ['0.3.0', '0.3.1', '0.4.0'] });
  workspace = await makeWorkspace(tfe.host);
});

afterEach(async () => {
  await rm(workspace, { recursive: true, force: true });
});

afterAll(() => {
  for (const run of allRuns) expect(tokenLeaks(run, TOKEN)).toEqual([]);
});

function gate(directories: string, overrides: Record<string, string> = {}): Promise<ActionRun> {
  return runAction(
    { hostname: tfe.url, token: TOKEN, status: 'check', 'config-directory': directories, ...overrides },
    { env: { GITHUB_WORKSPACE: workspace } },
  );
}

const deprecationAnnotations = (run: ActionRun) => run.annotations.filter((a) => a.title?.endsWith('is deprecated'));
/** Reads of the versions list (the module read that shows revocation comes beside each). */
const reads = () =>
  tfe.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/api/registry/v1/')).map((r) => r.path);

describe('gate on the .tf files', () => {
  it('fails on a deprecated version, with an error at the module block', async () => {
    tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', DEPRECATION);
    const run = await gate('platform');
    expect(run.exitCode, run.stdout).toBe(1);
    expect(deprecationAnnotations(run)).toEqual([
      {
        level: 'error',
        title: `Module version 1.2.0 of ${tfe.host}/acme/vpc/aws is deprecated`,
        file: 'platform/main.tf',
        line: '29',
        message: [
          DEPRECATION.reason,
          'Upgrade to 2.0.0, the newest version that is neither deprecated nor revoked: a new major version (1.x → 2.x), so check its breaking changes. Change version "~> 1.1" to "~> 2.0".',
          `More information: ${DEPRECATION.link}`,
        ].join('\n'),
      },
    ]);
    expect(run.outputs.deprecated).toBe('true');
    expect(run.outputs['deprecated-versions']).toBe(`${tfe.host}/acme/vpc/aws@1.2.0`);
    expect(run.outputs['failure-reason']).toBe('deprecated-in-use');
    expect(JSON.parse(run.outputs['deprecated-uses'] ?? '')).toEqual([
      {
        source: `${tfe.host}/acme/vpc/aws`,
        version: '1.2.0',
        calls: [{ call: 'module.vpc', file: 'platform/main.tf', line: 29, constraint: '~> 1.1', suggested: '2.0.0' }],
        reason: DEPRECATION.reason,
        link: DEPRECATION.link,
        revocation: null,
        suggested: '2.0.0',
      },
    ]);
    // One read per distinct private module: vpc, subnets and dns (in the local module).
    expect(reads().sort()).toEqual(
      ['dns', 'subnets', 'vpc'].map((name) => `/api/registry/v1/modules/acme/${name}/aws/versions`),
    );
    expect(tfe.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    expect(run.stdout).toMatch(/::error::1 module call uses a deprecated version: module\.vpc/);
  });

  it('warns and succeeds with fail-on-deprecated false', async () => {
    tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', DEPRECATION);
    const run = await gate('platform', { 'fail-on-deprecated': 'false' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(deprecationAnnotations(run).map((a) => [a.level, a.file, a.line])).toEqual([
      ['warning', 'platform/main.tf', '29'],
    ]);
    expect(run.annotations.filter((a) => a.level === 'error')).toEqual([]);
    expect(run.outputs.deprecated).toBe('true');
  });

  it('passes a clean configuration and lists the calls it does not check', async () => {
    const run = await gate('platform');
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.annotations).toEqual([]);
    expect(run.outputs).toMatchObject({
      deprecated: 'false',
      'deprecated-versions': '',
      'deprecated-uses': '[]',
      changed: 'false',
      'failure-reason': '',
    });
    const result = JSON.parse(run.outputs.result ?? '') as Array<Record<string, unknown>>;
    expect(result.map((r) => [r.call, r.status, r.version])).toEqual([
      ['module.vpc', 'not-deprecated', '1.2.0'],
      ['module.subnets', 'not-deprecated', '2.2.0'],
      ['module.shared', 'not-checked', null],
      ['module.shared.module.dns', 'not-deprecated', '1.0.0'],
      ['module.consul', 'not-checked', null],
      ['module.labels', 'not-checked', null],
    ]);
    expect(result.find((r) => r.call === 'module.consul')).toMatchObject({ why: 'public registry' });
    expect(result.find((r) => r.call === 'module.labels')).toMatchObject({ why: 'git repository' });
    expect(run.summary).toContain('✅ **Passes**: 3 module calls checked, none on a deprecated or revoked version.');
    expect(run.summary).toContain('Module calls: 3 not deprecated · 3 not checked.');
    expect(run.summary).toContain(
      '| `module.consul` | hashicorp/consul/aws | 0.12.0 | ➖ not checked (public registry) |',
    );
    // Each location links to its line at the commit the run checked out.
    const blob = 'https://github.com/acme/platform-modules/blob/ffac537e6cbbf934b08745a378932722df287a53';
    expect(run.summary).toContain(
      `| \`module.vpc\` | ${tfe.host}/acme/vpc/aws | 1.2.0 (\\~\\> 1.1) | ✅ not deprecated |  | [platform/main.tf:29](${blob}/platform/main.tf#L29) |`,
    );
    expect(run.summary).toContain(
      `| ${tfe.host}/acme/dns/aws | 1.0.0 | ✅ not deprecated |  | [platform/modules/shared/main.tf:9](${blob}/platform/modules/shared/main.tf#L9) |`,
    );
  });

  it('steps back within the major only when nothing newer is free, and says so', async () => {
    // ">= 2.0.0, < 3.0.0" picks 2.2.0; once it is deprecated, 2.1.0 is the one to pin, by hand.
    tfe.deprecate('acme', 'subnets', 'aws', '2.2.0', { reason: 'Breaks IPv6.', link: '' });
    const run = await gate('platform');
    expect(run.exitCode).toBe(1);
    const [annotation] = deprecationAnnotations(run);
    expect(annotation).toMatchObject({
      title: `Module version 2.2.0 of ${tfe.host}/acme/subnets/aws is deprecated`,
      file: 'platform/main.tf',
      line: '38',
      message:
        'Breaks IPv6.\nEvery newer version is deprecated or revoked: go back to 2.1.0, the newest earlier 2.x version that is neither deprecated nor revoked. Change the constraint ">= 2.0.0, < 3.0.0" by hand so that it selects 2.1.0 (for example to "2.1.0").',
    });
  });

  it('suggests a new major when every newer version of the major in use is deprecated', async () => {
    for (const v of ['1.1.0', '1.2.0']) tfe.deprecate('acme', 'vpc', 'aws', v, DEPRECATION);
    const run = await gate('platform');
    const [annotation] = deprecationAnnotations(run);
    expect(annotation?.message).toContain(
      'Upgrade to 2.0.0, the newest version that is neither deprecated nor revoked: a new major version (1.x → 2.x), so check its breaking changes. Change version "~> 1.1" to "~> 2.0".',
    );
    expect(JSON.parse(run.outputs['deprecated-uses'] ?? '')[0]).toMatchObject({
      version: '1.2.0',
      suggested: '2.0.0',
    });
  });

  it('checks calls inside local modules at their own block', async () => {
    tfe.deprecate('acme', 'dns', 'aws', '1.0.0', { reason: 'Use 1.1.0.', link: '' });
    const run = await gate('platform');
    expect(deprecationAnnotations(run).map((a) => [a.file, a.line])).toEqual([
      ['platform/modules/shared/main.tf', '9'],
    ]);
  });

  it('checks only the given organization', async () => {
    tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', DEPRECATION);
    // Nothing is left to check, which fails unless allowed: here it is the point.
    const run = await gate('platform', { organization: 'globex', 'allow-empty': 'true' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(reads()).toEqual([]);
    expect(run.summary).toContain('not checked (organization acme, not globex)');
  });
});

describe('gate on modules.json', () => {
  it('uses the exact versions terraform init installed, and points nested calls at their parent', async () => {
    tfe.deprecate('acme', 'flow-logs', 'aws', '0.3.1', { reason: 'Logs nothing.', link: 'https://example.com/fl' });
    tfe.deprecate('acme', 'subnets', 'aws', '2.1.0', { reason: 'Breaks IPv6.', link: '' });
    const run = await gate('initialized');
    expect(run.exitCode).toBe(1);
    expect(deprecationAnnotations(run)).toEqual([
      {
        level: 'error',
        title: `Module version 2.1.0 of ${tfe.host}/acme/subnets/aws is deprecated`,
        file: 'initialized/modules/network/main.tf',
        line: '11',
        message:
          'Breaks IPv6.\nUpgrade to 2.2.0, the newest 2.x version that is neither deprecated nor revoked. The constraint "~> 2.0" already selects it: run terraform init -upgrade (terraform init installed 2.1.0).',
      },
      {
        level: 'error',
        title: `Module version 0.3.1 of ${tfe.host}/acme/flow-logs/aws is deprecated`,
        file: 'initialized/main.tf',
        line: '13',
        message: [
          'Logs nothing.',
          'Used by the nested call module.vpc.module.flow_logs, inside module.vpc shown here.',
          `This version comes with module.vpc (${tfe.host}/acme/vpc/aws 1.2.0), whose own files choose it: it cannot be set here. Upgrade module.vpc to a release that no longer uses ${tfe.host}/acme/flow-logs/aws 0.3.1.`,
          'More information: https://example.com/fl',
        ].join('\n'),
      },
    ]);
    expect(run.summary).toContain('from `initialized/.terraform/modules/modules.json`');
  });

  it('reads the short source form older Terraform versions write, and registry subdirectories', async () => {
    tfe.deprecate('acme', 'subnets', 'aws', '2.0.0', { reason: 'Old.', link: '' });
    const run = await gate('legacy', { 'fail-on-deprecated': 'false' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(deprecationAnnotations(run).map((a) => [a.level, a.title, a.file, a.line])).toEqual([
      ['warning', `Module version 2.0.0 of ${tfe.host}/acme/subnets/aws is deprecated`, 'legacy/main.tf', '15'],
    ]);
  });

  it('checks several directories with one read per module', async () => {
    const run = await gate('initialized\nlegacy\nplatform');
    expect(run.exitCode, run.stdout).toBe(0);
    expect(reads()).toHaveLength(4);
    expect(new Set(reads()).size).toBe(4);
  });
});

describe('gate errors', () => {
  it('names a file that does not parse, with its line', async () => {
    await writeFile(path.join(workspace, 'platform/broken.tf'), 'module "x" {\n  source = "a/b/c"\n');
    const run = await gate('platform');
    expect(run.exitCode).toBe(1);
    const error = run.annotations.find((a) => a.level === 'error');
    expect(error?.file).toBe('platform/broken.tf');
    expect(error?.message).toMatch(/^Cannot parse platform\/broken\.tf: .*Unclosed configuration block/);
    expect(tfe.requests).toEqual([]);
  });

  it('refuses config-directory with version, and a directory that does not exist, before any request', async () => {
    const run = await gate('platform\nnowhere', { version: '1.0.0' });
    expect(run.exitCode).toBe(1);
    const message = run.annotations.map((a) => a.message).join('\n');
    expect(message).toContain('Input `config-directory` cannot be combined with `version`');
    expect(message).toContain('Input `config-directory`: "nowhere" does not exist');
    expect(tfe.requests).toEqual([]);
  });

  it('fails a call whose constraint nothing satisfies, and still checks the others', async () => {
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

describe('gate hints', () => {
  it('warns when every private-registry call is on another host than the one checked', async () => {
    await writeFile(
      path.join(workspace, 'platform/main.tf'),
      'module "vpc" {\n  source  = "tfe.example.com/acme/vpc/aws"\n  version = "1.0.0"\n}\n',
    );
    await rm(path.join(workspace, 'platform/shared.tf'));
    const run = await gate('platform', { 'allow-empty': 'true' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.annotations.find((a) => a.level === 'warning')?.message).toContain(
      'some use `tfe.example.com`. Set `hostname`',
    );
    expect(tfe.requests).toEqual([]);
  });
});

describe('gate on hostile configurations', () => {
  it('never lets text from a pull request start a workflow command', async () => {
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

describe('a gate that finds nothing never passes in silence', () => {
  it('fails when no call uses the private registry checked, and passes with a warning when allowed', async () => {
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

  it('refuses a directory with no configuration in it, before any request', async () => {
    const run = await gate('.');
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain('"." holds no configuration file (.tf, .tf.json, .tofu, a Stack');
    expect(tfe.requests).toEqual([]);
  });

  it('checks every directory a pattern matches, and reports each', async () => {
    tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', DEPRECATION);
    const run = await gate('*');
    expect(run.stdout).toMatch(/Status: +check the module calls of .*"initialized".*"legacy".*"platform"/);
    expect(deprecationAnnotations(run).map((a) => a.file)).toEqual(
      expect.arrayContaining(['platform/main.tf', 'initialized/main.tf']),
    );
    const none = await gate('nowhere/*');
    expect(none.exitCode).toBe(1);
    expect(none.stdout).toContain('"nowhere/*" matches no directory holding .tf or .tf.json files');
  });
});

describe("annotations within GitHub's limits", () => {
  it("groups many deprecated calls per version, and the verdict's error is still shown", async () => {
    tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', DEPRECATION);
    const calls = Array.from(
      { length: 14 },
      (_, i) => `module "vpc_${i}" {\n  source  = "${tfe.host}/acme/vpc/aws"\n  version = "1.2.0"\n}\n`,
    );
    await writeFile(path.join(workspace, 'platform/main.tf'), calls.join('\n'));
    await rm(path.join(workspace, 'platform/shared.tf'));
    const run = await gate('platform');
    expect(run.exitCode).toBe(1);
    const errors = run.annotations.filter((a) => a.level === 'error');
    expect(errors.length).toBeLessThanOrEqual(10);
    const [grouped] = deprecationAnnotations(run);
    expect(deprecationAnnotations(run)).toHaveLength(1);
    expect(grouped).toMatchObject({ file: 'platform/main.tf', line: '1' });
    expect(grouped?.message).toContain('Used by 14 module calls:');
    expect(grouped?.message).toContain('- platform/main.tf:66 module.vpc_13');
    // The last error is the verdict's, which GitHub would otherwise drop.
    expect(errors.at(-1)?.message).toMatch(/^14 module calls use deprecated versions/);
  });
});

describe('advice', () => {
  it('suggests a newer release of the same major before a new major', async () => {
    tfe.addModule({ namespace: 'acme', name: 'vpc', provider: 'aws', versions: ['1.3.0'] });
    tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', DEPRECATION);
    await writeFile(
      path.join(workspace, 'platform/main.tf'),
      `module "vpc" {\n  source  = "${tfe.host}/acme/vpc/aws"\n  version = "1.2.0"\n}\n`,
    );
    await rm(path.join(workspace, 'platform/shared.tf'));
    const run = await gate('platform');
    expect(deprecationAnnotations(run)[0]?.message).toContain(
      'Upgrade to 1.3.0, the newest 1.x version that is neither deprecated nor revoked. Change version "1.2.0" to "1.3.0".',
    );
  });
});

describe('the gate on real configurations', () => {
  it('reports every call of the files when the manifest is stale, and says so once', async () => {
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

  it('reads a host written in other Unicode forms as the host IDNA maps it to, and refuses punycode', async () => {
    tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', DEPRECATION);
    const run = await gate('idna');
    expect(run.exitCode, run.stdout).toBe(1);
    const result = JSON.parse(run.outputs.result ?? '[]') as Array<Record<string, unknown>>;
    expect(result.map((c) => [c.call, c.status, c.version ?? null])).toEqual([
      ['module.vpc', 'deprecated', '1.2.0'],
      ['module.dns', 'not-checked', null],
    ]);
    expect(run.outputs['deprecated-versions']).toBe(`${tfe.host}/acme/vpc/aws@1.2.0`);
    expect(result[1]?.why).toBe('not a registry address');
  });

  it('checks a call of the generic host localterraform.com against the host it runs for', async () => {
    tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', DEPRECATION);
    await mkdir(path.join(workspace, 'generic'));
    await writeFile(
      path.join(workspace, 'generic', 'main.tf'),
      [
        'module "generic" {\n  source  = "localterraform.com/acme/vpc/aws"\n  version = "1.2.0"\n}\n',
        `module "named" {\n  source  = "${tfe.host}/acme/vpc/aws"\n  version = "1.1.0"\n}\n`,
      ].join('\n'),
    );
    const run = await gate('generic');
    expect(run.exitCode, run.stdout).toBe(1);
    const result = JSON.parse(run.outputs.result ?? '[]') as Array<Record<string, unknown>>;
    expect(result.map((c) => [c.call, c.source, c.status, c.version])).toEqual([
      ['module.generic', 'localterraform.com/acme/vpc/aws', 'deprecated', '1.2.0'],
      ['module.named', `${tfe.host}/acme/vpc/aws`, 'not-deprecated', '1.1.0'],
    ]);
    expect(run.outputs['deprecated-versions']).toBe(`${tfe.host}/acme/vpc/aws@1.2.0`);
    // Both spellings are one module: its versions are read once.
    expect(reads()).toEqual(['/api/registry/v1/modules/acme/vpc/aws/versions']);
  });

  it('follows a source template that is a literal after all, and leaves a directive unchecked', async () => {
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
