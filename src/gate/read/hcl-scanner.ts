/**
 * The one scanner of HCL's native syntax. HashiCorp's parser (hcl-parser.ts) gives the values of
 * a file's arguments but no positions, so the text is walked once, as HCL reads it, for what the
 * parser cannot say: the line of each top-level block of a type (`module "NAME"`, a Stack's
 * `component "NAME"`, Terragrunt's `terraform`), the exact bytes of its version literal (the
 * `version` argument, or the `?version=` query of Terragrunt's `tfr://` source), and the deepest
 * nesting of brackets. Comments, quoted strings with their `${…}` templates and heredocs are
 * skipped, so a block or a `version` inside one of them is never taken for the real one. Pure.
 */
import {
  MAX_NESTING,
  NO_VERSION_ARGUMENT,
  type BlockType,
  type LiteralLookup,
  type ScannedBlock,
} from './hcl-shared.ts';

/** What one walk of a file's text found. */
interface HclScan {
  /**
   * Every top-level block of the type, by name (Terragrunt's `terraform` block by the name
   * `terraform`), in the order written; a name may repeat (Terraform refuses that, and the gate
   * with it).
   */
  readonly blocks: ReadonlyMap<string, readonly ScannedBlock[]>;
  /** The deepest nesting of brackets of every kind and of templates, for the nesting bound. */
  readonly maxNesting: number;
}

export function scanHcl(text: string, type: BlockType): HclScan {
  return new HclScanner(text, type).scan();
}

/** A block whose body is being read: its line, and its version literal once found. */
interface OpenBlock {
  readonly line: number;
  version?: LiteralLookup;
}

/** The walk's state, character by character. */
class HclScanner {
  private readonly found = new Map<string, OpenBlock[]>();
  private maxNesting = 0;
  private readonly n: number;
  private i = 0;
  private line = 1;
  /** Brackets of every kind open: braces, square brackets, parentheses. */
  private depth = 0;
  /** The header being read at depth 0: its type word, its line and its labels. */
  private header: { word: string; line: number; labels: string[] } | undefined;
  /** The block of the type whose body is open (depth 1 and below). */
  private block: OpenBlock | undefined;
  /** At depth 1 of a body: the next word starts an item (an argument or a nested block). */
  private itemStart = false;
  /** The argument that holds the version: `version`, or Terragrunt's `source`. */
  private readonly argument: string;
  private readonly text: string;
  private readonly type: BlockType;

  constructor(text: string, type: BlockType) {
    this.text = text;
    this.type = type;
    this.n = text.length;
    this.argument = type === 'terraform' ? 'source' : 'version';
  }

  scan(): HclScan {
    while (this.i < this.n) this.step();
    const none: LiteralLookup = { why: NO_VERSION_ARGUMENT };
    return {
      blocks: new Map(
        [...this.found].map(([name, blocks]) => [
          name,
          blocks.map((b) => ({ line: b.line, version: b.version ?? none })),
        ]),
      ),
      maxNesting: this.maxNesting,
    };
  }

  private step(): void {
    const { text } = this;
    const c = text[this.i] as string;
    const two = text.slice(this.i, this.i + 2);
    if (c === '\n') {
      this.line++;
      this.i++;
      if (this.depth === 0) this.header = undefined;
      if (this.depth === 1) this.itemStart = true;
    } else if (c === '#' || two === '//') {
      while (this.i < this.n && text[this.i] !== '\n') this.i++;
    } else if (two === '/*') {
      const end = text.indexOf('*/', this.i + 2);
      this.moveTo(end === -1 ? this.n : end + 2);
    } else if (c === '"') {
      const stop = this.pastString(this.i);
      if (this.depth === 0 && this.header !== undefined) {
        this.header.labels.push(text.slice(this.i + 1, Math.max(this.i + 1, stop - 1)));
      }
      this.itemStart = false;
      this.moveTo(stop);
    } else if (two === '<<') {
      this.itemStart = false;
      const { end, lines } = pastHeredoc(text, this.i);
      this.i = end;
      this.line += lines;
    } else if (c === '{') {
      this.openBrace();
    } else if (c === '[' || c === '(') {
      // A list or a call at the top level: no block header.
      if (this.depth === 0) this.header = undefined;
      this.open();
      this.itemStart = false;
    } else if (c === '}' || c === ']' || c === ')') {
      this.depth = Math.max(0, this.depth - 1);
      if (this.depth === 0) {
        this.block = undefined;
        this.header = undefined;
      }
      this.i++;
    } else if (/[A-Za-z_]/.test(c)) {
      this.word();
    } else if (c === ' ' || c === '\t' || c === '\r') {
      this.i++;
    } else {
      // Anything else at the top level (`=`, operators) means this is not a block header.
      if (this.depth === 0) this.header = undefined;
      this.itemStart = false;
      this.i++;
    }
  }

  /** Moves to `stop`, counting the lines passed. */
  private moveTo(stop: number): void {
    for (let k = this.i; k < stop; k++) if (this.text[k] === '\n') this.line++;
    this.i = stop;
  }

  /** One more bracket open. */
  private open(): void {
    this.depth++;
    this.maxNesting = Math.max(this.maxNesting, this.depth);
    this.i++;
  }

  /** A `{`: after a header of the type with its labels (one; none for `terraform`), a block's body. */
  private openBrace(): void {
    const header = this.header;
    const labels = this.type === 'terraform' ? 0 : 1;
    if (this.depth === 0 && header?.word === this.type && header.labels.length === labels) {
      const name = labels === 0 ? this.type : (header.labels[0] as string);
      const block: OpenBlock = { line: header.line };
      this.block = block;
      this.found.set(name, [...(this.found.get(name) ?? []), block]);
    }
    this.header = undefined;
    this.open();
    this.itemStart = this.depth === 1;
  }

  /** An identifier: at the top level a header's type word or label; at an item's start in a block, maybe its version. */
  private word(): void {
    const { text, n } = this;
    let k = this.i + 1;
    while (k < n && /[A-Za-z0-9_-]/.test(text[k] as string)) k++;
    const word = text.slice(this.i, k);
    const starts = this.itemStart;
    this.itemStart = false;
    this.i = k;
    if (this.depth === 0) {
      if (this.header === undefined) this.header = { word, line: this.line, labels: [] };
      else this.header.labels.push(word);
    } else if (this.depth === 1 && starts && this.block !== undefined && word === this.argument) {
      this.argumentValue(this.block);
    }
  }

  /** After the argument's name: `=`, then the value, read as far as a quoted string goes. */
  private argumentValue(block: OpenBlock): void {
    const { text, n } = this;
    let k = this.i;
    while (k < n && (text[k] === ' ' || text[k] === '\t')) k++;
    // `version {` would be a nested block, `version ==` no argument: neither is the argument.
    if (text[k] !== '=' || text[k + 1] === '=') return;
    k++;
    while (k < n && (text[k] === ' ' || text[k] === '\t')) k++;
    this.i = k;
    if (text[k] !== '"') {
      block.version ??= { why: 'the version is not written as a quoted string' };
      return;
    }
    const stop = this.pastString(k);
    const raw = text.slice(k + 1, Math.max(k + 1, stop - 1));
    // The string must be the whole value: a line end, a comment or the block's end comes next.
    const after = /^[ \t]*(?:$|\r?\n|#|\/\/|\/\*|\})/.exec(text.slice(stop, stop + 256));
    const lookup: LiteralLookup =
      text[stop - 1] !== '"' || stop - 1 <= k
        ? { why: 'the version string is not closed on its line' }
        : after === null
          ? { why: 'the version is an expression, not a plain quoted string' }
          : /[\\]|[$%]\{/.test(raw)
            ? { why: 'the version string is written with escapes or a template' }
            : this.type === 'terraform'
              ? querySpan(raw, k + 1)
              : { span: { start: k + 1, end: k + 1 + raw.length, raw } };
    // A second argument of the name is an error Terraform reports; the first one stands here.
    block.version ??= lookup;
    this.moveTo(stop);
  }

  /** From an opening quote, past the closing one, minding the nesting bound. */
  private pastString(start: number): number {
    return pastString(this.text, start, 0, (level) => {
      this.maxNesting = Math.max(this.maxNesting, this.depth + level);
    });
  }
}

/** The `version=` query value of a `tfr://` source written as `raw` at `offset`. */
function querySpan(raw: string, offset: number): LiteralLookup {
  const match = /^tfr:\/\/[^?#]*\?(?:[^#]*?&)?version=([^&#]*)/.exec(raw);
  if (match === null) return { why: 'the source is not a tfr:// address with a version' };
  const value = match[1] as string;
  const start = offset + match[0].length - value.length;
  return { span: { start, end: start + value.length, raw: value } };
}

/**
 * From an opening quote at `start`, the offset just past the closing one (or the end of the
 * line, for a string left open: the parser reports it). `level` counts the strings and templates
 * open around this one, and `seen` hears each level reached: past MAX_NESTING the walk stops at
 * the end of the text, so `"${"${"${…` cannot exhaust the stack.
 */
function pastString(text: string, start: number, level: number, seen: (level: number) => void): number {
  const n = text.length;
  seen(level);
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
function pastTemplate(text: string, start: number, level: number, seen: (level: number) => void): number {
  const n = text.length;
  seen(level);
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
function pastHeredoc(text: string, start: number): { readonly end: number; readonly lines: number } {
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
