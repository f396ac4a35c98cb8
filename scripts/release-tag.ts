/**
 * Tag arithmetic of a release: `vX.Y.Z` names the release, `vX` follows the newest release of
 * major X so that `uses: OWNER/REPO@v1` gets fixes. Prereleases never move the major tag.
 */
import semver from 'semver';

export interface ReleaseTag {
  /** The tag as pushed, `v1.2.3`. */
  tag: string;
  /** The version, `1.2.3`. */
  version: string;
  /** The major tag this release moves, `v1`; undefined for a prerelease. */
  majorTag: string | undefined;
  prerelease: boolean;
}

/** Read a release tag; throws on anything but `v` and a strict semantic version. */
export function parseReleaseTag(tag: string): ReleaseTag {
  const version = tag.startsWith('v') ? tag.slice(1) : '';
  // semver.valid with loose off refuses `v`, `=`, leading zeros and spaces: the tag must be exact.
  if (semver.valid(version) !== version) {
    throw new Error(`release tags are v and a semantic version, like v1.2.3; got ${JSON.stringify(tag)}`);
  }
  const prerelease = semver.prerelease(version) !== null;
  return { tag, version, majorTag: prerelease ? undefined : `v${semver.major(version)}`, prerelease };
}

/**
 * Check the next version against the current one: a valid version, greater than the current one
 * or equal (the first release of the version package.json already has; the tag check catches a
 * version released before). A leading `v` is accepted.
 */
export function checkNextVersion(next: string, current: string): string {
  const version = next.replace(/^v/, '');
  if (semver.valid(version) !== version) throw new Error(`not a semantic version: ${JSON.stringify(next)}`);
  if (semver.lt(version, current)) throw new Error(`${version} is lower than the current version ${current}`);
  return version;
}

/** The commands that publish a prepared release, to run by hand after reviewing the commit. */
export function releaseCommands(version: string): string[] {
  const { tag } = parseReleaseTag(`v${version}`);
  return [
    `git add package.json package-lock.json CHANGELOG.md dist/`,
    `git commit -m "Release ${tag}"`,
    `git tag -a ${tag} -m "Release ${tag}"`,
    `git push origin HEAD ${tag}`,
  ];
}

export interface ReleasePlan extends ReleaseTag {
  /** The major tag to point at this release: only when it is the newest release of its major. */
  moveMajorTag: string | undefined;
  /** Whether the release is the repository's newest, so GitHub shows it as "Latest". */
  latest: boolean;
}

/**
 * What publishing a tag does, given the tags the repository has: a fix to an older line (v1.4.1
 * after v1.5.0) neither moves `v1` back nor becomes "Latest".
 */
export function releasePlan(tag: string, existingTags: readonly string[]): ReleasePlan {
  const release = parseReleaseTag(tag);
  const released = existingTags.flatMap((t) => {
    try {
      const other = parseReleaseTag(t);
      return other.prerelease || other.tag === release.tag ? [] : [other.version];
    } catch {
      return []; // v1, other tags: not releases
    }
  });
  const newestOfMajor = released
    .filter((v) => semver.major(v) === semver.major(release.version))
    .every((v) => semver.gt(release.version, v));
  const newest = released.every((v) => semver.gt(release.version, v));
  return {
    ...release,
    moveMajorTag: !release.prerelease && newestOfMajor ? release.majorTag : undefined,
    latest: !release.prerelease && newest,
  };
}
