/**
 * The command line, read into what a run of the action would be given: a subcommand and flags
 * become the action's inputs (`--keep-latest 2` is input `keep-latest`), plus the options that
 * are the command line's own (`--json`, `--summary-file`, ...). Pure: no I/O, no exit.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ACTION_INPUTS, INPUT_VALUES } from '../action-interface.ts';
import { TOOLS } from '../gate/read/hcl-shared.ts';
import type { BaseCommit } from '../model.ts';
import { commitNameProblem } from '../validation.ts';

/** The action's inputs: those that mean something on the command line are flags of the same name. */
export const INPUT_NAMES = ACTION_INPUTS;
export type InputName = (typeof ACTION_INPUTS)[number];

/** Inputs that are true or false: flags without a value (`--dry-run`, `--no-verify`). */
export const BOOLEAN_INPUTS: ReadonlySet<string> = new Set([
  'fail-on-revoked',
  'allow-empty',
  'only-new',
  'fix',
  'fix-major',
  'suggest',
  'revoke-only-unused',
  'keep-reasons',
  'dry-run',
  'verify',
  'fail-on-deprecated',
  'change-requests',
]);

/** Where the command line takes `usage-token` from: the environment, like every token. */
export const USAGE_TOKEN_VARIABLE = 'TFE_USAGE_TOKEN';

/** Inputs that carry a secret: never a flag, since shell history and process lists keep flags. */
const SECRET_INPUTS: ReadonlySet<string> = new Set(['token', 'usage-token', 'github-token']);

/**
 * Inputs that are no flag of any command, and why: what the command line says to a person who
 * gives one. (The secrets have a message of their own.)
 */
export const NOT_FLAGS: Readonly<Partial<Record<InputName, string>>> = {
  status: 'the command says it: deprecate, undeprecate, revoke, unrevoke, check, gate, usage or report',
  'config-directory': 'give the directories to `gate` as arguments: `gate DIR...`',
  'policy-file': 'give the file to `policy`: `policy plan FILE` or `policy apply FILE`',
  'on-prerelease': 'it applies to a GitHub release event, which the command line has not',
  comment: 'the command line writes no pull request comment; --summary-file writes the same Markdown',
  suggest: 'it suggests changes in a GitHub pull request review; `gate --fix --dry-run` prints them as a diff',
};

/** The command line's own options, beside the inputs (docs/cli.md has a table of them). */
export const OWN_OPTIONS = {
  json: { type: 'boolean' },
  'summary-file': { type: 'string' },
  'codequality-file': { type: 'string' },
  'result-file': { type: 'string' },
  'diff-file': { type: 'string' },
  base: { type: 'string' },
  verbose: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies ParseArgsConfig['options'];
export type OwnOption = keyof typeof OWN_OPTIONS;

const oneOf = (values: readonly string[]): string => values.join('|');

/**
 * What each flag with a value is given, as help and messages name it (`--tool terraform|opentofu`,
 * `--version VERSIONS`): the values themselves where there are a few (INPUT_VALUES, TOOLS).
 */
export const VALUE_NAMES: Readonly<Partial<Record<InputName | OwnOption, string>>> = {
  source: 'ADDRESS',
  organization: 'ORG',
  namespace: 'NAMESPACE',
  module: 'NAME',
  provider: 'PROVIDER',
  version: 'VERSIONS',
  reason: 'TEXT',
  link: 'URL',
  'keep-latest': 'N',
  'verify-timeout': 'S',
  usage: oneOf(INPUT_VALUES.usage),
  tool: oneOf(TOOLS),
  'sarif-file': 'PATH',
  'report-file': 'PATH',
  'report-csv': 'PATH',
  'previous-report': 'PATH',
  'change-requests-limit': 'N',
  hostname: 'HOST',
  'request-timeout': 'S',
  'codequality-file': 'PATH',
  'result-file': 'PATH',
  'diff-file': 'PATH',
  base: 'COMMIT',
  'summary-file': 'PATH',
};

export type SubcommandName =
  'deprecate' | 'undeprecate' | 'revoke' | 'unrevoke' | 'check' | 'gate' | 'policy' | 'usage' | 'report';

interface Subcommand {
  /** Inputs the subcommand sets itself, which no flag may set. */
  readonly sets: (positionals: readonly string[]) => Record<string, string> | string;
  /**
   * The inputs it takes as flags, in the order its help lists them: those that do something for
   * it. Any other input given as a flag is refused, saying which commands take it.
   */
  readonly flags: readonly InputName[];
  /** Own options for this subcommand alone (`--codequality-file`); the others work with every one. */
  readonly options?: readonly OwnOption[];
  /** Inputs it gives a default other than the action's, which a flag may override. */
  readonly defaults?: Readonly<Record<string, string>>;
}

const noPositionals =
  (status: string) =>
  (positionals: readonly string[]): Record<string, string> | string =>
    positionals.length > 0 ? `unexpected argument ${JSON.stringify(positionals[0])}` : { status };

// The flags that several subcommands share, each list in the order help shows it.
const MODULE: readonly InputName[] = ['source', 'organization', 'namespace', 'module', 'provider', 'version'];
const CONNECTION: readonly InputName[] = ['hostname', 'request-timeout'];
const CHANGE: readonly InputName[] = ['dry-run', 'verify', 'verify-timeout', 'usage'];
const JUDGE: readonly InputName[] = ['fail-on-deprecated', 'fail-on-revoked'];

export const SUBCOMMANDS: Readonly<Record<SubcommandName, Subcommand>> = {
  deprecate: {
    sets: noPositionals('deprecated'),
    flags: [...MODULE, 'reason', 'link', 'keep-latest', 'keep-reasons', ...CHANGE, ...CONNECTION],
  },
  undeprecate: { sets: noPositionals('undeprecated'), flags: [...MODULE, ...CHANGE, ...CONNECTION] },
  revoke: {
    sets: noPositionals('revoked'),
    flags: [...MODULE, 'reason', 'link', 'keep-latest', 'keep-reasons', 'revoke-only-unused', ...CHANGE, ...CONNECTION],
  },
  unrevoke: { sets: noPositionals('unrevoked'), flags: [...MODULE, ...CHANGE, ...CONNECTION] },
  check: {
    sets: noPositionals('check'),
    flags: [...MODULE, ...JUDGE, 'usage', ...CONNECTION],
    options: ['codequality-file'],
  },
  gate: {
    // Each directory is one line of `config-directory`, as a workflow would list them.
    sets: (dirs) => ({ status: 'check', 'config-directory': (dirs.length > 0 ? dirs : ['.']).join('\n') }),
    flags: [
      'organization',
      ...JUDGE,
      'only-new',
      'tool',
      'fix',
      'fix-major',
      'dry-run',
      'allow-empty',
      'sarif-file',
      ...CONNECTION,
    ],
    options: ['codequality-file', 'base', 'result-file', 'diff-file'],
  },
  policy: {
    sets: ([action, file, ...rest]) => {
      if (action !== 'plan' && action !== 'apply') return 'expects `plan FILE` or `apply FILE`';
      if (file === undefined || file === '') return `${action} expects the policy FILE`;
      if (rest.length > 0) return `unexpected argument ${JSON.stringify(rest[0])}`;
      return { 'policy-file': file, 'dry-run': action === 'plan' ? 'true' : 'false' };
    },
    flags: ['verify', 'verify-timeout', 'usage', ...CONNECTION],
  },
  // The migration report: every release with its state and its users, reporting rather than failing.
  usage: {
    sets: noPositionals('check'),
    flags: [...MODULE, ...JUDGE, 'usage', ...CONNECTION],
    defaults: { usage: 'true', version: '>= 0.0.0', 'fail-on-deprecated': 'false', 'fail-on-revoked': 'false' },
  },
  // The organization's migration report: every private module (or those a pattern names).
  report: {
    sets: noPositionals('report'),
    flags: [
      'organization',
      'source',
      'module',
      'report-file',
      'report-csv',
      'previous-report',
      'change-requests',
      'change-requests-limit',
      'dry-run',
      'usage',
      ...CONNECTION,
    ],
  },
};

/** The subcommands that take an input as a flag, or an own option. */
export const subcommandsTaking = (flag: string): SubcommandName[] =>
  (Object.keys(SUBCOMMANDS) as SubcommandName[]).filter((name) => {
    const spec = SUBCOMMANDS[name];
    return (
      (spec.flags as readonly string[]).includes(flag) ||
      (spec.options as readonly string[] | undefined)?.includes(flag)
    );
  });

/** Own options that only some subcommands take. */
const SPECIFIC_OPTIONS: ReadonlySet<string> = new Set(Object.values(SUBCOMMANDS).flatMap((s) => s.options ?? []));

export interface CliOptions {
  readonly json: boolean;
  readonly summaryFile?: string;
  readonly codequalityFile?: string;
  /** Where to write the record of every entry (gate: every call), which is written nowhere else. */
  readonly resultFile?: string;
  /** Where to write the unified diff a dry-run fix would apply (`--diff-file`), byte for byte. */
  readonly diffFile?: string;
  /** The commit `--only-new` compares with (`--base`). */
  readonly base?: string;
  readonly verbose: boolean;
}

export type CommandLine =
  | { readonly kind: 'version' }
  | { readonly kind: 'help'; readonly subcommand?: SubcommandName }
  | {
      readonly kind: 'invalid';
      readonly message: string;
      readonly subcommand?: SubcommandName;
      /** `--json` was given: the refusal is one JSON document on stdout too. */
      readonly json: boolean;
    }
  | {
      readonly kind: 'run';
      readonly subcommand: SubcommandName;
      readonly inputs: Readonly<Record<string, string>>;
      readonly options: CliOptions;
    };

const isSubcommand = (name: string | undefined): name is SubcommandName =>
  name !== undefined && Object.hasOwn(SUBCOMMANDS, name);

export function parseCommandLine(argv: readonly string[]): CommandLine {
  const [first, ...rest] = argv;
  if (first === '--version' || first === '-V') return { kind: 'version' };
  if (first === undefined || first === '--help' || first === '-h' || first === 'help') {
    return isSubcommand(rest[0]) ? { kind: 'help', subcommand: rest[0] } : { kind: 'help' };
  }
  // Asked for before the rest is read, so that any refusal is a JSON document too.
  const end = argv.indexOf('--');
  const json = (end === -1 ? argv : argv.slice(0, end)).includes('--json');
  if (!isSubcommand(first)) return { kind: 'invalid', json, message: noCommand(argv) };
  const subcommand = first;
  const invalid = (message: string): CommandLine => ({ kind: 'invalid', subcommand, json, message });
  const options: ParseArgsConfig['options'] = { ...OWN_OPTIONS };
  for (const name of INPUT_NAMES) options[name] = { type: BOOLEAN_INPUTS.has(name) ? 'boolean' : 'string' };
  let parsed;
  try {
    parsed = parseArgs({
      args: [...rest],
      options,
      allowPositionals: true,
      allowNegative: true,
      strict: true,
      tokens: true,
    });
  } catch (error) {
    return invalid(parseProblem((error as Error).message, subcommand));
  }
  const values = parsed.values as Record<string, string | boolean | undefined>;
  if (values.help === true) return { kind: 'help', subcommand };

  const secret = INPUT_NAMES.find((name) => SECRET_INPUTS.has(name) && values[name] !== undefined);
  if (secret !== undefined) {
    return invalid(secretFlag(secret));
  }
  // A flag the command does not take is refused as such first: giving it once would not help.
  const given = parsed.tokens.flatMap((t) => (t.kind === 'option' ? [t] : []));
  const spec = SUBCOMMANDS[subcommand];
  const set = spec.sets(parsed.positionals);
  const setsItself = (name: string): boolean => typeof set !== 'string' && Object.hasOwn(set, name);
  const unused = given.find((t) => setsItself(t.name) || !takes(subcommand, t.name));
  if (unused !== undefined) return invalid(unusedFlag(unused.name, subcommand, setsItself(unused.name)));
  if (typeof set === 'string') return invalid(`${subcommand}: ${set}`);
  // One value per flag: a second one would silently win, and the first was meant too.
  const twice = given.find((t, i) => given.findIndex((u) => u.name === t.name) !== i);
  if (twice !== undefined) {
    const as = given.filter((t) => t.name === twice.name).map((t) => t.rawName);
    return invalid(
      `--${twice.name} is given more than once (${as.join(', ')}): give it once${BOOLEAN_INPUTS.has(twice.name) ? '' : ', with one value (versions in one --version, "1.0.0, 1.1.0")'}`,
    );
  }
  const inputs: Record<string, string> = { ...spec.defaults };
  for (const name of INPUT_NAMES) {
    const value = values[name];
    if (value !== undefined) inputs[name] = String(value);
  }
  const base = values.base;
  if (typeof base === 'string') {
    const problem = baseProblem(base, inputs['only-new'] === 'true');
    if (problem !== undefined) return invalid(problem);
  }
  return {
    kind: 'run',
    subcommand,
    inputs: { ...inputs, ...set },
    options: {
      json: values.json === true,
      verbose: values.verbose === true,
      ...(typeof values['summary-file'] === 'string' && { summaryFile: values['summary-file'] }),
      ...(typeof values['codequality-file'] === 'string' && { codequalityFile: values['codequality-file'] }),
      ...(typeof values['result-file'] === 'string' && { resultFile: values['result-file'] }),
      ...(typeof values['diff-file'] === 'string' && { diffFile: values['diff-file'] }),
      ...(typeof base === 'string' && { base }),
    },
  };
}

/** A token given as a flag: refused, saying where tokens come from. */
const secretFlag = (name: string): string =>
  `--${name} is not accepted: a token on the command line stays in the shell's history and in the list of processes. Give it as Terraform does: TF_TOKEN_<host> (TF_TOKEN_app_terraform_io), a credentials block in the Terraform CLI configuration (terraform login), or TF_API_TOKEN; the token for Explorer alone as ${USAGE_TOKEN_VARIABLE}.`;

/** Whether a subcommand takes a flag it knows (an input or an own option); unknown flags are parseArgs's to refuse. */
function takes(subcommand: SubcommandName, name: string): boolean {
  const spec = SUBCOMMANDS[subcommand];
  if ((INPUT_NAMES as readonly string[]).includes(name)) return (spec.flags as readonly string[]).includes(name);
  return !SPECIFIC_OPTIONS.has(name) || (spec.options as readonly string[] | undefined)?.includes(name) === true;
}

/** The command line names no command: say so, and which there are (`--json check`: the command comes first). */
function noCommand(argv: readonly string[]): string {
  const commands = `give one of ${(Object.keys(SUBCOMMANDS) as SubcommandName[]).map((s) => `\`${s}\``).join(', ')}`;
  const [first = ''] = argv;
  if (!first.startsWith('-')) return `unknown command ${JSON.stringify(first)}: ${commands}`;
  const later = argv.find(isSubcommand);
  return later !== undefined
    ? `the command comes first: \`${later}\`, then the flags`
    : `a command is missing: ${commands}, before the flags`;
}

/**
 * What parseArgs refused, in the command line's words: an unknown flag (and the one meant), a
 * flag the command does not take, a value missing (`--tool --json`: the next flag is no value)
 * or given to a flag that takes none. Anything else as parseArgs says it.
 */
function parseProblem(message: string, subcommand: SubcommandName): string {
  const unknown = /^Unknown option '([^']+)'/.exec(message)?.[1];
  if (unknown !== undefined) return unknownFlag(unknown, subcommand);
  const missing = /^Option '--([^' ]+)(?: <value>)?' argument (?:missing|is ambiguous)/.exec(message)?.[1];
  const extra = /^Option '--([^' ]+)' does not take an argument/.exec(message)?.[1];
  const name = missing ?? extra;
  if (name === undefined) return message;
  if (SECRET_INPUTS.has(name)) return secretFlag(name);
  if (!takes(subcommand, name)) return unusedFlag(name, subcommand, false);
  if (extra !== undefined) {
    return `--${name} takes no value: --${name}${BOOLEAN_INPUTS.has(name) ? `, or --no-${name}` : ''}`;
  }
  return `--${name} needs a value: --${name} ${VALUE_NAMES[name as InputName | OwnOption] ?? 'VALUE'}`;
}

/** Every flag a subcommand takes, as typed: its inputs (`--no-X` for those true by default) and own options. */
function flagsOf(subcommand: SubcommandName): string[] {
  const spec = SUBCOMMANDS[subcommand];
  const general = Object.keys(OWN_OPTIONS).filter((o) => !SPECIFIC_OPTIONS.has(o));
  return [...spec.flags, ...(spec.options ?? []), ...general].flatMap((f) =>
    BOOLEAN_INPUTS.has(f) ? [`--${f}`, `--no-${f}`] : [`--${f}`],
  );
}

/** An unknown flag, and the one meant where only case, hyphens or underscores differ (`--dryrun`). */
function unknownFlag(raw: string, subcommand: SubcommandName): string {
  const loose = (flag: string): string => flag.toLowerCase().replace(/[-_]/g, '');
  const meant = flagsOf(subcommand).find((flag) => loose(flag) === loose(raw));
  return `unknown flag ${raw} for \`${subcommand}\`${meant !== undefined ? `: did you mean ${meant}?` : ''}`;
}

/** A flag the subcommand sets itself or has no use for: why, and which subcommands take it. */
function unusedFlag(name: string, subcommand: SubcommandName, setByIt: boolean): string {
  const why = NOT_FLAGS[name as InputName];
  if (why !== undefined) return `--${name} is no flag of \`${subcommand}\`: ${why}`;
  if (setByIt) return `--${name} is set by the subcommand \`${subcommand}\`: leave it out`;
  const takers = subcommandsTaking(name).map((s) => `\`${s}\``);
  return `--${name} does nothing for \`${subcommand}\`: leave it out (it works with ${takers.join(', ')})`;
}

/** Why `--base VALUE` cannot be taken, or undefined: it is the commit `gate --only-new` compares with. */
function baseProblem(value: string, onlyNew: boolean): string | undefined {
  if (!onlyNew) return '--base is the commit --only-new compares with: add --only-new';
  const problem = commitNameProblem(value);
  return problem === undefined
    ? undefined
    : `--base expects one commit, a SHA or a name git knows such as origin/main: ${JSON.stringify(value)} ${problem}`;
}

/** GitLab's merge request pipelines name the merge request's base commit here. */
export const MERGE_REQUEST_BASE_VARIABLE = 'CI_MERGE_REQUEST_DIFF_BASE_SHA';

/**
 * The commit `--only-new` compares with: `--base`, else the merge request's base in a GitLab
 * merge request pipeline, else why none is known, which the gate says before judging every call.
 */
export function baseCommit(options: CliOptions, env: Readonly<Record<string, string | undefined>>): BaseCommit {
  if (options.base !== undefined) return { base: options.base };
  const sha = env[MERGE_REQUEST_BASE_VARIABLE]?.trim() ?? '';
  if (sha === '') {
    return {
      unreadable: `no base commit was given: --base COMMIT, or ${MERGE_REQUEST_BASE_VARIABLE} in a GitLab merge request pipeline`,
    };
  }
  return /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(sha)
    ? { base: sha }
    : { unreadable: `${MERGE_REQUEST_BASE_VARIABLE} is not a commit SHA` };
}
