import { describe, expect, it } from 'vitest';
import { releaseFromEvent } from './release.ts';

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
