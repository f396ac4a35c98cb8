import { describe, expect, it } from 'vitest';
import type { VersionState } from '../model.ts';
import { advise, adviceWords, suggestVersion, type SuggestedVersion } from './suggestion.ts';

const VERSIONS = ['1.0.0', '1.1.0', '1.2.0', '1.3.0-rc.1', '2.0.0'];
const dep = { reason: 'Insecure', link: 'https://example.com' };
const with_ = (versions: string[], retired: string[], revoked: string[] = []): VersionState[] =>
  versions.map((version) => ({
    version,
    deprecation: retired.includes(version) ? dep : null,
    ...(revoked.includes(version) && { revoked: true }),
  }));

describe('suggestVersion: what to move to, among the versions neither deprecated nor revoked', () => {
  it.each<[string[], string[], string[], string, SuggestedVersion | undefined]>([
    // "~> 1.0" picks 1.2.0; 1.0.0 and 1.1.0 are usable, 2.0.0 too: forward, with 1.1.0 as the quick way off.
    [VERSIONS, ['1.2.0'], [], '1.2.0', { version: '2.0.0', step: 'major-upgrade', sameMajor: '1.1.0' }],
    // The same major first, before a new major.
    [VERSIONS, ['1.1.0'], [], '1.1.0', { version: '1.2.0', step: 'upgrade' }],
    // Nothing newer is usable: back, and called so.
    [VERSIONS, ['1.2.0', '2.0.0'], [], '1.2.0', { version: '1.1.0', step: 'downgrade' }],
    [VERSIONS, ['2.0.0'], [], '2.0.0', { version: '1.2.0', step: 'major-downgrade' }],
    // A revoked version is not usable, with or without a deprecation shown.
    [VERSIONS, ['1.2.0'], ['2.0.0'], '1.2.0', { version: '1.1.0', step: 'downgrade' }],
    // The newest newer version, however many majors ahead; no 1.x to go back to.
    [['1.2.0', '2.0.0', '3.1.0'], ['1.2.0'], [], '1.2.0', { version: '3.1.0', step: 'major-upgrade' }],
    [['1.0.0', '1.2.0', '2.0.0'], ['1.0.0', '1.2.0'], [], '1.2.0', { version: '2.0.0', step: 'major-upgrade' }],
    // A prerelease only when the version in use is one, as the quick way off too.
    [['1.0.0-rc.1', '1.2.0', '2.0.0'], ['1.2.0'], [], '1.2.0', { version: '2.0.0', step: 'major-upgrade' }],
    [
      ['1.0.0', '2.0.0-beta.1', '2.0.0-beta.2'],
      ['2.0.0-beta.1'],
      [],
      '2.0.0-beta.1',
      { version: '2.0.0-beta.2', step: 'upgrade' },
    ],
    [['1.0.0', '2.0.0-beta.1', '2.0.0'], ['2.0.0-beta.1'], [], '2.0.0-beta.1', { version: '2.0.0', step: 'upgrade' }],
    // Nothing usable at all.
    [VERSIONS, ['1.0.0', '1.1.0', '1.2.0', '2.0.0'], [], '1.2.0', undefined],
    [['1.0.0'], ['1.0.0'], [], '1.0.0', undefined],
  ])('%j, deprecated %j, revoked %j, in use %s → %j', (versions, retired, revoked, inUse, expected) => {
    expect(suggestVersion(inUse, with_(versions, retired, revoked))).toEqual(expected);
  });

  it('reads the organization report’s lifecycles as it reads the registry’s states', () => {
    const lifecycles = [
      { version: '1.0.0', state: 'active' as const },
      { version: '1.2.0', state: 'revoked' as const },
      { version: '1.2.1', state: 'deprecated' as const },
      { version: '2.0.0', state: 'active' as const },
    ];
    expect(suggestVersion('1.2.0', lifecycles)).toEqual({
      version: '2.0.0',
      step: 'major-upgrade',
      sameMajor: '1.0.0',
    });
    expect(suggestVersion('1.2.0', with_(['1.0.0', '1.2.0', '1.2.1', '2.0.0'], ['1.2.0', '1.2.1']))).toEqual(
      suggestVersion('1.2.0', lifecycles),
    );
  });
});

describe('adviceWords: each form says the same, an upgrade only where it is one', () => {
  it.each<[SuggestedVersion | undefined, string, Partial<ReturnType<typeof adviceWords>>]>([
    [
      { version: '1.3.0', step: 'upgrade' },
      '1.2.0',
      {
        sentence: 'Upgrade to 1.3.0, the newest 1.x version that is neither deprecated nor revoked.',
        brief: 'upgrade to 1.3.0',
        note: '',
      },
    ],
    [
      { version: '2.0.0', step: 'major-upgrade', sameMajor: '1.2.0' },
      '1.2.5',
      {
        move: 'Upgrade to 2.0.0, the newest version that is neither deprecated nor revoked: a new major version (1.x → 2.x), so check its breaking changes.',
        unblock: 'go back to 1.2.0, the newest usable 1.x, to unblock now',
        brief: 'upgrade to 2.0.0, a new major version; or go back to 1.2.0, the newest usable 1.x, to unblock now',
        note: 'new major version; or go back to 1.2.0, the newest usable 1.x, to unblock now',
      },
    ],
    [
      { version: '2.0.0', step: 'major-upgrade' },
      '1.2.5',
      { unblock: '', brief: 'upgrade to 2.0.0, a new major version', note: 'new major version' },
    ],
    [
      { version: '1.2.1', step: 'downgrade' },
      '1.2.2',
      {
        sentence:
          'Every newer version is deprecated or revoked: go back to 1.2.1, the newest earlier 1.x version that is neither deprecated nor revoked.',
        brief: 'go back to 1.2.1: nothing newer is usable',
        note: 'older: nothing newer is usable',
      },
    ],
    [
      { version: '1.4.0', step: 'major-downgrade' },
      '2.0.0',
      {
        sentence:
          'Every newer version, and every earlier 2.x one, is deprecated or revoked: go back to 1.4.0, the newest earlier version that is neither, of an earlier major version (2.x → 1.x).',
        brief: 'go back to 1.4.0, an earlier major version: nothing newer is usable',
        note: 'older major: nothing newer is usable',
      },
    ],
    [
      undefined,
      '1.2.0',
      {
        sentence: 'There is no version to move to: every other release of this module is deprecated or revoked.',
        brief: 'no other version is usable',
      },
    ],
  ])('%j from %s', (suggested, inUse, words) => {
    expect(adviceWords(suggested, inUse)).toMatchObject(words);
  });

  it('never calls a step back an upgrade', () => {
    for (const step of ['downgrade', 'major-downgrade'] as const) {
      const words = adviceWords({ version: '1.0.0', step }, '2.0.0');
      expect(`${words.sentence} ${words.brief} ${words.note}`).not.toMatch(/upgrade/i);
    }
  });

  it('puts the whole advice in one sentence: the move, what to write for it, then the quick way off', () => {
    const major = { version: '2.0.0', step: 'major-upgrade', sameMajor: '1.2.0' } as const;
    const words = adviceWords(major, '1.2.5', 'Change version "1.2.5" to "2.0.0".');
    expect(words.sentence).toBe(
      `${words.move} Change version "1.2.5" to "2.0.0". Or go back to 1.2.0, the newest usable 1.x, to unblock now.`,
    );
    expect(adviceWords(major, '1.2.5').sentence).toBe(`${words.move} Or ${words.unblock}.`);
  });
});

describe('advise: the rule in one call, for the campaign and change requests', () => {
  it('gives the version(s), the step and the words from the version in use and the module’s versions', () => {
    const advice = advise('1.2.5', with_(['1.2.0', '1.2.5', '2.0.0'], ['1.2.5']));
    expect(advice.suggested).toEqual({ version: '2.0.0', step: 'major-upgrade', sameMajor: '1.2.0' });
    expect(advice.words.brief).toBe(
      'upgrade to 2.0.0, a new major version; or go back to 1.2.0, the newest usable 1.x, to unblock now',
    );
  });

  it('says so where no other version is usable', () => {
    const advice = advise('1.0.0', with_(['1.0.0'], ['1.0.0']));
    expect(advice.suggested).toBeUndefined();
    expect(advice.words.brief).toBe('no other version is usable');
  });
});
