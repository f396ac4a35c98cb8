/**
 * Text made safe for the place it goes: a value quoted in a message, one log line, a Markdown cell, code span or link.
 * Text the action did not write (service answers, file contents and names) goes through one of these. Pure.
 */
import path from 'node:path';
import { BLANK_OUTPUTS } from './action-interface.ts';
import { INPUT_KEYS, rowOf } from './settings/table.ts';

/** A user's value in an error: quoted, control characters escaped, clipped. */
export function show(value: string): string {
  const clipped = value.length > 60 ? `${value.slice(0, 60)}…` : value;
  return JSON.stringify(clipped);
}

/** A file name in a message: quoted, control characters escaped, clipped. */
export const showFile = (file: string): string => JSON.stringify(file.length > 500 ? `${file.slice(0, 500)}…` : file);

/** A path as the workspace sees it, with forward slashes: `.` for the workspace itself. */
export function showPath(workspace: string, file: string): string {
  const relative = path.relative(workspace, file);
  return (relative === '' ? '.' : relative).split(path.sep).join('/');
}

/**
 * Text from the service on one log line: control characters written as escapes. The runner reads a line starting with
 * `::` as a workflow command, so a raw newline could print `::add-mask::` or a fake annotation of the service's.
 */
export function printable(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]/g, (c) => {
    const escapes: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
    return escapes[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

/**
 * A log line that may carry text the action did not write, made so the runner reads no command in it. The runner obeys
 * `::command::` at the start of a line after any white space, and the legacy `##[command]` anywhere (actions/runner,
 * ActionCommand.TryParseV2 and TryParse): after `printable`, a zero-width space splits a leading `::` and every `##[`.
 */
export function loggable(text: string): string {
  return printable(text)
    .replace(/^(\s*):(?=:)/u, '$1:\u200b')
    .replace(/##\[/g, '##\u200b[');
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Trimmed, with a full stop where it ends without one: a finding's parts are read one a line in an annotation and one
 * after another elsewhere (SARIF, the command line), so each must end.
 */
export function sentence(text: string): string {
  const trimmed = text.trim();
  return trimmed === '' || /[.!?…][)"'\]»”’]*$/u.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** One of the action's own capitalised phrases as it reads inside a sentence; never for text it did not write. */
export const inSentence = (phrase: string): string => `${phrase.charAt(0).toLowerCase()}${phrase.slice(1)}`;

/** "More information: URL" (two joined by "and"), put last so nothing is glued to a link read on one line. */
export function moreInformation(links: readonly string[]): string {
  const distinct = [...new Set(links.filter((l) => l !== ''))];
  return distinct.length === 0 ? '' : `More information: ${distinct.join(' and ')}`;
}

/** "20,000", written out: the first `toLocaleString('en-US')` loads ICU's locale data, about 25 ms of a run. */
export function thousands(n: number): string {
  if (!Number.isSafeInteger(n)) return String(n);
  const digits = String(Math.abs(n));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ',');
  return n < 0 ? `-${grouped}` : grouped;
}

/** `1 module`, `2 modules`. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * A Markdown link to a URL the service stored: only an http(s) URL becomes a link (never `javascript:` or `data:`);
 * anything else, or one encodeURI cannot encode (a lone surrogate), is its label as text.
 */
export function markdownLink(label: string, url: string): string {
  if (!/^https?:\/\/[^/]/i.test(url)) return label;
  try {
    // encodeURI leaves parentheses alone, and a `)` would end the link early.
    return `[${label}](${encodeURI(url).replace(/\(/g, '%28').replace(/\)/g, '%29')})`;
  } catch {
    return label;
  }
}

/**
 * A link to a line of a file at a commit (`blob` is the runner's URL of it): each part of `file` (relative to the
 * repository, any name) is percent-encoded; a path leaving the repository is its label as text. `label` is made safe.
 */
export function lineLink(label: string, blob: string, file: string, line?: number): string {
  const parts = file.split('/');
  if (!/^https?:\/\/[^/]/i.test(blob) || parts.some((p) => p === '' || p === '.' || p === '..')) return label;
  try {
    const url = `${blob}/${parts.map(encodeURIComponent).join('/')}${line !== undefined ? `#L${line}` : ''}`;
    return `[${label}](${url.replace(/\(/g, '%28').replace(/\)/g, '%29')})`;
  } catch {
    return label;
  }
}

/** Table cells hold user text: keep it on one line and out of the table's syntax. */
export function cell(text: string): string {
  return escapeForCell(text).trim();
}

/**
 * Text that mentions no one: GitHub turns `@name` and `@org/team` where the `@` follows no letter, digit or `_` into a
 * mention that notifies them; a zero-width joiner after the `@` reads the same. `cell` and `messageCell` apply it.
 */
export function withoutMentions(text: string): string {
  return text.replace(/(?<![A-Za-z0-9_])@(?=[A-Za-z0-9])/g, '@\u200d');
}

/** Any line break or control character: what keeps text on one line replaces. */
export const ONE_LINE = /[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g;

function escapeForCell(text: string): string {
  return (
    withoutMentions(text)
      // Any line break (a lone CR, NEL, U+2028/9 included) or control character would end the row.
      .replace(ONE_LINE, ' ')
      // `~` too: two of them in one cell would strike the text between them through (GFM).
      .replace(/[\\`*_[\]<>|~]/g, (c) => `\\${c}`)
  );
}

/**
 * Text as inline code, shown literally: backslash escapes do not work in a code span, so the fence is one backtick
 * longer than the longest run in the text (CommonMark), padded when the text starts or ends with one. In a table cell
 * `|` ends the cell even inside code (GFM): there it is `\|`, which GFM turns back into a pipe.
 */
export function code(text: string, options: { inTable?: boolean } = {}): string {
  const line = text.replace(ONE_LINE, ' ');
  if (line === '') return '';
  const longest = Math.max(0, ...[...line.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = /^[` ]|[` ]$/.test(line) ? ' ' : '';
  const body = options.inTable === true ? line.replace(/\|/g, '\\|') : line;
  return `${fence}${pad}${body}${pad}${fence}`;
}

export const cellCode = (text: string): string => code(text, { inTable: true });

/** Names the action's own messages put in code spans: its inputs and outputs, the policy file's keys, a few values. */
const OWN_CODE_WORDS = new Set<string>([
  ...INPUT_KEYS.map((key) => rowOf(key).input as string),
  ...Object.keys(BLANK_OUTPUTS),
  'gate-result.json',
  ...['$schema', 'prune', 'modules', 'name', 'rules', 'versions', 'revoke-on', 'only-unused', 'revoked-versions'],
  ...['http://', 'https://', 'host=token'],
]);

/** `status: check`, `usage: true`: an input (or key) of the action and a plain value. */
const isOwnCodeSpan = (text: string): boolean => {
  if (OWN_CODE_WORDS.has(text)) return true;
  const setting = /^([a-z-]+): ([a-z0-9.-]+)$/.exec(text);
  return setting !== null && OWN_CODE_WORDS.has(setting[1] as string);
};

/**
 * A message for the job summary, on one line: a code span naming one of the action's own words (check `hostname`)
 * renders as code; everything else, service and file text included, stays escaped as `cell` leaves it.
 */
export function messageCell(text: string): string {
  const parts: string[] = [];
  let last = 0;
  for (const match of text.matchAll(/`([a-z$][a-z0-9$:/=.-]*(?:: [a-z0-9.-]+)?)`/g)) {
    if (!isOwnCodeSpan(match[1] as string)) continue;
    parts.push(escapeForCell(text.slice(last, match.index)), cellCode(match[1] as string));
    last = match.index + match[0].length;
  }
  parts.push(escapeForCell(text.slice(last)));
  return parts.join('').trim();
}
