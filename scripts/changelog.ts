/**
 * CHANGELOG.md in "Keep a Changelog" form: `## [Unreleased]`, then `## [X.Y.Z] - YYYY-MM-DD` per
 * release, newest first, and link definitions at the end. Pure text in, text out.
 */

const heading = (line: string): string | undefined => /^## \[([^\]]+)\]/.exec(line)?.[1];
const isLinkDefinition = (line: string): boolean => /^\[[^\]]+\]:\s*\S/.test(line);

/** The lines of the section under `## [name]`, up to the next `## ` heading or the link definitions. */
function sectionBody(changelog: string, name: string): string[] | undefined {
  const lines = changelog.replace(/\r\n/g, '\n').split('\n');
  const start = lines.findIndex((line) => heading(line) === name);
  if (start === -1) return undefined;
  const body: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('## ') || isLinkDefinition(line)) break;
    body.push(line);
  }
  return body;
}

/** The release notes of a version: its section's text, trimmed; undefined when there is none. */
export function releaseNotes(changelog: string, version: string): string | undefined {
  const body = sectionBody(changelog, version);
  return body === undefined ? undefined : body.join('\n').trim();
}

/** Whether `## [Unreleased]` has any entry. */
export function hasUnreleasedNotes(changelog: string): boolean {
  return (releaseNotes(changelog, 'Unreleased') ?? '') !== '';
}

/**
 * Start a release: the Unreleased entries become `## [version] - date` under a new, empty
 * `## [Unreleased]`, and the compare links at the end follow. The repository's address is taken
 * from the `[Unreleased]: https://github.com/OWNER/REPO/compare/...` link itself.
 */
export function promoteUnreleased(changelog: string, version: string, date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`date must be YYYY-MM-DD, got ${date}`);
  if (releaseNotes(changelog, version) !== undefined) throw new Error(`CHANGELOG.md already has ## [${version}]`);
  if (!hasUnreleasedNotes(changelog)) throw new Error('CHANGELOG.md has nothing under ## [Unreleased] to release');
  const previous = releasedVersions(changelog)[0];
  const lines = changelog.replace(/\r\n/g, '\n').split('\n');
  const out: string[] = [];
  for (const line of lines) {
    if (heading(line) === 'Unreleased') {
      out.push(line, '', `## [${version}] - ${date}`);
    } else if (/^\[Unreleased\]:/.test(line)) {
      const repoUrl = /^\[Unreleased\]:\s*(\S+?)\/(?:compare|commits)\//.exec(line)?.[1];
      if (repoUrl === undefined) throw new Error(`cannot read the repository from the line: ${line}`);
      out.push(`[Unreleased]: ${repoUrl}/compare/v${version}...HEAD`);
      out.push(
        previous
          ? `[${version}]: ${repoUrl}/compare/v${previous}...v${version}`
          : `[${version}]: ${repoUrl}/releases/tag/v${version}`,
      );
    } else {
      out.push(line);
    }
  }
  return out.join('\n');
}

/** Versions with a section, newest first as the file lists them. */
export function releasedVersions(changelog: string): string[] {
  return changelog
    .split('\n')
    .map(heading)
    .filter((name): name is string => name !== undefined && name !== 'Unreleased');
}
