import { describe, expect, it } from 'vitest';
import { checkNextVersion, parseReleaseTag, releaseCommands, releasePlan } from './release-tag.ts';

describe('parseReleaseTag', () => {
  it('reads a release and the major tag it moves', () => {
    expect(parseReleaseTag('v1.2.3')).toEqual({ tag: 'v1.2.3', version: '1.2.3', majorTag: 'v1', prerelease: false });
    expect(parseReleaseTag('v10.0.0').majorTag).toBe('v10');
    expect(parseReleaseTag('v0.4.1').majorTag).toBe('v0');
  });

  it('never moves the major tag for a prerelease', () => {
    expect(parseReleaseTag('v2.0.0-rc.1')).toEqual({
      tag: 'v2.0.0-rc.1',
      version: '2.0.0-rc.1',
      majorTag: undefined,
      prerelease: true,
    });
  });

  it.each(['1.2.3', 'v1.2', 'v1', 'vv1.2.3', 'v01.2.3', 'v1.2.3 ', ' v1.2.3', 'V1.2.3', 'v1.2.3.4', ''])(
    'refuses %j',
    (tag) => {
      expect(() => parseReleaseTag(tag)).toThrow('release tags are v and a semantic version');
    },
  );
});

describe('checkNextVersion', () => {
  it('accepts a higher version, or the current one for its first release, with or without v', () => {
    expect(checkNextVersion('1.2.0', '1.1.5')).toBe('1.2.0');
    expect(checkNextVersion('v2.0.0', '1.1.5')).toBe('2.0.0');
    expect(checkNextVersion('1.0.0', '1.0.0')).toBe('1.0.0');
  });

  it('refuses a lower version or something that is no version', () => {
    expect(() => checkNextVersion('1.0.9', '1.1.0')).toThrow('lower than the current version 1.1.0');
    expect(() => checkNextVersion('1.2', '1.1.0')).toThrow('not a semantic version');
  });
});

describe('releaseCommands', () => {
  it('commits, tags and pushes the version tag only: the workflow moves the major tag', () => {
    const commands = releaseCommands('1.2.0');
    expect(commands).toContain('git tag -a v1.2.0 -m "Release v1.2.0"');
    expect(commands.at(-1)).toBe('git push origin HEAD v1.2.0');
    expect(commands.join('\n')).not.toMatch(/\bv1\b(?!\.)/);
  });
});

describe('releasePlan', () => {
  const tags = ['v1', 'v1.0.0', 'v1.1.0', 'v1.2.0-rc.1', 'v2', 'v2.0.0', 'not-a-release'];

  it('moves the major tag and is Latest for the newest release', () => {
    expect(releasePlan('v2.1.0', tags)).toMatchObject({ version: '2.1.0', moveMajorTag: 'v2', latest: true });
  });

  it('moves v1 but is not Latest for a fix to the older major', () => {
    expect(releasePlan('v1.1.1', tags)).toMatchObject({ moveMajorTag: 'v1', latest: false });
  });

  it('moves nothing back for a fix to an older minor', () => {
    expect(releasePlan('v1.0.1', tags)).toMatchObject({ moveMajorTag: undefined, latest: false });
  });

  it('moves nothing for a prerelease, even the newest', () => {
    expect(releasePlan('v3.0.0-beta.1', tags)).toMatchObject({ moveMajorTag: undefined, latest: false });
  });

  it('counts the tag itself, already pushed, as no other release; and the first release moves v1', () => {
    expect(releasePlan('v2.0.0', tags)).toMatchObject({ moveMajorTag: 'v2', latest: true });
    expect(releasePlan('v1.0.0', ['v1.0.0'])).toMatchObject({ moveMajorTag: 'v1', latest: true });
  });
});
