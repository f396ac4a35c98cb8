/**
 * The command line, read into what a run of the action would be given: a subcommand and flags
 * become the action's inputs (`--keep-latest 2` is input `keep-latest`), plus the options that
 * are the command line's own (`--json`, `--summary-file`, ...). Pure: no I/O, no exit.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ACTION_INPUTS } from '../action-interface.ts';
import type { BaseCommit } from '../model.ts';
import { commitNameProblem } from '../validation.ts';

/** The action's inputs, each a flag of the same name. */
export const INPUT_NAMES = ACTION_INPUTS;

/** Inputs that are true or false: flags without a value (`--dry-run`, `--no-verify`). */
const BOOLEAN_INPUTS: ReadonlySet<string> = new Set([
  'fail-on-revoked',
  'allow-empty',
  'only-new',
  'revoke-only-unused',
  'dry-run',
  'verify',
  'fail-on-deprecated',
]);

/** Where the command line takes `usage-token` from: the environment, like every token. */
export const USAGE_TOKEN_VARIABLE = 'TFE_USAGE_TOKEN';

/** Inputs that carry a secret: never a flag, since shell history and process lists keep flags. */
const SECRET_INPUTS: ReadonlySet<string> = new Set(['token', 'usage-token', 'github-token']);

/** The command line's own options, beside the inputs (docs/cli.md has a table of them). */
export const OWN_OPTIONS = {
  json: { type: 'boolean' },
  'summary-file': { type: 'string' },
  'codequality-file': { type: 'string' },
  base: { type: 'string' },
  verbose: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies ParseArgsConfig['options'];

export type SubcommandName =
  'deprecate' | 'undeprecate' | 'revoke' | 'unrevoke' | 'check' | 'gate' | 'policy' | 'usage' | 'report';

interface Subcommand {
  /** Inputs the subcommand sets itself, which no flag may set. */
  readonly sets: (positionals: readonly string[]) => Record<string, string> | string;
  /** Inputs it gives a default other than the action's, which a flag may override. */
  readonly defaults?: Readonly<Record<string, string>>;
  /** Whether it can write a GitLab Code Quality report (its findings have files and lines). */
  readonly codequality?: boolean;
}

const noPositionals =
  (status: string) =>
  (positionals: readonly string[]): Record<string, string> | string =>
    positionals.length > 0 ? `unexpected argument ${JSON.stringify(positionals[0])}` : { status };

export const SUBCOMMANDS: Readonly<Record<SubcommandName, Subcommand>> = {
  deprecate: { sets: noPositionals('deprecated') },
  undeprecate: { sets: noPositionals('undeprecated') },
  revoke: { sets: noPositionals('revoked') },
  unrevoke: { sets: noPositionals('unrevoked') },
  check: { sets: noPositionals('check'), codequality: true },
  gate: {
    // Each directory is one line of `config-directory`, as a workflow would list them.
    sets: (dirs) => ({ status: 'check', 'config-directory': (dirs.length > 0 ? dirs : ['.']).join('\n') }),
    codequality: true,
  },
  policy: {
    sets: ([action, file, ...rest]) => {
      if (action !== 'plan' && action !== 'apply') return 'expects `plan FILE` or `apply FILE`';
      if (file === undefined || file === '') return `${action} expects the policy FILE`;
      if (rest.length > 0) return `unexpected argument ${JSON.stringify(rest[0])}`;
      return { 'policy-file': file, 'dry-run': action === 'plan' ? 'true' : 'false' };
    },
  },
  // The migration report: every release with its state and its users, reporting rather than failing.
  usage: {
    sets: noPositionals('check'),
    defaults: { usage: 'true', version: '>= 0.0.0', 'fail-on-deprecated': 'false', 'fail-on-revoked': 'false' },
  },
  // The organization's migration report: every private module (or those a pattern names).
  report: { sets: noPositionals('report') },
};

export interface CliOptions {
  readonly json: boolean;
  readonly summaryFile?: string;
  readonly codequalityFile?: string;
  /** The commit `--only-new` compares with (`--base`). */
  readonly base?: string;
  readonly verbose: boolean;
}

export type CommandLine =
  | { readonly kind: 'version' }
  | { readonly kind: 'help'; readonly subcommand?: SubcommandName }
  | { readonly kind: 'invalid'; readonly message: string; readonly subcommand?: SubcommandName }
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
  if (!isSubcommand(first)) {
    return { kind: 'invalid', message: `unknown command ${JSON.stringify(first)}` };
  }
  const subcommand = first;
  const options: ParseArgsConfig['options'] = { ...OWN_OPTIONS };
  for (const name of INPUT_NAMES) options[name] = { type: BOOLEAN_INPUTS.has(name) ? 'boolean' : 'string' };
  let parsed;
  try {
    parsed = parseArgs({ args: [...rest], options, allowPositionals: true, allowNegative: true, strict: true });
  } catch (error) {
    return { kind: 'invalid', subcommand, message: (error as Error).message };
  }
  const values = parsed.values as Record<string, string | boolean | undefined>;
  if (values.help === true) return { kind: 'help', subcommand };

  const secret = INPUT_NAMES.find((name) => SECRET_INPUTS.has(name) && values[name] !== undefined);
  if (secret !== undefined) {
    return {
      kind: 'invalid',
      subcommand,
      message: `--${secret} is not accepted: a token on the command line stays in the shell's history and in the list of processes. Give it as Terraform does: TF_TOKEN_<host> (TF_TOKEN_app_terraform_io), a credentials block in the Terraform CLI configuration (terraform login), or TF_API_TOKEN; the token for Explorer alone as ${USAGE_TOKEN_VARIABLE}.`,
    };
  }
  const spec = SUBCOMMANDS[subcommand];
  const set = spec.sets(parsed.positionals);
  if (typeof set === 'string') return { kind: 'invalid', subcommand, message: `${subcommand}: ${set}` };
  const clash = Object.keys(set).find((name) => values[name] !== undefined);
  if (clash !== undefined) {
    return {
      kind: 'invalid',
      subcommand,
      message: `--${clash} is set by the subcommand \`${subcommand}\`: leave it out`,
    };
  }
  if (values['codequality-file'] !== undefined && spec.codequality !== true) {
    return { kind: 'invalid', subcommand, message: '--codequality-file works with `gate` and `check` only' };
  }
  const inputs: Record<string, string> = { ...spec.defaults };
  for (const name of INPUT_NAMES) {
    const value = values[name];
    if (value !== undefined) inputs[name] = String(value);
  }
  const base = values.base;
  if (typeof base === 'string') {
    const problem = baseProblem(subcommand, base, inputs['only-new'] === 'true');
    if (problem !== undefined) return { kind: 'invalid', subcommand, message: problem };
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
      ...(typeof base === 'string' && { base }),
    },
  };
}

/** Why `--base VALUE` cannot be taken, or undefined: it is the commit `gate --only-new` compares with. */
function baseProblem(subcommand: SubcommandName, value: string, onlyNew: boolean): string | undefined {
  if (subcommand !== 'gate') return '--base works with `gate --only-new` only';
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
