import { describe, expect, it } from 'vitest';
import { parsePolicy } from './load.ts';
import { planModule } from './plan.ts';
import type { VersionState } from '../model.ts';

const policy = parsePolicy(
  [
    'modules:',
    '  - source: acme/vpc/aws',
    '    keep-latest: 1',
    '    prune: true',
    '    rules:',
    '      - { versions: "< 1.0.0", reason: eol, link: "https://e.com/eol" }',
    '      - { versions: "~> 1.2.0", reason: leak }',
  ].join('\n'),
  'p.yml',
);
const entry = policy.modules[0]!;

const current: VersionState[] = [
  { version: '0.9.0', deprecation: null },
  { version: '0.9.1', deprecation: { reason: 'eol', link: 'https://e.com/eol' } },
  { version: '0.9.2', deprecation: { reason: 'old words', link: 'https://e.com/eol' } },
  { version: '1.1.0', deprecation: { reason: 'manual', link: '' } },
  { version: '1.2.0', deprecation: null },
  { version: '1.2.1', deprecation: { reason: 'kept anyway', link: '' } },
];

describe('planModule', () => {
  it('plans deprecate, update, revert and unchanged per version, newest first', () => {
    const plan = planModule(entry, current);
    expect(plan.changes.map((c) => [c.version, c.kind])).toEqual([
      ['1.2.1', 'revert'], // newest release: kept by keep-latest, so prune reverts it
      ['1.2.0', 'deprecate'],
      ['1.1.0', 'revert'], // no rule covers it and prune is on
      ['0.9.2', 'update'],
      ['0.9.1', 'unchanged'],
      ['0.9.0', 'deprecate'],
    ]);
    expect(plan.coverage.get('1.2.0')).toEqual({ rule: 1 });
    expect(plan.coverage.get('1.2.1')).toBe('keep-latest');
  });

  it('leaves deprecations no rule covers alone without prune', () => {
    const plan = planModule({ ...entry, prune: false }, current);
    expect(plan.changes.find((c) => c.version === '1.1.0')?.kind).toBe('unchanged');
    expect(plan.changes.find((c) => c.version === '1.2.1')?.kind).toBe('unchanged');
  });
});
