import { beforeAll, describe, expect, it } from 'vitest';
import { loadIdna } from '../../address.ts';
import { callAddress, classifySource, isOneVersion, isValidCallName, normalizeHost } from './calls.ts';

// Unicode hosts go through UTS #46, whose table a run loads on first need (address.ts).
beforeAll(loadIdna);

describe('classifySource', () => {
  it.each([
    [
      'app.terraform.io/acme/vpc/aws',
      { kind: 'registry', host: 'app.terraform.io', module: { namespace: 'acme', name: 'vpc', provider: 'aws' } },
    ],
    ['App.Terraform.io:443/acme/vpc/aws', { kind: 'registry', host: 'app.terraform.io' }],
    ['tfe.example.com:8443/acme/vpc/aws', { kind: 'registry', host: 'tfe.example.com:8443' }],
    ['app.terraform.io/acme/subnets/aws//modules/private', { kind: 'registry', subdir: 'modules/private' }],
    ['hashicorp/consul/aws', { kind: 'registry', host: 'registry.terraform.io' }],
    ['registry.terraform.io/hashicorp/consul/aws', { kind: 'registry', host: 'registry.terraform.io' }],
    ['./modules/network', { kind: 'local' }],
    ['../shared', { kind: 'local' }],
    ['git::https://example.com/vpc.git?ref=v1.2.0', { kind: 'remote', what: 'git' }],
    ['github.com/acme/terraform-aws-vpc', { kind: 'remote', what: 'git' }],
    ['git@github.com:acme/vpc.git', { kind: 'remote', what: 'git' }],
    ['github.com/acme/vpc/aws/extra', { kind: 'remote', what: 'git' }],
    ['https://example.com/vpc.zip', { kind: 'remote', what: 'URL' }],
    ['s3::https://s3.amazonaws.com/bucket/vpc.zip', { kind: 'remote', what: 's3::' }],
    ['example.com/vpc', { kind: 'remote', what: 'not a registry address' }],
    ['', { kind: 'remote', what: 'no literal source' }],
  ])('%s', (source, expected) => expect(classifySource(source)).toMatchObject(expected));
});

describe('callAddress', () => {
  it('writes keys the way Terraform prints module addresses', () => {
    expect(callAddress('vpc')).toBe('module.vpc');
    expect(callAddress('network.subnets')).toBe('module.network.module.subnets');
  });
});

describe('normalizeHost', () => {
  it('drops the default port and case', () => {
    expect(normalizeHost('TFE.example.com:443')).toBe('tfe.example.com');
    expect(normalizeHost('127.0.0.1:8080')).toBe('127.0.0.1:8080');
  });
});

describe('hosts as Terraform compares them', () => {
  it.each([
    ['App.Terraform.io:443', 'app.terraform.io'],
    ['tfe.bücher.example', 'tfe.xn--bcher-kva.example'],
    ['TFE.example.com:8443', 'tfe.example.com:8443'],
  ])('%s → %s', (host, expected) => expect(normalizeHost(host)).toBe(expected));

  it.each([
    ['ＡＰＰ.Terraform.io/acme/vpc/aws', 'app.terraform.io'],
    ['app.terraform.io:0443/acme/vpc/aws', 'app.terraform.io'],
    ['tfe.example.com:08443/acme/vpc/aws', 'tfe.example.com:8443'],
  ])('reads the host of %s as %s, as svchost does', (source, host) =>
    expect(classifySource(source)).toMatchObject({ kind: 'registry', host }),
  );

  it.each([
    // Terraform wants Unicode, so that the configuration shows which host it names.
    'tfe.xn--bcher-kva.example/acme/vpc/aws',
    // A registry host has a dot (terraform-registry-address), and a port is a number up to 65535.
    'localhost/acme/vpc/aws',
    'app.terraform.io:70000/acme/vpc/aws',
    'app.terraform.io:https/acme/vpc/aws',
    'app..terraform.io/acme/vpc/aws',
  ])('%s is no registry address for Terraform either', (source) =>
    expect(classifySource(source)).toEqual({ kind: 'remote', what: 'not a registry address' }),
  );

  it.each([
    // UTS #46 maps full-width letters and dots; a trailing root dot is a host svchost takes.
    ['ｌｏｃａｌｈｏｓｔ．:8080/acme/vpc/aws', 'localhost.:8080'],
    ['１２７．０．０．１:8080/acme/vpc/aws', '127.0.0.1:8080'],
    ['app.terraform.io.:443/acme/vpc/aws', 'app.terraform.io.'],
    ['app.terraform.io:+443/acme/vpc/aws', 'app.terraform.io'],
  ])('reads %s as host %s, as svchost does', (source, host) =>
    expect(classifySource(source)).toMatchObject({ kind: 'registry', host }),
  );

  it.each([
    // No dot once mapped: terraform-registry-address refuses it, so terraform init does not use a registry.
    'ｌｏｃａｌｈｏｓｔ:8080/acme/vpc/aws',
    // IDNA's Lookup profile (STD3 rules, hyphen checks) refuses these, and so svchost.
    'a_b.example.com/acme/vpc/aws',
    '-tfe.example.com/acme/vpc/aws',
    'app.terraform.io：443/acme/vpc/aws',
  ])('%s is no registry address, as svchost reads it', (source) =>
    expect(classifySource(source)).toEqual({ kind: 'remote', what: 'not a registry address' }),
  );

  it('reads a source whose host is written in Unicode as the registry it names', () => {
    expect(classifySource('tfe.bücher.example/acme/vpc/aws')).toMatchObject({
      kind: 'registry',
      host: 'tfe.xn--bcher-kva.example',
    });
  });
});

describe('isValidCallName', () => {
  it.each([
    ['vpc', true],
    ['_private', true],
    ['flow-logs_2', true],
    ['réseau', true],
    ['__proto__', true],
    ['//', false],
    ['a b', false],
    ['a.b', false],
    ['2fa', false],
    ['-x', false],
    ['', false],
  ])('%j → %s', (name, valid) => expect(isValidCallName(name)).toBe(valid));
});

describe('isOneVersion: what a Terragrunt tfr:// source may give as its version', () => {
  it.each([
    ['1.2.0', true],
    ['v1.2.0', true],
    ['1.2.0-rc.1+build.5', true],
    ['~>1.1', false],
    ['~> 1.1', false],
    ['>=2.0.0', false],
    ['=1.2.0', false],
    ['1.2', false],
    ['1.2.0, < 2.0.0', false],
    ['', false],
  ])('%j → %s', (text, one) => expect(isOneVersion(text)).toBe(one));
});
