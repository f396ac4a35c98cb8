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
import { VersionSyntaxError, parseVersionSelector, type VersionSelector } from './versions/selection.ts';

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
  /** Things worth a warning that do not stop the step. */
  readonly warnings: readonly string[];
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

export const MAX_REASON_LENGTH = 1000;
export const MAX_LINK_LENGTH = 2048;
const MAX_VERSION_INPUT_LENGTH = 10_000;

/** Shows a user's value in an error safely: quoted, control characters escaped, clipped. */
export function show(value: string): string {
  const clipped = value.length > 60 ? `${value.slice(0, 60)}…` : value;
  return JSON.stringify(clipped);
}

const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;

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

/** An absolute http(s) URL with a host, and nothing a browser would run. */
export function validateLink(raw: string): string | undefined {
  if (raw.length > MAX_LINK_LENGTH) return `must be at most ${MAX_LINK_LENGTH} characters`;
  if (/\s/.test(raw) || CONTROL.test(raw)) return 'must not contain whitespace or control characters';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'must be an absolute http(s) URL such as https://example.com/upgrade-guide';
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname === '') {
    return 'must be an absolute http(s) URL such as https://example.com/upgrade-guide';
  }
  if (url.username !== '' || url.password !== '') return 'must not contain credentials: every consumer sees it';
  return undefined;
}

export function parseInputs(read: InputReader, env: Record<string, string | undefined>): ActionRequest {
  const problems: string[] = [];
  const warnings: string[] = [];
  const input = (name: string): string => read(name).trim();

  const mode = parseMode(read('status'), problems);

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

  const hostnameInput = input('hostname');
  const hostnameRaw = hostnameInput || env.TF_HOSTNAME?.trim() || source?.host || DEFAULT_HOSTNAME;
  const hostnameFrom = hostnameInput
    ? 'Input `hostname`'
    : env.TF_HOSTNAME?.trim()
      ? 'Variable TF_HOSTNAME'
      : source?.host
        ? 'The host in `source`'
        : 'Input `hostname`';
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
  if (source?.host !== undefined && source.host !== service.host.toLowerCase() && source.host !== service.hostname) {
    problems.push(
      `Input \`source\` names host ${show(source.host)} but the service is ${show(service.host)}: make \`hostname\` and \`source\` agree.`,
    );
  }

  // Who: the input first, then Terraform's own per-host variable, then TF_API_TOKEN.
  let token = input('token');
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

  // What: organization, then the module's parts.
  const part = (name: string, kind: Parameters<typeof validatePart>[0], value: string): string => {
    try {
      return validatePart(kind, value);
    } catch (error) {
      problems.push(`Input \`${name}\` ${(error as Error).message}, got ${show(value)}.`);
      return value;
    }
  };
  const organizationRaw = input('organization') || env.TF_CLOUD_ORGANIZATION?.trim() || source?.module.namespace || '';
  const organization =
    organizationRaw === ''
      ? (problems.push('Input `organization` is required (or the variable TF_CLOUD_ORGANIZATION, or `source`).'), '')
      : part('organization', 'organization', organizationRaw);

  let module: ModuleAddress = source?.module ?? { namespace: '', name: '', provider: '' };
  if (sourceRaw === '') {
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

  // Which versions.
  const versionRaw = read('version');
  let versions: VersionSelector = { kind: 'list', versions: [] };
  if (versionRaw.trim() === '') {
    problems.push('Input `version` is required: one version, or several separated by commas or newlines.');
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

  const dryRun = parseBoolean('dry-run', read('dry-run'), false, problems);
  const verify = parseBoolean('verify', read('verify'), true, problems);
  const failOnDeprecated = parseBoolean('fail-on-deprecated', read('fail-on-deprecated'), true, problems);
  const verifyTimeout = parseSeconds('verify-timeout', read('verify-timeout'), 30, 3600, problems);
  const requestTimeout = parseSeconds('request-timeout', read('request-timeout'), 30, 600, problems);
  if (read('request-timeout').trim() !== '' && requestTimeout === 0) {
    problems.push('Input `request-timeout` must be more than 0 seconds.');
  }

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
    dryRun,
    verify,
    verifyTimeoutMs: verifyTimeout * 1000,
    requestTimeoutMs: requestTimeout * 1000,
    failOnDeprecated,
    warnings,
  };
}

/** The token as early as possible, so the runner masks it before anything else can print it. */
export function tokenCandidates(read: InputReader, env: Record<string, string | undefined>): string[] {
  const fromEnv = Object.entries(env)
    .filter(([name]) => name === 'TF_API_TOKEN' || /^TF_TOKEN_/i.test(name))
    .map(([, value]) => value ?? '');
  return [read('token'), ...fromEnv].map((t) => t.trim()).filter((t) => t !== '');
}
