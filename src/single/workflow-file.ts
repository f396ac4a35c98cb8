/**
 * Where a check's SARIF results are placed: the run's workflow file. Apart from sarif.ts so that
 * reading the inputs does not load the SARIF writer, which only a run with `sarifFile` uses.
 */

/**
 * The workflow file of the run, relative to the repository root: GITHUB_WORKFLOW_REF is
 * `owner/repo/.github/workflows/x.yml@refs/…`. Elsewhere, GitLab's CI_CONFIG_PATH.
 */
export function workflowFileOf(env: Readonly<Record<string, string | undefined>>): string | undefined {
  const ref = env.GITHUB_WORKFLOW_REF?.trim() ?? '';
  const at = ref.lastIndexOf('@');
  const file = /^[^/]+\/[^/]+\/(.+)$/.exec(at === -1 ? ref : ref.slice(0, at))?.[1];
  if (file !== undefined && inRepository(file)) return file;
  const gitlab = env.CI_CONFIG_PATH?.trim().replace(/^\.\//, '') ?? '';
  // GitLab's may name another project's file (`ci.yml@group/project`) or a URL: not this repository's.
  return inRepository(gitlab) && !gitlab.includes('@') ? gitlab : undefined;
}

/** A path code scanning can place a result at: relative, inside the repository. */
const inRepository = (file: string): boolean =>
  file !== '' && !file.startsWith('/') && !/^[a-z][a-z0-9+.-]*:/i.test(file) && !file.split(/[\\/]/).includes('..');
