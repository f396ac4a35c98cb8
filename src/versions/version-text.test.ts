import { describe, expect, it } from 'vitest';
import * as semver from './semver.ts';
import { parseVersionText } from './version-text.ts';

/** What semver says of a text, in the shape parseVersionText answers. */
const semverSays = (text: string) => {
  const parsed = semver.parse(text);
  return parsed === null ? null : { version: parsed.version, prerelease: semver.prerelease(parsed) !== null };
};

describe('parseVersionText', () => {
  it.each([
    '1.2.3',
    'v1.2.3',
    ' 1.2.3 ',
    '0.0.0',
    '1.2.3-rc.1',
    '1.2.3-rc.01',
    '1.2.3-01',
    '1.2.3-0a',
    '1.2.3-alpha-beta.x.7',
    '1.2.3+build.5',
    '1.2.3-rc.1+build.01',
    '1.2.3+',
    '1.2.3-',
    '01.2.3',
    '1.02.3',
    '1.2',
    '1',
    'vv1.2.3',
    '=1.2.3',
    'V1.2.3',
    '1.2.3.4',
    '1.2.3-rc..1',
    '1.2.3-rc_1',
    '1.2.3 -rc',
    '9007199254740991.0.0',
    '9007199254740992.0.0',
    '1.9007199254740993.0',
    `1.2.3-${'a'.repeat(250)}`,
    `1.2.3-${'a'.repeat(251)}`,
    `1.2.3+${'a'.repeat(250)}`,
    `${' '.repeat(251)}1.2.3`,
    '',
    ' ',
  ])('reads %j as semver does', (text) => {
    expect(parseVersionText(text)).toEqual(semverSays(text));
  });

  it('agrees with semver on random texts of version characters', () => {
    const alphabet = '0123456789...-+vaZ ';
    let seed = 33;
    const random = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let i = 0; i < 3_000; i++) {
      const length = 5 + random(10);
      const text = Array.from({ length }, () => alphabet[random(alphabet.length)]).join('');
      expect(parseVersionText(text), text).toEqual(semverSays(text));
    }
  });
});
