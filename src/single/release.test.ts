import { describe, expect, it } from 'vitest';
import { releaseFromEvent, withoutTagPrefix } from './release.ts';

describe('releaseFromEvent', () => {
  it.each([
    ['v2.0.0', '2.0.0'],
    ['2.0.0', '2.0.0'],
    ['vpc-v2.1.0', '2.1.0'],
    ['vpc/v3.0.0-rc.1', '3.0.0-rc.1'],
    ['nightly', undefined],
  ])('reads the version from tag %s', (tag, version) => {
    const release = releaseFromEvent('release', {
      release: { tag_name: tag, html_url: 'https://github.com/a/b/releases/tag/x' },
    });
    expect(release?.version).toBe(version);
    expect(release?.url).toBe('https://github.com/a/b/releases/tag/x');
  });

  it('ignores other events', () => {
    expect(releaseFromEvent('push', { release: { tag_name: 'v1.0.0' } })).toBeUndefined();
  });
});

describe('prereleases and monorepo tags', () => {
  const release = (tag: string, prerelease = false) =>
    releaseFromEvent('release', { release: { tag_name: tag, prerelease } });

  it.each([
    ['v2.1.0-rc.1', false, true],
    ['v2.1.0', true, true],
    ['v2.1.0', false, false],
  ])('%s marked prerelease %s is a prerelease: %s', (tag, marked, expected) => {
    expect(release(tag, marked)?.prerelease).toBe(expected);
  });

  it('reads the prefix of a monorepo tag', () => {
    expect(release('vpc-v2.0.0')?.prefix).toBe('vpc-');
    expect(release('modules/vpc/v2.0.0')?.prefix).toBe('modules/vpc/');
    expect(release('v2.0.0')?.prefix).toBe('');
    expect(release('nightly')?.prefix).toBeUndefined();
  });

  it.each([
    ['< vpc-v2.0.0', 'vpc-v2.0.0', '< 2.0.0'],
    ['>= vpc-v1.0.0, < vpc-v2.0.0', 'vpc-v2.0.0', '>= 1.0.0, < 2.0.0'],
    ['vpc-1.2.0', 'vpc-v2.0.0', '1.2.0'],
    ['< eks-v2.0.0', 'vpc-v2.0.0', '< eks-v2.0.0'],
    ['< v2.0.0', 'v2.0.0', '< v2.0.0'],
  ])('%s on release %s reads %s', (value, tag, expected) => {
    expect(withoutTagPrefix(value, release(tag))).toBe(expected);
  });
});
