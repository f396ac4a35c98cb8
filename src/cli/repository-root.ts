/**
 * The repository's top level, for the command line, which may run in a subdirectory: GitLab places Code Quality
 * findings, and code scanning SARIF results, by paths relative to it. In order: GitLab's CI_PROJECT_DIR (when the
 * working directory is inside it), git's top level, else the working directory.
 */
import { execFileSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { escapes } from '../validation.ts';

export function findRepositoryRoot(env: Readonly<Record<string, string | undefined>>, cwd: string): string {
  const here = path.resolve(cwd);
  const project = env.CI_PROJECT_DIR?.trim();
  if (project !== undefined && path.isAbsolute(project) && contains(path.resolve(project), here)) {
    return path.resolve(project);
  }
  try {
    // No hooks, no prompts: a merge request's checkout may carry anything.
    const top = execFileSync('git', ['-c', 'core.hooksPath=/dev/null', 'rev-parse', '--show-toplevel'], {
      cwd: here,
      encoding: 'utf8',
      timeout: 10_000,
      stdio: ['ignore', 'pipe', 'ignore'],
      env: { ...process.env, GIT_TERMINAL_PROMPT: '0' },
    }).trim();
    // git answers with links resolved: the same place, said from the working directory as given.
    const root = path.resolve(here, path.relative(realpathSync(here), top));
    if (top !== '' && contains(root, here)) return root;
  } catch {
    // Not a repository, or no git: the working directory stands for it.
  }
  return here;
}

const contains = (folder: string, inside: string): boolean => !escapes(path.relative(folder, inside));
