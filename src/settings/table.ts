/**
 * Every setting of a run, one row each: the action's input, the command line's flag, its kind
 * and default, the commands that take it and one line of doc. The action's inputs, the command
 * line's options and help, the "not a flag" refusals and the words every message uses for a
 * setting (words.ts) all derive from these rows; settings.test.ts keeps them in step with
 * action.yml. Adding a setting is one row here plus its use. Pure, and imports nothing.
 */

/**
 * The commands a run can be. The command line names one as its subcommand; the action infers it
 * from `status`, `policy-file` and `config-directory` (command.ts). `status` is the action's value
 * for it; `defaults` are the command line's own defaults for it, which a flag may override.
 */
export const COMMANDS = {
  deprecate: { status: 'deprecated', doc: 'deprecate versions (--reason, --link, --keep-latest)' },
  undeprecate: { status: 'undeprecated', doc: 'make deprecated versions active again' },
  revoke: { status: 'revoked', doc: 'revoke versions (deprecating them first where needed)' },
  unrevoke: { status: 'unrevoked', doc: 'lift a revocation; the versions stay deprecated' },
  check: { status: 'check', doc: 'the state of versions; fails when one is deprecated or revoked' },
  gate: { status: 'check', doc: 'check the module calls in Terraform configurations' },
  policy: { doc: "plan a policy file's changes; policy apply FILE applies them" },
  // The migration report: every release with its state and its users, reporting rather than failing.
  usage: {
    status: 'check',
    doc: 'every release with its state and the workspaces using it',
    defaults: { usage: 'true', version: '>= 0.0.0', failOnDeprecated: false, failOnRevoked: false },
  },
  report: {
    status: 'report',
    doc: 'every private module of an organization: retired versions in use, burn-down',
  },
} as const satisfies Record<string, CommandRow>;

export type CommandName = keyof typeof COMMANDS;
export const COMMAND_NAMES = Object.keys(COMMANDS) as CommandName[];

/** The `status` a command stands for, as the action names it (`check` for the gate and `usage`). */
export const statusOf = (command: CommandName): string | undefined => (COMMANDS[command] as CommandRow).status;

/** The command that sets a status, as the command line names it: the first with that status. */
export const commandOfStatus = (status: string): CommandName | undefined =>
  COMMAND_NAMES.find((name) => statusOf(name) === status);

interface CommandRow {
  readonly status?: string;
  readonly doc: string;
  readonly defaults?: Readonly<Record<string, string | boolean>>;
}

/**
 * What a setting holds, and how a value given as text is read:
 * - switch: true or false (the action's true/True/TRUE, a flag without a value);
 * - count: a whole number within `range`;
 * - seconds: a number of seconds within `range` (`positive`: more than 0);
 * - choice: one of `values`, any case;
 * - lines: one entry per line (the command line's arguments);
 * - path, text: the text, trimmed; secret: a token, never a flag.
 */
export type SettingKind = 'switch' | 'count' | 'seconds' | 'choice' | 'lines' | 'path' | 'text' | 'secret';

/** How a setting that is no flag reaches the command line, if at all. */
export interface NotAFlag {
  /** Said to a person who gives it as a flag. Secrets have one message for all (cli/command-line.ts). */
  readonly why?: string;
  /** How a person gives it instead (`TFE_USAGE_TOKEN`, "`gate DIR`"); absent: the command line has it not. */
  readonly givenAs?: string;
  /** A person can set it, though not as a flag; false where the command line has no such thing. */
  readonly taken: boolean;
}

export interface SettingRow {
  /** The action's input; absent for the command line's own options. */
  readonly input?: string;
  /** The command line's flag; absent where `notAFlag` says how it is given, or for the action's own inputs. */
  readonly flag?: string;
  readonly notAFlag?: NotAFlag;
  readonly kind: SettingKind;
  /** The default, as action.yml has it (the command line's own where it has no input). */
  readonly default?: string | number | boolean;
  readonly values?: readonly string[];
  /** A choice's values in words, for the message that refuses another ("auto (…), true (…) or false (…)"). */
  readonly expected?: string;
  readonly range?: { readonly min: number; readonly max: number };
  /** With `seconds`: 0 is refused. */
  readonly positive?: true;
  /** The commands that take it as a flag, in the order help lists every command's flags. */
  readonly commands: readonly CommandName[];
  /** One line of doc, as help shows it; for a switch, what `--X` does. */
  readonly doc: string;
  /** For a switch true by default: what `--no-X` does. */
  readonly docOff?: string;
  /** What help shows as the value: `PATH`, `N`; a choice shows its values. */
  readonly valueName?: string;
}

// The commands that share flags, each list in the order help shows them.
const MODULE_COMMANDS = ['deprecate', 'undeprecate', 'revoke', 'unrevoke', 'check', 'usage'] as const;
const CHANGING = ['deprecate', 'undeprecate', 'revoke', 'unrevoke'] as const;
const DEPRECATING = ['deprecate', 'revoke'] as const;
const JUDGING = ['check', 'usage', 'gate'] as const;
const ALL = ['deprecate', 'undeprecate', 'revoke', 'unrevoke', 'check', 'gate', 'policy', 'usage', 'report'] as const;

/**
 * The rows, in the order help lists a command's flags: what the run is about, what it does, how
 * it runs, where it connects; then the command line's own options.
 */
export const SETTINGS = {
  status: {
    input: 'status',
    notAFlag: {
      why: 'the command says it: deprecate, undeprecate, revoke, unrevoke, check, gate, usage or report',
      givenAs: 'the command',
      taken: true,
    },
    kind: 'choice',
    values: ['deprecated', 'undeprecated', 'revoked', 'unrevoked', 'check', 'report'],
    commands: [],
    doc: 'what to do with the versions',
  },
  source: {
    input: 'source',
    flag: 'source',
    kind: 'text',
    commands: [...MODULE_COMMANDS, 'report'],
    doc: 'the module as in a module block: HOST/NAMESPACE/NAME/PROVIDER',
    valueName: 'ADDRESS',
  },
  organization: {
    input: 'organization',
    flag: 'organization',
    kind: 'text',
    commands: [...MODULE_COMMANDS, 'gate', 'report'],
    doc: 'the organization (default: the namespace of --source, TF_CLOUD_ORGANIZATION)',
    valueName: 'ORG',
  },
  namespace: {
    input: 'namespace',
    flag: 'namespace',
    kind: 'text',
    commands: MODULE_COMMANDS,
    doc: "the module's namespace, without --source (default: the organization)",
    valueName: 'NAMESPACE',
  },
  module: {
    input: 'module',
    flag: 'module',
    kind: 'text',
    commands: [...MODULE_COMMANDS, 'report'],
    doc: 'the module name, without --source, e.g. vpc',
    valueName: 'NAME',
  },
  provider: {
    input: 'provider',
    flag: 'provider',
    kind: 'text',
    commands: MODULE_COMMANDS,
    doc: 'the module provider, without --source, e.g. aws',
    valueName: 'PROVIDER',
  },
  version: {
    input: 'version',
    flag: 'version',
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
    commands: [],
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
    commands: [],
    doc: 'a YAML policy file',
  },
  reason: {
    input: 'reason',
    flag: 'reason',
    kind: 'text',
    commands: DEPRECATING,
    doc: 'why consumers should move on; they see it',
    valueName: 'TEXT',
  },
  link: {
    input: 'link',
    flag: 'link',
    kind: 'text',
    commands: DEPRECATING,
    doc: 'a page with more, e.g. an upgrade guide',
    valueName: 'URL',
  },
  keepLatest: {
    input: 'keep-latest',
    flag: 'keep-latest',
    kind: 'count',
    default: 0,
    range: { min: 0, max: 9999 },
    commands: DEPRECATING,
    doc: 'leave the N newest released versions alone',
    valueName: 'N',
  },
  keepReasons: {
    input: 'keep-reasons',
    flag: 'keep-reasons',
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
    commands: [],
    doc: 'on a release event for a prerelease: change nothing, or go ahead',
  },
  revokeOnlyUnused: {
    input: 'revoke-only-unused',
    flag: 'revoke-only-unused',
    kind: 'switch',
    default: false,
    commands: ['revoke'],
    doc: 'revoke only the versions no workspace uses; deprecate the others',
    docOff: 'revoke every selected version',
  },
  failOnDeprecated: {
    input: 'fail-on-deprecated',
    flag: 'fail-on-deprecated',
    kind: 'switch',
    default: true,
    commands: JUDGING,
    doc: 'fail (exit 1) on a deprecated version',
    docOff: 'only warn of a deprecated version',
  },
  failOnRevoked: {
    input: 'fail-on-revoked',
    flag: 'fail-on-revoked',
    kind: 'switch',
    default: true,
    commands: JUDGING,
    doc: 'fail (exit 1) on a revoked version',
    docOff: 'only warn of a revoked version',
  },
  onlyNew: {
    input: 'only-new',
    flag: 'only-new',
    kind: 'switch',
    default: false,
    commands: ['gate'],
    doc: 'fail only on calls the change adds or moves, over --base; warn of the others',
    docOff: 'judge every call',
  },
  tool: {
    input: 'tool',
    flag: 'tool',
    kind: 'choice',
    values: ['terraform', 'opentofu'],
    expected:
      '`terraform` or `opentofu` (the tool that runs the configurations, whose rule on .tofu files applies), or empty to judge the calls both would read',
    commands: ['gate'],
    doc: 'the tool that runs the configurations, whose rule on .tofu files applies (default: the calls both read are judged)',
  },
  fix: {
    input: 'fix',
    flag: 'fix',
    kind: 'switch',
    default: false,
    commands: ['gate'],
    doc: 'rewrite each deprecated or revoked version in place, within its major version (with --dry-run: print the diff, write nothing)',
    docOff: 'rewrite nothing',
  },
  fixMajor: {
    input: 'fix-major',
    flag: 'fix-major',
    kind: 'switch',
    default: false,
    commands: ['gate'],
    doc: 'with --fix: also write a suggested version of another major version (check its changes first)',
    docOff: 'with --fix: stay within each major version',
  },
  suggest: {
    input: 'suggest',
    notAFlag: {
      why: 'it suggests changes in a GitHub pull request review; `gate --fix --dry-run` prints them as a diff',
      taken: false,
    },
    kind: 'switch',
    default: false,
    commands: [],
    doc: 'suggest each fix in a pull request review',
  },
  reportFile: {
    input: 'report-file',
    flag: 'report-file',
    kind: 'path',
    commands: ['report'],
    doc: 'write the report as JSON (the next --previous-report)',
    valueName: 'PATH',
  },
  reportCsv: {
    input: 'report-csv',
    flag: 'report-csv',
    kind: 'path',
    commands: ['report'],
    doc: 'write the report as CSV, one row per version and workspace',
    valueName: 'PATH',
  },
  previousReport: {
    input: 'previous-report',
    flag: 'previous-report',
    kind: 'path',
    commands: ['report'],
    doc: "last run's --report-file: adds the burn-down since then",
    valueName: 'PATH',
  },
  changeRequests: {
    input: 'change-requests',
    flag: 'change-requests',
    kind: 'switch',
    default: false,
    commands: ['report'],
    doc: 'open a change request on each workspace that uses a deprecated or revoked version',
    docOff: 'open no change request',
  },
  changeRequestsLimit: {
    input: 'change-requests-limit',
    flag: 'change-requests-limit',
    kind: 'count',
    default: 100,
    range: { min: 1, max: 100_000 },
    commands: ['report'],
    doc: 'the most change requests one run opens',
    valueName: 'N',
  },
  dryRun: {
    input: 'dry-run',
    flag: 'dry-run',
    kind: 'switch',
    default: false,
    commands: [...CHANGING, 'gate', 'report'],
    doc: 'read and plan, change nothing',
    docOff: 'make the changes',
  },
  allowEmpty: {
    input: 'allow-empty',
    flag: 'allow-empty',
    kind: 'switch',
    default: false,
    commands: ['gate'],
    doc: 'pass when no module call uses the registry checked',
    docOff: 'fail when no module call uses the registry checked',
  },
  sarifFile: {
    input: 'sarif-file',
    flag: 'sarif-file',
    kind: 'path',
    commands: ['gate'],
    doc: 'write a SARIF 2.1.0 log of the findings, for code scanning',
    valueName: 'PATH',
  },
  verify: {
    input: 'verify',
    flag: 'verify',
    kind: 'switch',
    default: true,
    commands: [...CHANGING, 'policy'],
    doc: 'read each change back until the registry shows it',
    docOff: 'do not read the changes back',
  },
  verifyTimeout: {
    input: 'verify-timeout',
    flag: 'verify-timeout',
    kind: 'seconds',
    default: 30,
    range: { min: 0, max: 3600 },
    commands: [...CHANGING, 'policy'],
    doc: 'seconds to wait for the registry to show the changes',
    valueName: 'S',
  },
  usage: {
    input: 'usage',
    flag: 'usage',
    kind: 'choice',
    default: 'auto',
    values: ['auto', 'true', 'false'],
    expected: 'auto (read who uses each version when the token may), true (required) or false (never)',
    commands: [...CHANGING, 'check', 'usage', 'policy', 'report'],
    doc: 'read which workspaces use each version, from Explorer',
  },
  hostname: {
    input: 'hostname',
    flag: 'hostname',
    kind: 'text',
    commands: ALL,
    doc: 'the service (default TF_HOSTNAME, else app.terraform.io)',
    valueName: 'HOST',
  },
  requestTimeout: {
    input: 'request-timeout',
    flag: 'request-timeout',
    kind: 'seconds',
    default: 30,
    range: { min: 0, max: 600 },
    positive: true,
    commands: ALL,
    doc: 'seconds to wait for one answer before retrying',
    valueName: 'S',
  },
  token: {
    input: 'token',
    notAFlag: { givenAs: 'the token', taken: false },
    kind: 'secret',
    commands: [],
    doc: 'the API token',
  },
  usageToken: {
    input: 'usage-token',
    notAFlag: { givenAs: 'TFE_USAGE_TOKEN', taken: true },
    kind: 'secret',
    commands: [],
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
    commands: [],
    doc: 'write the summary as one pull request comment',
  },
  githubToken: {
    input: 'github-token',
    notAFlag: { givenAs: 'the GitHub token', taken: false },
    kind: 'secret',
    default: '${{ github.token }}',
    commands: [],
    doc: 'the token that writes the pull request comment',
  },
  // The command line's own options: no input of the action.
  codequalityFile: {
    flag: 'codequality-file',
    kind: 'path',
    commands: ['check', 'gate'],
    doc: 'write a GitLab Code Quality report (artifacts: reports: codequality)',
    valueName: 'PATH',
  },
  base: {
    flag: 'base',
    kind: 'text',
    commands: ['gate'],
    doc: 'with --only-new: the commit to compare with, a SHA or a name such as origin/main (default in a GitLab merge request pipeline: CI_MERGE_REQUEST_DIFF_BASE_SHA)',
    valueName: 'COMMIT',
  },
  resultFile: {
    flag: 'result-file',
    kind: 'path',
    commands: ['gate'],
    doc: 'write every call (the whole result, whatever its size) as JSON to PATH',
    valueName: 'PATH',
  },
  json: {
    flag: 'json',
    kind: 'switch',
    default: false,
    commands: ALL,
    doc: 'print one JSON document on stdout: result, outputs, verdict',
  },
  summaryFile: {
    flag: 'summary-file',
    kind: 'path',
    commands: ALL,
    doc: 'write the Markdown summary (as the job summary) to PATH (files are written inside the working directory or RUNNER_TEMP, never through a symbolic link)',
    valueName: 'PATH',
  },
  verbose: {
    flag: 'verbose',
    kind: 'switch',
    default: false,
    commands: ALL,
    doc: 'print debug lines on stderr',
  },
  help: { flag: 'help', kind: 'switch', default: false, commands: ALL, doc: 'this help' },
} as const satisfies Record<string, SettingRow>;

export type SettingKey = keyof typeof SETTINGS;
export const SETTING_KEYS = Object.keys(SETTINGS) as SettingKey[];

/** A row, as the code that reads any row sees it. */
export const rowOf = (key: SettingKey): SettingRow => SETTINGS[key];

/** The settings that are inputs of the action. */
export type InputKey = { [K in SettingKey]: (typeof SETTINGS)[K] extends { input: string } ? K : never }[SettingKey];
export const INPUT_KEYS = SETTING_KEYS.filter((key): key is InputKey => rowOf(key).input !== undefined);

/** The value a setting holds once read: a kind's type, a choice's values. */
type ValueOf<R> = R extends { kind: 'switch' }
  ? boolean
  : R extends { kind: 'count' | 'seconds' }
    ? number
    : R extends { kind: 'lines' }
      ? readonly string[]
      : R extends { kind: 'choice'; values: readonly (infer V)[] }
        ? V | (R extends { default: unknown } ? never : '')
        : string;

/** Every setting's value, read (read.ts): what each mode's parser starts from. */
export type Settings = { readonly [K in SettingKey]: ValueOf<(typeof SETTINGS)[K]> };
