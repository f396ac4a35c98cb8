/**
 * Where a version literal is in HCL's native syntax, to the byte: the `version` argument of each
 * top-level `module` (or a Stack's `component`) block, and the `?version=` value of Terragrunt's
 * `terraform { source = "tfr://…" }`. HashiCorp's parser gives no positions, so the text is
 * walked once as HCL reads it: comments, quoted strings with their `${…}` templates and heredocs
 * are skipped, so a `version` inside one of them is never taken for the argument. Pure.
 */
import type { BlockType } from '../read/hcl-shared.ts';
import { pastHeredoc, pastString } from '../read/hcl-lexing.ts';

/** The literal's content, between its quotes (or the query value), as offsets into the text. */
export interface LiteralSpan {
  readonly start: number;
  readonly end: number;
  /** The text between `start` and `end`, as written. */
  readonly raw: string;
}

/** A block's version literal, or why it has none that can be rewritten in place. */
export type SpanLookup = { readonly span: LiteralSpan } | { readonly why: string };

/** What a block of the file holds: its header's line, and its version literal. */
export interface BlockSpan {
  readonly line: number;
  readonly version: SpanLookup;
}

/**
 * Every top-level block of `type` in the text, by name (Terragrunt's `terraform` block by the
 * name `terraform`), in the order written; a name may repeat (Terraform refuses that, and the
 * gate with it).
 */
export function nativeVersionSpans(text: string, type: BlockType): Map<string, BlockSpan[]> {
  return new SpanScanner(text, type).scan();
}

class SpanScanner {
  private readonly found = new Map<string, Array<{ line: number; version?: SpanLookup }>>();
  private readonly n: number;
  private i = 0;
  private line = 1;
  /** Braces, brackets and parentheses open. */
  private depth = 0;
  /** The header being read at depth 0: its type word, line and labels. */
  private header: { word: string; line: number; labels: string[] } | undefined;
  /** The block of `type` whose body is open at depth 1, with what was found in it. */
  private block: { line: number; version?: SpanLookup } | undefined;
  /** At depth 1 of the block: the next word starts an item (an argument or a nested block). */
  private itemStart = false;
  private readonly text: string;
  private readonly type: BlockType;
  /** The argument that holds the version: `version`, or Terragrunt's `source`. */
  private readonly argument: string;

  constructor(text: string, type: BlockType) {
    this.text = text;
    this.type = type;
    this.n = text.length;
    this.argument = type === 'terraform' ? 'source' : 'version';
  }

  scan(): Map<string, BlockSpan[]> {
    while (this.i < this.n) this.step();
    const none: SpanLookup = { why: 'the block has no version argument' };
    return new Map(
      [...this.found].map(([name, blocks]) => [
        name,
        blocks.map((b) => ({ line: b.line, version: b.version ?? none })),
      ]),
    );
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
      const stop = pastString(text, this.i);
      if (this.depth === 0 && this.header !== undefined) {
        this.header.labels.push(text.slice(this.i + 1, Math.max(this.i + 1, stop - 1)));
      }
      this.itemStart = false;
      this.moveTo(stop);
    } else if (two === '<<') {
      this.itemStart = false;
      this.skipHeredoc();
    } else if (c === '{') {
      this.open();
    } else if (c === '}' || c === ']' || c === ')') {
      this.depth = Math.max(0, this.depth - 1);
      if (this.depth === 0) {
        this.block = undefined;
        this.header = undefined;
      }
      this.i++;
    } else if (c === '[' || c === '(') {
      if (this.depth === 0) this.header = undefined;
      this.depth++;
      this.itemStart = false;
      this.i++;
    } else if (/[A-Za-z_]/.test(c)) {
      this.word();
    } else if (c === ' ' || c === '\t' || c === '\r') {
      this.i++;
    } else {
      if (this.depth === 0) this.header = undefined;
      this.itemStart = false;
      this.i++;
    }
  }

  private moveTo(stop: number): void {
    for (let k = this.i; k < stop; k++) if (this.text[k] === '\n') this.line++;
    this.i = stop;
  }

  private open(): void {
    const header = this.header;
    const labels = this.type === 'terraform' ? 0 : 1;
    if (this.depth === 0 && header?.word === this.type && header.labels.length === labels) {
      const name = labels === 0 ? this.type : (header.labels[0] as string);
      const block: { line: number; version?: SpanLookup } = { line: header.line };
      this.block = block;
      this.found.set(name, [...(this.found.get(name) ?? []), block]);
    }
    this.header = undefined;
    this.depth++;
    this.itemStart = this.depth === 1;
    this.i++;
  }

  private word(): void {
    const { text, n } = this;
    let k = this.i + 1;
    while (k < n && /[A-Za-z0-9_-]/.test(text[k] as string)) k++;
    const word = text.slice(this.i, k);
    const starts = this.itemStart;
    this.itemStart = false;
    if (this.depth === 0) {
      if (this.header === undefined) this.header = { word, line: this.line, labels: [] };
      else this.header.labels.push(word);
    } else if (this.depth === 1 && starts && this.block !== undefined && word === this.argument) {
      this.i = k;
      this.argumentValue(this.block);
      return;
    }
    this.i = k;
  }

  /** After the argument's name: `=`, then the value, read as far as a quoted string goes. */
  private argumentValue(block: { version?: SpanLookup }): void {
    const { text, n } = this;
    let k = this.i;
    while (k < n && (text[k] === ' ' || text[k] === '\t')) k++;
    // `version {` would be a nested block, `version ==` no argument: neither is the argument.
    if (text[k] !== '=' || text[k + 1] === '=') return;
    k++;
    while (k < n && (text[k] === ' ' || text[k] === '\t')) k++;
    this.i = k;
    if (text[k] !== '"') {
      block.version = { why: 'the version is not written as a quoted string' };
      return;
    }
    const stop = pastString(text, k);
    const raw = text.slice(k + 1, Math.max(k + 1, stop - 1));
    // The string must be the whole value: a line end, a comment or the block's end comes next.
    const after = /^[ \t]*(?:$|\r?\n|#|\/\/|\/\*|\})/.exec(text.slice(stop, stop + 256));
    const lookup: SpanLookup =
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

  /** From `<<`: past a heredoc's closing marker, or past the `<<` alone when no heredoc opens. */
  private skipHeredoc(): void {
    const { end, lines } = pastHeredoc(this.text, this.i);
    this.i = end;
    this.line += lines;
  }
}

/** The `version=` query value of a `tfr://` source written as `raw` at `offset`. */
function querySpan(raw: string, offset: number): SpanLookup {
  const match = /^tfr:\/\/[^?#]*\?(?:[^#]*?&)?version=([^&#]*)/.exec(raw);
  if (match === null) return { why: 'the source is not a tfr:// address with a version' };
  const value = match[1] as string;
  const start = offset + match[0].length - value.length;
  return { span: { start, end: start + value.length, raw: value } };
}
