/**
 * Tokens users already keep for Terraform: the `credentials "HOST"` blocks of the Terraform CLI configuration (what
 * setup-terraform and `terraform login` write), and TERRAFORM_CLOUD_TOKENS' `host=token` lines (dflook's convention).
 * Each names its host and only ever goes to it.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { comparableHost } from './address.ts';
import { FileRefusedError, formatBytes, readBoundedSync } from './files/read-bounded.ts';
import { FILE_LIMITS } from './files/limits.ts';
import { showFile } from './text.ts';
import { parseCliConfig } from './credentials/cli-config.ts';
import type { Found, HostCredential } from './credentials/found.ts';
import type { Given } from './settings/read.ts';
import { SETTING_KEYS } from './settings/table.ts';

type Env = Record<string, string | undefined>;

interface StoredCredentials {
  /** Credentials blocks of the CLI configuration, in load order: a later one for a host wins. */
  readonly cliConfig: readonly HostCredential[];
  /** TERRAFORM_CLOUD_TOKENS entries, in order: a later one for a host wins. */
  readonly cloudTokens: readonly HostCredential[];
  /** Every value that may be a secret, used or not: all of it is masked. */
  readonly secrets: readonly string[];
  /** Why a file or an entry was not used, for the missing-token error. Never holds a value. */
  readonly notes: readonly string[];
  /** CLI configuration files that are no file Terraform could read (a device, a FIFO, far too large): each fails. */
  readonly refused: readonly string[];
}

/**
 * `host=token` entries, one per line as dflook/terraform-github-actions reads them (the host is everything before the
 * first `=`). Commas separate entries too: neither a host name nor a token can hold one.
 */
export function parseCloudTokens(value: string): Found {
  const found: Found = { credentials: [], secrets: [], notes: [] };
  value
    .split(/[\r\n,]+/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .forEach((entry, index) => {
      const equals = entry.indexOf('=');
      const rawHost = equals === -1 ? '' : entry.slice(0, equals).trim();
      const token = equals === -1 ? '' : entry.slice(equals + 1).trim();
      // A malformed entry may still be a token pasted without its host: mask all of it.
      found.secrets.push(token !== '' ? token : entry);
      const host = comparableHost(rawHost);
      if (host === undefined || token === '') {
        found.notes.push(
          `TERRAFORM_CLOUD_TOKENS entry ${index + 1} is not \`host=token\` with a host name before the \`=\`, and is ignored.`,
        );
        return;
      }
      found.credentials.push({ host, token, from: 'variable TERRAFORM_CLOUD_TOKENS' });
    });
  return found;
}

/**
 * The CLI configuration files Terraform reads, in its order (internal/command/cliconfig, `LoadConfig`): the file named
 * by TF_CLI_CONFIG_FILE (or TERRAFORM_CONFIG), else `~/.terraformrc` and then every `*.tfrc` and `*.tfrc.json` in
 * `~/.terraform.d`, sorted by name (%APPDATA%'s `terraform.rc` and `terraform.d` on Windows); the later file wins for a
 * host. Only the variables are read, never the machine's own home: a run sees what its environment says.
 */
export function cliConfigFiles(
  env: Env,
  platform: NodeJS.Platform,
  list: (directory: string) => string[],
): { override?: string; files: string[] } {
  const override = env.TF_CLI_CONFIG_FILE?.trim() || env.TERRAFORM_CONFIG?.trim();
  if (override) return { override, files: [override] };
  const windows = platform === 'win32';
  const home = (windows ? env.APPDATA : env.HOME)?.trim();
  if (!home) return { files: [] };
  const join = windows ? path.win32.join : path.posix.join;
  const directory = join(home, windows ? 'terraform.d' : '.terraform.d');
  let names: string[] = [];
  try {
    names = list(directory);
  } catch {
    // No such directory: nothing more to read.
  }
  return {
    files: [
      join(home, windows ? 'terraform.rc' : '.terraformrc'),
      ...names
        .filter((name) => name.endsWith('.tfrc') || name.endsWith('.tfrc.json'))
        .sort()
        .map((name) => join(directory, name)),
    ],
  };
}

export interface FileSystem {
  list(directory: string): string[];
  /** Throws with `code` ENOENT when missing, a FileRefusedError when not a regular file or too large. */
  read(file: string): string;
}

const realFileSystem: FileSystem = {
  list: (directory) => readdirSync(directory),
  read: (file) => readBoundedSync(file, FILE_LIMITS.cliConfiguration).toString('utf8'),
};

interface CliConfigTexts {
  readonly files: ReadonlyArray<{ readonly file: string; readonly text: string } | { readonly note: string }>;
  readonly refused: readonly string[];
}

function readCliConfigs(env: Env, fs: FileSystem, platform: NodeJS.Platform): CliConfigTexts {
  const read: Array<CliConfigTexts['files'][number]> = [];
  const refused: string[] = [];
  const { override, files } = cliConfigFiles(env, platform, (d) => fs.list(d));
  for (const file of files) {
    try {
      read.push({ file, text: fs.read(file) });
    } catch (error) {
      const named = `The Terraform CLI configuration ${showFile(file)}${file === override ? ' (from TF_CLI_CONFIG_FILE)' : ''}`;
      if (error instanceof FileRefusedError) {
        // Terraform could not read it either (it would wait on a FIFO, or read /dev/zero forever).
        const expected =
          error.reason === 'too-large'
            ? `a CLI configuration is a few kilobytes, and at most ${formatBytes(FILE_LIMITS.cliConfiguration)} is read`
            : 'Terraform reads its CLI configuration from a regular file';
        refused.push(`${named} cannot be read: ${error.message}; ${expected}. Replace it with a file, or remove it.`);
        continue;
      }
      const code = (error as { code?: string }).code;
      // The default file need not exist; a file the workflow named must.
      if (code === 'ENOENT' && file !== override) continue;
      read.push({
        note: `${named} could not be read: ${code === 'ENOENT' ? 'no such file' : (error as Error).message}.`,
      });
    }
  }
  return { files: read, refused };
}

function credentialsIn(read: CliConfigTexts, env: Env): StoredCredentials {
  const cliConfig: HostCredential[] = [];
  const secrets: string[] = [];
  const notes: string[] = [];
  for (const entry of read.files) {
    if ('note' in entry) {
      notes.push(entry.note);
      continue;
    }
    const found = parseCliConfig(entry.text, entry.file);
    cliConfig.push(...found.credentials);
    secrets.push(...found.secrets);
    notes.push(...found.notes);
  }
  const cloud = parseCloudTokens(env.TERRAFORM_CLOUD_TOKENS ?? '');
  return {
    cliConfig,
    cloudTokens: cloud.credentials,
    secrets: [...secrets, ...cloud.secrets],
    notes: [...notes, ...cloud.notes],
    refused: read.refused,
  };
}

/** Every credential the environment and the CLI configuration hold; never throws. */
export function loadStoredCredentials(
  env: Env,
  fs: FileSystem = realFileSystem,
  platform: NodeJS.Platform = process.platform,
): StoredCredentials {
  return credentialsIn(readCliConfigs(env, fs, platform), env);
}

// Read once per environment object: main masks what is found, and the modes, given the same object, use the same
// findings, so a file changed in between cannot bring in a token that was not masked.
const filesRead = new WeakMap<Env, CliConfigTexts>();

function cliConfigTexts(env: Env): CliConfigTexts {
  const read = filesRead.get(env) ?? readCliConfigs(env, realFileSystem, process.platform);
  filesRead.set(env, read);
  return read;
}

export function storedCredentials(env: Env): StoredCredentials {
  return credentialsIn(cliConfigTexts(env), env);
}

/**
 * The texts the hosts that parsing compares are read from: every setting as given, TF_HOSTNAME, the TF_TOKEN_<host>
 * names, TERRAFORM_CLOUD_TOKENS and the CLI configuration files. Parsing is synchronous, so the UTS #46 table is
 * loaded before it when one of these needs it.
 */
export function hostTexts(given: Given, env: Env): string[] {
  return [
    ...SETTING_KEYS.flatMap((key) => {
      const value = given.value(key);
      return typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
    }),
    env.TF_HOSTNAME ?? '',
    ...Object.keys(env).filter((name) => /^TF_TOKEN_/i.test(name)),
    env.TERRAFORM_CLOUD_TOKENS ?? '',
    ...cliConfigTexts(env).files.map((entry) => ('text' in entry ? entry.text : '')),
  ];
}

/**
 * A service's credential: its exact host (with a port other than 443) first, then its name without the port, as
 * TF_TOKEN_<host> is looked up; within a source the last one wins, as Terraform merges its files.
 */
export function credentialFor(
  credentials: readonly HostCredential[],
  service: { host: string; hostname: string },
): HostCredential | undefined {
  for (const wanted of [comparableHost(service.host), comparableHost(service.hostname.replace(/^\[|\]$/g, ''))]) {
    if (wanted === undefined) continue;
    const match = credentials.findLast((c) => c.host === wanted);
    if (match !== undefined) return match;
  }
  return undefined;
}

/**
 * Why this run may have been given no secret at all: GitHub passes none (but GITHUB_TOKEN) to a pull request from a
 * fork, and only Dependabot's own to runs Dependabot starts.
 */
export function whyNoSecrets(eventName: string, actor: string, payload: unknown): string | undefined {
  if (actor === 'dependabot[bot]') {
    return 'This run was started by Dependabot, and GitHub gives such runs only Dependabot secrets: add the token as a Dependabot secret too.';
  }
  if (!['pull_request', 'pull_request_review', 'pull_request_review_comment'].includes(eventName)) return undefined;
  const pr = (payload as { pull_request?: { head?: { repo?: unknown }; base?: { repo?: unknown } } } | null)
    ?.pull_request;
  if (pr === undefined) return undefined;
  const fullName = (repo: unknown): string | undefined =>
    typeof (repo as { full_name?: unknown } | null)?.full_name === 'string'
      ? (repo as { full_name: string }).full_name.toLowerCase()
      : undefined;
  const base = fullName(pr.base?.repo);
  const head = fullName(pr.head?.repo);
  // A deleted fork leaves `head.repo` null.
  if (base === undefined || head === base) return undefined;
  return 'This run is for a pull request from a fork, and GitHub gives such runs no secrets: skip the step for forks (for example `if: github.event.pull_request.head.repo.full_name == github.repository`), or check the pull request after it is merged.';
}

/** `whyNoSecrets` for this run, from GITHUB_EVENT_NAME, GITHUB_ACTOR and the event file. */
export function runWithoutSecrets(
  env: Env,
  read: (file: string) => string = (file) => readBoundedSync(file, FILE_LIMITS.eventPayload).toString('utf8'),
): string | undefined {
  let payload: unknown;
  try {
    const file = env.GITHUB_EVENT_PATH?.trim();
    if (file) payload = JSON.parse(read(file));
  } catch {
    // An event file that cannot be read or parsed tells nothing.
  }
  return whyNoSecrets(env.GITHUB_EVENT_NAME?.trim() ?? '', env.GITHUB_ACTOR?.trim() ?? '', payload);
}
