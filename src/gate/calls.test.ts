import { describe, expect, it } from 'vitest';
import { callAddress, classifySource, normalizeHost } from './calls.ts';

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

  it('reads a source whose host is written in Unicode as the registry it names', () => {
    expect(classifySource('tfe.bücher.example/acme/vpc/aws')).toMatchObject({
      kind: 'registry',
      host: 'tfe.xn--bcher-kva.example',
    });
  });
});
