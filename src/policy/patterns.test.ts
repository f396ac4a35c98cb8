import { describe, expect, it } from 'vitest';
import { parsePolicy } from './load.ts';
import { PolicyError } from './yaml-reader.ts';
import { expandPatterns, idlePatternText, overlapText } from './patterns.ts';
import type { ModuleAddress } from '../model.ts';

const rule = '    rules: [{ versions: "< 2.0.0", reason: old }]';
const policyOf = (...entries: string[][]) =>
  parsePolicy(
    ['modules:', ...entries.flatMap((e) => [`  - ${e[0]}`, ...e.slice(1).map((l) => `    ${l}`), rule])].join('\n'),
    'p.yml',
  );

const address = (text: string): ModuleAddress => {
  const [namespace, name, provider] = text.split('/') as [string, string, string];
  return { namespace, name, provider };
};
const LISTED = [
  'acme/vpc/aws',
  'acme/eks/aws',
  'acme/network-core/aws',
  'acme/network-edge/google',
  'acme/legacy-vpc/aws',
  'other/vpc/aws',
].map(address);
const names = (modules: readonly { module: ModuleAddress }[]) =>
  modules.map((m) => `${m.module.namespace}/${m.module.name}/${m.module.provider}`);

describe('parsePolicy with patterns', () => {
  it('reads a pattern entry apart from the modules, with its exclude list and line', () => {
    const policy = policyOf(['source: acme/*/aws', 'exclude: [acme/legacy-*/aws]'], ['source: acme/vpc/aws']);
    expect(names(policy.modules)).toEqual(['acme/vpc/aws']);
    expect(policy.patterns).toMatchObject([
      {
        source: 'acme/*/aws',
        organization: 'acme',
        line: 2,
        exclude: [{ namespace: 'acme', name: 'legacy-*', provider: 'aws' }],
      },
    ]);
  });

  it('refuses exclude without a pattern, one in another namespace, and the same pattern twice', () => {
    try {
      policyOf(
        ['source: acme/vpc/aws', 'exclude: [acme/vpc/aws]'],
        ['source: acme/*/aws', 'exclude: [other/*/aws]'],
        ['source: ACME/*/aws'],
      );
      expect.unreachable();
    } catch (error) {
      expect((error as PolicyError).problems.map((p) => [p.line, p.message])).toEqual([
        [3, 'modules[0].exclude applies to a pattern: its `source` names one module'],
        [6, 'modules[1].exclude[0] is in another namespace than the pattern, so it excludes nothing'],
        [8, 'the pattern `ACME/*/aws` repeats the one on line 5'],
      ]);
    }
  });

  // The pattern syntax is src/module-pattern.ts's; these are what a policy makes of it, at the line.
  it('refuses `*` in the namespace, an upper-case provider and a part no address can hold, at each line', () => {
    try {
      policyOf(['source: "*/vpc/aws"'], ['source: acme/*/AWS'], ['source: acme/*/aws', 'exclude: [acme/-*/aws]']);
      expect.unreachable();
    } catch (error) {
      expect((error as PolicyError).problems.map((p) => [p.line, p.message])).toEqual([
        [
          2,
          'modules[0].source may hold `*` in the module name and provider only: the namespace is the organization whose modules are listed, got "*/vpc/aws"',
        ],
        [
          4,
          'modules[1].source has an invalid provider: expected lower-case letters, digits and `*`, at most 64 (e.g. aws), got "acme/*/AWS"',
        ],
        [
          7,
          'modules[2].exclude[0] has an invalid module name: expected letters, digits, `-`, `_` and `*`, starting and ending with a letter, digit or `*`, at most 64, got "acme/-*/aws"',
        ],
      ]);
    }
  });
});

describe('expandPatterns', () => {
  const listed = (organization: string) => LISTED.filter((m) => m.namespace === organization);

  it('takes every listed module a pattern matches, but those with their own entry and those excluded', () => {
    const policy = policyOf(['source: acme/*/aws', 'exclude: [acme/legacy-*/aws]'], ['source: acme/vpc/aws']);
    const expansion = expandPatterns(policy.modules, policy.patterns, listed);
    expect(names(expansion.modules)).toEqual(['acme/eks/aws', 'acme/network-core/aws', 'acme/vpc/aws']);
    expect(expansion.modules[0]).toMatchObject({ takenBy: { source: 'acme/*/aws', line: 2 }, prune: false });
    expect(expansion.modules[2]?.takenBy).toBeUndefined();
    expect(expansion.taken.map((t) => t.modules.length)).toEqual([2]);
    expect(expansion.overlaps).toEqual([]);
    expect(expansion.idle).toEqual([]);
  });

  it('reports two patterns taking the same module at both, in whichever order they come', () => {
    for (const order of [
      [0, 1],
      [1, 0],
    ]) {
      const entries = [['source: acme/*/aws'], ['source: acme/network-*/*']];
      const policy = policyOf(...order.map((i) => entries[i] as string[]));
      const expansion = expandPatterns(policy.modules, policy.patterns, listed);
      expect(expansion.overlaps).toHaveLength(1);
      const [overlap] = expansion.overlaps;
      expect(overlap?.modules).toEqual([address('acme/network-core/aws')]);
      expect(overlap?.patterns.map((p) => p.source).sort()).toEqual(['acme/*/aws', 'acme/network-*/*']);
      // The module both take is planned by neither.
      expect(names(expansion.modules)).not.toContain('acme/network-core/aws');
      expect(overlapText(overlap!, overlap!.patterns[0]!)).toMatch(/both take acme\/network-core\/aws/);
    }
  });

  it('lets an explicit entry settle a module two patterns match', () => {
    const policy = policyOf(['source: acme/*/aws'], ['source: acme/network-*/*'], ['source: acme/network-core/aws']);
    expect(expandPatterns(policy.modules, policy.patterns, listed).overlaps).toEqual([]);
  });

  it('names a pattern that takes nothing, and why', () => {
    const policy = policyOf(['source: acme/*/azurerm'], ['source: acme/vpc/*'], ['source: acme/vpc/aws']);
    const { idle } = expandPatterns(policy.modules, policy.patterns, listed);
    expect(idle.map(idlePatternText)).toEqual([
      "The pattern `acme/*/azurerm` matches none of the organization's private modules.",
      'The pattern `acme/vpc/*` takes no module: each of the 1 it matches has its own entry.',
    ]);
  });
});
