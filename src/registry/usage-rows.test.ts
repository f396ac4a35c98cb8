import { describe, expect, it } from 'vitest';
import { usageSourceMatches } from './usage-rows.ts';

const module = { namespace: 'acme', name: 'vpc', provider: 'aws' };

describe('usageSourceMatches', () => {
  const service = { host: 'tfe.example.com:8443', hostname: 'tfe.example.com' };
  const matches = (source: string, type: unknown) => usageSourceMatches(source, type, '1.0.0', module, service);

  it.each([
    'tfe.example.com:8443/acme/vpc/aws',
    'tfe.example.com/acme/vpc/aws',
    'TFE.example.com/ACME/Vpc/AWS',
    'private/acme/vpc/aws',
    'private/acme/vpc/aws/1.0.0',
    'tfe.example.com/acme/vpc/aws/1.0.0',
    'localterraform.com/acme/vpc/aws',
    // A submodule comes in the module's package: its users use the version.
    'private/acme/vpc/aws//modules/x',
    'tfe.example.com/acme/vpc/aws//modules/x/y',
    'private/acme/vpc/aws/1.0.0//modules/x',
  ])('reads %s as the module', (source) => {
    expect(matches(source, 'private')).toBe(true);
    expect(matches(source, 'PRIVATE')).toBe(true);
    expect(matches(source, undefined)).toBe(true);
  });

  it('reads a bare ns/name/provider as the module only when the row says it is private', () => {
    expect(matches('acme/vpc/aws', 'private')).toBe(true);
    expect(matches('acme/vpc/aws', 'public')).toBe(false);
    expect(matches('acme/vpc/aws', undefined)).toBe(false);
  });

  it.each([
    ['a public row', 'tfe.example.com/acme/vpc/aws', 'public'],
    ['another host', 'registry.example.org/acme/vpc/aws', 'private'],
    ['another module', 'private/acme/vpc-peering/aws', 'private'],
    ['another namespace', 'private/globex/vpc/aws', 'private'],
    ['another provider', 'private/acme/vpc/google', 'private'],
    ['another version after it', 'private/acme/vpc/aws/2.0.0', 'private'],
    ['a submodule of another module', 'private/acme/vpc-peering/aws//modules/vpc', 'private'],
    ['more parts', 'a/b/acme/vpc/aws/1.0.0', 'private'],
    ['a public module of that name', 'terraform-aws-modules/vpc/aws', 'public'],
  ])('refuses %s', (_, source, type) => {
    expect(matches(source, type)).toBe(false);
  });
});
