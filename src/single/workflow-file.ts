/**
 * Where a check's SARIF results are placed: the run's workflow file, relative to the repository root, from
 * GITHUB_WORKFLOW_REF (`owner/repo/.github/workflows/x.yml@refs/…`) or GitLab's CI_CONFIG_PATH. Apart from
 * sarif.ts so that reading the inputs does not load the SARIF writer.
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
