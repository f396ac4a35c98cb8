/**
 * Which repositories a campaign looks in (`repositories`): owners whose every repository is
 * listed, `OWNER/NAME` patterns (`*` for any run of characters in the name) and `!OWNER/NAME`
 * exclusions, one entry per line (or separated by commas or spaces, as a command line gives them).
 * Names match without case, as GitHub compares them. Pure.
 */

export interface RepositorySelection {
  /** The owners whose repositories are listed, each once, in the order first named. */
  readonly owners: readonly string[];
  /** `owner/name` patterns, lower case; an owner alone is `owner/*`. */
  readonly include: readonly string[];
  readonly exclude: readonly string[];
}

/** A GitHub login: letters, digits and single hyphens, at most 39, not starting with a hyphen. */
const OWNER = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;
/** A repository's name as a pattern: what GitHub allows in a name, and `*`. */
const NAME = /^[A-Za-z0-9._*-]{1,100}$/;

/** The entries of the setting, or each problem with one (the entry quoted by the caller). */
export function parseSelection(
  lines: readonly string[],
  fallbackOwner: string | undefined,
): { selection?: RepositorySelection; problems: Array<{ entry: string; why: string }>; defaulted: boolean } {
  const entries = lines.flatMap((line) => line.split(/[\s,]+/)).filter((e) => e !== '');
  const problems: Array<{ entry: string; why: string }> = [];
  const include: string[] = [];
  const exclude: string[] = [];
  for (const entry of entries) {
    const excluded = entry.startsWith('!');
    const [owner = '', name, ...rest] = (excluded ? entry.slice(1) : entry).split('/');
    if (!OWNER.test(owner)) {
      problems.push({ entry, why: 'does not start with an owner GitHub would name so (letters, digits, `-`)' });
    } else if (rest.length > 0 || (name !== undefined && !NAME.test(name))) {
      problems.push({ entry, why: 'is not OWNER or OWNER/NAME (letters, digits, `.`, `-`, `_` and `*` in NAME)' });
    } else if (excluded && name === undefined) {
      problems.push({ entry, why: 'leaves out a whole owner: name only the owners to look in' });
    } else {
      (excluded ? exclude : include).push(`${owner}/${name ?? '*'}`.toLowerCase());
    }
  }
  const defaulted = include.length === 0 && problems.length === 0;
  if (defaulted) {
    if (fallbackOwner === undefined || !OWNER.test(fallbackOwner)) return { problems, defaulted };
    include.push(`${fallbackOwner.toLowerCase()}/*`);
  }
  const owners = [...new Set(include.map((p) => p.split('/')[0] as string))];
  return { selection: { owners, include: [...new Set(include)], exclude: [...new Set(exclude)] }, problems, defaulted };
}

const globOf = (pattern: string): RegExp =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`, 'i');

/** Whether a repository (`owner/name`) is selected: named by an entry, and by no exclusion. */
export function selects(selection: RepositorySelection): (fullName: string) => boolean {
  const include = selection.include.map(globOf);
  const exclude = selection.exclude.map(globOf);
  return (fullName) => include.some((p) => p.test(fullName)) && !exclude.some((p) => p.test(fullName));
}

/** The selection as one line, for the log. */
export const selectionText = (s: RepositorySelection): string =>
  [...s.include, ...s.exclude.map((p) => `!${p}`)].join(', ');
