/**
 * Where the service is (host) and who the run is (token, from an input, a variable or a credentials file), chosen
 * under the rules below; and every token the run could use, for the runner to mask first.
 */
import {
  DEFAULT_HOSTNAME,
  parseServiceAddress,
  redactUserinfo,
  tokenFromEnvironment,
  tokenVariableName,
} from './address.ts';
import { credentialFor, runWithoutSecrets, storedCredentials } from './credentials.ts';
import type { Command, ServiceAddress, Wording } from './model.ts';
import type { Given } from './settings/read.ts';
import { initial } from './wording.ts';
import { show } from './text.ts';

export interface Connection {
  readonly service: ServiceAddress;
  readonly token: string;
  /** Where the token came from, for the log: an input or a variable name, never the value. */
  readonly tokenSource: string;
}

/** What the token must do, for the error's advice. */
function requiredAccess(command: Command): 'read' | 'manage' {
  if (command.name === 'policy') return command.settings.dryRun ? 'read' : 'manage';
  return ['check', 'usage', 'gate', 'report', 'campaign'].includes(command.name) ? 'read' : 'manage';
}

/**
 * Where: the `hostname` input, then TF_HOSTNAME, then the host in `source`, then app.terraform.io: the host the
 * workflow names. A policy file may name the host instead of TF_HOSTNAME (`preferred`), but a token given without a
 * host goes only to the host the workflow names, so that a pull request editing the file cannot send it elsewhere.
 * Who: the `token` input; then the tokens that name their host (TF_TOKEN_<host>, the CLI configuration's
 * `credentials "HOST"` block, a TERRAFORM_CLOUD_TOKENS entry); then TF_API_TOKEN. For a host other than the
 * workflow's, only the ones that name that host.
 */
export function parseConnection(
  command: Command,
  env: Record<string, string | undefined>,
  problems: string[],
  words: Wording,
  fallback?: { host: string; from: string },
  /** A host named by a file the run reads (the policy file): above TF_HOSTNAME, bound as above. */
  preferred?: { host: string; from: string },
): Connection {
  const { settings } = command;
  const hostnameInput = settings.hostname;
  const fromEnv = env.TF_HOSTNAME?.trim();
  const [namedRaw, namedFrom] = hostnameInput
    ? [hostnameInput, initial(words.input('hostname'))]
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
  let fromFile = preferred !== undefined ? parseHost(preferred.host, preferred.from) : undefined;
  // The same host with another scheme: a file that writes none takes the workflow's; another scheme is refused.
  if (
    fromFile !== undefined &&
    named !== undefined &&
    fromFile.host === named.host &&
    fromFile.baseUrl !== named.baseUrl
  ) {
    if (SCHEME.test(preferred?.host.trim() ?? '')) {
      problems.push(
        `${preferred?.from} names ${show(fromFile.baseUrl)} and ${lowerFirst(namedFrom)} ${show(named.baseUrl)}: the same host (${named.host}) with another scheme: ${schemeOf(fromFile)} in the file, ${schemeOf(named)} in ${words.setup}. Write the same scheme in both, or leave it out of the file, which then takes ${words.setup}'s.`,
      );
    }
    fromFile = named;
  }
  let service: ServiceAddress = fromFile ?? named ?? DEFAULT_SERVICE;
  // Only a policy file can name a host the workflow did not, and never against the `hostname` input.
  let elsewhere = fromFile !== undefined && named?.baseUrl !== fromFile.baseUrl;
  if (elsewhere && hostnameInput) {
    elsewhere = false;
    if (named !== undefined && fromFile !== undefined) {
      problems.push(
        `${preferred?.from} (${show(fromFile.baseUrl)}) and ${words.input('hostname')} (${show(named.baseUrl)}) name different hosts: make them agree, or remove one.`,
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
    { token: settings.token, source: words.input('token') },
    { token: env.TF_API_TOKEN?.trim() ?? '', source: 'variable TF_API_TOKEN' },
  ];
  const candidates = elsewhere ? hostScoped : [generic[0], ...hostScoped, generic[1]];
  const picked = candidates.find((c) => c !== undefined && c.token !== '');
  const token = picked?.token ?? '';
  const tokenSource = picked?.source ?? words.input('token');

  // Said by both refusals below: the file names one host, the workflow (or command line) another.
  const workflowHost = named !== undefined ? show(named.baseUrl) : show(redactUserinfo(namedRaw));
  const fileNamesOther = `${preferred?.from} names ${show(service.baseUrl)}, not the host ${words.setup} names (${workflowHost}`;
  const nameTheHost = `name ${show(service.host)} in ${words.setup} (TF_HOSTNAME or ${words.input('hostname')})`;
  // `usageToken` is a token given without a host too: it follows the same rule as `token`.
  if (elsewhere && settings.usageToken !== '') {
    problems.push(
      `${fileNamesOther}), and ${words.input('usageToken')}, a token given without a host, goes only to the host ${words.setup} names. Remove ${words.name('usageToken')} (usage is then read with the token for ${show(service.host)}), or ${nameTheHost}.`,
    );
  }

  const whereTokensGo = `the variable ${tokenVariableName(service.hostname)}, a \`credentials ${show(service.host)}\` block in the Terraform CLI configuration, or a TERRAFORM_CLOUD_TOKENS entry for it`;
  if (token === '' && elsewhere) {
    const generics = generic.filter((g) => g.token !== '').map((g) => g.source);
    problems.push(
      `${fileNamesOther}, from ${lowerFirst(namedFrom)}). A token given without a host (${generics.length > 0 ? generics.join(' and ') : `${words.takes('token') ? `${words.input('token')}, ` : ''}TF_API_TOKEN`}) goes only to the host ${words.setup} names, so that a change to the file cannot send it elsewhere. To use ${show(service.host)}, ${nameTheHost}, or give it a token of its own: ${whereTokensGo}.`,
    );
  } else if (token === '') {
    const access =
      requiredAccess(command) === 'read'
        ? 'an API token of a member of the organization (reading versions needs no other permission)'
        : 'an API token with the "manage private registry" permission (a user token of a member who has it, or an owners team token)';
    const why = runWithoutSecrets(env);
    problems.push(
      [
        words.takes('token')
          ? `${initial(words.input('token'))} is required: set it, or ${whereTokensGo}, or TF_API_TOKEN, to ${access}.`
          : `A token is required: set ${whereTokensGo}, or TF_API_TOKEN, to ${access}.`,
        ...stored.notes,
        ...(why !== undefined ? [why] : []),
      ].join(' '),
    );
  } else if (/[^\x21-\x7e]/.test(token)) {
    // Never echo the value: it is a secret even when malformed. An HTTP header carries ASCII only.
    problems.push(
      `${words.takes('token') ? initial(words.input('token')) : 'The token'} (from ${tokenSource}) must not contain whitespace or control characters, and must be ASCII.`,
    );
  }
  return { service, token, tokenSource };
}

/** A host written with its scheme (`https://tfe.example.com`), not bare. */
const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
const schemeOf = (service: ServiceAddress): string => `${service.baseUrl.slice(0, service.baseUrl.indexOf('//'))}//`;
const lowerFirst = (from: string): string => from.replace(/^(The|Input|Variable)\b/, (w) => w.toLowerCase());

const DEFAULT_SERVICE: ServiceAddress = {
  baseUrl: `https://${DEFAULT_HOSTNAME}`,
  host: DEFAULT_HOSTNAME,
  hostname: DEFAULT_HOSTNAME,
};

/** Parsed without reporting a problem: it may not be the host used. */
function quietly(raw: string): ServiceAddress | undefined {
  try {
    return parseServiceAddress(raw);
  } catch {
    return undefined;
  }
}

/**
 * Every token the run could use, for the runner to mask before anything can print one: the input, every TF_API_TOKEN
 * and TF_TOKEN_* variable, and every stored credential, whichever host it is for.
 */
export function tokenCandidates(given: Given, env: Record<string, string | undefined>): string[] {
  const fromEnv = Object.entries(env)
    .filter(([name]) => name === 'TF_API_TOKEN' || /^TF_TOKEN_/i.test(name))
    .map(([, value]) => value ?? '');
  const text = (value: ReturnType<Given['value']>): string => (typeof value === 'string' ? value : '');
  const found = [
    text(given.value('token')),
    text(given.value('usageToken')),
    text(given.value('githubToken')),
    ...fromEnv,
    ...storedCredentials(env).secrets,
  ].map((t) => t.trim());
  return [...new Set(found.filter((t) => t !== ''))];
}
