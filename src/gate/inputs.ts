/**
 * The gate's inputs: `configDirectory` and what it rules out, the connection, and whether a deprecated version fails
 * the step; the directories must exist. Every problem is reported at once, each naming its input.
 */
import { globSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { InputError, type Env } from '../inputs/errors.ts';
import { parseDeprecationText, parseKeepLatest, parsePart } from '../inputs/fields.ts';
import { parseConnection, type Connection } from '../connection.ts';
import { runOptionsOf } from '../inputs/run-options.ts';
import type { BaseCommit, Command, ModeInputs, RunEvent, Wording } from '../model.ts';
import { COMMIT_SHA, CONTROL_IN_NAME, commitNameProblem } from '../validation.ts';
import { isConfigurationFile } from './read/hcl.ts';
import { type ConfigDirectory } from './read/scan.ts';
import { TOOLS, type Tool } from './read/hcl-shared.ts';
import { showPath } from '../text.ts';
import { pullRequestNumber } from '../comment/body.ts';
import { fileToWrite, type NamedFile } from '../files/named-file.ts';
import { initial, names } from '../wording.ts';

export interface Configurations {
  readonly directories: readonly ConfigDirectory[];
  /** Paths in annotations are relative to this. */
  readonly workspace: string;
  /** Relative to each configuration (TF_DATA_DIR, else `.terraform`). */
  readonly dataDir: string;
  /** All of the host's modules when undefined. */
  readonly organization?: string;
  /** The tool that runs the configurations, whose files are read; both when undefined. */
  readonly tool?: Tool;
}

export interface GateRequest extends Connection {
  readonly kind: 'gate';
  readonly configurations: Configurations;
  readonly failOnDeprecated: boolean;
  /** Pass, with a warning, when no module call uses the private registry checked. */
  readonly allowEmpty: boolean;
  /** A call on a revoked version fails (its configuration cannot run anew). */
  readonly failOnRevoked: boolean;
  readonly requestTimeoutMs: number;
  /** Relative to the workspace. */
  readonly sarifFile?: NamedFile;
  /** What SARIF locations are relative to, and outside of which a call is shown at an enclosing block. */
  readonly repositoryRoot?: string;
  readonly warnings: readonly string[];
  /** Fail only on what the change adds. */
  readonly onlyNew?: OnlyNew;
  /** Rewrite the version of each deprecated call in place (with `dryRun`, show the diff only). */
  readonly fix?: FixOptions;
  /** One pull request review with a suggested change on each failing version line of the diff. */
  readonly suggest?: SuggestOptions;
}

/** The pull request to review and the base its diff is computed from, or why there is none. */
export interface SuggestOptions extends FixOptions {
  readonly pullRequest:
    { readonly number: number; readonly base: string; readonly head?: string } | { readonly unreadable: string };
}

function reviewTarget(event: RunEvent): SuggestOptions['pullRequest'] {
  const number = pullRequestNumber(event);
  if (number === undefined) {
    return { unreadable: `the run is not about a pull request (event ${JSON.stringify(event.name)})` };
  }
  const base = onlyNewOf(event);
  if (base === undefined || 'unreadable' in base) return { unreadable: base?.unreadable ?? 'no base commit' };
  const head = (event.payload as { pull_request?: { head?: { sha?: unknown } } }).pull_request?.head?.sha;
  return {
    number,
    base: base.base,
    ...(typeof head === 'string' && COMMIT_SHA.test(head) && { head }),
  };
}

/** How the fix (and the suggestions) may move a version, and whether to write at all. */
export interface FixOptions {
  readonly fixMajor: boolean;
  readonly dryRun: boolean;
  /** A call the fix leaves to a person fails the step. */
  readonly failOnByHand?: boolean;
  readonly words: Wording;
}

export type OnlyNew = BaseCommit;

/** The events whose payload names a base commit, and where. */
const BASE_OF_EVENT: Record<string, (payload: Record<string, unknown>) => unknown> = {
  pull_request: (p) => (p.pull_request as { base?: { sha?: unknown } } | undefined)?.base?.sha,
  pull_request_target: (p) => (p.pull_request as { base?: { sha?: unknown } } | undefined)?.base?.sha,
  merge_group: (p) => (p.merge_group as { base_sha?: unknown } | undefined)?.base_sha,
};

/**
 * What `onlyNew` means in this run: the base the runner was given (the command line's), else nothing outside pull
 * requests (and merge queues), else the base commit from the event, or why it cannot be known.
 */
export function onlyNewOf(event: RunEvent): OnlyNew | undefined {
  if (event.base !== undefined) {
    if ('unreadable' in event.base) return event.base;
    // The runner checked it; checked again, since it reaches git as an argument.
    const problem = commitNameProblem(event.base.base);
    return problem === undefined
      ? event.base
      : { unreadable: `${JSON.stringify(event.base.base)} names no commit: it ${problem}` };
  }
  const baseOf = Object.hasOwn(BASE_OF_EVENT, event.name) ? BASE_OF_EVENT[event.name] : undefined;
  if (baseOf === undefined) return undefined;
  const payload = typeof event.payload === 'object' && event.payload !== null ? event.payload : {};
  const sha = baseOf(payload as Record<string, unknown>);
  return typeof sha === 'string' && COMMIT_SHA.test(sha)
    ? { base: sha }
    : { unreadable: `the ${event.name} event names no base commit` };
}

/** The directories named must exist. */
export function parse(inputs: ModeInputs): GateRequest {
  const { command, env, cwd, words, repositoryRoot } = inputs;
  const event = (): RunEvent => inputs.event();
  const problems: string[] = [];
  const warnings: string[] = [];
  const { settings } = command;
  // The gate checks what is in use: `status: check`.
  const status = 'check';
  const connection = parseConnection(command, env, problems, words);
  const organizationRaw = settings.organization || env.TF_CLOUD_ORGANIZATION?.trim() || '';
  const organization =
    organizationRaw === '' ? undefined : parsePart('organization', 'organization', organizationRaw, problems, words);
  parseDeprecationText(command, status, problems, warnings, words);
  const { failOnDeprecated, allowEmpty, failOnRevoked, fix, suggest, fixMajor, failOnByHand } = settings;
  const { requestTimeoutMs, dryRun } = runOptionsOf(settings);
  if (fixMajor && !fix && !suggest) {
    problems.push(
      `${initial(words.input('fixMajor'))} works with ${words.setting('fix', 'true')}${words.takes('suggest') ? ` or ${words.setting('suggest', 'true')}` : ''}: add ${words.takes('suggest') ? 'one' : 'it'}, or remove ${words.name('fixMajor')}.`,
    );
  }
  if (failOnByHand && !fix) {
    problems.push(
      `${initial(words.input('failOnByHand'))} works with ${words.setting('fix', 'true')}, which leaves calls to a person: add it, or remove ${words.name('failOnByHand')}.`,
    );
  }
  const fixOptions: FixOptions = { fixMajor, dryRun, words, ...(failOnByHand && { failOnByHand }) };
  const onlyNew = settings.onlyNew ? onlyNewOf(event()) : undefined;
  parseKeepLatest(command, status, warnings, words);
  const configurations = parseGateInputs(command, env, cwd, problems, words);
  // Checked before any request: a path the action refuses to write is a mistake in the inputs.
  const sarifFile = fileToWrite('sarifFile', settings.sarifFile, inputs.roots, problems, words);
  if (problems.length > 0) throw new InputError(problems);
  // Where the runner knows it apart from the workspace (the command line).
  const root = repositoryRoot?.();
  return {
    kind: 'gate',
    ...connection,
    configurations: { ...configurations, ...(organization !== undefined && { organization }) },
    failOnDeprecated,
    allowEmpty,
    failOnRevoked,
    requestTimeoutMs,
    ...(sarifFile !== undefined && { sarifFile }),
    ...(root !== undefined && { repositoryRoot: root }),
    warnings,
    ...(onlyNew !== undefined && { onlyNew }),
    ...(fix && { fix: fixOptions }),
    ...(suggest && { suggest: { ...fixOptions, pullRequest: reviewTarget(event()) } }),
  };
}

/** Settings that pick one module and its versions, which the gate finds for itself. */
const SINGLE_MODULE_INPUTS = ['version', 'source', 'module', 'provider', 'namespace'] as const;

/** The files a configuration directory holds, as messages name them. */
const CONFIGURATION_FILES = ".tf, .tf.json, .tofu, .tofu.json, a Stack's .tfcomponent.hcl or terragrunt.hcl";

function parseGateInputs(
  command: Command,
  env: Env,
  cwd: string,
  problems: string[],
  words: Wording,
): Omit<Configurations, 'organization'> {
  const directoryInput = initial(words.input('configDirectory'));
  const conflicting = SINGLE_MODULE_INPUTS.filter((key) => command.given(key));
  if (conflicting.length > 0) {
    problems.push(
      `${directoryInput} cannot be combined with ${names(words, conflicting)}: the gate finds the modules and versions in the configuration. Give either ${words.name('configDirectory')} or one module's ${conflicting.length === 1 ? 'input' : 'inputs'}.`,
    );
  }
  const workspace = path.resolve(cwd, env.GITHUB_WORKSPACE?.trim() || '.');
  const from = env.GITHUB_WORKSPACE?.trim() ? 'GITHUB_WORKSPACE' : 'the working directory';
  const directories: ConfigDirectory[] = [];
  const add = (absolute: string): void => {
    if (!directories.some((d) => d.path === absolute)) {
      directories.push({ path: absolute, display: showPath(workspace, absolute) });
    }
  };
  for (const value of command.settings.configDirectory) {
    if (CONTROL_IN_NAME.test(value)) {
      problems.push(`${directoryInput} must not contain control characters.`);
      continue;
    }
    const shown = JSON.stringify(value);
    if (isGlob(value)) {
      const matched = matchConfigurations(workspace, value);
      if (matched.length === 0) {
        problems.push(
          `${directoryInput}: ${shown} matches no directory holding a configuration file (${CONFIGURATION_FILES}; patterns start at ${from}).`,
        );
      }
      for (const absolute of matched) add(absolute);
      continue;
    }
    const absolute = path.resolve(workspace, value);
    let isDirectory: boolean;
    try {
      isDirectory = statSync(absolute).isDirectory();
    } catch {
      problems.push(
        `${directoryInput}: ${shown} does not exist (looked for ${absolute}; relative paths start at ${from}).`,
      );
      continue;
    }
    if (!isDirectory) {
      problems.push(`${directoryInput}: ${shown} is a file; give the directory that holds the .tf files.`);
      continue;
    }
    // A directory with no configuration file would pass with nothing checked: a wrong path, most likely.
    if (!holdsConfiguration(absolute)) {
      problems.push(
        `${directoryInput}: ${shown} holds no configuration file (${CONFIGURATION_FILES}); give the directory of a configuration (or a pattern such as \`stacks/*\`).`,
      );
      continue;
    }
    add(absolute);
  }
  const tool = TOOLS.find((t) => t === command.settings.tool);
  return {
    directories,
    workspace,
    dataDir: env.TF_DATA_DIR?.trim() || '.terraform',
    ...(tool !== undefined && { tool }),
  };
}

const isGlob = (value: string): boolean => /[*?[\]{}]/.test(value);

function holdsConfiguration(directory: string): boolean {
  try {
    return readdirSync(directory).some((name) => !name.startsWith('.') && isConfigurationFile(name));
  } catch {
    return false;
  }
}

/** The directories a pattern names (`live/**` for every level) that hold a configuration, never hidden ones. */
function matchConfigurations(workspace: string, pattern: string): string[] {
  // `dir/**` asks for every directory below dir, dir itself included, as glob's `**` does.
  const matches = globSync(pattern.replace(/\/+$/, ''), {
    cwd: workspace,
    exclude: (name: string) => path.basename(name).startsWith('.'),
  });
  return [...new Set(matches.map((m) => path.resolve(workspace, m)))]
    .filter((absolute) => {
      const relative = path.relative(workspace, absolute);
      return (
        !relative.startsWith('..') && !path.isAbsolute(relative) && statSafe(absolute) && holdsConfiguration(absolute)
      );
    })
    .sort();
}

function statSafe(file: string): boolean {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
}
