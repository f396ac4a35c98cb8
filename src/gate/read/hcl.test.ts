import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { moduleBlocksInText, templateLiteral } from './blocks.ts';
import { isConfigurationFile, isIgnoredFile, isOverrideFile, readModuleBlocks } from './hcl.ts';
import { GateError } from './hcl-shared.ts';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/gate');

describe('readModuleBlocks', () => {
  const show = (file: string): string => path.relative(FIXTURES, file);

  it('reads a configuration of several files in file order, with each block’s line', async () => {
    const blocks = await readModuleBlocks(path.join(FIXTURES, 'platform'), show);
    expect(blocks.map((b) => [b.name, show(b.file), b.line, b.source, b.version])).toEqual([
      ['vpc', 'platform/main.tf', 29, 'app.terraform.io/acme/vpc/aws', '~> 1.1'],
      ['subnets', 'platform/main.tf', 38, 'app.terraform.io/acme/subnets/aws', '>= 2.0.0, < 3.0.0'],
      ['shared', 'platform/shared.tf', 2, './modules/shared', undefined],
      ['consul', 'platform/shared.tf', 9, 'hashicorp/consul/aws', '0.12.0'],
      [
        'labels',
        'platform/shared.tf',
        16,
        'git::https://github.com/cloudposse/terraform-null-label.git?ref=0.25.0',
        undefined,
      ],
    ]);
  });

  it("reads Terraform's JSON syntax beside native syntax, overrides included", async () => {
    const blocks = await readModuleBlocks(path.join(FIXTURES, 'generated'), show);
    expect(blocks.map((b) => [b.name, show(b.file), b.line, b.source, b.version])).toEqual([
      ['vpc', 'generated/cdk.tf.json', 12, 'app.terraform.io/acme/vpc/aws', '~> 1.1'],
      ['dns', 'generated/pin_override.tf.json', 4, 'app.terraform.io/acme/dns/aws', '1.1.0'],
      [
        'labels',
        'generated/extra.tf',
        2,
        'git::https://github.com/cloudposse/terraform-null-label.git?ref=0.25.0',
        undefined,
      ],
    ]);
  });

  describe('in a scratch directory', () => {
    let dir: string;
    beforeEach(async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'hcl-'));
    });
    afterEach(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    it('merges override files as Terraform does, pointing at the override that sets the version', async () => {
      await writeFile(
        path.join(dir, 'main.tf'),
        'module "vpc" {\n  source  = "acme/vpc/aws"\n  version = "1.0.0"\n}\n',
      );
      await writeFile(path.join(dir, 'pin_override.tf'), '\n\nmodule "vpc" {\n  version = "1.1.0"\n}\n');
      const [block] = await readModuleBlocks(dir, show);
      expect(block).toMatchObject({ source: 'acme/vpc/aws', version: '1.1.0', line: 3 });
      expect(path.basename(block?.file ?? '')).toBe('pin_override.tf');
    });

    it('does not parse a file that never spells `module`: it holds no call, its syntax is for Terraform to judge', async () => {
      await writeFile(path.join(dir, 'main.tf'), 'module "a" {\n  source = "x/y/z"\n}\n');
      await writeFile(path.join(dir, 'variables.tf'), 'variable "x" {\n  type = string\n');
      const blocks = await readModuleBlocks(dir, show);
      expect(blocks.map((b) => b.name)).toEqual(['a']);
    });

    it('reports a file that does not parse as a GateError naming it and its line', async () => {
      await writeFile(path.join(dir, 'ok.tf'), 'module "a" {\n  source = "x/y/z"\n}\n');
      await writeFile(path.join(dir, 'broken.tf'), '\n\nmodule "b" {\n  source = \n}\n');
      const error = await readModuleBlocks(dir, () => 'infra/broken.tf').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(GateError);
      expect(error).toMatchObject({ file: 'infra/broken.tf', line: 4 });
      expect((error as Error).message).toMatch(/^Cannot parse infra\/broken\.tf: infra\/broken\.tf:4,/);
    });

    it('reports a JSON file that does not parse, naming it', async () => {
      await writeFile(path.join(dir, 'main.tf.json'), '{"module": {');
      await expect(readModuleBlocks(dir, () => 'infra/main.tf.json')).rejects.toThrow(
        /^Cannot parse infra\/main\.tf\.json: /,
      );
    });

    it('reports a directory it cannot read', async () => {
      await expect(readModuleBlocks(path.join(dir, 'missing'), () => 'missing')).rejects.toThrow(
        'Cannot read the configuration directory missing: no such file or directory',
      );
    });

    it('reads a version that is not a literal as absent', async () => {
      await writeFile(path.join(dir, 'main.tf'), 'module "a" {\n  source = "x/y/z"\n  version = var.v\n}\n');
      const [block] = await readModuleBlocks(dir, show);
      expect(block?.version).toBeUndefined();
    });
  });
});

describe('isOverrideFile', () => {
  it.each([
    ['override.tf', true],
    ['pin_override.tf', true],
    ['main.tf', false],
    ['overrides.tf', false],
    ['override.tf.json', true],
    ['cdk.tf.json', false],
  ])('%s → %s', (name, expected) => expect(isOverrideFile(name)).toBe(expected));
});

describe('what Terraform reads, and how deep', () => {
  it.each([
    ['main.tf', false],
    ['.main.tf', true],
    ['main.tf~', true],
    ['#main.tf#', true],
    ['#main.tf', false],
  ])('%s is ignored: %s', (name, ignored) => expect(isIgnoredFile(name)).toBe(ignored));

  it.each([
    ['main.tf', true],
    ['cdk.tf.json', true],
    ['main_override.tf', true],
    ['.main.tf', false],
    ['main.tf~', false],
    ['#main.tf#', false],
    ['main.tftest.hcl', false],
    ['main.tftest.json', false],
    ['list.tfquery.hcl', false],
    ['terraform.tfvars', false],
    ['main.TF', false],
  ])('%s is configuration: %s', (name, expected) => expect(isConfigurationFile(name)).toBe(expected));

  it('refuses nesting no configuration has, with a clear error naming the file, in both syntaxes', async () => {
    const deep = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
    await expect(moduleBlocksInText('/w/m.tf', 'm.tf', `locals {\n  x = ${deep}\n}\n`)).rejects.toThrow(
      'Cannot read m.tf: it nests brackets more than 256 levels deep',
    );
    await expect(moduleBlocksInText('/w/m.tf.json', 'm.tf.json', `{"locals": {"x": ${deep}}}`)).rejects.toThrow(
      'Cannot read m.tf.json: it nests brackets more than 256 levels deep',
    );
  });

  it('refuses templates nested past the bound with the same clear error, never a stack overflow', async () => {
    const deep = `locals {\n  x = "${'${"'.repeat(50_000)}"\n}\n`;
    await expect(moduleBlocksInText('/w/m.tf', 'm.tf', deep)).rejects.toThrow(
      'Cannot read m.tf: it nests brackets more than 256 levels deep',
    );
  });

  it('keeps a repeated "module" key and a module named __proto__ in JSON syntax', async () => {
    const text =
      '{"module": {"a": {"source": "x/y/z"}}, "module": {"__proto__": {"source": "x/y/w", "version": "${var.v}"}}}';
    const blocks = await moduleBlocksInText('/w/m.tf.json', 'm.tf.json', text);
    expect(blocks.map((b) => [b.name, b.source, b.expression?.text])).toEqual([
      ['a', 'x/y/z', undefined],
      ['__proto__', 'x/y/w', 'var.v'],
    ]);
  });
});

describe('templateLiteral: a template whose value needs no evaluating', () => {
  it.each([
    ['./modules/net', './modules/net'],
    ['${"./modules/net"}', './modules/net'],
    ['./modules/${"net"}', './modules/net'],
    ['${ "1.2.0" }', '1.2.0'],
    ['v${1}', 'v1'],
    ['./a$${b}', './a${b}'],
    ['100%%{x}', '100%{x}'],
    ['${"a\\"b"}', 'a"b'],
    ['${"{"}', '{'],
  ])('%s is the literal %s', (template, value) => expect(templateLiteral(template)).toBe(value));

  it.each([
    '${var.module_version}',
    './modules/${var.name}',
    '${local.v}',
    '${format("%s", "x")}',
    './m/%{ if true }x%{ endif }',
    '${~ "x" ~}',
    '${"${var.x}"}',
    '${{a = 1}}',
    '${"unterminated',
  ])('%s needs evaluating', (template) => expect(templateLiteral(template)).toBeUndefined());
});

describe('arguments that are literals after all, and those that are not', () => {
  it('follows a source template of literals and refuses a directive, in both syntaxes', async () => {
    const native = [
      'module "wrapped" {',
      '  source  = "${"./modules/net"}"',
      '  version = "${"1.2.0"}"',
      '}',
      'module "directive" {',
      '  source = "./modules/%{ if true }net%{ endif }"',
      '}',
      'module "escaped" {',
      '  source = "./modules/$${net}"',
      '}',
      '',
    ].join('\n');
    const blocks = await moduleBlocksInText('/w/m.tf', 'm.tf', native);
    expect(blocks.map((b) => [b.name, b.source, b.version, b.expression?.argument])).toEqual([
      ['wrapped', './modules/net', '1.2.0', undefined],
      ['directive', undefined, undefined, 'source'],
      ['escaped', './modules/${net}', undefined, undefined],
    ]);
    const json = '{"module": {"wrapped": {"source": "./modules/${\\"net\\"}", "version": "${var.v}"}}}';
    const [wrapped] = await moduleBlocksInText('/w/m.tf.json', 'm.tf.json', json);
    expect([wrapped?.source, wrapped?.expression]).toEqual(['./modules/net', { argument: 'version', text: 'var.v' }]);
  });
});
