import { describe, expect, it } from 'vitest';
import { AddressError } from './address.ts';
import { isPattern, parseModulePattern, partMatches, patternMatcher, patternText } from './module-pattern.ts';
import type { ModuleAddress } from './model.ts';

/** A policy's patterns, within one organization. */
const POLICY = { namespaceWildcard: false };
/** The report's, whose organization is an input of its own. */
const REPORT = { namespaceWildcard: true };

const address = (text: string): ModuleAddress => {
  const [namespace, name, provider] = text.split('/') as [string, string, string];
  return { namespace, name, provider };
};
const refusal = (raw: string, options: { namespaceWildcard: boolean }): string => {
  try {
    parseModulePattern(raw, options);
  } catch (error) {
    if (error instanceof AddressError) return error.message;
    throw error;
  }
  throw new Error(`${raw} was accepted`);
};

describe('matching', () => {
  it.each([
    ['acme/*/aws', 'acme/vpc/aws', true],
    // The registry compares names without case.
    ['acme/*/aws', 'ACME/VPC/aws', true],
    ['acme/VPC/aws', 'acme/vpc/aws', true],
    ['acme/*/aws', 'acme/vpc/google', false],
    ['acme/network-*/*', 'acme/network-core/aws', true],
    ['acme/network-*/*', 'acme/networks/aws', false],
    ['acme/*/*', 'other/vpc/aws', false],
    ['acme/*-vpc/aws', 'acme/legacy-vpc/aws', true],
    ['acme/vpc/aws', 'acme/vpc/aws', true],
    ['acme/vpc/aws', 'acme/vpc2/aws', false],
    ['acme/*/a*', 'acme/vpc/azurerm', true],
  ])('%s matches %s: %s', (pattern, module, expected) => {
    for (const options of [POLICY, REPORT]) {
      expect(patternMatcher(parseModulePattern(pattern, options).pattern)(address(module))).toBe(expected);
    }
  });

  it('takes `*` as the namespace, where allowed, for any namespace', () => {
    const { pattern } = parseModulePattern('*/*/aws', REPORT);
    expect(pattern).toEqual({ namespace: '*', name: '*', provider: 'aws' });
    expect(['acme/vpc/aws', 'Other/eks/aws', 'acme/dns/google'].map(address).filter(patternMatcher(pattern))).toEqual([
      address('acme/vpc/aws'),
      address('Other/eks/aws'),
    ]);
  });

  it('treats only `*` as special, whatever else a part could hold', () => {
    expect(patternMatcher({ namespace: 'acme', name: 'v.c', provider: 'aws' })(address('acme/vpc/aws'))).toBe(false);
    expect(patternMatcher({ namespace: 'acme', name: 'v(p|x)c', provider: 'aws' })(address('acme/vpc/aws'))).toBe(
      false,
    );
  });
});

describe('matching a part', () => {
  it('agrees with a regular expression (the reference, on names too short to backtrack long) on every short pattern and name', () => {
    // Every pattern of up to 5 characters over a, b, * and every name of up to 6 over a, b.
    const words = (letters: string[], max: number): string[] => {
      const all = [''];
      for (let i = 0; i < all.length; i++)
        if ((all[i] as string).length < max) for (const l of letters) all.push(`${all[i]}${l}`);
      return all;
    };
    const names = words(['a', 'b'], 6);
    const disagreements: string[] = [];
    for (const part of words(['a', 'b', '*'], 5)) {
      const expected = new RegExp(`^${part.split('*').join('.*')}$`, 'i');
      for (const name of names)
        if (partMatches(part, name) !== expected.test(name)) disagreements.push(`${part} ~ ${name}`);
    }
    expect(disagreements).toEqual([]);
    expect(partMatches('VPC-*', 'vpc-Core')).toBe(true);
  });

  it('takes at most name × pattern steps on a pattern that makes a regular expression backtrack', () => {
    const hostile = `${'a*'.repeat(31)}b`;
    for (const name of ['a'.repeat(64), `${'a'.repeat(63)}b`, `${'ab'.repeat(32)}`]) {
      const steps = { count: 0 };
      partMatches(hostile, name, steps);
      expect(steps.count).toBeLessThanOrEqual((name.length + 1) * hostile.length);
    }
    expect(partMatches(hostile, 'a'.repeat(64))).toBe(false);
    expect(partMatches(hostile, `${'a'.repeat(63)}b`)).toBe(true);
    // The same through the predicate the policy file and the report use.
    const { pattern } = parseModulePattern(`acme/${hostile}/aws`, POLICY);
    expect(patternMatcher(pattern)(address(`acme/${'a'.repeat(64)}/aws`))).toBe(false);
  });
});

describe('parseModulePattern', () => {
  it('keeps a host, in lower case, and writes the pattern back without it', () => {
    const parsed = parseModulePattern('App.Terraform.io/acme/*/aws', POLICY);
    expect(parsed).toEqual({ host: 'app.terraform.io', pattern: { namespace: 'acme', name: '*', provider: 'aws' } });
    expect(patternText(parsed.pattern)).toBe('acme/*/aws');
    expect(parseModulePattern(' acme/network-*/* ', POLICY)).toEqual({
      pattern: { namespace: 'acme', name: 'network-*', provider: '*' },
    });
  });

  it('refuses `*` in the namespace of a policy, and anything but `*` alone in the report', () => {
    expect(refusal('*/vpc/aws', POLICY)).toBe(
      'may hold `*` in the module name and provider only: the namespace is the organization whose modules are listed',
    );
    expect(refusal('ac*/vpc/aws', POLICY)).toMatch(/namespace/);
    expect(refusal('ac*/vpc/aws', REPORT)).toBe(
      'may give the namespace as a name or as `*`, never a pattern within it: the namespace is the one organization whose modules are listed',
    );
    expect(refusal('*-x/vpc/aws', REPORT)).toMatch(/never a pattern within it/);
  });

  it('refuses an upper-case provider wherever it is written: registry addresses write it in lower case', () => {
    for (const options of [POLICY, REPORT]) {
      expect(refusal('acme/*/AWS', options)).toBe(
        'has an invalid provider: expected lower-case letters, digits and `*`, at most 64 (e.g. aws)',
      );
      expect(refusal('acme/vpc/Aw*', options)).toMatch(/invalid provider/);
    }
  });

  it.each([
    ['acme/*', /must be \[HOST\/\]NAMESPACE\/NAME\/PROVIDER/],
    ['a/b/acme/*/aws', /must be \[HOST\/\]NAMESPACE\/NAME\/PROVIDER/],
    ['acme/-*/aws', /invalid module name/],
    ['acme/*_/aws', /invalid module name/],
    ['acme/v.c/aws', /invalid module name/],
    ['acme/(a|b)/aws', /invalid module name/],
    ['acme/ vpc/aws', /invalid module name/],
    [`acme/${'*'.repeat(65)}/aws`, /invalid module name/],
    ['acme/*/a-ws', /invalid provider/],
    ['acme//aws', /invalid module name/],
    ['-acme/*/aws', /invalid namespace/],
    ['ho st/acme/*/aws', /invalid host part/],
  ])('refuses %j in both modes, as no address could hold it', (raw, expected) => {
    for (const options of [POLICY, REPORT]) expect(refusal(raw, options)).toMatch(expected);
  });

  it('says `*` may be the namespace only where it may', () => {
    expect(refusal('acme/*', POLICY)).not.toMatch(/whole NAMESPACE/);
    expect(refusal('acme/*', REPORT)).toMatch(/or `\*` as the whole NAMESPACE/);
  });

  it('counts a `*` as one letter of a name', () => {
    expect(parseModulePattern(`acme/${'*'.repeat(64)}/aws`, POLICY).pattern.name).toHaveLength(64);
    expect(parseModulePattern('acme/*/*', POLICY).pattern.provider).toBe('*');
  });
});

describe('isPattern', () => {
  it('is a `source` with a `*`', () => {
    expect(isPattern('acme/*/aws')).toBe(true);
    expect(isPattern('acme/vpc/aws')).toBe(false);
  });
});
