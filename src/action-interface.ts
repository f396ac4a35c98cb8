/** The outputs action.yml declares, for code that must know them without reading it (a test keeps them in step). */

/**
 * Every output, blank: a later step reading one after a failure (`if: always()`) finds `[]` and `false`, never an unset
 * value. Both runner adapters start from it.
 */
export const BLANK_OUTPUTS: Readonly<Record<string, string>> = {
  result: '[]',
  changed: 'false',
  'changed-versions': '',
  deprecated: 'false',
  'deprecated-versions': '',
  'revoked-versions': '',
  'deprecated-uses': '[]',
  fixed: 'false',
  fixes: '[]',
  'diff-file': '',
  'deprecated-in-use': '',
  'revoked-in-use': '',
  'workspaces-affected': '',
  'change-requests-opened': '',
  'pull-requests-opened': '',
  'pull-requests-updated': '',
  'pull-requests-closed': '',
  repositories: '[]',
  'failure-reason': '',
  reason: '',
  link: '',
  plan: '[]',
  'result-file': '',
  'deprecation-id': '',
};
