import { describe, expect, it } from 'vitest';
import { involvesRevocation, planChanges, planVersion, revocationUpdates, sameDeprecation, shows } from './plan.ts';
import type { Target, VersionState } from '../model.ts';

const old = { reason: 'old', link: 'https://e.com/old' };
const up = { reason: 'Use 2.x.', link: 'https://e.com/up' };
const current: VersionState[] = [
  { version: '1.0.0', deprecation: null },
  {
    version: '1.1.0',
    deprecation: { reason: 'Use 2.x. Applies will be blocked in 15 days.', link: 'https://e.com/up' },
  },
  { version: '1.2.0', deprecation: old },
];
const deprecate: Target = { to: 'deprecated', ...up };
const revoke: Target = { to: 'revoked', ...up };

describe('planChanges', () => {
  it.each([
    ['1.0.0', deprecate, 'deprecate'],
    ['1.1.0', deprecate, 'unchanged'], // the service appended its documented sentence
    ['1.2.0', deprecate, 'update'],
    ['1.0.0', { to: 'active' } as Target, 'unchanged'],
    ['1.1.0', { to: 'active' } as Target, 'revert'],
    ['1.2.0', undefined, 'unchanged'], // check mode plans nothing
  ])('%s toward %j is %s', (version, target, kind) => {
    expect(planChanges(current, [version], target, true).changes[0]?.kind).toBe(kind);
  });

  it('reports requested versions the registry does not list', () => {
    const plan = planChanges(current, ['1.0.0', '9.9.9'], deprecate, true);
    expect(plan.missing).toEqual(['9.9.9']);
    expect(plan.changes.map((c) => c.version)).toEqual(['1.0.0']);
  });

  it('records before and after states, and the one request', () => {
    expect(planChanges(current, ['1.2.0'], { to: 'active' }, true).changes[0]).toEqual({
      version: '1.2.0',
      kind: 'revert',
      before: old,
      after: null,
      revokedBefore: false,
      revokedAfter: false,
      steps: ['undeprecate'],
    });
  });
});

describe('planVersion across the lifecycle', () => {
  const active: VersionState = { version: '1.0.0', deprecation: null, revoked: false };
  const deprecated: VersionState = { version: '1.0.0', deprecation: old, revoked: false };
  const revoked: VersionState = {
    version: '1.0.0',
    deprecation: old,
    revoked: true,
    revocation: { message: 'Use 2.x.', link: 'https://e.com/up' },
  };
  const revokedOther: VersionState = { ...revoked, revocation: { message: 'other', link: '' } };
  const revokedUnread: VersionState = { version: '1.0.0', deprecation: old, revoked: true };
  it.each([
    // state, target, kind, requests in order, revoked after
    ['active', active, deprecate, 'deprecate', ['deprecate'], false],
    ['deprecated', deprecated, deprecate, 'update', ['update'], false],
    ['revoked', revoked, deprecate, 'unchanged', [], true], // `deprecated` never unrevokes
    ['revoked', revoked, { ...deprecate, unrevoke: true }, 'unrevoke', ['unrevoke', 'update'], false],
    ['active', active, revoke, 'revoke', ['deprecate', 'revoke'], true],
    ['deprecated', deprecated, revoke, 'revoke', ['revoke'], true], // keeps its deprecation
    ['revoked', revoked, revoke, 'unchanged', [], true],
    // A new message: an update of the revocation, sent as a revoke.
    ['revoked, another message', revokedOther, revoke, 'update', ['revoke'], true],
    ['revoked, message not read', revokedUnread, revoke, 'unchanged', [], true],
    ['active', active, { to: 'unrevoked' }, 'unchanged', [], false],
    ['deprecated', deprecated, { to: 'unrevoked' }, 'unchanged', [], false],
    ['revoked', revoked, { to: 'unrevoked' }, 'unrevoke', ['unrevoke'], false],
    ['active', active, { to: 'active' }, 'unchanged', [], false],
    ['deprecated', deprecated, { to: 'active' }, 'revert', ['undeprecate'], false],
    ['revoked', revoked, { to: 'active' }, 'revert', ['unrevoke', 'undeprecate'], false],
  ] as const)('%s toward %j: %s by %j', (_label, state, target, kind, steps, revokedAfter) => {
    const change = planVersion(state, target as Target);
    expect(change.kind).toBe(kind);
    expect(change.steps).toEqual(steps);
    expect(change.revokedAfter).toBe(revokedAfter);
  });

  it('deprecates an active version with the revocation reason and link before revoking it', () => {
    const change = planVersion(active, revoke);
    expect(change.after).toEqual(up);
    expect(change.revocationAfter).toEqual({ message: up.reason, link: up.link });
    expect(involvesRevocation([change])).toBe(true);
    expect(involvesRevocation([planVersion(active, deprecate)])).toBe(false);
  });

  it.each([
    ['deprecated, another reason', deprecated, { ...deprecate, keepReasons: true }, 'unchanged', []],
    ['active', active, { ...deprecate, keepReasons: true }, 'deprecate', ['deprecate']],
    ['revoked, another message', revokedOther, { ...revoke, keepReasons: true }, 'unchanged', []],
    ['deprecated', deprecated, { ...revoke, keepReasons: true }, 'revoke', ['revoke']],
  ] as const)('with keepReasons, %s toward %j: %s by %j', (_label, state, target, kind, steps) => {
    const change = planVersion(state, target as Target);
    expect(change.kind).toBe(kind);
    expect(change.steps).toEqual(steps);
    expect(change.keptReason === true).toBe(kind === 'unchanged');
  });

  it('lands an unrevoked version in deprecated with its deprecation kept', () => {
    expect(planVersion(revoked, { to: 'unrevoked' })).toMatchObject({ after: old, revokedAfter: false });
  });
});

describe('sameDeprecation and shows', () => {
  it.each([
    // reason stored, reason requested, the same
    ['Use 2.x.', 'Use 2.x.', true],
    ['Use 2.x. Applies will be blocked in 15 days.', 'Use 2.x.', true],
    ['Use 2.x. Applies will be blocked in 1 day.', 'Use 2.x.', true],
    // A shortened reason is a change: containment would call it done forever.
    ['End of life. Use 2.x', 'End of life.', false],
    ['Note: Use 2.x.', 'Use 2.x.', false],
    ['Use 2.x. Applies will be blocked in 15 days. Really.', 'Use 2.x.', false],
    ['old', '', false],
  ])('%j read back for %j: %s', (stored, requested, expected) => {
    expect(sameDeprecation({ reason: stored, link: '' }, { reason: requested, link: '' })).toBe(expected);
  });

  it('compares links exactly: an empty link means no link', () => {
    expect(sameDeprecation(old, { reason: 'old', link: 'https://e.com/old' })).toBe(true);
    expect(sameDeprecation(old, { reason: 'old', link: '' })).toBe(false);
    expect(sameDeprecation(old, { reason: 'old', link: 'https://other' })).toBe(false);
    expect(sameDeprecation(null, { reason: '', link: '' })).toBe(false);
    expect(sameDeprecation(null, null)).toBe(true);
  });

  it('compares revocation only where the read showed it', () => {
    const expected = { after: old, revokedAfter: true };
    expect(shows({ deprecation: old, revoked: true }, expected)).toBe(true);
    expect(shows({ deprecation: old, revoked: false }, expected)).toBe(false);
    expect(shows({ deprecation: old }, expected)).toBe(true);
    // A change of revocation is not confirmed by a read that does not show revocation.
    expect(shows({ deprecation: old }, { ...expected, revokedBefore: false })).toBe(false);
    expect(shows({ deprecation: old }, { after: old, revokedAfter: false, revokedBefore: true })).toBe(false);
    expect(shows({ deprecation: old }, { after: old, revokedAfter: false, revokedBefore: false })).toBe(true);
  });

  it("compares a revocation's message and link where the read included them", () => {
    const wanted = { message: 'CVE: use 2.x.', link: 'https://e.com/cve' };
    const expected = { after: old, revokedAfter: true, revocationAfter: wanted };
    expect(shows({ deprecation: old, revoked: true, revocation: wanted }, expected)).toBe(true);
    expect(shows({ deprecation: old, revoked: true, revocation: { ...wanted, message: 'older' } }, expected)).toBe(
      false,
    );
    expect(shows({ deprecation: old, revoked: true, revocation: { ...wanted, link: '' } }, expected)).toBe(false);
    // Not read (a revoke of an active version is shown by the revoked flag alone).
    expect(shows({ deprecation: old, revoked: true }, expected)).toBe(true);
    expect(shows({ deprecation: old, revoked: true }, { ...expected, revokedBefore: false })).toBe(true);
    // A new message on a version already revoked: only its own read can show it.
    const update = { ...expected, revokedBefore: true };
    expect(shows({ deprecation: old, revoked: true }, update)).toBe(false);
    expect(shows({ deprecation: old, revoked: true, revocation: wanted }, update)).toBe(true);
  });

  it('names the revokes whose message only the one-version read shows', () => {
    const seeded: VersionState[] = [
      { version: '1.0.0', deprecation: old, revoked: true, revocation: { message: 'older', link: '' } },
      { version: '1.1.0', deprecation: old, revoked: false },
      { version: '1.2.0', deprecation: old, revoked: true, revocation: { message: up.reason, link: up.link } },
    ];
    const plan = planChanges(seeded, ['1.0.0', '1.1.0', '1.2.0'], revoke, true);
    expect([...revocationUpdates(plan.changes)]).toEqual(['1.0.0']);
  });
});
