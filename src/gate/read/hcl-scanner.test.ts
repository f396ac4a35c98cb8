import { describe, expect, it } from 'vitest';
import { jsonVersionLiterals } from './hcl-json.ts';
import { scanHcl } from './hcl-scanner.ts';
import type { ScannedBlock } from './hcl-shared.ts';

/** The line of each block's first appearance, by name. */
const firstLines = (blocks: ReadonlyMap<string, readonly ScannedBlock[]>): Record<string, number> =>
  Object.fromEntries([...blocks].map(([name, found]) => [name, (found[0] as ScannedBlock).line]));
const lines = (text: string): Record<string, number> => firstLines(scanHcl(text, 'module').blocks);
const jsonLines = (text: string): Record<string, number> => firstLines(jsonVersionLiterals(text) ?? new Map());

describe('the lines of blocks', () => {
  it('finds top-level module blocks, with quoted or bare labels', () => {
    expect(lines('module "a" {\n}\n\nmodule b {\n}\nmodule   "c"   { source = "x" }\n')).toEqual({ a: 1, b: 4, c: 6 });
  });

  it('skips comments of every kind', () => {
    const text = [
      '# module "hash" {}',
      '// module "slashes" {}',
      '/* module "block" {',
      '}',
      '*/ module "after_comment" {',
      '}',
    ].join('\n');
    expect(lines(text)).toEqual({ after_comment: 5 });
  });

  it('skips heredocs, indented or not, and counts their lines', () => {
    const text = [
      'locals {',
      '  a = <<-EOT',
      '    module "in_indented" {',
      '    }',
      '  EOT',
      '  b = <<EOF',
      'module "in_plain" {',
      '}',
      'EOF',
      '}',
      'module "real" {',
      '}',
    ].join('\n');
    expect(lines(text)).toEqual({ real: 11 });
  });

  it('skips strings, even with braces and nested strings in their templates', () => {
    const text = [
      'locals {',
      '  s = "module \\"fake\\" { ${join("}", ["{"])} %{ if true }x%{ endif } $${literal}"',
      '}',
      'module "real" {',
      '  tags = { "a}" = "{" }',
      '}',
      'module "second" {}',
    ].join('\n');
    expect(lines(text)).toEqual({ real: 4, second: 7 });
  });

  it('ignores nested blocks and module references', () => {
    const text =
      'resource "x" "y" {\n  module "nested" {\n  }\n  value = module.vpc.id\n}\noutput "o" { value = module.a }\n';
    expect(lines(text)).toEqual({});
  });

  it('counts CRLF line ends', () => {
    expect(lines('# one\r\n\r\nmodule "a" {\r\n}\r\n')).toEqual({ a: 3 });
  });
});

describe('the lines of blocks in JSON syntax', () => {
  it('finds the labels of the top-level "module" object or array, and nothing deeper', () => {
    const text = [
      '{',
      '  "locals": { "module": { "fake": {} } },',
      '  "module": {',
      '    "vpc": { "source": "x", "module": { "deeper": {} } },',
      '    "a\\"b": {}',
      '  }',
      '}',
    ].join('\n');
    expect(jsonLines(text)).toEqual({ vpc: 4, 'a"b': 5 });
    expect(jsonLines('{"module": [\n{"x": {}},\n{"y": [{}]}]}')).toEqual({ x: 2, y: 3 });
  });
});

describe('one walk for lines and version literals', () => {
  /** Each block's line and version literal (or why there is none), as the walk found them. */
  const found = (text: string, type: 'module' | 'terraform' = 'module') =>
    [...scanHcl(text, type).blocks].flatMap(([name, blocks]) =>
      blocks.map((b) => [name, b.line, 'span' in b.version ? b.version.span.raw : `why: ${b.version.why}`]),
    );

  it('counts every kind of bracket: lists, calls and objects before the version are inside the block', () => {
    const text = [
      'locals {',
      '  names = [for n in ["a", "b"] : upper(n)]',
      '}',
      'module "vpc" {',
      '  source = "app.terraform.io/acme/vpc/aws"',
      '  subnets = [',
      '    { version = "0.0.1" },',
      '  ]',
      '  tags = merge(local.tags, { version = "0.0.2" })',
      '  version = "1.2.0"',
      '}',
      'module "dns" {',
      '  version = "~> 1.1"',
      '}',
    ].join('\n');
    expect(found(text)).toEqual([
      ['vpc', 4, '1.2.0'],
      ['dns', 12, '~> 1.1'],
    ]);
  });

  it("finds Terragrunt's terraform block after top-level arguments that nest brackets", () => {
    const text = [
      'locals {',
      '  env = read_terragrunt_config(find_in_parent_folders("env.hcl"))',
      '}',
      'inputs = merge(local.env.inputs, { tags = ["a", "b"] })',
      'dependencies {',
      '  paths = ["../vpc"]',
      '}',
      'terraform {',
      '  source = "tfr://app.terraform.io/acme/vpc/aws?version=1.2.0"',
      '}',
    ].join('\n');
    expect(found(text, 'terraform')).toEqual([['terraform', 8, '1.2.0']]);
  });

  it('measures the nesting of brackets and templates alike', () => {
    expect(scanHcl('locals {\n  x = [[(1)]]\n}\n', 'module').maxNesting).toBe(4);
    expect(scanHcl('locals {\n  x = "${"${1}"}"\n}\n', 'module').maxNesting).toBe(4);
  });
});
