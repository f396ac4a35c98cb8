/**
 * The command line, read into a run: the subcommand is the command, its flags and arguments are the settings given
 * (settings/table.ts says which command takes which flag), and the options that are the command line's own (`--json`,
 * the files it writes, ...) are set apart for its runner. Pure: no I/O, no exit.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { BaseCommit } from '../model.ts';
import type { Given, GivenValue } from '../settings/read.ts';
import { SETTING_KEYS, rowOf, type SettingKey } from '../settings/table.ts';
import { COMMANDS, COMMAND_NAMES, type CommandName } from '../settings/commands.ts';
import { type SettingRow } from '../settings/row.ts';
import { CLI_FILE_OPTIONS } from '../settings/cli-options.ts';
import { COMMIT_SHA, commitNameProblem } from '../validation.ts';
import { CLI_WORDS } from '../wording.ts';

/** Where the command line takes the usage token (`usageToken`) from: the environment, like every token. */
export const USAGE_TOKEN_VARIABLE = 'TFE_USAGE_TOKEN';

/** How a setting is typed on the command line: its flag, else its input's name (refused, saying why). */
const typedAs = (row: SettingRow): string | undefined => row.flag ?? row.input;

/**
 * Every flag a command takes, in the order its help lists them: its settings, then its own options (those with no
 * input of the action); without `withGeneral`, not the own options every command takes.
 */
export function flagsOf(command: CommandName, withGeneral = true): SettingKey[] {
  return SETTING_KEYS.filter((key) => {
    const row = rowOf(key);
    if (row.flag === undefined || !row.commands.includes(command)) return false;
    return withGeneral || row.input !== undefined || row.commands.length < COMMAND_NAMES.length;
  });
}

const commandsTaking = (key: SettingKey): CommandName[] =>
  COMMAND_NAMES.filter((name) => rowOf(key).commands.includes(name));

/** The default a setting has for a command: the command's own (`usage --usage true`), else the row's. */
export function defaultFor(command: CommandName, key: SettingKey): string | number | boolean | undefined {
  const own = (COMMANDS[command] as { defaults?: Readonly<Record<string, string | boolean>> }).defaults;
  return own !== undefined && Object.hasOwn(own, key) ? own[key] : rowOf(key).default;
}

export interface CliOptions {
  readonly json: boolean;
  readonly summaryFile?: string;
  readonly codequalityFile?: string;
  /** Where to write the record of every entry (gate: every call), which is written nowhere else. */
  readonly resultFile?: string;
  /** The commit `onlyNew` compares with (`base`). */
  readonly base?: string;
  /** Where to write the unified diff a fix in a dry run would apply (`diffFile`), byte for byte. */
  readonly diffFile?: string;
  readonly verbose: boolean;
}

type CommandLine =
  | { readonly kind: 'version' }
  | { readonly kind: 'help'; readonly subcommand?: CommandName }
  | {
      readonly kind: 'invalid';
      readonly message: string;
      readonly subcommand?: CommandName;
      /** `--json` was given: the refusal is one JSON document on stdout too. */
      readonly json: boolean;
    }
  | {
      readonly kind: 'run';
      readonly subcommand: CommandName;
      /** The settings as given: flags, arguments, the command's defaults. */
      readonly given: Given;
      readonly options: CliOptions;
    };

const isCommand = (name: string | undefined): name is CommandName =>
  name !== undefined && Object.hasOwn(COMMANDS, name);

/** The settings a command's arguments give (`gate DIR...`, `policy plan FILE`), or why they are wrong. */
function argumentsOf(
  command: CommandName,
  positionals: readonly string[],
): Partial<Record<SettingKey, GivenValue>> | string {
  switch (command) {
    case 'gate':
      return { configDirectory: positionals.length > 0 ? positionals : ['.'] };
    case 'policy': {
      const [action, file, ...rest] = positionals;
      if (action !== 'plan' && action !== 'apply') return 'expects `plan FILE` or `apply FILE`';
      if (file === undefined || file === '') return `${action} expects the policy FILE`;
      if (rest.length > 0) return `unexpected argument ${JSON.stringify(rest[0])}`;
      return { policyFile: file, dryRun: action === 'plan' };
    }
    default:
      return positionals.length > 0 ? `unexpected argument ${JSON.stringify(positionals[0])}` : {};
  }
}

/** The flag each setting is typed as, for parseArgs: every setting, so that one given where it is no flag is refused by name. */
function parserOptions(): NonNullable<ParseArgsConfig['options']> {
  const options: NonNullable<ParseArgsConfig['options']> = {};
  for (const key of SETTING_KEYS) {
    const row = rowOf(key);
    const name = typedAs(row);
    if (name === undefined) continue;
    options[name] = { type: row.kind === 'switch' ? 'boolean' : 'string', ...(key === 'help' && { short: 'h' }) };
  }
  return options;
}

/** The setting a flag as typed names (a flag's name, or an input's name that is no flag). */
const keyOfFlag = (name: string): SettingKey | undefined => SETTING_KEYS.find((key) => typedAs(rowOf(key)) === name);

/** Joins `--flag -1` into `--flag=-1` for flags that take a value: a negative number is a value, not a flag. */
function negativeValues(args: readonly string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    const next = args[i + 1];
    const key = arg.startsWith('--') ? keyOfFlag(arg.slice(2)) : undefined;
    if (key !== undefined && rowOf(key).kind !== 'switch' && next !== undefined && /^-\d/.test(next)) {
      joined.push(`${arg}=${next}`);
      i++;
    } else joined.push(arg);
  }
  return joined;
}

export function parseCommandLine(argv: readonly string[]): CommandLine {
  const [first, ...rest] = argv;
  if (first === '--version' || first === '-V') return { kind: 'version' };
  if (first === undefined || first === '--help' || first === '-h' || first === 'help') {
    return isCommand(rest[0]) ? { kind: 'help', subcommand: rest[0] } : { kind: 'help' };
  }
  // Asked for before the rest is read, so that any refusal is a JSON document too.
  const end = argv.indexOf('--');
  const json = (end === -1 ? argv : argv.slice(0, end)).includes('--json');
  if (!isCommand(first)) return { kind: 'invalid', json, message: noCommand(argv) };
  const subcommand = first;
  const invalid = (message: string): CommandLine => ({ kind: 'invalid', subcommand, json, message });
  let parsed;
  try {
    parsed = parseArgs({
      args: negativeValues(rest),
      options: parserOptions(),
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

  const secret = SETTING_KEYS.find(
    (key) => rowOf(key).kind === 'secret' && values[typedAs(rowOf(key)) ?? ''] !== undefined,
  );
  if (secret !== undefined) return invalid(secretFlag(typedAs(rowOf(secret)) as string));
  // A flag the command does not take is refused as such first: giving it once would not help.
  const given = parsed.tokens.flatMap((t) => (t.kind === 'option' ? [t] : []));
  const set = argumentsOf(subcommand, parsed.positionals);
  const setsItself = (name: string): boolean => {
    const key = keyOfFlag(name);
    return typeof set !== 'string' && key !== undefined && Object.hasOwn(set, key);
  };
  const unused = given.find((t) => setsItself(t.name) || !takes(subcommand, t.name));
  if (unused !== undefined) return invalid(unusedFlag(unused.name, subcommand, setsItself(unused.name)));
  if (typeof set === 'string') return invalid(`${subcommand}: ${set}`);
  // One value per flag: a second one would silently win, and the first was meant too.
  const twice = given.find((t, i) => given.findIndex((u) => u.name === t.name) !== i);
  if (twice !== undefined) {
    const as = given.filter((t) => t.name === twice.name).map((t) => t.rawName);
    const isSwitch = rowOf(keyOfFlag(twice.name) as SettingKey).kind === 'switch';
    return invalid(
      `--${twice.name} is given more than once (${as.join(', ')}): give it once${isSwitch ? '' : ', with one value (versions in one --version, "1.0.0, 1.1.0")'}`,
    );
  }
  const defaults = (COMMANDS[subcommand] as { defaults?: Readonly<Record<string, GivenValue>> }).defaults ?? {};
  const givenValue = (key: SettingKey): GivenValue | undefined => {
    if (Object.hasOwn(set, key)) return set[key];
    const flag = rowOf(key).flag;
    return flag === undefined ? undefined : values[flag];
  };
  const valueOf = (key: SettingKey): GivenValue | undefined => givenValue(key) ?? defaults[key];
  const base = valueOf('base');
  if (typeof base === 'string') {
    const problem = baseProblem(base, valueOf('onlyNew') === true);
    if (problem !== undefined) return invalid(problem);
  }
  return {
    kind: 'run',
    subcommand,
    given: {
      command: subcommand,
      value: valueOf,
      defaulted: (key) => givenValue(key) === undefined && defaults[key] !== undefined,
    },
    options: {
      json: values.json === true,
      verbose: values.verbose === true,
      ...Object.fromEntries(
        CLI_FILE_OPTIONS.flatMap((key) => {
          const file = givenValue(key);
          return typeof file === 'string' ? [[key, file]] : [];
        }),
      ),
      ...(typeof base === 'string' && { base }),
    },
  };
}

/** A token given as a flag: refused, saying where tokens come from. */
const secretFlag = (name: string): string =>
  name === 'github-token'
    ? `--${name} is not accepted: a token on the command line stays in the shell's history and in the list of processes. Give the GitHub token as GH_TOKEN or GITHUB_TOKEN, as gh reads them.`
    : `--${name} is not accepted: a token on the command line stays in the shell's history and in the list of processes. Give it as Terraform does: TF_TOKEN_<host> (TF_TOKEN_app_terraform_io), a credentials block in the Terraform CLI configuration (terraform login), or TF_API_TOKEN; the token for Explorer alone as ${USAGE_TOKEN_VARIABLE}.`;

/** Whether a command takes a flag as typed; unknown flags are parseArgs's to refuse. */
function takes(command: CommandName, name: string): boolean {
  const key = keyOfFlag(name);
  return key !== undefined && flagsOf(command).includes(key);
}

/** The command line names no command: say so, and which there are (`--json check`: the command comes first). */
function noCommand(argv: readonly string[]): string {
  const commands = `give one of ${COMMAND_NAMES.map((s) => `\`${s}\``).join(', ')}`;
  const [first = ''] = argv;
  if (!first.startsWith('-')) return `unknown command ${JSON.stringify(first)}: ${commands}`;
  const later = argv.find(isCommand);
  return later !== undefined
    ? `the command comes first: \`${later}\`, then the flags`
    : `a command is missing: ${commands}, before the flags`;
}

/** What help and messages show as a flag's value: a choice's values, else the row's name for it. */
export const valueNameOf = (key: SettingKey): string => {
  const row = rowOf(key);
  return row.values !== undefined ? row.values.join('|') : (row.valueName ?? 'VALUE');
};

/**
 * What parseArgs refused, in the command line's words: an unknown flag (and the one meant), a flag the command does not
 * take, a value missing (`--tool --json`: the next flag is no value) or given to a flag that takes none; anything else
 * as parseArgs says it.
 */
function parseProblem(message: string, subcommand: CommandName): string {
  const unknown = /^Unknown option '([^']+)'/.exec(message)?.[1];
  if (unknown !== undefined) return unknownFlag(unknown, subcommand);
  const missing = /^Option '--([^' ]+)(?: <value>)?' argument (?:missing|is ambiguous)/.exec(message)?.[1];
  const extra = /^Option '--([^' ]+)' does not take an argument/.exec(message)?.[1];
  const name = missing ?? extra;
  const key = name === undefined ? undefined : keyOfFlag(name);
  if (name === undefined || key === undefined) return message;
  if (rowOf(key).kind === 'secret') return secretFlag(name);
  if (!takes(subcommand, name)) return unusedFlag(name, subcommand, false);
  if (extra !== undefined) {
    return `--${name} takes no value: --${name}${rowOf(key).kind === 'switch' ? `, or --no-${name}` : ''}`;
  }
  return `--${name} needs a value: --${name} ${valueNameOf(key)}`;
}

/** Every flag a command takes, as typed: `--no-X` too for switches. */
const typedFlagsOf = (command: CommandName): string[] =>
  flagsOf(command).flatMap((key) => {
    const flag = rowOf(key).flag as string;
    return rowOf(key).kind === 'switch' ? [`--${flag}`, `--no-${flag}`] : [`--${flag}`];
  });

/** An unknown flag, and the one meant where only case, hyphens or underscores differ (`--dryrun`). */
function unknownFlag(raw: string, subcommand: CommandName): string {
  const loose = (flag: string): string => flag.toLowerCase().replace(/[-_]/g, '');
  const meant = typedFlagsOf(subcommand).find((flag) => loose(flag) === loose(raw));
  return `unknown flag ${raw} for \`${subcommand}\`${meant !== undefined ? `: did you mean ${meant}?` : ''}`;
}

/** A flag the command sets itself or has no use for: why, and which commands take it. */
function unusedFlag(name: string, subcommand: CommandName, setByIt: boolean): string {
  const key = keyOfFlag(name);
  const why = key === undefined ? undefined : rowOf(key).notAFlag?.why;
  if (why !== undefined) return `--${name} is no flag of \`${subcommand}\`: ${why}`;
  if (setByIt) return `--${name} is set by the subcommand \`${subcommand}\`: leave it out`;
  const takers = key === undefined ? [] : commandsTaking(key).map((s) => `\`${s}\``);
  return `--${name} does nothing for \`${subcommand}\`: leave it out (it works with ${takers.join(', ')})`;
}

/** Why `base` cannot be taken, or undefined: it is the commit `onlyNew` compares with. */
function baseProblem(value: string, onlyNew: boolean): string | undefined {
  const [baseFlag, onlyNewFlag] = [CLI_WORDS.name('base'), CLI_WORDS.name('onlyNew')];
  if (!onlyNew) return `${baseFlag} is the commit ${onlyNewFlag} compares with: add ${onlyNewFlag}`;
  const problem = commitNameProblem(value);
  return problem === undefined
    ? undefined
    : `${baseFlag} expects one commit, a SHA or a name git knows such as origin/main: ${JSON.stringify(value)} ${problem}`;
}

/** GitLab's merge request pipelines name the merge request's base commit here. */
export const MERGE_REQUEST_BASE_VARIABLE = 'CI_MERGE_REQUEST_DIFF_BASE_SHA';

/** The commit `onlyNew` compares with: `base`, else a GitLab merge request pipeline's base, else why none is known. */
export function baseCommit(options: CliOptions, env: Readonly<Record<string, string | undefined>>): BaseCommit {
  if (options.base !== undefined) return { base: options.base };
  const sha = env[MERGE_REQUEST_BASE_VARIABLE]?.trim() ?? '';
  if (sha === '') {
    return {
      unreadable: `no base commit was given: --base COMMIT, or ${MERGE_REQUEST_BASE_VARIABLE} in a GitLab merge request pipeline`,
    };
  }
  return COMMIT_SHA.test(sha) ? { base: sha } : { unreadable: `${MERGE_REQUEST_BASE_VARIABLE} is not a commit SHA` };
}
