import { describe, expect, it } from 'vitest';
import { moduleBlocksInText } from './blocks.ts';
import { isConfigurationFile, isOverrideFile, withTofuPrecedence } from './hcl.ts';
import { blockTypeOf } from './hcl-shared.ts';

describe('which files the gate reads', () => {
  it.each([
    ['main.tf', 'module'],
    ['main.tf.json', 'module'],
    ['main.tofu', 'module'],
    ['main.tofu.json', 'module'],
    ['components.tfcomponent.hcl', 'component'],
    ['components.tfstack.hcl', 'component'],
    ['terragrunt.hcl', 'terraform'],
    ['deployments.tfdeploy.hcl', undefined],
    ['root.hcl', undefined],
    ['main.tftest.hcl', undefined],
    ['.terraform.lock.hcl', undefined],
  ])('%s → %s', (name, type) => {
    expect(blockTypeOf(name)).toBe(type);
    expect(isConfigurationFile(name)).toBe(type !== undefined && !name.startsWith('.'));
  });

  it('lets x.tofu replace x.tf, and x.tofu.json replace x.tf.json, as OpenTofu does', () => {
    expect(withTofuPrecedence(['a.tf', 'a.tofu', 'b.tf', 'c.tf.json', 'c.tofu.json', 'd.tofu', 'e.tf.json'])).toEqual([
      'a.tofu',
      'b.tf',
      'c.tofu.json',
      'd.tofu',
      'e.tf.json',
    ]);
    expect(isOverrideFile('override.tofu')).toBe(true);
    expect(isOverrideFile('db_override.tofu.json')).toBe(true);
  });
});

describe('component blocks and Terragrunt sources', () => {
  it('reads each component of a Stack as a call, at its line', async () => {
    const text =
      'required_providers {}\n\ncomponent "vpc" {\n  source  = "app.terraform.io/acme/vpc/aws"\n  version = "1.2.0"\n}\n';
    expect(await moduleBlocksInText('/s/c.tfcomponent.hcl', 'c.tfcomponent.hcl', text)).toEqual([
      {
        name: 'vpc',
        type: 'component',
        file: '/s/c.tfcomponent.hcl',
        line: 3,
        source: 'app.terraform.io/acme/vpc/aws',
        version: '1.2.0',
      },
    ]);
  });

  it.each([
    ['tfr://app.terraform.io/acme/vpc/aws?version=1.2.0', 'app.terraform.io/acme/vpc/aws', '1.2.0'],
    [
      'tfr:///terraform-aws-modules/vpc/aws?version=5.8.1',
      'registry.terraform.io/terraform-aws-modules/vpc/aws',
      '5.8.1',
    ],
    [
      'tfr://tfe.example.com/acme/dns/aws//modules/zone?version=1.1.0',
      'tfe.example.com/acme/dns/aws//modules/zone',
      '1.1.0',
    ],
    ['git::https://example.com/vpc.git?ref=v1.0.0', 'git::https://example.com/vpc.git?ref=v1.0.0', undefined],
    ['../modules/vpc', '../modules/vpc', undefined],
  ])('reads terraform { source = %j } of terragrunt.hcl', async (source, expected, version) => {
    const text = `include "root" {\n  path = find_in_parent_folders("root.hcl")\n}\n\nterraform {\n  source = "${source}"\n}\n`;
    const [block] = await moduleBlocksInText('/u/terragrunt.hcl', 'terragrunt.hcl', text);
    expect(block).toEqual({
      name: 'terraform',
      type: 'terraform',
      file: '/u/terragrunt.hcl',
      line: 5,
      source: expected,
      ...(version !== undefined && { version }),
    });
  });

  it('finds no call in a terragrunt.hcl without a terraform source', async () => {
    expect(await moduleBlocksInText('/u/terragrunt.hcl', 'terragrunt.hcl', 'inputs = {}\n')).toEqual([]);
  });
});
