import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hasUnreleasedNotes, promoteUnreleased, releaseNotes, releasedVersions } from './changelog.ts';

const REPO = 'https://github.com/OWNER/REPO';
const CHANGELOG = `# Changelog

## [Unreleased]

### Fixed

- A fix not yet released.

## [1.1.0] - 2026-10-01

### Added

- \`keep-latest\`.

## [1.0.0] - 2026-09-01

- First release.

[Unreleased]: ${REPO}/compare/v1.1.0...HEAD
[1.1.0]: ${REPO}/compare/v1.0.0...v1.1.0
[1.0.0]: ${REPO}/releases/tag/v1.0.0
`;

describe('releaseNotes', () => {
  it("is a version's section, without its heading, the next section or the links", () => {
    expect(releaseNotes(CHANGELOG, '1.1.0')).toBe('### Added\n\n- `keep-latest`.');
    expect(releaseNotes(CHANGELOG, '1.0.0')).toBe('- First release.');
    expect(releaseNotes(CHANGELOG, 'Unreleased')).toBe('### Fixed\n\n- A fix not yet released.');
  });

  it('is undefined for a version with no section, and never matches a prefix', () => {
    expect(releaseNotes(CHANGELOG, '1.2.0')).toBeUndefined();
    expect(releaseNotes(CHANGELOG, '1.1')).toBeUndefined();
  });

  it('reads files with Windows line ends', () => {
    expect(releaseNotes(CHANGELOG.replace(/\n/g, '\r\n'), '1.0.0')).toBe('- First release.');
  });
});

describe('releasedVersions', () => {
  it('lists the sections but Unreleased, newest first', () => {
    expect(releasedVersions(CHANGELOG)).toEqual(['1.1.0', '1.0.0']);
  });
});

describe('promoteUnreleased', () => {
  it('moves the Unreleased entries under the new version, and the links follow', () => {
    const promoted = promoteUnreleased(CHANGELOG, '1.1.1', '2026-11-22');
    expect(releaseNotes(promoted, '1.1.1')).toBe('### Fixed\n\n- A fix not yet released.');
    expect(promoted).toContain('## [Unreleased]\n\n## [1.1.1] - 2026-11-22\n\n### Fixed');
    expect(hasUnreleasedNotes(promoted)).toBe(false);
    expect(promoted).toContain(
      `[Unreleased]: ${REPO}/compare/v1.1.1...HEAD\n[1.1.1]: ${REPO}/compare/v1.1.0...v1.1.1\n[1.1.0]:`,
    );
    expect(releasedVersions(promoted)).toEqual(['1.1.1', '1.1.0', '1.0.0']);
  });

  it('links the first release to its tag', () => {
    const first = `## [Unreleased]\n\n- Everything.\n\n[Unreleased]: ${REPO}/commits/main\n`;
    expect(promoteUnreleased(first, '1.0.0', '2026-11-22')).toBe(
      `## [Unreleased]\n\n## [1.0.0] - 2026-11-22\n\n- Everything.\n\n` +
        `[Unreleased]: ${REPO}/compare/v1.0.0...HEAD\n[1.0.0]: ${REPO}/releases/tag/v1.0.0\n`,
    );
  });

  it('refuses a version that has a section, an empty Unreleased, or a bad date', () => {
    expect(() => promoteUnreleased(CHANGELOG, '1.1.0', '2026-11-22')).toThrow('already has ## [1.1.0]');
    const released = promoteUnreleased(CHANGELOG, '1.1.1', '2026-11-22');
    expect(() => promoteUnreleased(released, '1.1.2', '2026-11-22')).toThrow('nothing under ## [Unreleased]');
    expect(() => promoteUnreleased(CHANGELOG, '1.1.1', '22.11.2026')).toThrow('YYYY-MM-DD');
  });
});

describe("the project's CHANGELOG.md", () => {
  const changelog = readFileSync(new URL('../CHANGELOG.md', import.meta.url), 'utf8');

  it('has an Unreleased section and a link for it, so the release script can promote it', () => {
    expect(changelog).toMatch(/^## \[Unreleased\]$/m);
    expect(changelog).toMatch(/^\[Unreleased\]: https:\/\/github\.com\/[^/]+\/[^/]+\/(compare|commits)\//m);
  });

  it('has notes for the version in package.json, unless that version is still unreleased', () => {
    const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect(releaseNotes(changelog, version) || releaseNotes(changelog, 'Unreleased')).toBeTruthy();
  });
});
