/**
 * The fake's state (state.ts) with an injected clock: the history that lagging reads see, and what
 * a token may do by default.
 */
import { describe, expect, it } from 'vitest';
import { FakeTfeState } from './state.ts';

describe('FakeTfeState with an injected clock', () => {
  it('keeps a history so lagging reads see the state as it was', () => {
    let now = 1_000_000;
    const state = new FakeTfeState(() => now);
    state.addOrganization('acme');
    state.addModule({ namespace: 'acme', name: 'vpc', provider: 'aws', versions: ['1.0.0'] });
    const v = state.version('acme', 'vpc', 'aws', '1.0.0');
    if (v === undefined) throw new Error('no version');
    expect(v.publishedAt).toBe(new Date(1_000_000).toISOString());
    now += 10;
    const first = state.setDeprecation(v, { reason: 'a', link: 'l' });
    now += 100;
    state.setDeprecation(v, null);
    now += 100;
    const third = state.setDeprecation(v, { reason: 'c', link: 'l' });
    expect(state.currentDeprecation(v)).toEqual(third);
    expect(state.visibleDeprecation(v, 0)).toEqual(third);
    expect(state.visibleDeprecation(v, 50)).toBeNull();
    expect(state.visibleDeprecation(v, 150)).toEqual(first);
    expect(state.visibleDeprecation(v, 10_000)).toBeNull();
    expect(first?.id).not.toBe(third?.id);
  });

  it('keeps history short without losing the recent past', () => {
    let now = 0;
    const state = new FakeTfeState(() => now);
    state.addOrganization('acme');
    state.addModule({ namespace: 'acme', name: 'vpc', provider: 'aws', versions: ['1.0.0'] });
    const v = state.version('acme', 'vpc', 'aws', '1.0.0');
    if (v === undefined) throw new Error('no version');
    for (let i = 0; i < 500; i++) {
      now += 1;
      state.setDeprecation(v, { reason: String(i), link: '' });
    }
    expect(v.history.length).toBeLessThanOrEqual(100);
    expect(state.visibleDeprecation(v, 10)?.reason).toBe('489');
  });

  it('defaults a token to manage access, Explorer access and change requests', () => {
    const state = new FakeTfeState();
    state.addToken('t', { organizations: ['acme'] });
    expect(state.tokenAccess('t')).toEqual({
      organizations: ['acme'],
      canManagePrivateRegistry: true,
      canReadExplorer: true,
      canManageWorkspaces: true,
    });
    expect(() => state.addToken('has space', { organizations: [] })).toThrow();
  });
});

describe('FakeTfeState revocation with an injected clock', () => {
  it('keeps revocation in the same history as deprecation, so lagging reads see both as they were', () => {
    let now = 1_000;
    const state = new FakeTfeState(() => now);
    state.addOrganization('acme');
    state.addModule({ namespace: 'acme', name: 'vpc', provider: 'aws', versions: ['1.0.0'] });
    const v = state.version('acme', 'vpc', 'aws', '1.0.0');
    if (v === undefined) throw new Error('no version');
    now += 10;
    state.setDeprecation(v, { reason: 'old', link: '' });
    now += 100;
    state.setRevocation(v, { message: 'm', link: 'l' });
    now += 100;
    state.setRevocation(v, null);
    expect(state.current(v)).toMatchObject({ deprecation: { reason: 'old' }, revocation: null });
    expect(state.visible(v, 50)).toMatchObject({ deprecation: { reason: 'old' }, revocation: { message: 'm' } });
    expect(state.visible(v, 150)).toMatchObject({ deprecation: { reason: 'old' }, revocation: null });
    expect(state.visible(v, 10_000)).toEqual({ deprecation: null, revocation: null });
    now += 1;
    state.setActive(v);
    expect(state.current(v)).toEqual({ deprecation: null, revocation: null });
  });
});
