/**
 * The inputs of the policy mode: `policy-file`, read and validated, and the inputs that still
 * apply with it (connection, dry run, verify). Every problem is reported at once.
 */
import {
  InputError,
  parseConnection,
  parseRunOptions,
  type Connection,
  type Env,
  type InputReader,
  type RunOptions,
} from '../request.ts';
import { show } from '../validation.ts';
import { PolicyError, parsePolicy, type Policy } from './load.ts';

/** A run driven by a policy file instead of per-module inputs. */
export interface PolicyRequest extends Connection, RunOptions {
  readonly kind: 'policy';
  /** The file as the user named it, for messages. */
  readonly policyFile: string;
  readonly policy: Policy;
  readonly warnings: readonly string[];
}

/** Inputs that describe one module; a policy file replaces them all. */
const PER_MODULE_INPUTS = [
  'status',
  'version',
  'organization',
  'namespace',
  'module',
  'provider',
  'source',
  'reason',
  'link',
  'config-directory',
];

/**
 * Reads `policy-file` and the inputs that still apply with it (connection, dry run, verify).
 * `readText` reads the file, relative to the workspace; it is passed in so tests need no disk.
 */
export function parsePolicyInputs(read: InputReader, env: Env, readText: (path: string) => string): PolicyRequest {
  const problems: string[] = [];
  const policyFile = read('policy-file').trim();
  const conflicting = PER_MODULE_INPUTS.filter((name) => read(name).trim() !== '');
  // keep-latest has a default of 0 in action.yml, so only a real value conflicts.
  if (!['', '0'].includes(read('keep-latest').trim())) conflicting.push('keep-latest');
  if (conflicting.length > 0) {
    problems.push(
      `Input \`policy-file\` replaces the per-module inputs: remove ${conflicting.map((n) => `\`${n}\``).join(', ')}, or set them in the policy file.`,
    );
  }

  let text: string | undefined;
  try {
    text = readText(policyFile);
  } catch (error) {
    const code = (error as { code?: string }).code;
    problems.push(
      `Input \`policy-file\`: cannot read ${show(policyFile)}${code === 'ENOENT' ? ': no such file (paths are relative to the workspace)' : `: ${(error as Error).message}`}.`,
    );
  }
  let policy: Policy | undefined;
  if (text !== undefined) {
    try {
      policy = parsePolicy(text, policyFile);
    } catch (error) {
      if (!(error instanceof PolicyError)) throw error;
      problems.push(error.message);
    }
  }

  const connection = parseConnection(
    read,
    env,
    problems,
    undefined,
    policy?.hostname !== undefined ? { host: policy.hostname, from: `\`hostname\` in ${policyFile}` } : undefined,
  );
  for (const entry of policy?.modules ?? []) {
    if (
      entry.host !== undefined &&
      entry.host !== connection.service.host.toLowerCase() &&
      entry.host !== connection.service.hostname
    ) {
      problems.push(
        `Input \`policy-file\`: ${policyFile}:${entry.line}: the module's source names host ${show(entry.host)} but the service is ${show(connection.service.host)}; one run talks to one host.`,
      );
    }
  }
  const options = parseRunOptions(read, problems);
  if (problems.length > 0 || policy === undefined) throw new InputError(problems);
  return { kind: 'policy', ...connection, ...options, policyFile, policy, warnings: [] };
}
