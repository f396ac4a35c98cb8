/** Text for a terminal: colours (only where wanted), text made safe to print, the job summary's Markdown. Pure. */

export interface Colours {
  bold(text: string): string;
  dim(text: string): string;
  red(text: string): string;
  yellow(text: string): string;
  cyan(text: string): string;
}

const sgr =
  (open: number, close: number) =>
  (text: string): string =>
    `\u001b[${open}m${text}\u001b[${close}m`;

const PLAIN: Colours = { bold: (t) => t, dim: (t) => t, red: (t) => t, yellow: (t) => t, cyan: (t) => t };
const ANSI: Colours = { bold: sgr(1, 22), dim: sgr(2, 22), red: sgr(31, 39), yellow: sgr(33, 39), cyan: sgr(36, 39) };

/**
 * Colour on a terminal; never with NO_COLOR set to anything (no-color.org); and, as Node's own tools do, always with
 * FORCE_COLOR (a CI log that renders ANSI, as GitLab's does) unless it is `0` or `false`. NO_COLOR wins.
 */
export function coloursFor(isTTY: boolean | undefined, env: Record<string, string | undefined>): Colours {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return PLAIN;
  const force = env.FORCE_COLOR;
  if (force !== undefined) return force === '0' || force === 'false' ? PLAIN : ANSI;
  return isTTY === true && env.TERM !== 'dumb' ? ANSI : PLAIN;
}

/** Text the tool did not write, its controls (escapes) shown as `\uXXXX`, not acting; `multiline` keeps line breaks. */
export function terminalSafe(text: string, multiline = false): string {
  const controls = multiline ? /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g : /[\u0000-\u001f\u007f-\u009f]/g;
  return text.replace(controls, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** `file:line: level: message`, as editors link it; text made safe before the level is coloured: only ours acts. */
export function annotationLine(
  a: { level: string; title?: string; message: string; file?: string; line?: number },
  colours: Colours = PLAIN,
): string {
  const where = a.file !== undefined ? `${a.file}${a.line !== undefined ? `:${a.line}` : ''}: ` : '';
  const level = a.level === 'error' ? colours.red('error') : a.level === 'warning' ? colours.yellow('warning') : 'note';
  const text = a.title !== undefined ? `${a.title}: ${a.message}` : a.message;
  return `${terminalSafe(where)}${level}: ${terminalSafe(text.replace(/\r?\n/g, ' '))}`;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

// Markdown's backslash escapes: any ASCII punctuation character.
const ESCAPABLE = /[!-/:-@[-`{-~]/;

/**
 * Backslash escapes and code spans, read left to right as CommonMark reads them (an escaped backtick opens no span; a
 * span holds its content literally), each replaced by a placeholder (`\u0000N\u0000`) that later syntax never enters.
 */
function setAside(text: string, colours: Colours): { text: string; pieces: string[] } {
  const pieces: string[] = [];
  const keep = (piece: string): string => `\u0000${pieces.push(piece) - 1}\u0000`;
  let out = '';
  let i = 0;
  while (i < text.length) {
    const char = text[i] as string;
    if (char === '\\' && ESCAPABLE.test(text[i + 1] ?? '')) {
      out += keep(text[i + 1] as string);
      i += 2;
      continue;
    }
    if (char !== '`') {
      out += char;
      i += 1;
      continue;
    }
    const fence = /^`+/.exec(text.slice(i))?.[0] ?? '`';
    const close = new RegExp(`(?<!\`)${fence}(?!\`)`, 'g');
    close.lastIndex = i + fence.length;
    const end = close.exec(text);
    if (end === null) {
      out += fence;
      i += fence.length;
      continue;
    }
    let body = text.slice(i + fence.length, end.index);
    if (/^ .*[^ ].* $/s.test(body)) body = body.slice(1, -1);
    // A table cell escapes its pipes even inside code.
    out += keep(colours.cyan(body.replace(/\\\|/g, '|')));
    i = end.index + fence.length;
  }
  return { text: out, pieces };
}

/** One line of Markdown's inline syntax as plain text. */
function inline(text: string, colours: Colours): string {
  const { text: rest, pieces } = setAside(text, colours);
  return (
    rest
      .replace(/<details><summary>([\s\S]*?)<\/summary>/g, '$1: ')
      .replace(/<\/?(details|summary|sub|sup|br|b|strong|em|i|code|p)\s*\/?>/g, '')
      .replace(/\[([^\]]*)\]\(([^)\s]*)\)/g, (_m, label: string, url: string) => {
        const target = terminalSafe(decodeLink(url));
        return label === target || label === url ? target : `${label} <${target}>`;
      })
      .replace(/\*\*([^*]+)\*\*/g, (_m, body: string) => colours.bold(body))
      .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (m, name: string) => {
        if (name.startsWith('#')) {
          const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
          return Number.isFinite(code) && code > 0 && code < 0x110000 ? terminalSafe(String.fromCodePoint(code)) : m;
        }
        return ENTITIES[name.toLowerCase()] ?? m;
      })
      // A terminal notifies no one: the joiner that keeps `@name` from mentioning on GitHub goes.
      .replace(/@\u200d/g, '@')
      .replace(/\u0000(\d+)\u0000/g, (_m, i: string) => pieces[Number(i)] ?? '')
  );
}

function decodeLink(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}

/** Width as a terminal shows it, near enough: escape sequences take none, most emoji two columns. */
function width(text: string): number {
  const visible = text.replace(/\u001b\[\d+m/g, '');
  let columns = 0;
  for (const char of visible) {
    const code = char.codePointAt(0) ?? 0;
    if (code === 0xfe0f || (code >= 0x200b && code <= 0x200f)) continue;
    columns += code >= 0x1f300 || (code >= 0x2600 && code <= 0x27bf) ? 2 : 1;
  }
  return columns;
}

const splitRow = (row: string): string[] =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim());

function renderTable(rows: string[][], colours: Colours): string[] {
  const columns = Math.max(...rows.map((r) => r.length));
  const widths = Array.from({ length: columns }, (_, i) => Math.max(...rows.map((r) => width(r[i] ?? ''))));
  return rows.map((row, index) => {
    const line = row
      .map((text, i) => (i === row.length - 1 ? text : text + ' '.repeat((widths[i] ?? 0) - width(text))))
      .join('  ')
      .trimEnd();
    return index === 0 ? colours.bold(line) : line;
  });
}

/**
 * The job summary's Markdown as terminal text: headings in bold, tables as aligned columns, links as `label <url>`,
 * escapes and HTML (details, sub) removed, a fenced code block line for line, without its fences; service text made
 * safe. A fenced block whose info string is `verbatim.info` is replaced by `verbatim.text`, as it is: a diff to apply.
 */
export function markdownToText(
  markdown: string,
  colours: Colours = PLAIN,
  verbatim?: { readonly info: string; readonly text: string },
): string {
  const out: string[] = [];
  let table: string[][] = [];
  const flushTable = (): void => {
    if (table.length > 0) out.push(...renderTable(table, colours));
    table = [];
  };
  // The fence of the code block the line is in (a diff, say): its lines are shown as they are.
  let fence: string | undefined;
  // Whether that block is replaced by `verbatim`, whose text goes in at a placeholder after blank runs are folded.
  let replaced = false;
  const placeholder = '\u0000verbatim\u0000';
  for (const raw of markdown.split(/\r?\n/)) {
    const line = terminalSafe(raw);
    const fenceMark = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
    if (fence !== undefined) {
      // Only a line of the same fence, at least as long, closes the block (CommonMark).
      const mark = fenceMark?.[1];
      const closes = mark?.[0] === fence[0] && (mark?.length ?? 0) >= fence.length && /^ *[`~]+ *$/.test(line);
      if (closes) fence = undefined;
      else if (!replaced) out.push(line);
      continue;
    }
    if (fenceMark !== null) {
      flushTable();
      fence = fenceMark[1];
      replaced = verbatim !== undefined && fenceMark[2]?.trim() === verbatim.info;
      if (replaced) out.push(placeholder);
      continue;
    }
    if (/^\s*\|/.test(line)) {
      if (/^\s*\|(\s*:?-+:?\s*\|)+\s*$/.test(line)) continue;
      table.push(splitRow(line).map((c) => inline(c, colours)));
      continue;
    }
    flushTable();
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) {
      out.push(colours.bold(inline(heading[1] ?? '', colours)));
      continue;
    }
    const text = inline(line.replace(/^(\s*)[-*] /, '$1• '), colours);
    // A line that held only HTML (an opening or closing details block) leaves nothing worth a line.
    if (text.trim() === '' && line.trim() !== '') continue;
    out.push(text);
  }
  flushTable();
  const text = out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return verbatim === undefined ? text : text.replace(placeholder, () => verbatim.text.replace(/\n$/, ''));
}

/**
 * A diff for a terminal: control characters that could act on it (escape sequences, a carriage return that rewrites
 * its line) shown as `\uXXXX`; tabs, and a carriage return ending a line, kept: a copied diff still applies.
 */
export function terminalDiff(diff: string): string {
  return diff.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, (c, at: number) =>
    c === '\r' && diff[at + 1] === '\n' ? c : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
