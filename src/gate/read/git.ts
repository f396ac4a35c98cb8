/**
 * Reads another commit of the workspace's repository with git (for `onlyNew`, the pull
 * request's base or the command line's `--base`): fetched shallowly when the checkout lacks it,
 * checked out into a temporary worktree that is removed afterwards. Behind an interface, so the
 * gate is tested without git.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COMMIT_SHA } from '../../validation.ts';

/** A commit's tree on disk: `root` is the repository's top level at that commit. */
export interface CommitTree {
  readonly root: string;
  /** The repository's top level in the workspace, which `root` stands for. */
  readonly repository: string;
  remove(): Promise<void>;
}

export interface CommitReader {
  /**
   * The tree of `sha` (or of a name git resolves, from the command line) in the repository that
   * holds `workspace`, or why it cannot be read.
   */
  checkout(workspace: string, sha: string): Promise<CommitTree | { readonly unreadable: string }>;
}

/** Long enough for a shallow fetch of a large repository; a hung remote must not hang the step. */
const GIT_TIMEOUT_MS = 180_000;

/** Runs git in `cwd` without hooks or prompts: the trees it reads are a pull request's. */
export function git(cwd: string, args: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      ['-c', 'core.hooksPath=/dev/null', '-c', 'advice.detachedHead=false', ...args],
      {
        cwd,
        timeout: GIT_TIMEOUT_MS,
        maxBuffer: 16 * 1024 * 1024,
        env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_LFS_SKIP_SMUDGE: '1' },
      },
      (error, stdout, stderr) => {
        if (error === null) resolve(stdout.trim());
        else reject(new Error(lastLine(stderr) || error.message));
      },
    );
  });
}

/** git's last line of complaint says what went wrong ("fatal: …"). */
const lastLine = (text: string): string =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '')
    .at(-1) ?? '';

const hasCommit = (cwd: string, sha: string): Promise<boolean> =>
  git(cwd, ['cat-file', '-e', `${sha}^{commit}`]).then(
    () => true,
    () => false,
  );

/**
 * Makes sure the repository has commit `sha`, fetching it shallowly from origin when the
 * checkout lacks it; why it cannot, or undefined when it is there.
 */
export async function ensureCommit(repository: string, sha: string): Promise<string | undefined> {
  if (await hasCommit(repository, sha)) return undefined;
  // Only a full SHA can be fetched as itself: a name fetched from origin (`main`) would not
  // name the commit here afterwards, and a short SHA is no name origin answers to.
  if (!COMMIT_SHA.test(sha)) return `the repository has no commit ${JSON.stringify(sha)}`;
  try {
    await git(repository, ['fetch', '--depth=1', '--no-tags', '--no-recurse-submodules', 'origin', sha]);
  } catch (error) {
    return `the checkout lacks commit ${sha} and fetching it failed (${(error as Error).message})`;
  }
  if (!(await hasCommit(repository, sha))) return `fetching commit ${sha} did not bring it`;
  return undefined;
}

export const gitCommitReader: CommitReader = {
  async checkout(workspace, sha) {
    let repository: string;
    try {
      repository = await git(workspace, ['rev-parse', '--show-toplevel']);
    } catch (error) {
      return { unreadable: `the workspace is not a git repository (${(error as Error).message})` };
    }
    const missing = await ensureCommit(repository, sha);
    if (missing !== undefined) return { unreadable: missing };
    const parent = await mkdtemp(path.join(tmpdir(), 'gate-base-'));
    const root = path.join(parent, 'tree');
    const removeParent = (): Promise<void> => rm(parent, { recursive: true, force: true });
    try {
      await git(repository, ['worktree', 'add', '--detach', '--force', root, sha]);
    } catch (error) {
      await removeParent();
      return { unreadable: `checking out commit ${sha} failed (${(error as Error).message})` };
    }
    return {
      root,
      repository,
      async remove() {
        await git(repository, ['worktree', 'remove', '--force', root]).catch(() => undefined);
        await removeParent();
        await git(repository, ['worktree', 'prune']).catch(() => undefined);
      },
    };
  },
};
