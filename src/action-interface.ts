/**
 * The outputs action.yml declares, for the code that must know them without reading the file
 * (the inputs are rows of src/settings/table.ts). action-interface.test.ts keeps them in step.
 */

/**
 * Every output the action declares (action.yml; a test keeps them in step), blank: a later step
 * reading one after a failure (`if: always()`) finds `[]` and `false`, never an unset value.
 * Both runner adapters start from it.
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
