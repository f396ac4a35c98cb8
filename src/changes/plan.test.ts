import { describe, expect, it } from 'vitest';
import { isInDesiredState, planChanges } from './plan.ts';
import type { VersionState } from '../model.ts';

const old = { reason: 'old', link: 'https://e.com/old' };
const current: VersionState[] = [
  { version: '1.0.0', deprecation: null },
  {
    version: '1.1.0',
    deprecation: { reason: 'Use 2.x. Applies will be blocked in 15 days.', link: 'https://e.com/up' },
  },
  { version: '1.2.0', deprecation: old },
];
const deprecate = { deprecated: true as const, reason: 'Use 2.x.', link: 'https://e.com/up' };

describe('planChanges', () => {
  it.each([
    ['1.0.0', deprecate, 'deprecate'],
    ['1.1.0', deprecate, 'unchanged'], // the service appended its documented sentence
    ['1.2.0', deprecate, 'update'],
    ['1.0.0', { deprecated: false as const }, 'unchanged'],
    ['1.1.0', { deprecated: false as const }, 'revert'],
    ['1.2.0', undefined, 'unchanged'], // check mode plans nothing
  ])('%s toward %j is %s', (version, desired, kind) => {
    expect(planChanges(current, [version], desired).changes[0]?.kind).toBe(kind);
  });

  it('reports requested versions the registry does not list', () => {
    const plan = planChanges(current, ['1.0.0', '9.9.9'], deprecate);
    expect(plan.missing).toEqual(['9.9.9']);
    expect(plan.changes.map((c) => c.version)).toEqual(['1.0.0']);
  });

  it('records before and after states', () => {
    expect(planChanges(current, ['1.2.0'], { deprecated: false }).changes[0]).toEqual({
      version: '1.2.0',
      kind: 'revert',
      before: old,
      after: null,
    });
  });
});

describe('isInDesiredState', () => {
  it.each([
    // reason stored, reason requested, in the desired state
    ['Use 2.x.', 'Use 2.x.', true],
    ['Use 2.x. Applies will be blocked in 15 days.', 'Use 2.x.', true],
    ['Use 2.x. Applies will be blocked in 1 day.', 'Use 2.x.', true],
    // A shortened reason is a change: containment would call it done forever.
    ['End of life. Use 2.x', 'End of life.', false],
    ['Note: Use 2.x.', 'Use 2.x.', false],
    ['Use 2.x. Applies will be blocked in 15 days. Really.', 'Use 2.x.', false],
    ['old', '', false],
  ])('%j read back for %j: %s', (stored, requested, expected) => {
    expect(isInDesiredState({ reason: stored, link: '' }, { deprecated: true, reason: requested, link: '' })).toBe(
      expected,
    );
  });

  it('compares links exactly: an empty link means no link', () => {
    expect(isInDesiredState(old, { deprecated: true, reason: 'old', link: 'https://e.com/old' })).toBe(true);
    expect(isInDesiredState(old, { deprecated: true, reason: 'old', link: '' })).toBe(false);
    expect(isInDesiredState(old, { deprecated: true, reason: 'old', link: 'https://other' })).toBe(false);
    expect(isInDesiredState(null, { deprecated: true, reason: '', link: '' })).toBe(false);
  });
});
