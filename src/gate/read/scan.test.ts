import { mkdtemp, mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GateError } from './hcl-shared.ts';
import { parseModulesJson } from './modules-json.ts';
import { ScanCache, scanDirectory } from './scan.ts';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/gate');
const scan = (name: string, workspace = FIXTURES) =>
  scanDirectory({ path: path.join(workspace, name), display: name }, { workspace, dataDir: '.terraform' });

describe('parseModulesJson', () => {
  it('reads the entries, leaving out the root module', () => {
    const text =
      '{"Modules":[{"Key":"","Source":"","Dir":"."},{"Key":"vpc","Source":"app.terraform.io/acme/vpc/aws","Version":"1.2.0","Dir":".terraform/modules/vpc"},{"Key":"local","Source":"./x","Dir":"x"}]}';
    expect(parseModulesJson(text, 'm.json')).toEqual([
      { key: 'vpc', source: 'app.terraform.io/acme/vpc/aws', version: '1.2.0', dir: '.terraform/modules/vpc' },
      { key: 'local', source: './x', dir: 'x' },
    ]);
  });

  it.each([
    ['{', /Cannot parse m\.json: .*Run `terraform init` again/],
    ['{"modules":[]}', /has no "Modules" list/],
    ['{"Modules":[{"Key":"a"}]}', /an entry has no "Key" or "Source"/],
  ])('refuses %j, naming the file', (text, message) => {
    expect(() => parseModulesJson(text, 'm.json')).toThrow(message);
  });
});

describe('scanDirectory', () => {
  it('reads the .tf files when terraform init has not run, following local modules', async () => {
    const result = await scan('platform');
    expect(result.from).toBe('configuration');
    expect(result.calls.map((c) => [c.key, c.constraint, `${c.location.file}:${c.location.line}`])).toEqual([
      ['vpc', '~> 1.1', 'platform/main.tf:29'],
      ['subnets', '>= 2.0.0, < 3.0.0', 'platform/main.tf:38'],
      ['shared', undefined, 'platform/shared.tf:2'],
      ['shared.dns', '1.0.0', 'platform/modules/shared/main.tf:9'],
      ['consul', '0.12.0', 'platform/shared.tf:9'],
      ['labels', undefined, 'platform/shared.tf:16'],
    ]);
  });

  it('reads modules.json in the fully qualified form of Terraform 1.1 and later', async () => {
    const result = await scan('initialized');
    expect(result).toMatchObject({ from: 'modules.json', manifest: 'initialized/.terraform/modules/modules.json' });
    expect(
      result.calls.map((c) => [c.key, c.source, c.exact, c.constraint, `${c.location.file}:${c.location.line}`, c.via]),
    ).toEqual([
      ['consul', 'registry.terraform.io/hashicorp/consul/aws', '0.12.0', '0.12.0', 'initialized/main.tf:26', undefined],
      // Inside a registry module: the block to change is the registry module's own.
      ['consul.consul_servers', './modules/consul-cluster', undefined, undefined, 'initialized/main.tf:26', 'consul'],
      [
        'labels',
        'git::https://github.com/cloudposse/terraform-null-label.git?ref=0.25.0',
        undefined,
        undefined,
        'initialized/main.tf:31',
        undefined,
      ],
      ['network', './modules/network', undefined, undefined, 'initialized/main.tf:20', undefined],
      // Inside a local module: this repository holds the block, so point at it.
      [
        'network.subnets',
        'app.terraform.io/acme/subnets/aws',
        '2.1.0',
        '~> 2.0',
        'initialized/modules/network/main.tf:11',
        undefined,
      ],
      ['vpc', 'app.terraform.io/acme/vpc/aws', '1.2.0', '~> 1.0', 'initialized/main.tf:13', undefined],
      // The constraint comes from the installed module's own files.
      ['vpc.flow_logs', 'app.terraform.io/acme/flow-logs/aws', '0.3.1', '~> 0.3', 'initialized/main.tf:13', 'vpc'],
    ]);
  });

  it('reads modules.json in the short form of Terraform 1.0 and earlier', async () => {
    const result = await scan('legacy');
    expect(result.calls.map((c) => [c.key, c.source, c.exact, c.location.line])).toEqual([
      ['consul', 'hashicorp/consul/aws', '0.7.3', 10],
      ['subnet', 'app.terraform.io/acme/subnets/aws//modules/private', '2.0.0', 15],
      ['vpc', 'app.terraform.io/acme/vpc/aws', '1.1.0', 3],
    ]);
  });

  describe('in a scratch workspace', () => {
    let workspace: string;
    beforeEach(async () => {
      workspace = await mkdtemp(path.join(tmpdir(), 'scan-'));
      await mkdir(path.join(workspace, 'infra'));
    });
    afterEach(async () => {
      await rm(workspace, { recursive: true, force: true });
    });

    it('honours TF_DATA_DIR', async () => {
      await mkdir(path.join(workspace, 'infra/.tfdata/modules'), { recursive: true });
      await writeFile(path.join(workspace, 'infra/main.tf'), 'module "a" {\n  source = "x/y/z"\n}\n');
      await writeFile(
        path.join(workspace, 'infra/.tfdata/modules/modules.json'),
        '{"Modules":[{"Key":"a","Source":"registry.terraform.io/x/y/z","Version":"1.0.0","Dir":".tfdata/modules/a"}]}',
      );
      const result = await scanDirectory(
        { path: path.join(workspace, 'infra'), display: 'infra' },
        { workspace, dataDir: '.tfdata' },
      );
      expect(result.calls).toMatchObject([{ key: 'a', exact: '1.0.0', location: { file: 'infra/main.tf', line: 1 } }]);
    });

    it('reads a version the files no longer admit (changed since terraform init, by a fix) as stale', async () => {
      await mkdir(path.join(workspace, 'infra/.terraform/modules'), { recursive: true });
      await writeFile(
        path.join(workspace, 'infra/main.tf'),
        'module "a" {\n  source  = "x/y/z"\n  version = "1.4.0"\n}\nmodule "b" {\n  source  = "x/y/z"\n  version = "~> 1.0"\n}\n',
      );
      await writeFile(
        path.join(workspace, 'infra/.terraform/modules/modules.json'),
        '{"Modules":[{"Key":"a","Source":"registry.terraform.io/x/y/z","Version":"1.2.0","Dir":".terraform/modules/a"},' +
          '{"Key":"b","Source":"registry.terraform.io/x/y/z","Version":"1.2.0","Dir":".terraform/modules/b"}]}',
      );
      const result = await scan('infra', workspace);
      expect(result.calls.map((c) => [c.key, c.exact, c.constraint, c.stale])).toEqual([
        ['a', undefined, '1.4.0', 'outdated'],
        ['b', '1.2.0', '~> 1.0', undefined],
      ]);
      expect(result.stale).toBe(1);
    });

    it('ignores, and counts, manifest entries that are no call of the files', async () => {
      await mkdir(path.join(workspace, 'infra/.terraform/modules'), { recursive: true });
      await writeFile(path.join(workspace, 'infra/main.tf'), '# every call was removed\n');
      await writeFile(
        path.join(workspace, 'infra/.terraform/modules/modules.json'),
        '{"Modules":[{"Key":"gone","Source":"app.terraform.io/acme/vpc/aws","Version":"1.0.0","Dir":".terraform/modules/gone"},' +
          '{"Key":"test.tests.modules.setup","Source":"./tests/setup","Dir":"tests/setup"}]}',
      );
      const result = await scan('infra', workspace);
      expect(result.calls).toEqual([]);
      expect(result.ignored).toBe(2);
    });

    it('names a local module whose directory is missing', async () => {
      await writeFile(path.join(workspace, 'infra/main.tf'), '\nmodule "net" {\n  source = "./modules/net"\n}\n');
      const error = await scan('infra', workspace).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(GateError);
      expect((error as Error).message).toBe(
        'Module "net" in infra/main.tf line 2 has source "./modules/net", but infra/modules/net: no such file or directory',
      );
    });

    // Links are made here, not committed: git would store them as files on some checkouts.
    it('walks each real directory once along a path, however links lead back to it, and reads each file once', async () => {
      await mkdir(path.join(workspace, 'infra/modules/net'), { recursive: true });
      await writeFile(
        path.join(workspace, 'infra/main.tf'),
        'module "again" {\n  source = "./loop"\n}\nmodule "and_again" {\n  source = "./loop"\n}\nmodule "net" {\n  source = "./modules/net"\n}\n',
      );
      // The module links back to its caller, twice over: without the walk by real path, 2^n calls.
      await writeFile(
        path.join(workspace, 'infra/modules/net/main.tf'),
        'module "up" {\n  source = "./parent"\n}\nmodule "up_again" {\n  source = "./parent"\n}\n',
      );
      await symlink('.', path.join(workspace, 'infra/loop'));
      await symlink('../..', path.join(workspace, 'infra/modules/net/parent'));
      const cache = new ScanCache();
      const result = await scanDirectory(
        { path: path.join(workspace, 'infra'), display: 'infra' },
        { workspace, dataDir: '.terraform', cache },
      );
      expect(result.calls.map((c) => c.key)).toEqual(['again', 'and_again', 'net', 'net.up', 'net.up_again']);
      expect(cache.files.read).toBe(2);
    });

    it('ends at links that point at each other, with an error naming the call', async () => {
      await writeFile(path.join(workspace, 'infra/main.tf'), 'module "a" {\n  source = "./a"\n}\n');
      await symlink('b', path.join(workspace, 'infra/a'));
      await symlink('a', path.join(workspace, 'infra/b'));
      const error = await scan('infra', workspace).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(GateError);
      expect((error as Error).message).toMatch(
        /^Module "a" in infra\/main\.tf line 1 has source "\.\/a", but infra\/a: symbolic links that lead back to each other$/,
      );
    });

    it('refuses a label Terraform refuses as a name, such as a "//" comment key among the modules', async () => {
      await writeFile(
        path.join(workspace, 'infra/main.tf.json'),
        '{\n  "module": {\n    "//": {"note": "generated"},\n    "vpc": {"source": "app.terraform.io/acme/vpc/aws"}\n  }\n}\n',
      );
      const result = await scan('infra', workspace);
      expect(result.calls.map((c) => [c.key, c.location.line, c.problem?.kind])).toEqual([
        ['//', 3, 'invalid-name'],
        ['vpc', 4, undefined],
      ]);
    });

    it('stops at local modules that call each other', async () => {
      await writeFile(path.join(workspace, 'infra/main.tf'), 'module "self" {\n  source = "./"\n}\n');
      const result = await scan('infra', workspace);
      expect(result.calls.map((c) => c.key)).toEqual(['self']);
    });
  });
});

describe('a version written as a variable', () => {
  it('is checked at the version terraform init recorded, where the manifest has it', async () => {
    const workspace = await mkdtemp(path.join(tmpdir(), 'scan-var-'));
    try {
      await mkdir(path.join(workspace, 'infra/.terraform/modules'), { recursive: true });
      await writeFile(
        path.join(workspace, 'infra/main.tf'),
        'module "vpc" {\n  source  = "app.terraform.io/acme/vpc/aws"\n  version = var.vpc_version\n}\n\nmodule "dns" {\n  source  = "app.terraform.io/acme/dns/aws"\n  version = var.dns_version\n}\n',
      );
      await writeFile(
        path.join(workspace, 'infra/.terraform/modules/modules.json'),
        '{"Modules":[{"Key":"vpc","Source":"app.terraform.io/acme/vpc/aws","Version":"1.2.0","Dir":".terraform/modules/vpc"}]}',
      );
      const result = await scanDirectory(
        { path: path.join(workspace, 'infra'), display: 'infra' },
        { workspace, dataDir: '.terraform' },
      );
      expect(result.calls.map((c) => [c.key, c.exact, c.problem?.kind])).toEqual([
        ['vpc', '1.2.0', undefined],
        ['dns', undefined, 'expression'],
      ]);
    } finally {
      await rm(workspace, { recursive: true, force: true });
    }
  });
});

describe('a parent whose version is a variable, and overrides', () => {
  let workspace: string;
  beforeEach(async () => {
    workspace = await mkdtemp(path.join(tmpdir(), 'scan-parent-'));
    await mkdir(path.join(workspace, 'infra/.terraform/modules'), { recursive: true });
  });
  afterEach(async () => {
    await rm(workspace, { recursive: true, force: true });
  });
  const scanInfra = () =>
    scanDirectory({ path: path.join(workspace, 'infra'), display: 'infra' }, { workspace, dataDir: '.terraform' });

  it('keeps the nested calls of a module whose variable version the manifest resolved', async () => {
    await writeFile(
      path.join(workspace, 'infra/main.tf'),
      'module "vpc" {\n  source  = "app.terraform.io/acme/vpc/aws"\n  version = var.v\n}\n',
    );
    await writeFile(
      path.join(workspace, 'infra/.terraform/modules/modules.json'),
      '{"Modules":[{"Key":"vpc","Source":"app.terraform.io/acme/vpc/aws","Version":"1.2.0","Dir":".terraform/modules/vpc"},' +
        '{"Key":"vpc.subnet","Source":"app.terraform.io/acme/subnet/aws","Version":"0.1.0","Dir":".terraform/modules/vpc.subnet"}]}',
    );
    const result = await scanInfra();
    expect(result.calls.map((c) => [c.key, c.exact])).toEqual([
      ['vpc', '1.2.0'],
      ['vpc.subnet', '0.1.0'],
    ]);
    expect(result.ignored).toBe(0);
  });

  it('lets an override file’s literal version replace the variable it overrides', async () => {
    await rm(path.join(workspace, 'infra/.terraform'), { recursive: true, force: true });
    await writeFile(
      path.join(workspace, 'infra/main.tf'),
      'module "vpc" {\n  source  = "app.terraform.io/acme/vpc/aws"\n  version = var.v\n}\n',
    );
    await writeFile(path.join(workspace, 'infra/override.tf'), 'module "vpc" {\n  version = "1.2.0"\n}\n');
    const [call] = (await scanInfra()).calls;
    expect(call).toMatchObject({ key: 'vpc', constraint: '1.2.0', location: { file: 'infra/override.tf', line: 1 } });
    expect(call?.problem).toBeUndefined();
  });
});

describe('scanDirectory: Terraform or OpenTofu', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'scan-tools-'));
    const call = (name: string, source: string, version?: string) =>
      `module "${name}" {\n  source = "${source}"\n${version !== undefined ? `  version = "${version}"\n` : ''}}\n`;
    await mkdir(path.join(dir, 'root'));
    await mkdir(path.join(dir, 'net'));
    await writeFile(path.join(dir, 'root/main.tf'), call('vpc', 'app.terraform.io/acme/vpc/aws', '1.0.0'));
    // OpenTofu reads main.tofu in place of main.tf: another version, and a local module besides.
    await writeFile(
      path.join(dir, 'root/main.tofu'),
      call('vpc', 'app.terraform.io/acme/vpc/aws', '1.1.0') + call('net', '../net'),
    );
    await writeFile(path.join(dir, 'root/shared.tf'), call('dns', 'app.terraform.io/acme/dns/aws', '2.0.0'));
    await writeFile(path.join(dir, 'net/main.tf'), call('subnets', 'app.terraform.io/acme/subnets/aws', '3.0.0'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const calls = async (tool?: 'terraform' | 'opentofu') =>
    (
      await scanDirectory(
        { path: path.join(dir, 'root'), display: 'root' },
        { workspace: dir, dataDir: '.terraform', ...(tool !== undefined && { tool }) },
      )
    ).calls.map((c) => [c.key, c.constraint ?? null, c.location.file, c.readBy ?? 'both']);

  it('judges both by default: a call only one tool reads says which, down its local modules', async () => {
    expect(await calls()).toEqual([
      ['vpc', '1.0.0', 'root/main.tf', 'terraform'],
      ['dns', '2.0.0', 'root/shared.tf', 'both'],
      ['vpc', '1.1.0', 'root/main.tofu', 'opentofu'],
      ['net', null, 'root/main.tofu', 'opentofu'],
      ['net.subnets', '3.0.0', 'net/main.tf', 'opentofu'],
    ]);
  });

  it("gives the named tool's own rule", async () => {
    expect(await calls('terraform')).toEqual([
      ['vpc', '1.0.0', 'root/main.tf', 'both'],
      ['dns', '2.0.0', 'root/shared.tf', 'both'],
    ]);
    expect(await calls('opentofu')).toEqual([
      ['vpc', '1.1.0', 'root/main.tofu', 'both'],
      ['net', null, 'root/main.tofu', 'both'],
      ['net.subnets', '3.0.0', 'net/main.tf', 'both'],
      ['dns', '2.0.0', 'root/shared.tf', 'both'],
    ]);
  });
});

describe('ScanCache: a file text parsed once per run', () => {
  it('shares its parsed files with another scan, whose blocks keep their own paths', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'scan-parsed-'));
    try {
      for (const tree of ['head', 'base']) {
        await mkdir(path.join(root, tree, 'stack'), { recursive: true });
        await writeFile(
          path.join(root, tree, 'stack/main.tf'),
          'module "vpc" {\n  source  = "app.terraform.io/acme/vpc/aws"\n  version = "1.0.0"\n}\n',
        );
      }
      const head = new ScanCache();
      const scanOf = (tree: string, cache: ScanCache) =>
        scanDirectory(
          { path: path.join(root, tree, 'stack'), display: 'stack' },
          { workspace: path.join(root, tree), dataDir: '.terraform', cache },
        );
      await scanOf('head', head);
      expect(head.parsed.size).toBe(1);
      const base = new ScanCache(head.parsed);
      const { calls } = await scanOf('base', base);
      expect(head.parsed.size).toBe(1);
      expect(calls.map((c) => [c.key, c.location.file, c.constraint])).toEqual([['vpc', 'stack/main.tf', '1.0.0']]);
      expect((await base.blocks.values().next().value)?.[0]?.file).toBe(path.join(root, 'base', 'stack/main.tf'));
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
