/**
 * A version's text read as `semver.parse(text)` reads it, without loading semver, which builds
 * about 100 regular expressions as it loads: reading the inputs (where most failing runs stop) only
 * checks versions. semver's strict grammar, a leading `v` allowed; version-text.test.ts holds it
 * to semver's own answers.
 */
const NUMBER = '0|[1-9]\\d*';
const PRERELEASE_PART = `(?:${NUMBER}|\\d*[a-zA-Z-][a-zA-Z0-9-]*)`;
const BUILD_PART = '[a-zA-Z0-9-]+';
const STRICT = new RegExp(
  `^v?(${NUMBER})\\.(${NUMBER})\\.(${NUMBER})(?:-(${PRERELEASE_PART}(?:\\.${PRERELEASE_PART})*))?(?:\\+${BUILD_PART}(?:\\.${BUILD_PART})*)?$`,
);
/** semver's MAX_LENGTH; each of MAJOR.MINOR.PATCH is at most Number.MAX_SAFE_INTEGER too. */
const MAX_LENGTH = 256;

interface VersionText {
  /** As semver's `.version`: MAJOR.MINOR.PATCH and the prerelease, without `v` or build metadata. */
  readonly version: string;
  /** It has a prerelease part (`2.1.0-rc.1`), as `semver.prerelease` is not null. */
  readonly prerelease: boolean;
}

/** `semver.parse(text)`'s version, or null where semver refuses the text. */
export function parseVersionText(text: string): VersionText | null {
  if (text.length > MAX_LENGTH) return null;
  const m = STRICT.exec(text.trim());
  if (m === null) return null;
  const [, major = '', minor = '', patch = '', prerelease] = m;
  if ([major, minor, patch].some((part) => Number(part) > Number.MAX_SAFE_INTEGER)) return null;
  return {
    version: `${major}.${minor}.${patch}${prerelease !== undefined ? `-${prerelease}` : ''}`,
    prerelease: prerelease !== undefined,
  };
}
