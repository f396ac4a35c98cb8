/**
 * What action.yml declares, for the code that must know it without reading the file: the inputs
 * (each a flag of the command line, each shown as code in the action's messages) and the outputs,
 * blank. action-interface.test.ts keeps both in step with action.yml.
 */

/** Every input of action.yml. */
export const ACTION_INPUTS = [
  'status',
  'version',
  'config-directory',
  'fail-on-revoked',
  'allow-empty',
  'only-new',
  'fix',
  'fix-major',
  'suggest',
  'tool',
  'keep-latest',
  'keep-reasons',
  'on-prerelease',
  'hostname',
  'token',
  'organization',
  'namespace',
  'module',
  'provider',
  'source',
  'reason',
  'link',
  'usage',
  'usage-token',
  'revoke-only-unused',
  'report-file',
  'report-csv',
  'previous-report',
  'change-requests',
  'change-requests-limit',
  'policy-file',
  'dry-run',
  'verify',
  'verify-timeout',
  'request-timeout',
  'fail-on-deprecated',
  'comment',
  'github-token',
  'sarif-file',
] as const;

/**
 * The values of the inputs that take one of a few words, each list the one place they are named:
 * the parsers accept them, the command line's help shows them, and action-interface.test.ts keeps
 * action.yml's descriptions and defaults in step. Any case is accepted.
 */
export const INPUT_VALUES = {
  'on-prerelease': ['skip', 'deprecate'],
  usage: ['auto', 'true', 'false'],
  comment: ['never', 'always', 'changes'],
} as const satisfies Partial<Record<(typeof ACTION_INPUTS)[number], readonly string[]>>;

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
  'failure-reason': '',
  reason: '',
  link: '',
  plan: '[]',
  'result-file': '',
  'deprecation-id': '',
};
