/**
 * Tokens users already keep for Terraform, found where Terraform and its neighbouring actions
 * keep them: the `credentials "HOST" { token = "..." }` blocks of the Terraform CLI configuration
 * (what `hashicorp/setup-terraform` and `terraform login` write), and the `host=token` lines of
 * TERRAFORM_CLOUD_TOKENS (dflook/terraform-github-actions' convention). Every credential here names
 * its host, and is only ever sent to that host.
 *
 * The readers are pure; `storedCredentials` reads the files, once per environment object, so the
 * tokens `main` masks first are exactly the ones a mode may use later.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { comparableHost } from './address.ts';
import { FileRefusedError, formatBytes, readBoundedSync } from './files/read-bounded.ts';
import { FILE_LIMITS } from './files/limits.ts';
import { show } from './text.ts';

type Env = Record<string, string | undefined>;

/** A file name for a message: quoted, whole (a path clipped at 60 characters loses its name). */
const showFile = (file: string): string => JSON.stringify(file.length > 500 ? `${file.slice(0, 500)}…` : file);

export interface HostCredential {
  /** The host as Terraform compares hosts (see `comparableHost`). */
  readonly host: string;
  readonly token: string;
  /** Where it was found, for the log; never the value. */
  readonly from: string;
}

export interface StoredCredentials {
  /** Credentials blocks of the CLI configuration, in load order: a later one for a host wins. */
  readonly cliConfig: readonly HostCredential[];
  /** TERRAFORM_CLOUD_TOKENS entries, in order: a later one for a host wins. */
  readonly cloudTokens: readonly HostCredential[];
  /** Every value that may be a secret, used or not, attributed or not: all of it is masked. */
  readonly secrets: readonly string[];
  /** Why a file or an entry was not used, for the missing-token error. Never holds a value. */
  readonly notes: readonly string[];
  /**
   * CLI configuration files that are there but are no file Terraform could read (a device, a
   * FIFO, a directory, or far too large): each a problem that fails the run, whatever token it has.
   */
  readonly refused: readonly string[];
}

/** What one reader found. */
interface Found {
  credentials: HostCredential[];
  secrets: string[];
  notes: string[];
}

// ---------------------------------------------------------------------------------------------
// TERRAFORM_CLOUD_TOKENS

/**
 * `host=token` entries, one per line as dflook/terraform-github-actions reads them (the host is
 * everything before the first `=`, spaces around it ignored). Commas separate entries too: neither
 * a host name nor an HCP Terraform / Terraform Enterprise token can hold one.
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

// ---------------------------------------------------------------------------------------------
// The CLI configuration

/** Nesting deeper than any real CLI configuration; bounds the reader's recursion. */
const MAX_DEPTH = 64;

export class CliConfigSyntaxError extends Error {
  override name = 'CliConfigSyntaxError';
  readonly line: number;
  constructor(message: string, line: number) {
    super(message);
    this.line = line;
  }
}

/**
 * The credentials blocks of one CLI configuration file. Terraform reads this file with HCL 1
 * (hashicorp/terraform internal/command/cliconfig, `loadConfigFile`), which takes a file whose
 * first non-space character is `{` as JSON, so both forms are read here:
 *
 *   credentials "app.terraform.io" { token = "..." }
 *   {"credentials": {"app.terraform.io": {"token": "..."}}}
 *
 * A file that cannot be read is skipped with a note, and every value given to a `token` in it is
 * masked (see `tokenValuesIn`): the host names and paths around them are not secrets.
 */
export function parseCliConfig(text: string, file: string): Found {
  const found: Found = { credentials: [], secrets: [], notes: [] };
  let blocks: Array<{ host: string; body: Value }>;
  try {
    blocks = /^\s*\{/.test(text) ? credentialsFromJson(text) : credentialsFromHcl(text);
  } catch (error) {
    const where = error instanceof CliConfigSyntaxError ? ` (line ${error.line})` : '';
    found.notes.push(
      `The Terraform CLI configuration ${showFile(file)} could not be read${where}: ${(error as Error).message}; its credentials are not used.`,
    );
    found.secrets.push(...tokenValuesIn(text));
    return found;
  }
  for (const { host: rawHost, body } of blocks) {
    const strings: string[] = [];
    collectStrings(body, strings);
    found.secrets.push(...strings);
    const host = comparableHost(rawHost);
    const token = body.kind === 'object' ? lastString(body, 'token') : undefined;
    if (host === undefined) {
      found.notes.push(
        `The credentials block ${show(rawHost)} in ${showFile(file)} does not name a host, and is ignored.`,
      );
    } else if (token === undefined || token.trim() === '') {
      found.notes.push(`The credentials block ${show(rawHost)} in ${showFile(file)} has no \`token\`, and is ignored.`);
    } else {
      found.credentials.push({ host, token: token.trim(), from: `credentials ${show(rawHost)} in ${showFile(file)}` });
    }
  }
  return found;
}

/**
 * What follows every `token` key in a file that does not parse, found by a tolerant scan rather
 * than the parser that just failed: `token = "…"`, `token: …`, `"token": "…"`, a string left
 * open at the end of its line, an unquoted value, or a heredoc (its first line). Each is masked
 * as written and, for a quoted one with escapes, as HCL or JSON would read it.
 */
export function tokenValuesIn(text: string): string[] {
  const values: string[] = [];
  // Sticky, and no longer than a token can be, so a file of a million `token=` stays linear.
  const heredoc = /<<-?[A-Za-z_][\w-]*\r?\n([^\r\n]{0,1024})/y;
  const quoted = /"((?:[^"\\\r\n]|\\.){0,1024})/y;
  const bare = /[^\s,;{}[\]"#]{1,1024}/y;
  for (const match of text.matchAll(/(?:^|[^\w."-])"?token"?\s*[=:]\s*/gi)) {
    const at = (match.index ?? 0) + match[0].length;
    const [h, q, b] = [heredoc, quoted, bare].map((pattern) => {
      pattern.lastIndex = at;
      return pattern.exec(text);
    });
    if (h) values.push(h[1] ?? '');
    else if (q) values.push(q[1] ?? '', (q[1] ?? '').replace(/\\(["\\/])/g, '$1'));
    else if (b) values.push(b[0]);
  }
  return [...new Set(values.map((v) => v.trim()).filter((v) => v !== ''))];
}

/** A value of HCL 1's data model, as far as the credentials need it. */
type Value =
  | { kind: 'string'; text: string }
  | { kind: 'other' }
  | { kind: 'list'; items: Value[] }
  | { kind: 'object'; items: Array<{ keys: string[]; value: Value }> };

function lastString(object: Extract<Value, { kind: 'object' }>, key: string): string | undefined {
  let found: string | undefined;
  for (const item of object.items) {
    if (item.keys.length === 1 && item.keys[0] === key && item.value.kind === 'string') found = item.value.text;
  }
  return found;
}

function collectStrings(value: Value, into: string[]): void {
  if (value.kind === 'string') {
    if (value.text.trim() !== '') into.push(value.text.trim());
  } else if (value.kind === 'list') {
    for (const item of value.items) collectStrings(item, into);
  } else if (value.kind === 'object') {
    for (const item of value.items) collectStrings(item.value, into);
  }
}

/**
 * `credentials "HOST" { ... }` and `credentials { "HOST" { ... } }` (or `= { ... }`): the two
 * shapes HCL 1 decodes into Terraform's `map[string]map[string]interface{}`.
 */
function credentialsBlocks(items: Array<{ keys: string[]; value: Value }>): Array<{ host: string; body: Value }> {
  const blocks: Array<{ host: string; body: Value }> = [];
  for (const { keys, value } of items) {
    if (keys[0] !== 'credentials') continue;
    if (keys.length === 2) blocks.push({ host: keys[1] as string, body: value });
    else if (keys.length === 1 && value.kind === 'object') {
      for (const inner of value.items) {
        if (inner.keys.length === 1) blocks.push({ host: inner.keys[0] as string, body: inner.value });
      }
    } else {
      // An unknown shape under `credentials`: nothing to use, but everything in it is masked.
      blocks.push({ host: keys.slice(1).join(' '), body: value });
    }
  }
  return blocks;
}

// JSON: HCL 1's JSON form writes a repeated block as an array of objects.
function credentialsFromJson(text: string): Array<{ host: string; body: Value }> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // JSON.parse's message quotes the text around the mistake, which may be a token: not repeated.
    throw new CliConfigSyntaxError('not valid JSON', 1);
  }
  const toValue = (v: unknown, depth: number): Value => {
    if (depth > MAX_DEPTH) throw new CliConfigSyntaxError(`nested more than ${MAX_DEPTH} levels deep`, 1);
    if (typeof v === 'string') return { kind: 'string', text: v };
    if (Array.isArray(v)) {
      // An array of objects is one object per repeated block; merged, later keys last.
      if (v.length > 0 && v.every((e) => typeof e === 'object' && e !== null && !Array.isArray(e))) {
        return { kind: 'object', items: v.flatMap((e) => objectItems(e as object, depth)) };
      }
      return { kind: 'list', items: v.map((e) => toValue(e, depth + 1)) };
    }
    if (typeof v === 'object' && v !== null) return { kind: 'object', items: objectItems(v, depth) };
    return { kind: 'other' };
  };
  const objectItems = (o: object, depth: number): Array<{ keys: string[]; value: Value }> =>
    Object.entries(o).map(([key, v]) => ({ keys: [key], value: toValue(v, depth + 1) }));
  const root = toValue(parsed, 0);
  return root.kind === 'object' ? credentialsBlocks(root.items) : [];
}

// HCL 1 native syntax ----------------------------------------------------------------------------
//
// A small reader instead of the gate's HCL parser (src/gate/hcl-parser.ts): that one is HCL 2,
// loads WebAssembly asynchronously, and is loaded only for the gate, while this runs in every
// mode, synchronously, before anything else, to mask what it finds. The npm packages that parse
// HCL 1 are unmaintained GopherJS builds of several megabytes. The CLI configuration is a handful
// of blocks, and only `credentials` matters here; everything else is read only to be skipped.

type Token =
  | { kind: 'word'; text: string; line: number }
  | { kind: 'string'; text: string; line: number }
  | { kind: 'punct'; text: '{' | '}' | '[' | ']' | '=' | ','; line: number }
  | { kind: 'end'; line: number };

/** Splits HCL 1 text into tokens: comments dropped, strings and heredocs decoded. */
export function hclTokens(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  let line = 1;
  const fail = (message: string): never => {
    throw new CliConfigSyntaxError(message, line);
  };
  while (i < text.length) {
    const c = text[i] as string;
    if (c === '\n') {
      line++;
      i++;
    } else if (/\s/.test(c)) {
      i++;
    } else if (c === '#' || text.startsWith('//', i)) {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (text.startsWith('/*', i)) {
      const close = text.indexOf('*/', i + 2);
      if (close === -1) fail('a /* comment is not closed');
      line += (text.slice(i, close).match(/\n/g) ?? []).length;
      i = close + 2;
    } else if ('{}[]=,'.includes(c)) {
      tokens.push({ kind: 'punct', text: c as '{', line });
      i++;
    } else if (c === '"') {
      const start = line;
      let value = '';
      // Inside `${ ... }` HCL 1 lets quotes nest; the text is kept as written.
      let braces = 0;
      for (i++; ; i++) {
        const ch = text[i];
        if (ch === undefined || (ch === '\n' && braces === 0)) fail('a quoted string is not closed');
        if (ch === '"' && braces === 0) break;
        if (ch === '\n') line++;
        if (braces === 0 && ch === '$' && text[i + 1] === '{') {
          braces++;
          value += '${';
          i++;
          continue;
        }
        if (braces > 0 && ch === '{') braces++;
        if (braces > 0 && ch === '}') braces--;
        if (ch === '\\') {
          const escaped = text[i + 1];
          const simple: Record<string, string> = { n: '\n', t: '\t', r: '\r', '"': '"', '\\': '\\' };
          if (escaped !== undefined && simple[escaped] !== undefined) {
            value += simple[escaped];
            i++;
          } else if (escaped === 'u' || escaped === 'U') {
            const width = escaped === 'u' ? 4 : 8;
            const hex = text.slice(i + 2, i + 2 + width);
            if (!new RegExp(`^[0-9a-fA-F]{${width}}$`).test(hex)) fail('a \\u escape needs hexadecimal digits');
            value += String.fromCodePoint(Number.parseInt(hex, 16));
            i += 1 + width;
          } else {
            value += ch;
          }
          continue;
        }
        value += ch;
      }
      i++;
      tokens.push({ kind: 'string', text: value, line: start });
    } else if (text.startsWith('<<', i)) {
      const header = /^<<-?([A-Za-z_][\w-]*)\r?\n/.exec(text.slice(i));
      if (header === null) fail('a heredoc needs a marker and a line break after `<<`');
      const marker = (header as RegExpExecArray)[1] as string;
      const start = line;
      i += (header as RegExpExecArray)[0].length;
      line++;
      const lines: string[] = [];
      for (;;) {
        if (i >= text.length) fail(`the heredoc ${marker} is not closed`);
        const newline = text.indexOf('\n', i);
        const current = text.slice(i, newline === -1 ? text.length : newline).replace(/\r$/, '');
        i = newline === -1 ? text.length : newline + 1;
        line++;
        if (current.trim() === marker) break;
        lines.push(current);
      }
      tokens.push({ kind: 'string', text: lines.join('\n'), line: start });
    } else if (/[\w.+\-:]/.test(c)) {
      const word = /^[\w.+\-:]+/.exec(text.slice(i, i + 4096))?.[0] as string;
      tokens.push({ kind: 'word', text: word, line });
      i += word.length;
    } else {
      fail(`unexpected character ${show(c)}`);
    }
  }
  tokens.push({ kind: 'end', line });
  return tokens;
}

function credentialsFromHcl(text: string): Array<{ host: string; body: Value }> {
  const tokens = hclTokens(text);
  let at = 0;
  const peek = (): Token => tokens[at] as Token;
  const next = (): Token => tokens[at++] as Token;
  const fail = (message: string): never => {
    throw new CliConfigSyntaxError(message, peek().line);
  };
  const isPunct = (t: Token, p: string): boolean => t.kind === 'punct' && t.text === p;

  // Items until `}` (or the end of the file at the top): `KEY... = VALUE` or `KEY... { ... }`.
  const objectItems = (depth: number, closer: '}' | 'end'): Array<{ keys: string[]; value: Value }> => {
    if (depth > MAX_DEPTH) fail(`nested more than ${MAX_DEPTH} levels deep`);
    const items: Array<{ keys: string[]; value: Value }> = [];
    for (;;) {
      const t = peek();
      if (closer === '}' ? isPunct(t, '}') : t.kind === 'end') {
        next();
        return items;
      }
      if (t.kind === 'end') fail('a { is not closed');
      const keys: string[] = [];
      while (peek().kind === 'word' || peek().kind === 'string') keys.push((next() as { text: string }).text);
      if (keys.length === 0) fail(`expected a name, found ${describe(peek())}`);
      if (isPunct(peek(), '=')) next();
      // The file holds tokens, quoted or not: a message names no word of it, only where it went wrong.
      else if (!isPunct(peek(), '{')) fail(`expected = or { after a name, found ${describe(peek())}`);
      items.push({ keys, value: value(depth + 1) });
      if (isPunct(peek(), ',')) next();
    }
  };
  const value = (depth: number): Value => {
    if (depth > MAX_DEPTH) fail(`nested more than ${MAX_DEPTH} levels deep`);
    const t = next();
    if (t.kind === 'string') return { kind: 'string', text: t.text };
    if (t.kind === 'word') return { kind: 'other' };
    if (isPunct(t, '{')) return { kind: 'object', items: objectItems(depth, '}') };
    if (isPunct(t, '[')) {
      const items: Value[] = [];
      while (!isPunct(peek(), ']')) {
        if (peek().kind === 'end') fail('a [ is not closed');
        items.push(value(depth + 1));
        if (isPunct(peek(), ',')) next();
        else if (!isPunct(peek(), ']')) fail(`expected , or ] in a list, found ${describe(peek())}`);
      }
      next();
      return { kind: 'list', items };
    }
    at--;
    return fail(`expected a value, found ${describe(t)}`);
  };
  return credentialsBlocks(objectItems(0, 'end'));
}

const describe = (t: Token): string =>
  t.kind === 'end'
    ? 'the end of the file'
    : t.kind === 'string'
      ? 'a string'
      : t.kind === 'word'
        ? 'a name'
        : show(t.text);

// ---------------------------------------------------------------------------------------------
// Where the files are, and reading them

/**
 * The CLI configuration files Terraform reads, in its order (hashicorp/terraform
 * internal/command/cliconfig, `LoadConfig`): the file named by TF_CLI_CONFIG_FILE (or the older
 * TERRAFORM_CONFIG), else `~/.terraformrc` and then every `*.tfrc` and `*.tfrc.json` in
 * `~/.terraform.d` (where `terraform login` writes `credentials.tfrc.json`), sorted by name; the
 * later file wins for a host. On Windows, `terraform.rc` and `terraform.d` under %APPDATA%.
 * Only the variables are read, never the machine's own home: a run sees what its environment says.
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
  /**
   * The file's text; throws with `code` ENOENT when it does not exist, and a FileRefusedError
   * when it is not a regular file or is too large.
   */
  read(file: string): string;
}

const realFileSystem: FileSystem = {
  list: (directory) => readdirSync(directory),
  read: (file) => readBoundedSync(file, FILE_LIMITS.cliConfiguration).toString('utf8'),
};

/** Every credential the environment and the CLI configuration hold. Reads files; never throws. */
export function loadStoredCredentials(
  env: Env,
  fs: FileSystem = realFileSystem,
  platform: NodeJS.Platform = process.platform,
): StoredCredentials {
  const cliConfig: HostCredential[] = [];
  const secrets: string[] = [];
  const notes: string[] = [];
  const refused: string[] = [];
  const { override, files } = cliConfigFiles(env, platform, (d) => fs.list(d));
  for (const file of files) {
    let text: string;
    try {
      text = fs.read(file);
    } catch (error) {
      if (error instanceof FileRefusedError) {
        // Terraform could not read it either (it would wait on a FIFO, or read /dev/zero forever).
        const expected =
          error.reason === 'too-large'
            ? `a CLI configuration is a few kilobytes, and at most ${formatBytes(FILE_LIMITS.cliConfiguration)} is read`
            : 'Terraform reads its CLI configuration from a regular file';
        refused.push(
          `The Terraform CLI configuration ${showFile(file)}${file === override ? ' (from TF_CLI_CONFIG_FILE)' : ''} cannot be read: ${error.message}; ${expected}. Replace it with a file, or remove it.`,
        );
        continue;
      }
      const code = (error as { code?: string }).code;
      // The default file need not exist; a file the workflow named must.
      if (code === 'ENOENT' && file !== override) continue;
      notes.push(
        `The Terraform CLI configuration ${showFile(file)}${file === override ? ' (from TF_CLI_CONFIG_FILE)' : ''} could not be read: ${code === 'ENOENT' ? 'no such file' : (error as Error).message}.`,
      );
      continue;
    }
    const found = parseCliConfig(text, file);
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
    refused,
  };
}

// Once per environment object: main masks what it finds, and the modes, given the same object,
// use the same findings, so a file changed in between cannot bring in a token that was not masked.
const loaded = new WeakMap<Env, StoredCredentials>();

export function storedCredentials(env: Env): StoredCredentials {
  let found = loaded.get(env);
  if (found === undefined) {
    found = loadStoredCredentials(env);
    loaded.set(env, found);
  }
  return found;
}

/**
 * The host-scoped credential for a service: its exact host (with a port other than 443) first,
 * then its name without the port, as TF_TOKEN_<host> is looked up; within a source, the last one
 * wins, as Terraform merges its files.
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

// ---------------------------------------------------------------------------------------------
// Runs that get no secrets

/**
 * Why this run may have been given no secret at all, or undefined. GitHub passes no secrets
 * (other than GITHUB_TOKEN) to workflows run for a pull request from a fork, and only
 * Dependabot's own secrets to runs Dependabot starts.
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
  const file = env.GITHUB_EVENT_PATH?.trim();
  if (file) {
    try {
      payload = JSON.parse(read(file));
    } catch {
      payload = undefined;
    }
  }
  return whyNoSecrets(env.GITHUB_EVENT_NAME?.trim() ?? '', env.GITHUB_ACTOR?.trim() ?? '', payload);
}
