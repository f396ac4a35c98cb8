/**
 * The lines a pull request added or changed in the configuration files, from `git diff` against
 * its base: GitHub takes a review comment only on a line of the diff. Paths are relative to the
 * repository's top level, as GitHub names them. A `pull_request` workflow checks out a merge of
 * the head into the base by default, whose lines may be numbered otherwise than the head's (where
 * GitHub places comments): there each line is also found in the head (`onHead`).
 */
import { ensureCommit, git } from '../read/git.ts';
import { errorMessage } from '../../text.ts';

export interface ChangedLines {
  /** The repository's top level. */
  readonly root: string;
  /** File (relative to `root`, with `/`) → the lines of the new side that the change added or changed. */
  readonly lines: ReadonlyMap<string, ReadonlySet<number>>;
  /**
   * A line of the checkout as the pull request's head numbers it; undefined for a line the head
   * does not have as it stands (the merge changed it). Absent where the checkout is the head.
   */
  readonly onHead?: (file: string, line: number) => number | undefined;
}

/** The files a configuration is read from, as git pathspecs (`*` crosses folders). */
const CONFIGURATION_PATHS = [
  '*.tf',
  '*.tofu',
  '*.tf.json',
  '*.tofu.json',
  '*.tfcomponent.hcl',
  '*.tfstack.hcl',
  '*terragrunt.hcl',
];

/** The working tree's configuration files against `commit`, line by line (`--unified=0`). */
const diffAgainst = (root: string, commit: string): Promise<string> =>
  git(root, [
    '-c',
    'core.quotePath=false',
    'diff',
    '--no-color',
    '--no-ext-diff',
    '--unified=0',
    commit,
    '--',
    ...CONFIGURATION_PATHS,
  ]);

export async function changedLines(
  workspace: string,
  base: string,
  head?: string,
): Promise<ChangedLines | { readonly unreadable: string }> {
  let root: string;
  let lines: Map<string, Set<number>>;
  try {
    root = await git(workspace, ['rev-parse', '--show-toplevel']);
    const missing = await ensureCommit(root, base);
    if (missing !== undefined) return { unreadable: missing };
    lines = addedLines(await diffAgainst(root, base));
  } catch (error) {
    return { unreadable: `git diff against ${base} failed (${errorMessage(error)})` };
  }
  if (head === undefined || (await git(root, ['rev-parse', 'HEAD']).catch(() => '')) === head) return { root, lines };
  try {
    const missing = await ensureCommit(root, head);
    if (missing !== undefined) return { unreadable: `the checkout is not the pull request's head, and ${missing}` };
    return { root, lines, onHead: oldSideLines(await diffAgainst(root, head)) };
  } catch (error) {
    return { unreadable: `git diff against the pull request's head ${head} failed (${errorMessage(error)})` };
  }
}

/**
 * Pure: where a line of the new side of a unified diff (`--unified=0`, names `b/PATH`) is on its
 * old side; undefined for a line the diff added or changed. A file the diff leaves out is the same
 * on both sides.
 */
export function oldSideLines(diff: string): (file: string, line: number) => number | undefined {
  const hunks = hunksOf(diff);
  return (file, line) => {
    let shift = 0;
    for (const { oldCount, newStart, newCount } of hunks.get(file) ?? []) {
      // A hunk that adds nothing names the line after which it removed the old side's lines.
      const lastNew = newCount === 0 ? newStart : newStart + newCount - 1;
      if (newCount > 0 && line >= newStart && line <= lastNew) return undefined;
      if (lastNew >= line) break;
      shift += oldCount - newCount;
    }
    return line + shift;
  };
}

/** Pure: the added lines of each file of a unified diff. */
export function addedLines(diff: string): Map<string, Set<number>> {
  const added = (hunk: Hunk): number[] => Array.from({ length: hunk.newCount }, (_, n) => hunk.newStart + n);
  return new Map([...hunksOf(diff)].map(([file, hunks]) => [file, new Set(hunks.flatMap(added))]));
}

type Hunk = { readonly oldCount: number; readonly newStart: number; readonly newCount: number };

/** The hunks of each file of a unified diff (`+++ b/PATH`, then `@@ -a,b +c,d @@` hunks). */
function hunksOf(diff: string): Map<string, Hunk[]> {
  const hunks = new Map<string, Hunk[]>();
  let current: Hunk[] | undefined;
  for (const line of diff.split('\n')) {
    if (line.startsWith('+++ ')) {
      // A quoted name (control characters in it) or /dev/null (a file deleted) is left out: it takes no review comment.
      const name = /^\+\+\+ b\/(.+)$/.exec(line.replace(/\r$/, ''))?.[1];
      if (name === undefined) current = undefined;
      else hunks.set(name, (current = hunks.get(name) ?? []));
      continue;
    }
    const hunk = /^@@ -\d+(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/.exec(line);
    if (hunk === null || current === undefined) continue;
    const count = (n: string | undefined): number => (n === undefined ? 1 : Number(n));
    current.push({ oldCount: count(hunk[1]), newStart: Number(hunk[2]), newCount: count(hunk[3]) });
  }
  return hunks;
}
