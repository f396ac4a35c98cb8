import { describe, expect, it } from 'vitest';
import type { Usage, VersionState } from '../model.ts';
import { blastRadius, warnsBefore } from './blast-radius.ts';
import { blastRadiusLines } from './format.ts';
import { parsePolicy } from './load.ts';
import { planModule } from './plan.ts';

const TODAY = '2026-11-24';
const entry = parsePolicy(
  [
    'modules:',
    '  - source: acme/vpc/aws',
    '    rules:',
    '      - { versions: "< 1.0.0", reason: broken, status: revoked }',
    '      - { versions: "< 1.1.0", reason: eol, revoke-on: 2026-12-01 }',
    '      - { versions: "< 1.2.0", reason: eol, revoke-on: 2026-12-20 }',
    '      - { versions: "< 1.3.0", reason: eol, revoke-on: 2027-03-01 }',
    '      - { versions: "< 1.4.0", reason: eol, revoke-on: 2026-12-02, only-unused: true }',
  ].join('\n'),
  'p.yml',
).modules[0]!;

const versions: VersionState[] = ['0.9.0', '1.0.0', '1.1.0', '1.2.0', '1.3.0', '1.4.0'].map((version) => ({
  version,
  deprecation: null,
  revoked: false,
}));
const usage: Usage = new Map([
  ['0.9.0', { count: 2, names: ['app-a', 'app-b'] }],
  ['1.0.0', { count: 1, names: ['app-c'] }],
  ['1.3.0', { count: 4, names: ['w1', 'w2', 'w3', 'w4'] }],
]);

describe('blastRadius', () => {
  it('lists revocations now and within 30 days with their users; a far one and an only-unused one in use are left out', () => {
    const plan = planModule(entry, versions, TODAY, true, usage);
    const reach = blastRadius(plan, usage);
    expect(reach.map((r) => [r.version, r.revokeOn ?? 'now', r.daysLeft ?? 0, r.usage?.count])).toEqual([
      ['1.1.0', '2026-12-20', 26, 0],
      ['1.0.0', '2026-12-01', 7, 1],
      ['0.9.0', 'now', 0, 2],
    ]);
    // Only a scheduled revocation within 14 days that someone uses warns.
    expect(reach.filter(warnsBefore).map((r) => [r.version, entry.rules[r.rule]?.line])).toEqual([['1.0.0', 5]]);
  });

  it('keeps a revocation whose usage was not read, without users, and never warns of it', () => {
    const plan = planModule(entry, versions, TODAY, true);
    const reach = blastRadius(plan, undefined);
    expect(reach.map((r) => [r.version, r.usage])).toEqual([
      ['1.3.0', undefined], // only-unused, in 8 days: with no usage read, nothing says it stays
      ['1.1.0', undefined],
      ['1.0.0', undefined],
      ['0.9.0', undefined],
    ]);
    expect(reach.filter(warnsBefore)).toEqual([]);
  });

  it('shows in the plan who uses each version a revocation takes', () => {
    const plan = planModule(entry, versions, TODAY, true, usage);
    expect(blastRadiusLines([{ address: 'h/acme/vpc/aws', plan, usage }])).toEqual([
      '',
      'Blast radius, revocations now and within 30 days (workspaces that already use a revoked version go on with a warning; a workspace that has not used it cannot start to):',
      '  h/acme/vpc/aws 1.1.0: revoke on 2026-12-20 (in 26 days) · no workspaces',
      '  h/acme/vpc/aws 1.0.0: revoke on 2026-12-01 (in 7 days) · 1 workspace (app-c)',
      '  h/acme/vpc/aws 0.9.0: revoked by this run · 2 workspaces (app-a, app-b)',
    ]);
  });
});
