/**
 * HCL 1's native syntax, as far as the Terraform CLI configuration needs it: tokens, and the file's items as a tree.
 * Not the gate's HCL parser (src/gate/read/hcl-parser.ts): that one is HCL 2, loads WebAssembly asynchronously and only
 * for the gate, while this runs in every mode, synchronously, first, to mask what it finds. The npm packages for HCL 1
 * are unmaintained GopherJS builds of several megabytes. Only `credentials` matters; the rest is read to be skipped.
 */
import { show } from '../text.ts';

/** Nesting deeper than any real CLI configuration; bounds the reader's recursion. */
export const MAX_DEPTH = 64;

export class CliConfigSyntaxError extends Error {
  override name = 'CliConfigSyntaxError';
  readonly line: number;
  constructor(message: string, line: number) {
    super(message);
    this.line = line;
  }
}

/** A value of HCL 1's data model, as far as the credentials need it. */
export type Value =
  | { kind: 'string'; text: string }
  | { kind: 'other' }
  | { kind: 'list'; items: Value[] }
  | { kind: 'object'; items: Item[] };

/** One item of an object: `KEY... = VALUE` or `KEY... { ... }`. */
export type Item = { keys: string[]; value: Value };

type Token =
  | { kind: 'word'; text: string; line: number }
  | { kind: 'string'; text: string; line: number }
  | { kind: 'punct'; text: '{' | '}' | '[' | ']' | '=' | ','; line: number }
  | { kind: 'end'; line: number };

/** Splits HCL 1 text into tokens: comments dropped, strings and heredocs decoded. */
class Hcl1Lexer {
  private readonly text: string;
  private i = 0;
  private line = 1;

  constructor(text: string) {
    this.text = text;
  }

  private fail(message: string): never {
    throw new CliConfigSyntaxError(message, this.line);
  }

  tokens(): Token[] {
    const { text } = this;
    const tokens: Token[] = [];
    while (this.i < text.length) {
      const c = text[this.i] as string;
      if (/\s/.test(c)) {
        if (c === '\n') this.line++;
        this.i++;
      } else if (c === '#' || text.startsWith('//', this.i)) {
        while (this.i < text.length && text[this.i] !== '\n') this.i++;
      } else if (text.startsWith('/*', this.i)) {
        const close = text.indexOf('*/', this.i + 2);
        if (close === -1) this.fail('a /* comment is not closed');
        this.line += (text.slice(this.i, close).match(/\n/g) ?? []).length;
        this.i = close + 2;
      } else if ('{}[]=,'.includes(c)) {
        tokens.push({ kind: 'punct', text: c as '{', line: this.line });
        this.i++;
      } else if (c === '"') {
        tokens.push(this.quoted());
      } else if (text.startsWith('<<', this.i)) {
        tokens.push(this.heredoc());
      } else if (/[\w.+\-:]/.test(c)) {
        const word = /^[\w.+\-:]+/.exec(text.slice(this.i, this.i + 4096))?.[0] as string;
        tokens.push({ kind: 'word', text: word, line: this.line });
        this.i += word.length;
      } else {
        this.fail(`unexpected character ${show(c)}`);
      }
    }
    tokens.push({ kind: 'end', line: this.line });
    return tokens;
  }

  /** A quoted string from its opening quote, escapes decoded. */
  private quoted(): Token {
    const { text } = this;
    const start = this.line;
    let value = '';
    // Inside `${ ... }` HCL 1 lets quotes nest; the text is kept as written.
    let braces = 0;
    for (this.i++; ; this.i++) {
      const ch = text[this.i];
      if (ch === undefined || (ch === '\n' && braces === 0)) this.fail('a quoted string is not closed');
      if (ch === '"' && braces === 0) break;
      if (ch === '\n') this.line++;
      if (braces === 0 && ch === '$' && text[this.i + 1] === '{') {
        braces++;
        value += '${';
        this.i++;
        continue;
      }
      if (braces > 0 && ch === '{') braces++;
      if (braces > 0 && ch === '}') braces--;
      value += ch === '\\' ? this.escape() : ch;
    }
    this.i++;
    return { kind: 'string', text: value, line: start };
  }

  /** The escape at a backslash, decoded; leaves the place at its last character. */
  private escape(): string {
    const { text, i } = this;
    const escaped = text[i + 1];
    const simple: Record<string, string> = { n: '\n', t: '\t', r: '\r', '"': '"', '\\': '\\' };
    if (escaped !== undefined && simple[escaped] !== undefined) {
      this.i++;
      return simple[escaped];
    }
    if (escaped === 'u' || escaped === 'U') {
      const width = escaped === 'u' ? 4 : 8;
      const hex = text.slice(i + 2, i + 2 + width);
      if (!new RegExp(`^[0-9a-fA-F]{${width}}$`).test(hex)) this.fail('a \\u escape needs hexadecimal digits');
      this.i += 1 + width;
      return String.fromCodePoint(Number.parseInt(hex, 16));
    }
    return '\\';
  }

  /** A heredoc from its `<<`, up to the line holding only its marker. */
  private heredoc(): Token {
    const { text } = this;
    const header = /^<<-?([A-Za-z_][\w-]*)\r?\n/.exec(text.slice(this.i));
    if (header === null) this.fail('a heredoc needs a marker and a line break after `<<`');
    const marker = header[1] as string;
    const start = this.line;
    this.i += header[0].length;
    this.line++;
    const lines: string[] = [];
    for (;;) {
      if (this.i >= text.length) this.fail(`the heredoc ${marker} is not closed`);
      const newline = text.indexOf('\n', this.i);
      const current = text.slice(this.i, newline === -1 ? text.length : newline).replace(/\r$/, '');
      this.i = newline === -1 ? text.length : newline + 1;
      this.line++;
      if (current.trim() === marker) break;
      lines.push(current);
    }
    return { kind: 'string', text: lines.join('\n'), line: start };
  }
}

/** The items of a whole HCL 1 file: every `KEY... = VALUE` and `KEY... { ... }` at the top. */
export function hcl1Items(text: string): Item[] {
  const tokens = new Hcl1Lexer(text).tokens();
  let at = 0;
  const peek = (): Token => tokens[at] as Token;
  const next = (): Token => tokens[at++] as Token;
  const fail = (message: string): never => {
    throw new CliConfigSyntaxError(message, peek().line);
  };
  const isPunct = (t: Token, p: string): boolean => t.kind === 'punct' && t.text === p;

  // Items until `}` (or the end of the file at the top): `KEY... = VALUE` or `KEY... { ... }`.
  const objectItems = (depth: number, closer: '}' | 'end'): Item[] => {
    if (depth > MAX_DEPTH) fail(`nested more than ${MAX_DEPTH} levels deep`);
    const items: Item[] = [];
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
  return objectItems(0, 'end');
}

const describe = (t: Token): string =>
  t.kind === 'punct' ? show(t.text) : { end: 'the end of the file', string: 'a string', word: 'a name' }[t.kind];
