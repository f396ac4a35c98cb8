/**
 * The lines a pull request added or changed in the configuration files, from `git diff` against
 * the base commit `only-new` uses: GitHub takes a review comment only on a line of the diff.
 * Paths are relative to the repository's top level, as GitHub names them.
 */
import { ensureCommit, git } from '../read/git.ts';
import { errorMessage } from '../../text.ts';

export interface ChangedLines {
  /** The repository's top level. */
  readonly root: string;
  /** File (relative to `root`, with `/`) → the lines of the new side that the change added or changed. */
  readonly lines: ReadonlyMap<string, ReadonlySet<number>>;
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

export async function changedLines(
  workspace: string,
  base: string,
): Promise<ChangedLines | { readonly unreadable: string }> {
  try {
    const root = await git(workspace, ['rev-parse', '--show-toplevel']);
    const missing = await ensureCommit(root, base);
    if (missing !== undefined) return { unreadable: missing };
    const diff = await git(root, [
      '-c',
      'core.quotePath=false',
      'diff',
      '--no-color',
      '--no-ext-diff',
      '--unified=0',
      base,
      '--',
      ...CONFIGURATION_PATHS,
    ]);
    return { root, lines: addedLines(diff) };
  } catch (error) {
    return { unreadable: `git diff against ${base} failed (${errorMessage(error)})` };
  }
}

/** Pure: the added lines of each file of a unified diff (`+++ b/PATH`, then `@@ -a,b +c,d @@` hunks). */
export function addedLines(diff: string): Map<string, Set<number>> {
  const found = new Map<string, Set<number>>();
  let current: Set<number> | undefined;
  for (const line of diff.split('\n')) {
    if (line.startsWith('+++ ')) {
      // A quoted name (control characters in it) or /dev/null (a file deleted) takes no comment.
      const name = /^\+\+\+ b\/(.+)$/.exec(line.replace(/\r$/, ''))?.[1];
      current = name === undefined ? undefined : (found.get(name) ?? new Set());
      if (name !== undefined && current !== undefined) found.set(name, current);
      continue;
    }
    const hunk = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/.exec(line);
    if (hunk === null || current === undefined) continue;
    const start = Number(hunk[1]);
    const count = hunk[2] === undefined ? 1 : Number(hunk[2]);
    for (let n = start; n < start + count; n++) current.add(n);
  }
  return found;
}
