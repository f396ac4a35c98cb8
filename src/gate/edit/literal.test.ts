import { describe, expect, it } from 'vitest';
import { callLiteral, replaceSpans, versionLiterals } from './literal.ts';

/** The literal of block `name` in `text` (as file `file`): its raw text, or why there is none. */
function literal(file: string, text: string, name: string, line?: number): string {
  const literals = versionLiterals(file, text);
  if (literals === undefined) return 'not parsed';
  const found = callLiteral(file, literals, name, line);
  if ('why' in found) return `why: ${found.why}`;
  expect(text.slice(found.span.start, found.span.end)).toBe(found.span.raw);
  return found.span.raw;
}

describe('the version literal in HCL', () => {
  it('is found with or without spaces around =, aligned, after comments of every kind', () => {
    const text = [
      '# module "vpc" { version = "0.0.1" }',
      '/* module "vpc" {',
      '  version = "0.0.2"',
      '} */',
      'module "vpc" { // version = "0.0.3"',
      '  source  = "app.terraform.io/acme/vpc/aws" # version = "0.0.4"',
      '  version="1.1.0"',
      '}',
      'module "dns" {',
      '  source      = "app.terraform.io/acme/dns/aws"',
      '  version     = "~> 1.1"   # pinned by the platform team',
      '  description = "version = \\"9.9.9\\""',
      '}',
    ].join('\n');
    expect(literal('main.tf', text, 'vpc')).toBe('1.1.0');
    expect(literal('main.tf', text, 'dns')).toBe('~> 1.1');
  });

  it('skips heredocs and strings that look like blocks, and nested blocks and objects', () => {
    const text = [
      'locals {',
      '  doc = <<-EOT',
      '    module "vpc" {',
      '      version = "0.0.1"',
      '    }',
      '  EOT',
      '}',
      'module "vpc" {',
      '  source = "app.terraform.io/acme/vpc/aws"',
      '  tags = {',
      '    version = "0.0.2"',
      '  }',
      '  policy = <<EOT',
      'version = "0.0.3"',
      'EOT',
      '  dynamic "rule" {',
      '    content {',
      '      version = "0.0.4"',
      '    }',
      '  }',
      '  name = "${"}"}"',
      '  version = "= 1.2.0"',
      '}',
    ].join('\n');
    expect(literal('main.tf', text, 'vpc')).toBe('= 1.2.0');
  });

  it('keeps CRLF line endings and a missing final newline out of the literal', () => {
    const text = 'module "vpc" {\r\n  source  = "a/b/c"\r\n  version = "1.0.0"\r\n}';
    expect(literal('main.tf', text, 'vpc')).toBe('1.0.0');
    const oneLine = 'module "vpc" { version = "1.0.0" }';
    expect(literal('main.tf', oneLine, 'vpc')).toBe('1.0.0');
  });

  it('says why when the version is an expression, a template, escaped, a heredoc or absent', () => {
    const block = (version: string): string => `module "vpc" {\n  source = "a/b/c"\n  version = ${version}\n}\n`;
    expect(literal('main.tf', block('var.vpc_version'), 'vpc')).toMatch(/why: .*quoted string/);
    expect(literal('main.tf', block('"${var.v}"'), 'vpc')).toMatch(/why: .*template/);
    expect(literal('main.tf', block('"1.0\\u002e0"'), 'vpc')).toMatch(/why: .*escapes/);
    expect(literal('main.tf', block('"1.0.0" != "x"'), 'vpc')).toMatch(/why: .*expression/);
    expect(literal('main.tf', block('<<EOT\n1.0.0\nEOT'), 'vpc')).toMatch(/why: .*quoted string/);
    expect(literal('main.tf', 'module "vpc" {\n  source = "a/b/c"\n}\n', 'vpc')).toMatch(/why: .*no version/);
    expect(literal('main.tf', 'module "other" {\n}\n', 'vpc')).toMatch(/why: .*not where/);
  });

  it('picks the block at the line where a name repeats', () => {
    const text = 'module "a" {\n  version = "1.0.0"\n}\nmodule "a" {\n  version = "2.0.0"\n}\n';
    expect(literal('main.tf', text, 'a', 4)).toBe('2.0.0');
  });

  it("reads a Stack's component blocks and Terragrunt's tfr:// version query", () => {
    const stack = 'component "vpc" {\n  source  = "app.terraform.io/acme/vpc/aws"\n  version = "1.2.0"\n}\n';
    expect(literal('components.tfcomponent.hcl', stack, 'vpc')).toBe('1.2.0');
    expect(literal('main.tf', stack, 'vpc')).toMatch(/why: .*not where/);
    const terragrunt = (source: string): string =>
      `include "root" {\n  path = find_in_parent_folders()\n}\n\nterraform {\n  source = "${source}"\n}\n`;
    expect(
      literal('terragrunt.hcl', terragrunt('tfr://app.terraform.io/acme/vpc/aws?version=1.2.0'), 'terraform'),
    ).toBe('1.2.0');
    expect(
      literal('terragrunt.hcl', terragrunt('tfr:///acme/vpc/aws//modules/x?ref=a&version=1.2.0&x=y'), 'terraform'),
    ).toBe('1.2.0');
    expect(literal('terragrunt.hcl', terragrunt('git::https://x/y.git?ref=v1.2.0'), 'terraform')).toMatch(/why:/);
  });
});

describe('the version literal in JSON', () => {
  it('is the "version" string of the module block, by offsets', () => {
    const text = '{\n  "module": {\n    "vpc": {\n      "source": "a/b/c",\n      "version":"1.1.0"\n    }\n  }\n}';
    expect(literal('main.tf.json', text, 'vpc')).toBe('1.1.0');
    const arrays = '{"module": [{"vpc": [{"version": "~> 1.1"}]}, {"dns": {"version": 3}}]}';
    expect(literal('main.tofu.json', arrays, 'vpc')).toBe('~> 1.1');
    expect(literal('main.tofu.json', arrays, 'dns')).toMatch(/why: .*not written as a string/);
    expect(literal('x.tf.json', '{"module": ', 'vpc')).toBe('not parsed');
  });
});

describe('replacements', () => {
  it('change the places they name and keep every other byte', () => {
    expect(
      replaceSpans('abcdef', [
        { start: 4, end: 5, text: 'E' },
        { start: 1, end: 2, text: 'BB' },
        { start: 1, end: 2, text: 'BB' },
      ]),
    ).toBe('aBBcdEf');
    expect(() =>
      replaceSpans('abc', [
        { start: 0, end: 2, text: 'x' },
        { start: 1, end: 3, text: 'y' },
      ]),
    ).toThrow('overlapping');
  });
});
