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
import { credentialFor, runWithoutSecrets, storedCredentials } from './credentials.ts';
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
  /** The summary and outputs that list the problems in full, where there are many (a policy file's). */
  readonly details: { readonly summary: string; readonly outputs: Readonly<Record<string, string>> };
  constructor(
    found: readonly string[],
    annotations: readonly Annotation[] = [],
    details: InputError['details'] = { summary: '', outputs: {} },
  ) {
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
    this.details = details;
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
  if (STATUSES.includes(value as Status)) return value as Status;
  const meant = STATUS_MEANT[value];
  problems.push(
    value === ''
      ? `Input \`status\` is required: ${STATUS_LIST}.`
      : `Input \`status\` must be ${STATUS_LIST}, got ${show(raw.trim())}.${meant !== undefined ? ` Did you mean ${meant}?` : ''}`,
  );
  return 'check';
}

const STATUSES: readonly Status[] = ['deprecated', 'undeprecated', 'revoked', 'unrevoked', 'check'];
const STATUS_LIST = 'deprecated, undeprecated, revoked, unrevoked or check';

/** Whether a status sets a reason and a link: those that deprecate. */
export const setsDeprecation = (status: Status): boolean => status === 'deprecated' || status === 'revoked';

/** What people write for a status, and the status they mean: the input names a state, not a verb. */
const STATUS_MEANT: Record<string, Status> = {
  deprecate: 'deprecated',
  deprecation: 'deprecated',
  revoke: 'revoked',
  revocation: 'revoked',
  unrevoke: 'unrevoked',
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

/** What the run needs the token to do: read versions, or change them. Chooses the error's advice. */
function requiredAccess(read: InputReader): 'read' | 'manage' {
  if (requestKind(read) === 'policy') return /^(true|True|TRUE)$/.test(read('dry-run').trim()) ? 'read' : 'manage';
  return read('status').trim().toLowerCase() === 'check' ? 'read' : 'manage';
}

/**
 * Where and who.
 *
 * Where: the `hostname` input, then TF_HOSTNAME, then the host in `source`, then app.terraform.io:
 * the host the workflow names. A policy file may name the host instead of TF_HOSTNAME (`preferred`),
 * but a token given without a host goes only to the host the workflow names, so that a pull request
 * editing the file cannot send it elsewhere.
 *
 * Who: the `token` input; then the tokens that name their host: TF_TOKEN_<host>, the CLI
 * configuration's `credentials "HOST"` block, a TERRAFORM_CLOUD_TOKENS entry; then TF_API_TOKEN.
 * For a host other than the workflow's, only the ones that name that host.
 */
export function parseConnection(
  read: InputReader,
  env: Record<string, string | undefined>,
  problems: string[],
  fallback?: { host: string; from: string },
  /** A host named by a file the run reads (the policy file): above TF_HOSTNAME, bound as above. */
  preferred?: { host: string; from: string },
): Connection {
  const hostnameInput = read('hostname').trim();
  const fromEnv = env.TF_HOSTNAME?.trim();
  const [namedRaw, namedFrom] = hostnameInput
    ? [hostnameInput, 'Input `hostname`']
    : fromEnv
      ? [fromEnv, 'Variable TF_HOSTNAME']
      : fallback
        ? [fallback.host, fallback.from]
        : [DEFAULT_HOSTNAME, 'The default host'];
  const parseHost = (raw: string, from: string): ServiceAddress | undefined => {
    try {
      return parseServiceAddress(raw);
    } catch (error) {
      problems.push(`${from} ${(error as Error).message}, got ${show(redactUserinfo(raw))}.`);
      return undefined;
    }
  };
  const named = preferred && !hostnameInput ? quietly(namedRaw) : parseHost(namedRaw, namedFrom);
  const fromFile = preferred !== undefined ? parseHost(preferred.host, preferred.from) : undefined;
  let service: ServiceAddress = fromFile ?? named ?? DEFAULT_SERVICE;
  // Only a policy file can name a host the workflow did not, and never against the `hostname` input.
  let elsewhere = fromFile !== undefined && named?.baseUrl !== fromFile.baseUrl;
  if (elsewhere && hostnameInput) {
    elsewhere = false;
    if (named !== undefined && fromFile !== undefined) {
      problems.push(
        `${preferred?.from} (${show(fromFile.baseUrl)}) and input \`hostname\` (${show(named.baseUrl)}) name different hosts: make them agree, or remove one.`,
      );
      service = named;
    }
  }

  const stored = storedCredentials(env);
  // A credentials file that is a device or a FIFO is a broken or hostile setup, token or not.
  problems.push(...stored.refused);
  const fromVariable = tokenFromEnvironment(service.hostname, env);
  const fromCliConfig = credentialFor(stored.cliConfig, service);
  const fromCloudTokens = credentialFor(stored.cloudTokens, service);
  const hostScoped: Array<{ token: string; source: string } | undefined> = [
    fromVariable && { token: fromVariable.token, source: `variable ${fromVariable.variable}` },
    fromCliConfig && { token: fromCliConfig.token, source: fromCliConfig.from },
    fromCloudTokens && { token: fromCloudTokens.token, source: fromCloudTokens.from },
  ];
  const generic = [
    { token: read('token').trim(), source: 'input `token`' },
    { token: env.TF_API_TOKEN?.trim() ?? '', source: 'variable TF_API_TOKEN' },
  ];
  const candidates = elsewhere ? hostScoped : [generic[0], ...hostScoped, generic[1]];
  const picked = candidates.find((c) => c !== undefined && c.token !== '');
  const token = picked?.token ?? '';
  const tokenSource = picked?.source ?? 'input `token`';

  // Said by both refusals below: the file names one host, the workflow another.
  const workflowHost = named !== undefined ? show(named.baseUrl) : show(redactUserinfo(namedRaw));
  const fileNamesOther = `${preferred?.from} names ${show(service.baseUrl)}, not the host the workflow names (${workflowHost}`;
  // `usage-token` is a token given without a host too: it follows the same rule as `token`.
  if (elsewhere && read('usage-token').trim() !== '') {
    problems.push(
      `${fileNamesOther}), and input \`usage-token\`, a token given without a host, goes only to the host the workflow names. Remove \`usage-token\` (usage is then read with the token for ${show(service.host)}), or name ${show(service.host)} in the workflow (TF_HOSTNAME or input \`hostname\`).`,
    );
  }

  const whereTokensGo = `the variable ${tokenVariableName(service.hostname)}, a \`credentials ${show(service.host)}\` block in the Terraform CLI configuration, or a TERRAFORM_CLOUD_TOKENS entry for it`;
  if (token === '' && elsewhere) {
    const generics = generic.filter((g) => g.token !== '').map((g) => g.source);
    problems.push(
      `${fileNamesOther}, from ${namedFrom.replace(/^The/, 'the').replace(/^(Input|Variable)/, (w) => w.toLowerCase())}). A token given without a host (${generics.length > 0 ? generics.join(' and ') : 'input `token`, TF_API_TOKEN'}) goes only to the host the workflow names, so that a change to the file cannot send it elsewhere. To use ${show(service.host)}, name it in the workflow (TF_HOSTNAME or input \`hostname\`), or give it a token of its own: ${whereTokensGo}.`,
    );
  } else if (token === '') {
    const access =
      requiredAccess(read) === 'read'
        ? 'an API token of a member of the organization (reading versions needs no other permission)'
        : 'an API token with the "manage private registry" permission (a user token of a member who has it, or an owners team token)';
    const why = runWithoutSecrets(env);
    problems.push(
      [
        `Input \`token\` is required: set it, or ${whereTokensGo}, or TF_API_TOKEN, to ${access}.`,
        ...stored.notes,
        ...(why !== undefined ? [why] : []),
      ].join(' '),
    );
  } else if (/[^\x21-\x7e]/.test(token)) {
    // Never echo the value: it is a secret even when malformed. An HTTP header carries ASCII only.
    problems.push(
      `Input \`token\` (from ${tokenSource}) must not contain whitespace or control characters, and must be ASCII.`,
    );
  }
  return { service, token, tokenSource };
}

const DEFAULT_SERVICE: ServiceAddress = {
  baseUrl: `https://${DEFAULT_HOSTNAME}`,
  host: DEFAULT_HOSTNAME,
  hostname: DEFAULT_HOSTNAME,
};

/** A host the workflow names, parsed without reporting a problem: it may not be the one used. */
function quietly(raw: string): ServiceAddress | undefined {
  try {
    return parseServiceAddress(raw);
  } catch {
    return undefined;
  }
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

/**
 * Every token the run could use, as early as possible, so the runner masks them before anything
 * else can print one: the input, every TF_API_TOKEN / TF_TOKEN_* variable, and every credential
 * in the CLI configuration and TERRAFORM_CLOUD_TOKENS, whichever host it is for.
 */
export function tokenCandidates(read: InputReader, env: Record<string, string | undefined>): string[] {
  const fromEnv = Object.entries(env)
    .filter(([name]) => name === 'TF_API_TOKEN' || /^TF_TOKEN_/i.test(name))
    .map(([, value]) => value ?? '');
  const found = [read('token'), read('usage-token'), ...fromEnv, ...storedCredentials(env).secrets].map((t) =>
    t.trim(),
  );
  return [...new Set(found.filter((t) => t !== ''))];
}

const statusOnly = (what: string, status: Status): string =>
  `${what} used only with status deprecated or revoked; ignored for ${status}.`;

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
  if (!setsDeprecation(status) && (reason !== '' || link !== '')) {
    warnings.push(statusOnly('Inputs `reason` and `link` are', status));
  }
  if (setsDeprecation(status) && reason === '') {
    warnings.push(
      `No \`reason\` given: consumers will see the ${status === 'revoked' ? 'revocation' : 'deprecation'} without an explanation.`,
    );
  }
  return { reason, link };
}

/** `keep-latest`: the N newest released versions are never deprecated nor revoked. */
export function parseKeepLatest(read: InputReader, status: Status, problems: string[], warnings: string[]): number {
  const raw = read('keep-latest').trim();
  if (raw === '') return 0;
  let keepLatest = 0;
  if (/^\d{1,4}$/.test(raw)) keepLatest = Number(raw);
  else problems.push(`Input \`keep-latest\` must be a whole number from 0 to 9999, got ${show(raw)}.`);
  if (!setsDeprecation(status) && keepLatest > 0) warnings.push(statusOnly('Input `keep-latest` is', status));
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

/** Verifying concerns writes only: a dry run or a check writes nothing, so its line says so. */
export const runOptionsLine = (options: RunOptions, writes = true): InputLine =>
  options.dryRun || !writes
    ? ['Dry run', `${options.dryRun}${writes ? ' (nothing is written, so nothing is verified)' : ''}`]
    : ['Dry run', `false; verify: ${options.verify ? `yes, up to ${options.verifyTimeoutMs / 1000} s` : 'no'}`];
