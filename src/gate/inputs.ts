/**
 * The gate's inputs: `config-directory` and what it rules out, the connection, and whether a
 * deprecated version fails the step. Checks that the directories exist. Every problem is
 * reported at once, each naming its input.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import {
  InputError,
  parseBoolean,
  parseConnection,
  parseDeprecationText,
  parseKeepLatest,
  parsePart,
  parseRunOptions,
  parseStatus,
  type Connection,
  type Env,
  type InputReader,
} from '../request.ts';
import type { GateRequest } from './check.ts';
import { CONTROL_IN_NAME } from '../validation.ts';
import { showPath, type ConfigDirectory } from './scan.ts';

/** The gate: module calls found in configurations instead of one module's versions. */
export interface GateModeRequest extends Connection {
  readonly kind: 'gate';
  readonly gate: GateRequest;
  readonly failOnDeprecated: boolean;
  readonly requestTimeoutMs: number;
  /** Things worth a warning that do not stop the step. */
  readonly warnings: readonly string[];
}

export function parseGateRequest(read: InputReader, env: Env, cwd = process.cwd()): GateModeRequest {
  const problems: string[] = [];
  const warnings: string[] = [];
  const input = (name: string): string => read(name).trim();
  const status = parseStatus(read('status'), problems);
  const connection = parseConnection(read, env, problems);
  const organizationRaw = input('organization') || env.TF_CLOUD_ORGANIZATION?.trim() || '';
  const organization =
    organizationRaw === '' ? undefined : parsePart('organization', 'organization', organizationRaw, problems);
  parseDeprecationText(read, status, problems, warnings);
  const failOnDeprecated = parseBoolean('fail-on-deprecated', read('fail-on-deprecated'), true, problems);
  const { requestTimeoutMs } = parseRunOptions(read, problems);
  parseKeepLatest(read, status, problems, warnings);
  const gate = parseGateInputs(input, status === 'check', env, cwd, problems);
  if (problems.length > 0) throw new InputError(problems);
  return {
    kind: 'gate',
    ...connection,
    gate: { ...gate, ...(organization !== undefined && { organization }) },
    failOnDeprecated,
    requestTimeoutMs,
    warnings,
  };
}

/** Inputs that pick one module and its versions, which the gate finds for itself. */
const SINGLE_MODULE_INPUTS = ['version', 'source', 'module', 'provider', 'namespace'];

export function parseGateInputs(
  input: (name: string) => string,
  isCheck: boolean,
  env: Env,
  cwd: string,
  problems: string[],
): Omit<GateRequest, 'organization'> {
  if (!isCheck) {
    problems.push('Input `config-directory` works only with status check: remove it, or set `status: check`.');
  }
  const conflicting = SINGLE_MODULE_INPUTS.filter((name) => input(name) !== '');
  if (conflicting.length > 0) {
    problems.push(
      `Input \`config-directory\` cannot be combined with ${conflicting.map((n) => `\`${n}\``).join(', ')}: the gate finds the modules and versions in the configuration. Give either \`config-directory\` or one module's ${conflicting.length === 1 ? 'input' : 'inputs'}.`,
    );
  }
  const workspace = path.resolve(cwd, env.GITHUB_WORKSPACE?.trim() || '.');
  const directories: ConfigDirectory[] = [];
  for (const raw of input('config-directory').split(/\r?\n/)) {
    const value = raw.trim();
    if (value === '') continue;
    if (CONTROL_IN_NAME.test(value)) {
      problems.push('Input `config-directory` must not contain control characters.');
      continue;
    }
    const absolute = path.resolve(workspace, value);
    const shown = JSON.stringify(value);
    let isDirectory: boolean;
    try {
      isDirectory = statSync(absolute).isDirectory();
    } catch {
      problems.push(
        `Input \`config-directory\`: ${shown} does not exist (looked for ${absolute}; relative paths start at ${env.GITHUB_WORKSPACE?.trim() ? 'GITHUB_WORKSPACE' : 'the working directory'}).`,
      );
      continue;
    }
    if (!isDirectory) {
      problems.push(`Input \`config-directory\`: ${shown} is a file; give the directory that holds the .tf files.`);
      continue;
    }
    if (!directories.some((d) => d.path === absolute)) {
      directories.push({ path: absolute, display: showPath(workspace, absolute) });
    }
  }
  return { directories, workspace, dataDir: env.TF_DATA_DIR?.trim() || '.terraform' };
}
