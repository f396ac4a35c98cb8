/**
 * The request: what a run was asked to do, chosen once from the inputs, typed and validated.
 * Each mode parses its own member (`single/inputs.ts`, `policy/inputs.ts`, `gate/inputs.ts`);
 * this file holds what they share: the error that lists every problem at once, the connection
 * (where and with which token), the run options, and small field checks.
 */
import {
  DEFAULT_HOSTNAME,
  parseServiceAddress,
  redactUserinfo,
  tokenFromEnvironment,
  tokenVariableName,
  validatePart,
  type AddressPart,
} from './address.ts';
import type { Log, ServiceAddress, Status } from './model.ts';
import type { Annotation } from './report.ts';
import { CONTROL_IN_TEXT, MAX_REASON_LENGTH, show, validateLink } from './validation.ts';
import type { SingleRequest } from './single/inputs.ts';
import type { PolicyRequest } from './policy/inputs.ts';
import type { GateModeRequest } from './gate/inputs.ts';

export type Request = SingleRequest | PolicyRequest | GateModeRequest;
export type RequestKind = Request['kind'];

/** Environment variables, as the runner passes them. */
export type Env = Record<string, string | undefined>;

/**
 * Which mode the inputs ask for: a policy file replaces the per-module inputs, a configuration
 * directory asks for the gate, anything else is one module's versions.
 */
export function requestKind(read: InputReader): RequestKind {
  if (read('policy-file').trim() !== '') return 'policy';
  if (read('config-directory').trim() !== '') return 'gate';
  return 'single';
}

/** One or more inputs are wrong. The message lists each, naming the input. */
export class InputError extends Error {
  override name = 'InputError';
  readonly problems: readonly string[];
  /** Problems that have a place in a file of the repository (a policy file's line), to annotate. */
  readonly annotations: readonly Annotation[];
  constructor(found: readonly string[], annotations: readonly Annotation[] = []) {
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
    this.annotations = annotations;
  }
}

/** Reads an input's raw value; '' when not set. */
export type InputReader = (name: string) => string;

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

/** The `status` input. */
export function parseStatus(raw: string, problems: string[]): Status {
  const value = raw.trim().toLowerCase();
  if (value === 'deprecated' || value === 'undeprecated' || value === 'check') return value;
  const meant = STATUS_MEANT[value];
  problems.push(
    value === ''
      ? 'Input `status` is required: deprecated, undeprecated or check.'
      : `Input \`status\` must be deprecated, undeprecated or check, got ${show(raw.trim())}.${meant !== undefined ? ` Did you mean ${meant}?` : ''}`,
  );
  return 'check';
}

/** What people write for a status, and the status they mean: the input names a state, not a verb. */
const STATUS_MEANT: Record<string, Status> = {
  deprecate: 'deprecated',
  deprecation: 'deprecated',
  undeprecate: 'undeprecated',
  revert: 'undeprecated',
  reverted: 'undeprecated',
  active: 'undeprecated',
  checked: 'check',
  status: 'check',
};

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

/** The token as early as possible, so the runner masks it before anything else can print it. */
export function tokenCandidates(read: InputReader, env: Record<string, string | undefined>): string[] {
  const fromEnv = Object.entries(env)
    .filter(([name]) => name === 'TF_API_TOKEN' || /^TF_TOKEN_/i.test(name))
    .map(([, value]) => value ?? '');
  return [read('token'), ...fromEnv].map((t) => t.trim()).filter((t) => t !== '');
}

const statusOnly = (what: string, status: Status): string =>
  `${what} used only with status deprecated; ignored for ${status}.`;

/** `reason` and `link`: checked in every mode, used only to deprecate. */
export function parseDeprecationText(
  read: InputReader,
  status: Status,
  problems: string[],
  warnings: string[],
): { reason: string; link: string } {
  const reason = read('reason').trim();
  const link = read('link').trim();
  if (reason.length > MAX_REASON_LENGTH) {
    problems.push(`Input \`reason\` must be at most ${MAX_REASON_LENGTH} characters, got ${reason.length}.`);
  } else if (CONTROL_IN_TEXT.test(reason)) {
    problems.push('Input `reason` must not contain control characters (newlines and tabs are fine).');
  }
  if (link !== '') {
    const problem = validateLink(link);
    if (problem !== undefined) problems.push(`Input \`link\` ${problem}, got ${show(redactUserinfo(link))}.`);
  }
  if (status !== 'deprecated' && (reason !== '' || link !== '')) {
    warnings.push(statusOnly('Inputs `reason` and `link` are', status));
  }
  if (status === 'deprecated' && reason === '') {
    warnings.push('No `reason` given: consumers will see the deprecation without an explanation.');
  }
  return { reason, link };
}

/** `keep-latest`: the N newest released versions are never deprecated. */
export function parseKeepLatest(read: InputReader, status: Status, problems: string[], warnings: string[]): number {
  const raw = read('keep-latest').trim();
  if (raw === '') return 0;
  let keepLatest = 0;
  if (/^\d{1,4}$/.test(raw)) keepLatest = Number(raw);
  else problems.push(`Input \`keep-latest\` must be a whole number from 0 to 9999, got ${show(raw)}.`);
  if (status !== 'deprecated' && keepLatest > 0) warnings.push(statusOnly('Input `keep-latest` is', status));
  return keepLatest;
}

/** A part of a module address from an input, checked; the problem names the input. */
export function parsePart(name: string, kind: AddressPart, value: string, problems: string[]): string {
  try {
    return validatePart(kind, value);
  } catch (error) {
    problems.push(`Input \`${name}\` ${(error as Error).message}, got ${show(value)}.`);
    return value;
  }
}

/** One line of the "Inputs" log group: a label and what the run makes of it. */
export type InputLine = readonly [label: string, value: string];

/** The "Inputs" group every mode starts its log with: warnings first, then one line per input. */
export async function logInputs(log: Log, warnings: readonly string[], lines: readonly InputLine[]): Promise<void> {
  await log.group('Inputs', async () => {
    for (const warning of warnings) log.warning(warning);
    for (const [label, value] of lines) log.info(`${`${label}:`.padEnd(14)}${value}`);
  });
}

export const serviceLine = (connection: Connection): InputLine => [
  'Service',
  `${connection.service.baseUrl} (token from ${connection.tokenSource})`,
];

export const runOptionsLine = (options: RunOptions): InputLine => [
  'Dry run',
  `${options.dryRun}; verify: ${options.verify ? `yes, up to ${options.verifyTimeoutMs / 1000} s` : 'no'}`,
];
