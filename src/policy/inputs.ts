/**
 * The inputs of the policy mode: `policyFile`, read and validated, and the inputs that still
 * apply with it (connection, dry run, verify). Every problem is reported at once.
 */
import path from 'node:path';
import { InputError } from '../inputs/errors.ts';
import { parseConnection, type Connection } from '../connection.ts';
import { runOptionsOf, type RunOptions } from '../inputs/run-options.ts';
import type { ModeInputs, Wording } from '../model.ts';
import type { SettingKey } from '../settings/table.ts';
import { initial, names } from '../wording.ts';
import type { Annotation } from '../report.ts';
import { FileRefusedError, formatBytes } from '../files/read-bounded.ts';
import { KEEP_LATEST, ONLY_UNUSED, parsePolicy } from './load.ts';
import { PolicyError, type PolicyProblem } from './yaml-reader.ts';
import { policyEntries, type Policy } from './types.ts';
import { policyProblemsReport } from './problems.ts';
import { parseUsageOptions, type UsageOptions } from '../usage/inputs.ts';
import { FILE_LIMITS } from '../files/limits.ts';
import { show } from '../text.ts';

/** A run driven by a policy file instead of per-module inputs. */
export interface PolicyRequest extends Connection, RunOptions, UsageOptions {
  readonly kind: 'policy';
  /** The file as the user named it, for messages. */
  readonly policyFile: string;
  /** The file relative to the workspace, for annotations at its lines; undefined outside it. */
  readonly annotationFile?: string;
  readonly policy: Policy;
  readonly warnings: readonly string[];
}

/** Settings that describe one module; a policy file replaces them all. */
const PER_MODULE_INPUTS: SettingKey[] = [
  'status',
  'version',
  'organization',
  'namespace',
  'module',
  'provider',
  'source',
  'reason',
  'link',
  'configDirectory',
];

/** Where the policy file says what a per-module input says; undefined where it has no such setting. */
const IN_POLICY_FILE: Partial<Record<SettingKey, string>> = {
  status: "a rule's `status`",
  version: "a rule's `versions`",
  organization: '`organization`',
  namespace: "a module's `source`",
  module: "a module's `source` or `name`",
  provider: "a module's `source` or `provider`",
  source: "a module's `source`",
  reason: "a rule's `reason`",
  link: "a rule's `link`",
  keepLatest: `a module's \`${KEEP_LATEST}\``,
  revokeOnlyUnused: `a rule's \`${ONLY_UNUSED}\``,
  // A rule's reason is the file's word on its versions: one to keep gets a rule of its own.
  keepReasons: 'a rule of their own, before the wider one, for the versions whose reason stays',
  // The gate's setting (configDirectory) has none: a policy run checks no configurations.
};

/** Names only settings the policy file really has, and says which inputs have none. */
function conflictProblem(conflicting: readonly SettingKey[], words: Wording): string {
  const mapped = conflicting.filter((n) => IN_POLICY_FILE[n] !== undefined);
  const unmapped = conflicting.filter((n) => IN_POLICY_FILE[n] === undefined);
  return [
    `${initial(words.input('policyFile'))} replaces the per-module inputs: remove ${names(words, conflicting)}.`,
    mapped.length > 0
      ? `The policy file says the same with ${mapped.map((n) => `${IN_POLICY_FILE[n]} (for ${words.name(n)})`).join(', ')}.`
      : '',
    unmapped.length > 0
      ? `${initial(words.inputs(unmapped))} ${unmapped.length === 1 ? 'belongs' : 'belong'} to the gate (${words.setting('status', 'check')} without ${words.name('policyFile')}): run the gate on its own.`
      : '',
  ]
    .filter((part) => part !== '')
    .join(' ');
}

/**
 * Reads `policyFile` and the inputs that still apply with it (connection, dry run, verify).
 * `readText` reads the file, relative to the workspace; it is passed in so tests need no disk.
 * Bytes are decoded by the loader, which refuses a file that is not UTF-8.
 */
/** The mode's request, from the inputs and the policy file, read from the workspace. */
export function parse(inputs: ModeInputs): PolicyRequest {
  const { command, env, words } = inputs;
  const workspace = env.GITHUB_WORKSPACE || inputs.cwd;
  const readText = (file: string): Uint8Array => inputs.readFile(path.resolve(workspace, file), FILE_LIMITS.policyFile);
  const problems: string[] = [];
  const fileInput = initial(words.input('policyFile'));
  const annotations: Annotation[] = [];
  const { settings } = command;
  const { policyFile } = settings;
  const conflicting: SettingKey[] = PER_MODULE_INPUTS.filter((key) => command.given(key));
  // `keepLatest` has a default of 0, so only a real value conflicts.
  if (settings.keepLatest !== 0) conflicting.push('keepLatest');
  // A policy says it per rule.
  if (settings.revokeOnlyUnused) conflicting.push('revokeOnlyUnused');
  if (settings.keepReasons) conflicting.push('keepReasons');
  if (conflicting.length > 0) problems.push(conflictProblem(conflicting, words));

  let text: string | Uint8Array | undefined;
  try {
    text = readText(policyFile);
  } catch (error) {
    const code = (error as { code?: string }).code;
    const why =
      code === 'ENOENT'
        ? 'no such file (paths are relative to the workspace)'
        : error instanceof FileRefusedError
          ? `${error.message}; a policy is a YAML file of at most ${formatBytes(FILE_LIMITS.policyFile)}`
          : (error as Error).message;
    problems.push(`${fileInput}: cannot read ${show(policyFile)}: ${why}.`);
  }
  let policy: Policy | undefined;
  let mistakes: { readonly said: string; readonly problems: readonly PolicyProblem[] } | undefined;
  if (text !== undefined) {
    try {
      policy = parsePolicy(text, policyFile);
    } catch (error) {
      if (!(error instanceof PolicyError)) throw error;
      const said = `${fileInput}: ${error.message}`;
      problems.push(said);
      mistakes = { said, problems: error.problems };
      // Each mistake also at its line, where a pull request's diff shows it.
      const file = inWorkspace(policyFile, workspace);
      for (const p of error.problems) {
        annotations.push({
          level: 'error',
          title: 'Policy file',
          message: `${p.message} (column ${p.column})`,
          ...(file !== undefined && { file, line: p.line }),
        });
      }
    }
  }

  const connection = parseConnection(
    command,
    env,
    problems,
    words,
    undefined,
    policy?.hostname !== undefined ? { host: policy.hostname, from: `\`hostname\` in ${policyFile}` } : undefined,
  );
  const entries = policy === undefined ? [] : policyEntries(policy);
  for (const entry of entries) {
    if (
      entry.host !== undefined &&
      entry.host !== connection.service.host.toLowerCase() &&
      entry.host !== connection.service.hostname
    ) {
      problems.push(
        `${fileInput}: ${policyFile}:${entry.line}: the module's source names host ${show(entry.host)} but the service is ${show(connection.service.host)}; one run talks to one host.`,
      );
    }
  }
  const options = runOptionsOf(settings);
  const usageOptions = parseUsageOptions(command, problems, words);
  if (usageOptions.usage === 'off' && entries.some((m) => m.rules.some((r) => r.onlyUnused))) {
    problems.push(
      `${initial(words.input('usage'))} is false, but ${policyFile} has rules with \`${ONLY_UNUSED}: true\`, which need to know who uses each version: remove one of them.`,
    );
  }
  if (problems.length > 0 || policy === undefined) {
    // Past 10 annotations GitHub shows no more: the summary and `result` list every mistake.
    const details =
      mistakes &&
      policyProblemsReport(
        policyFile,
        mistakes.problems,
        problems.filter((p) => p !== mistakes?.said),
      );
    throw new InputError(problems, annotations, details);
  }
  const annotationFile = inWorkspace(policyFile, workspace);
  return {
    kind: 'policy',
    ...connection,
    ...options,
    ...usageOptions,
    policyFile,
    ...(annotationFile !== undefined && { annotationFile }),
    policy,
    warnings: [],
  };
}

/** The file's path relative to the workspace, as annotations need it; undefined outside it. */
function inWorkspace(file: string, workspace: string): string | undefined {
  const relative = path.relative(workspace, path.resolve(workspace, file));
  return relative === '' || relative.startsWith('..') || path.isAbsolute(relative)
    ? undefined
    : relative.split(path.sep).join('/');
}
