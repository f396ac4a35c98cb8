import { describe, expect, it } from 'vitest';
import { selectVersions } from './selection.ts';
import { parseVersionSelector } from './selector.ts';

const REGISTRY = ['1.0.0', '1.1.0', '1.2.0', '1.3.0', '2.0.0-beta', '2.0.0'];

describe('parseVersionSelector', () => {
  it.each([
    ['1.0.0', { kind: 'list', versions: ['1.0.0'] }],
    ['v1.0.0,\n1.1.0', { kind: 'list', versions: ['1.0.0', '1.1.0'] }],
    ['< 2.0.0', { kind: 'constraint' }],
    ['>= 1.0,\n< 1.4', { kind: 'constraint' }],
  ])('%j', (text, expected) => expect(parseVersionSelector(text)).toMatchObject(expected));

  it.each([
    ['1.0.0, >= 1.2', 'mixes bare versions'],
    ['1.0', 'is not a version'],
    ['latest', 'is not a version'],
    [',', 'is empty'],
    ['>= x', 'is not a constraint term'],
  ])('refuses %j', (text, message) => expect(() => parseVersionSelector(text)).toThrow(message));
});

describe('selectVersions', () => {
  it('picks a list in the order given and reports what the registry lacks', () => {
    expect(selectVersions(parseVersionSelector('1.2.0, 9.9.9, 1.0.0'), REGISTRY)).toMatchObject({
      selected: ['1.2.0', '1.0.0'],
      missing: ['9.9.9'],
    });
  });

  it('picks what a constraint matches, newest first, and lists every other version', () => {
    const selection = selectVersions(parseVersionSelector('< 2.0.0'), REGISTRY);
    expect(selection.selected).toEqual(['1.3.0', '1.2.0', '1.1.0', '1.0.0']);
    expect(selection.skipped).toEqual([
      { version: '2.0.0', reason: 'not-selected' },
      { version: '2.0.0-beta', reason: 'not-selected' },
    ]);
  });

  it('never picks the newest released versions kept by keep-latest, nor the one just released', () => {
    const selection = selectVersions(parseVersionSelector('>= 1.0.0'), REGISTRY, { keepLatest: 2, protect: '1.2.0' });
    expect(selection.selected).toEqual(['1.1.0', '1.0.0']);
    expect(selection.skipped).toEqual([
      { version: '2.0.0', reason: 'newest-kept' },
      { version: '2.0.0-beta', reason: 'not-selected' },
      { version: '1.3.0', reason: 'newest-kept' },
      { version: '1.2.0', reason: 'released-now' },
    ]);
  });

  it('matches nothing without an error', () => {
    expect(selectVersions(parseVersionSelector('> 5.0.0'), REGISTRY)).toMatchObject({ selected: [], missing: [] });
  });
});
