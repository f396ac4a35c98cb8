/**
 * The credentials blocks of the Terraform CLI configuration. Terraform reads the file with HCL 1 (hashicorp/terraform
 * internal/command/cliconfig, `loadConfigFile`), which takes a file whose first non-space character is `{` as JSON, so
 * both forms are read here (HCL 1 in hcl1.ts):
 *
 *   credentials "app.terraform.io" { token = "..." }
 *   {"credentials": {"app.terraform.io": {"token": "..."}}}
 */
import { comparableHost } from '../address.ts';
import { show, showFile } from '../text.ts';
import type { Found } from './found.ts';
import { CliConfigSyntaxError, MAX_DEPTH, hcl1Items, type Item, type Value } from './hcl1.ts';

/**
 * The credentials blocks of one CLI configuration file. A file that cannot be read is skipped with a note, and every
 * value given to a `token` in it is masked (see `tokenValuesIn`): the host names and paths around them are not secrets.
 */
export function parseCliConfig(text: string, file: string): Found {
  const found: Found = { credentials: [], secrets: [], notes: [] };
  let blocks: Array<{ host: string; body: Value }>;
  try {
    blocks = /^\s*\{/.test(text) ? credentialsFromJson(text) : credentialsBlocks(hcl1Items(text));
  } catch (error) {
    const where = error instanceof CliConfigSyntaxError ? ` (line ${error.line})` : '';
    found.notes.push(
      `The Terraform CLI configuration ${showFile(file)} could not be read${where}: ${(error as Error).message}; its credentials are not used.`,
    );
    found.secrets.push(...tokenValuesIn(text));
    return found;
  }
  for (const { host: rawHost, body } of blocks) {
    collectStrings(body, found.secrets);
    const host = comparableHost(rawHost);
    const token = body.kind === 'object' ? lastString(body, 'token') : undefined;
    const block = `${show(rawHost)} in ${showFile(file)}`;
    if (host === undefined) {
      found.notes.push(`The credentials block ${block} does not name a host, and is ignored.`);
    } else if (token === undefined || token.trim() === '') {
      found.notes.push(`The credentials block ${block} has no \`token\`, and is ignored.`);
    } else {
      found.credentials.push({ host, token: token.trim(), from: `credentials ${block}` });
    }
  }
  return found;
}

/**
 * What follows every `token` key in a file that does not parse, found by a tolerant scan rather than the parser that
 * just failed: `token = "…"`, `token: …`, `"token": "…"`, a string left open at the end of its line, an unquoted value,
 * or a heredoc (its first line). Each is masked as written and, for a quoted one with escapes, as HCL or JSON reads it.
 */
function tokenValuesIn(text: string): string[] {
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

function lastString(object: Extract<Value, { kind: 'object' }>, key: string): string | undefined {
  const item = object.items.findLast((i) => i.keys.length === 1 && i.keys[0] === key && i.value.kind === 'string');
  return item?.value.kind === 'string' ? item.value.text : undefined;
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

/** The shapes HCL 1 decodes into Terraform's map: `credentials "HOST" { ... }`, `credentials { "HOST" { ... } }`. */
function credentialsBlocks(items: Item[]): Array<{ host: string; body: Value }> {
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
  const objectItems = (o: object, depth: number): Item[] =>
    Object.entries(o).map(([key, v]) => ({ keys: [key], value: toValue(v, depth + 1) }));
  const root = toValue(parsed, 0);
  return root.kind === 'object' ? credentialsBlocks(root.items) : [];
}
