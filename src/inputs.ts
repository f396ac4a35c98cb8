/**
 * Every input is read and checked here, once, before any request. The result is a typed,
 * validated request; every mistake found is reported at once, each naming its input.
 */
import {
  DEFAULT_HOSTNAME,
  parseModuleSource,
  parseServiceAddress,
  redactUserinfo,
  tokenFromEnvironment,
  tokenVariableName,
  validatePart,
  type ModuleAddress,
  type ServiceAddress,
} from './registry/address.ts';
import type { DesiredState } from './registry/client.ts';
import type { GateRequest } from './gate/check.ts';
import { parseGateInputs } from './gate/inputs.ts';
import { VersionSyntaxError, parseVersionSelector, type VersionSelector } from './versions/selection.ts';
import { CONTROL, MAX_REASON_LENGTH, show, validateLink } from './validation.ts';
import { PolicyError, parsePolicy, type Policy } from './policy/load.ts';

export type Mode = 'deprecated' | 'undeprecated' | 'check';

export interface ActionRequest {
  readonly service: ServiceAddress;
  readonly token: string;
  /** Where the token came from, for the log: an input or a variable name, never the value. */
  readonly tokenSource: string;
  readonly organization: string;
  readonly module: ModuleAddress;
  readonly versions: VersionSelector;
  readonly mode: Mode;
  /** The state to reach; undefined in check mode. */
  readonly desired: DesiredState | undefined;
  readonly dryRun: boolean;
  readonly verify: boolean;
  readonly verifyTimeoutMs: number;
  readonly requestTimeoutMs: number;
  readonly failOnDeprecated: boolean;
  /** With `deprecated`: the N newest released versions are never deprecated. */
  readonly keepLatest: number;
  /** Things worth a warning that do not stop the step. */
  readonly warnings: readonly string[];
  /** With `config-directory`: check the module calls of configurations instead of one module. */
  readonly gate?: GateRequest;
}

/** One or more inputs are wrong. The message lists each, naming the input. */
export class InputError extends Error {
  override name = 'InputError';
  readonly problems: readonly string[];
  constructor(found: readonly string[]) {
    // Values are quoted with JSON.stringify, which leaves DEL, C1 controls and line separators raw.
    const problems = found.map((p) =>
      p.replace(/[\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
    );
    super(
      problems.length === 1
        ? (problems[0] as string)
        : `${problems.length} inputs are invalid:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.problems = problems;
  }
}

/** Reads an input's raw value; '' when not set. */
export type InputReader = (name: string) => string;

const MAX_VERSION_INPUT_LENGTH = 10_000;

export function parseBoolean(name: string, raw: string, fallback: boolean, problems: string[]): boolean {
  const value = raw.trim();
  if (value === '') return fallback;
  if (/^(true|True|TRUE)$/.test(value)) return true;
  if (/^(false|False|FALSE)$/.test(value)) return false;
  problems.push(`Input \`${name}\` must be true or false, got ${show(value)}.`);
  return fallback;
}

function parseSeconds(name: string, raw: string, fallback: number, max: number, problems: string[]): number {
  const value = raw.trim();
  if (value === '') return fallback;
  if (!/^\d+(\.\d+)?$/.test(value) || Number(value) > max) {
    problems.push(`Input \`${name}\` must be a number of seconds from 0 to ${max}, got ${show(value)}.`);
    return fallback;
  }
  return Number(value);
}

export function parseMode(raw: string, problems: string[]): Mode {
  const value = raw.trim().toLowerCase();
  if (value === 'deprecated' || value === 'undeprecated' || value === 'check') return value;
  problems.push(
    value === ''
      ? 'Input `status` is required: deprecated, undeprecated or check.'
      : `Input \`status\` must be deprecated, undeprecated or check, got ${show(raw.trim())}.`,
  );
  return 'check';
}

export interface Connection {
  readonly service: ServiceAddress;
  readonly token: string;
  /** Where the token came from, for the log: an input or a variable name, never the value. */
  readonly tokenSource: string;
}

/**
 * Where and who: the `hostname` input, then the policy file's `hostname`, then TF_HOSTNAME, then
 * the host in `source`, then app.terraform.io; the `token` input, then Terraform's own
 * TF_TOKEN_<host>, then TF_API_TOKEN.
 */
export function parseConnection(
  read: InputReader,
  env: Record<string, string | undefined>,
  problems: string[],
  fallback?: { host: string; from: string },
  /** A host named by the run's own configuration (the policy file): above TF_HOSTNAME. */
  preferred?: { host: string; from: string },
): Connection {
  const hostnameInput = read('hostname').trim();
  const fromEnv = env.TF_HOSTNAME?.trim();
  const [hostnameRaw, hostnameFrom] = hostnameInput
    ? [hostnameInput, 'Input `hostname`']
    : preferred
      ? [preferred.host, preferred.from]
      : fromEnv
        ? [fromEnv, 'Variable TF_HOSTNAME']
        : fallback
          ? [fallback.host, fallback.from]
          : [DEFAULT_HOSTNAME, 'Input `hostname`'];
  let service: ServiceAddress = {
    baseUrl: `https://${DEFAULT_HOSTNAME}`,
    host: DEFAULT_HOSTNAME,
    hostname: DEFAULT_HOSTNAME,
  };
  try {
    service = parseServiceAddress(hostnameRaw);
  } catch (error) {
    problems.push(`${hostnameFrom} ${(error as Error).message}, got ${show(redactUserinfo(hostnameRaw))}.`);
  }

  let token = read('token').trim();
  let tokenSource = 'input `token`';
  if (token === '') {
    const fromHost = tokenFromEnvironment(service.hostname, env);
    if (fromHost !== undefined) {
      token = fromHost.token;
      tokenSource = `variable ${fromHost.variable}`;
    } else if (env.TF_API_TOKEN?.trim()) {
      token = env.TF_API_TOKEN.trim();
      tokenSource = 'variable TF_API_TOKEN';
    }
  }
  if (token === '') {
    problems.push(
      `Input \`token\` is required: set it, or the variable ${tokenVariableName(service.hostname)} or TF_API_TOKEN, to an API token with the "manage private registry" permission.`,
    );
  } else if (/[^\x21-\x7e]/.test(token)) {
    // Never echo the value: it is a secret even when malformed. An HTTP header carries ASCII only.
    problems.push(
      `Input \`token\` (from ${tokenSource}) must not contain whitespace or control characters, and must be ASCII.`,
    );
  }
  return { service, token, tokenSource };
}

export interface RunOptions {
  readonly dryRun: boolean;
  readonly verify: boolean;
  readonly verifyTimeoutMs: number;
  readonly requestTimeoutMs: number;
}

/** The inputs every mode shares: dry run, verification and timeouts. */
export function parseRunOptions(read: InputReader, problems: string[]): RunOptions {
  const dryRun = parseBoolean('dry-run', read('dry-run'), false, problems);
  const verify = parseBoolean('verify', read('verify'), true, problems);
  const verifyTimeout = parseSeconds('verify-timeout', read('verify-timeout'), 30, 3600, problems);
  const requestTimeout = parseSeconds('request-timeout', read('request-timeout'), 30, 600, problems);
  if (read('request-timeout').trim() !== '' && requestTimeout === 0) {
    problems.push('Input `request-timeout` must be more than 0 seconds.');
  }
  return { dryRun, verify, verifyTimeoutMs: verifyTimeout * 1000, requestTimeoutMs: requestTimeout * 1000 };
}

export function parseInputs(read: InputReader, env: Record<string, string | undefined>): ActionRequest {
  const problems: string[] = [];
  const warnings: string[] = [];
  const input = (name: string): string => read(name).trim();

  const mode = parseMode(read('status'), problems);
  // The gate finds its modules and versions in configurations, so it needs neither.
  const gateMode = input('config-directory') !== '';

  // Where: `source` may carry the host; the `hostname` input and TF_HOSTNAME come next.
  const sourceRaw = input('source');
  let source: ReturnType<typeof parseModuleSource> | undefined;
  if (sourceRaw !== '') {
    try {
      source = parseModuleSource(sourceRaw);
    } catch (error) {
      problems.push(`Input \`source\` ${(error as Error).message}, got ${show(redactUserinfo(sourceRaw))}.`);
    }
    const conflicting = ['module', 'provider', 'namespace'].filter((n) => input(n) !== '');
    if (conflicting.length > 0) {
      problems.push(
        `Input \`source\` cannot be combined with ${conflicting.map((n) => `\`${n}\``).join(', ')}: give either \`source\` or the separate parts.`,
      );
    }
  }

  const { service, token, tokenSource } = parseConnection(
    read,
    env,
    problems,
    source?.host !== undefined ? { host: source.host, from: 'The host in `source`' } : undefined,
  );
  if (source?.host !== undefined && source.host !== service.host.toLowerCase() && source.host !== service.hostname) {
    problems.push(
      `Input \`source\` names host ${show(source.host)} but the service is ${show(service.host)}: make \`hostname\` and \`source\` agree.`,
    );
  }

  // What: organization, then the module's parts.
  const part = (name: string, kind: Parameters<typeof validatePart>[0], value: string): string => {
    try {
      return validatePart(kind, value);
    } catch (error) {
      problems.push(`Input \`${name}\` ${(error as Error).message}, got ${show(value)}.`);
      return value;
    }
  };
  // A namespace written in `source` names the organization more precisely than a variable set for
  // a whole workflow: the private registry's namespace is its organization.
  const organizationRaw = input('organization') || source?.module.namespace || env.TF_CLOUD_ORGANIZATION?.trim() || '';
  const organization =
    organizationRaw === ''
      ? gateMode
        ? ''
        : (problems.push('Input `organization` is required (or the variable TF_CLOUD_ORGANIZATION, or `source`).'), '')
      : part('organization', 'organization', organizationRaw);

  let module: ModuleAddress = source?.module ?? { namespace: '', name: '', provider: '' };
  if (sourceRaw === '' && !gateMode) {
    const name = input('module');
    const provider = input('provider');
    if (name === '') problems.push('Input `module` is required (or give `source`): the module name, e.g. vpc.');
    if (provider === '')
      problems.push('Input `provider` is required (or give `source`): the module provider, e.g. aws.');
    module = {
      // With no organization there is no default namespace, and that is already reported.
      namespace:
        input('namespace') || organization ? part('namespace', 'namespace', input('namespace') || organization) : '',
      name: name === '' ? '' : part('module', 'module', name),
      provider: provider === '' ? '' : part('provider', 'provider', provider),
    };
  }
  // The management API addresses a private module as organization/namespace and answers 404 when
  // they differ: say so now instead of after the read.
  if (
    (mode === 'deprecated' || mode === 'undeprecated') &&
    organization !== '' &&
    module.namespace !== '' &&
    organization.toLowerCase() !== module.namespace.toLowerCase()
  ) {
    problems.push(
      `Input \`organization\` (${show(organization)}) and the module's namespace (${show(module.namespace)}) differ: a private module's namespace is its organization, and the service refuses changes to it from another organization.`,
    );
  }

  // Which versions.
  const versionRaw = read('version');
  let versions: VersionSelector = { kind: 'list', versions: [] };
  if (versionRaw.trim() === '') {
    if (!gateMode)
      problems.push(
        'Input `version` is required: one version, several separated by commas or newlines, or a constraint such as "< 2.0.0".',
      );
  } else if (versionRaw.length > MAX_VERSION_INPUT_LENGTH) {
    problems.push(`Input \`version\` must be at most ${MAX_VERSION_INPUT_LENGTH} characters.`);
  } else {
    try {
      versions = parseVersionSelector(versionRaw);
    } catch (error) {
      if (!(error instanceof VersionSyntaxError)) throw error;
      problems.push(`Input \`version\`: ${error.message}.`);
    }
  }

  // The deprecation itself.
  const reason = input('reason');
  const link = input('link');
  if (reason.length > MAX_REASON_LENGTH) {
    problems.push(`Input \`reason\` must be at most ${MAX_REASON_LENGTH} characters, got ${reason.length}.`);
  } else if (CONTROL.test(reason)) {
    problems.push('Input `reason` must not contain control characters (newlines and tabs are fine).');
  }
  if (link !== '') {
    const problem = validateLink(link);
    if (problem !== undefined) problems.push(`Input \`link\` ${problem}, got ${show(redactUserinfo(link))}.`);
  }
  if (mode !== 'deprecated' && (reason !== '' || link !== '')) {
    warnings.push(`Inputs \`reason\` and \`link\` are used only with status deprecated; ignored for ${mode}.`);
  }
  if (mode === 'deprecated' && reason === '') {
    warnings.push('No `reason` given: consumers will see the deprecation without an explanation.');
  }

  const failOnDeprecated = parseBoolean('fail-on-deprecated', read('fail-on-deprecated'), true, problems);
  const options = parseRunOptions(read, problems);

  const keepLatestRaw = input('keep-latest');
  let keepLatest = 0;
  if (keepLatestRaw !== '') {
    if (/^\d{1,4}$/.test(keepLatestRaw)) keepLatest = Number(keepLatestRaw);
    else problems.push(`Input \`keep-latest\` must be a whole number from 0 to 9999, got ${show(keepLatestRaw)}.`);
    if (mode !== 'deprecated' && keepLatest > 0) {
      warnings.push(`Input \`keep-latest\` is used only with status deprecated; ignored for ${mode}.`);
    }
  }

  const gate = gateMode ? parseGateInputs(input, mode === 'check', env, process.cwd(), problems) : undefined;

  if (problems.length > 0) throw new InputError(problems);

  const desired: DesiredState | undefined =
    mode === 'deprecated'
      ? { deprecated: true, reason, link }
      : mode === 'undeprecated'
        ? { deprecated: false }
        : undefined;
  return {
    service,
    token,
    tokenSource,
    organization,
    module,
    versions,
    mode,
    desired,
    ...options,
    failOnDeprecated,
    keepLatest,
    warnings,
    ...(gate !== undefined && { gate: { ...gate, ...(organization !== '' && { organization }) } }),
  };
}

/** The token as early as possible, so the runner masks it before anything else can print it. */
export function tokenCandidates(read: InputReader, env: Record<string, string | undefined>): string[] {
  const fromEnv = Object.entries(env)
    .filter(([name]) => name === 'TF_API_TOKEN' || /^TF_TOKEN_/i.test(name))
    .map(([, value]) => value ?? '');
  return [read('token'), ...fromEnv].map((t) => t.trim()).filter((t) => t !== '');
}

/** A run driven by a policy file instead of per-module inputs. */
export interface PolicyRequest extends Connection, RunOptions {
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
export function parsePolicyInputs(
  read: InputReader,
  env: Record<string, string | undefined>,
  readText: (path: string) => string,
): PolicyRequest {
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
  return { ...connection, ...options, policyFile, policy, warnings: [] };
}
