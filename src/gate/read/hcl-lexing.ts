/**
 * The pieces of HCL's native syntax that both of its scanners skip the same way: strings with
 * their `${…}` templates, and heredocs. The gate's scanner (hcl-native.ts) finds the lines of
 * blocks with them; the fix's (fix/hcl-spans.ts) finds a version literal's bytes. Pure.
 */
import { MAX_NESTING } from './hcl-shared.ts';

/**
 * From an opening quote at `start`, the offset just past the closing one (or the end of the
 * line, for a string left open: the parser reports it). `level` counts the strings and templates
 * open around this one, and `seen` hears each level reached: past MAX_NESTING the walk stops at
 * the end of the text, so `"${"${"${…` cannot exhaust the stack.
 */
export function pastString(text: string, start: number, level = 0, seen?: (level: number) => void): number {
  const n = text.length;
  seen?.(level);
  if (level > MAX_NESTING) return n;
  let k = start + 1;
  while (k < n) {
    const c = text[k];
    if (c === '\\') k += 2;
    else if (c === '"') return k + 1;
    else if ((c === '$' || c === '%') && text[k + 1] === c && text[k + 2] === '{') k += 3;
    else if ((c === '$' || c === '%') && text[k + 1] === '{') k = pastTemplate(text, k + 2, level + 1, seen);
    else if (c === '\n') return k;
    else k++;
  }
  return k;
}

/** From just inside `${`, past its closing brace. */
function pastTemplate(text: string, start: number, level: number, seen?: (level: number) => void): number {
  const n = text.length;
  seen?.(level);
  if (level > MAX_NESTING) return n;
  let k = start;
  let braces = 0;
  while (k < n) {
    const c = text[k];
    if (c === '"') k = pastString(text, k, level + 1, seen);
    else if (c === '{') {
      braces++;
      k++;
    } else if (c === '}') {
      if (braces === 0) return k + 1;
      braces--;
      k++;
    } else k++;
  }
  return k;
}

/**
 * From `<<` at `start`: the offset past a heredoc's closing marker line, and the line breaks
 * passed; past the `<<` alone when no heredoc opens there.
 */
export function pastHeredoc(text: string, start: number): { readonly end: number; readonly lines: number } {
  const n = text.length;
  const opener = /^<<-?([A-Za-z_][A-Za-z0-9_-]*)[ \t]*\r?\n/.exec(text.slice(start, start + 300));
  if (opener === null) return { end: start + 2, lines: 0 };
  const marker = opener[1] as string;
  let i = start + opener[0].length;
  let lines = 1;
  // The heredoc ends at a line holding only its marker (indentation allowed).
  const closing = new RegExp(`^[ \\t]*${marker}[ \\t]*\\r?$`);
  while (i < n) {
    const eol = text.indexOf('\n', i);
    const lineEnd = eol === -1 ? n : eol;
    const done = closing.test(text.slice(i, lineEnd));
    i = lineEnd;
    if (done) break;
    if (eol !== -1) {
      lines++;
      i++;
    }
  }
  return { end: i, lines };
}
