/**
 * Every setting of a run, one row each: the action's input, the command line's flag, its kind and default, the
 * commands that take it and one line of doc. The action's inputs, the command line's options and help, the "not a
 * flag" refusals and the words every message uses for a setting (src/wording.ts) all derive from these rows;
 * table.test.ts keeps them in step with action.yml. Adding a setting is one row here (or in cli-options.ts, for an
 * option of the command line alone) plus its use. Pure: it imports only commands.ts, row.ts and cli-options.ts.
 */
import type { Row, SettingRow, ValueOf } from './row.ts';
import { CLI_OPTIONS } from './cli-options.ts';
import { COMMAND_NAMES } from './commands.ts';

// The commands that share flags, each list in the order help shows them.
const MODULE_COMMANDS = ['deprecate', 'undeprecate', 'revoke', 'unrevoke', 'check', 'usage'] as const;
const CHANGING = ['deprecate', 'undeprecate', 'revoke', 'unrevoke'] as const;
const DEPRECATING = ['deprecate', 'revoke'] as const;
const JUDGING = ['check', 'usage', 'gate'] as const;

/** The rows, in help's order: what the run is about, what it does, how it runs, where it connects; CLI options last. */
export const SETTINGS = {
  status: {
    input: 'status',
    notAFlag: {
      why: 'the command says it: deprecate, undeprecate, revoke, unrevoke, check, gate, usage, report or campaign',
      givenAs: 'the command',
      taken: true,
    },
    kind: 'choice',
    values: ['deprecated', 'undeprecated', 'revoked', 'unrevoked', 'check', 'report', 'campaign'],
    doc: 'what to do with the versions',
  },
  source: {
    input: 'source',
    kind: 'text',
    commands: [...MODULE_COMMANDS, 'report', 'campaign'],
    doc: 'the module as in a module block: HOST/NAMESPACE/NAME/PROVIDER',
    valueName: 'ADDRESS',
  },
  organization: {
    input: 'organization',
    kind: 'text',
    commands: [...MODULE_COMMANDS, 'gate', 'report', 'campaign'],
    doc: 'the organization (default: the namespace of --source, TF_CLOUD_ORGANIZATION)',
    valueName: 'ORG',
  },
  namespace: {
    input: 'namespace',
    kind: 'text',
    commands: MODULE_COMMANDS,
    doc: "the module's namespace, without --source (default: the organization)",
    valueName: 'NAMESPACE',
  },
  module: {
    input: 'module',
    kind: 'text',
    commands: [...MODULE_COMMANDS, 'report', 'campaign'],
    doc: 'the module name, without --source, e.g. vpc',
    valueName: 'NAME',
  },
  provider: {
    input: 'provider',
    kind: 'text',
    commands: MODULE_COMMANDS,
    doc: 'the module provider, without --source, e.g. aws',
    valueName: 'PROVIDER',
  },
  repositories: {
    input: 'repositories',
    kind: 'lines',
    commands: ['campaign'],
    doc: "the repositories to look in: an owner, or OWNER/NAME patterns, `!` to leave some out (default: the workflow's owner)",
    valueName: 'LIST',
  },
  version: {
    input: 'version',
    kind: 'text',
    commands: MODULE_COMMANDS,
    doc: 'versions or a constraint: "1.0.0, 1.1.0", "< 2.0.0", "~> 1.2"',
    valueName: 'VERSIONS',
  },
  configDirectory: {
    input: 'config-directory',
    notAFlag: {
      why: 'give the directories to `gate` as arguments: `gate DIR...`',
      givenAs: '`gate DIR`',
      taken: true,
    },
    kind: 'lines',
    doc: 'the configuration directories to check',
  },
  policyFile: {
    input: 'policy-file',
    notAFlag: {
      why: 'give the file to `policy`: `policy plan FILE` or `policy apply FILE`',
      givenAs: 'the policy file',
      taken: true,
    },
    kind: 'path',
    doc: 'a YAML policy file',
  },
  reason: {
    input: 'reason',
    kind: 'text',
    commands: DEPRECATING,
    doc: 'why consumers should move on; they see it',
    valueName: 'TEXT',
  },
  link: {
    input: 'link',
    kind: 'text',
    commands: DEPRECATING,
    doc: 'a page with more, e.g. an upgrade guide',
    valueName: 'URL',
  },
  keepLatest: {
    input: 'keep-latest',
    kind: 'count',
    default: 0,
    range: { min: 0, max: 9999 },
    commands: DEPRECATING,
    doc: 'leave the N newest released versions alone',
    valueName: 'N',
  },
  keepReasons: {
    input: 'keep-reasons',
    kind: 'switch',
    default: false,
    commands: DEPRECATING,
    doc: 'versions already deprecated keep their reason and link',
    docOff: 'versions already deprecated take --reason and --link too',
  },
  onPrerelease: {
    input: 'on-prerelease',
    notAFlag: { why: 'it applies to a GitHub release event, which the command line has not', taken: false },
    kind: 'choice',
    default: 'skip',
    values: ['skip', 'deprecate'],
    expected: 'skip or deprecate',
    doc: 'on a release event for a prerelease: change nothing, or go ahead',
  },
  revokeOnlyUnused: {
    input: 'revoke-only-unused',
    kind: 'switch',
    default: false,
    commands: ['revoke'],
    doc: 'revoke only the versions no workspace uses; deprecate the others',
    docOff: 'revoke every selected version',
  },
  failOnDeprecated: {
    input: 'fail-on-deprecated',
    kind: 'switch',
    default: true,
    commands: JUDGING,
    doc: 'fail (exit 1) on a deprecated version',
    docOff: 'only warn of a deprecated version',
  },
  failOnRevoked: {
    input: 'fail-on-revoked',
    kind: 'switch',
    default: true,
    commands: JUDGING,
    doc: 'fail (exit 1) on a revoked version',
    docOff: 'only warn of a revoked version',
  },
  onlyNew: {
    input: 'only-new',
    kind: 'switch',
    default: false,
    commands: ['gate'],
    doc: 'fail only on calls the change adds or moves, over --base; warn of the others',
    docOff: 'judge every call',
  },
  tool: {
    input: 'tool',
    kind: 'choice',
    values: ['terraform', 'opentofu'],
    expected:
      '`terraform` or `opentofu` (the tool that runs the configurations, whose rule on .tofu files applies), or empty to judge the calls both would read',
    commands: ['gate'],
    doc: 'the tool that runs the configurations, whose rule on .tofu files applies (default: the calls both read are judged)',
  },
  fix: {
    input: 'fix',
    kind: 'switch',
    default: false,
    commands: ['gate'],
    doc: 'rewrite each deprecated or revoked version in place, within its major version (with --dry-run: print the diff, write nothing)',
    docOff: 'rewrite nothing',
  },
  fixMajor: {
    input: 'fix-major',
    kind: 'switch',
    default: false,
    commands: ['gate', 'campaign'],
    doc: 'with --fix: also write a suggested version of another major version (check its changes first)',
    docOff: 'with --fix: stay within each major version',
  },
  failOnByHand: {
    input: 'fail-on-by-hand',
    kind: 'switch',
    default: false,
    commands: ['gate'],
    doc: 'with --fix: fail (exit 1) when a call is left to a person, so that a migration that moves nothing does not read as done',
    docOff: 'with --fix: pass when calls are left to a person',
  },
  suggest: {
    input: 'suggest',
    notAFlag: {
      why: 'it suggests changes in a GitHub pull request review; `gate --fix --dry-run` prints them as a diff',
      taken: false,
    },
    kind: 'switch',
    default: false,
    doc: 'suggest each fix in a pull request review',
  },
  reportFile: {
    input: 'report-file',
    kind: 'path',
    commands: ['report'],
    doc: 'write the report as JSON (the next --previous-report)',
    valueName: 'PATH',
  },
  reportCsv: {
    input: 'report-csv',
    kind: 'path',
    commands: ['report'],
    doc: 'write the report as CSV, one row per version and workspace',
    valueName: 'PATH',
  },
  previousReport: {
    input: 'previous-report',
    kind: 'path',
    commands: ['report'],
    doc: "last run's --report-file: adds the burn-down since then",
    valueName: 'PATH',
  },
  changeRequests: {
    input: 'change-requests',
    kind: 'switch',
    default: false,
    commands: ['report'],
    doc: 'open a change request on each workspace that uses a deprecated or revoked version',
    docOff: 'open no change request',
  },
  changeRequestsLimit: {
    input: 'change-requests-limit',
    kind: 'count',
    default: 100,
    range: { min: 1, max: 100_000 },
    commands: ['report'],
    doc: 'the most change requests one run opens',
    valueName: 'N',
  },
  pullRequestsLimit: {
    input: 'pull-requests-limit',
    kind: 'count',
    default: 20,
    range: { min: 0, max: 1000 },
    commands: ['campaign'],
    doc: 'the most pull requests one run opens (updates and closes are not counted)',
    valueName: 'N',
  },
  codeSearch: {
    input: 'code-search',
    kind: 'switch',
    default: false,
    commands: ['campaign'],
    doc: "read only the repositories GitHub's code search finds the module in (the listing still names every one)",
    docOff: 'read every repository listed',
  },
  dryRun: {
    input: 'dry-run',
    kind: 'switch',
    default: false,
    commands: [...CHANGING, 'gate', 'report', 'campaign'],
    doc: 'read and plan, change nothing',
    docOff: 'make the changes',
  },
  allowEmpty: {
    input: 'allow-empty',
    kind: 'switch',
    default: false,
    commands: ['gate'],
    doc: 'pass when no module call uses the registry checked',
    docOff: 'fail when no module call uses the registry checked',
  },
  sarifFile: {
    input: 'sarif-file',
    kind: 'path',
    commands: ['gate'],
    doc: 'write a SARIF 2.1.0 log of the findings, for code scanning',
    valueName: 'PATH',
  },
  verify: {
    input: 'verify',
    kind: 'switch',
    default: true,
    commands: [...CHANGING, 'policy'],
    doc: 'read each change back until the registry shows it',
    docOff: 'do not read the changes back',
  },
  verifyTimeout: {
    input: 'verify-timeout',
    kind: 'seconds',
    default: 30,
    range: { min: 0, max: 3600 },
    commands: [...CHANGING, 'policy'],
    doc: 'seconds to wait for the registry to show the changes',
    valueName: 'S',
  },
  usage: {
    input: 'usage',
    kind: 'choice',
    default: 'auto',
    values: ['auto', 'true', 'false'],
    expected: 'auto (read who uses each version when the token may), true (required) or false (never)',
    commands: [...CHANGING, 'check', 'usage', 'policy', 'report', 'campaign'],
    doc: 'read which workspaces use each version, from Explorer',
  },
  hostname: {
    input: 'hostname',
    kind: 'text',
    commands: COMMAND_NAMES,
    doc: 'the service (default TF_HOSTNAME, else app.terraform.io)',
    valueName: 'HOST',
  },
  requestTimeout: {
    input: 'request-timeout',
    kind: 'seconds',
    default: 30,
    range: { min: 0, max: 600 },
    positive: true,
    commands: COMMAND_NAMES,
    doc: 'seconds to wait for one answer before retrying',
    valueName: 'S',
  },
  token: { input: 'token', notAFlag: { givenAs: 'the token', taken: false }, kind: 'secret', doc: 'the API token' },
  usageToken: {
    input: 'usage-token',
    notAFlag: { givenAs: 'TFE_USAGE_TOKEN', taken: true },
    kind: 'secret',
    doc: 'a token for reading usage from Explorer only',
  },
  comment: {
    input: 'comment',
    notAFlag: {
      why: 'the command line writes no pull request comment; --summary-file writes the same Markdown',
      taken: false,
    },
    kind: 'choice',
    default: 'never',
    values: ['never', 'always', 'changes'],
    expected: 'never, always or changes',
    doc: 'write the summary as one pull request comment',
  },
  githubToken: {
    input: 'github-token',
    notAFlag: { givenAs: 'GH_TOKEN or GITHUB_TOKEN', taken: true },
    kind: 'secret',
    default: '${{ github.token }}',
    doc: "the token that writes the pull request comment, or the campaign's pull requests",
  },
  ...CLI_OPTIONS,
} as const satisfies Record<string, SettingRow>;

export type SettingKey = keyof typeof SETTINGS;
export const SETTING_KEYS = Object.keys(SETTINGS) as SettingKey[];

/** A row as the code that reads any row sees it: its flag named, its commands listed. */
export const rowOf = (key: SettingKey): Row => ROWS[key];

const ROWS = Object.fromEntries(
  Object.entries(SETTINGS as Record<SettingKey, SettingRow>).map(([key, row]) => [
    key,
    {
      ...row,
      commands: row.commands ?? [],
      ...(row.flag === undefined && row.notAFlag === undefined && row.kind !== 'secret' && { flag: row.input }),
    },
  ]),
) as Record<SettingKey, Row>;

/** The settings that are inputs of the action. */
type InputKey = { [K in SettingKey]: (typeof SETTINGS)[K] extends { input: string } ? K : never }[SettingKey];
export const INPUT_KEYS = SETTING_KEYS.filter((key): key is InputKey => rowOf(key).input !== undefined);

/** Every setting's value, read (read.ts): what each mode's parser starts from. */
export type Settings = { readonly [K in SettingKey]: ValueOf<(typeof SETTINGS)[K]> };
