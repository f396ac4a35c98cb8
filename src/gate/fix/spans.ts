/**
 * A version literal's exact place in a configuration file, whatever its language, and edits that
 * change those places only: every other byte of the file is kept. Pure.
 */
import path from 'node:path';
import { blockTypeOf } from '../read/hcl.ts';
import { nativeVersionSpans, type BlockSpan, type LiteralSpan, type SpanLookup } from './hcl-spans.ts';
import { jsonVersionSpans } from './json-spans.ts';

export type { LiteralSpan, SpanLookup };

/** The blocks that make module calls in a file's text, by name; undefined for text that is not of its language. */
export function blockSpans(file: string, text: string): Map<string, BlockSpan[]> | undefined {
  const name = path.basename(file);
  if (name.endsWith('.json')) return jsonVersionSpans(text);
  const type = blockTypeOf(name);
  return type === undefined ? undefined : nativeVersionSpans(text, type);
}

/** The version literal of block `name` (the one at `line`, where the name repeats). */
export function literalOf(spans: ReadonlyMap<string, readonly BlockSpan[]>, name: string, line?: number): SpanLookup {
  const blocks = spans.get(name) ?? [];
  const block = blocks.length === 1 ? blocks[0] : blocks.find((b) => b.line === line);
  if (block === undefined) return { why: 'the block is not where the gate found it' };
  return block.version;
}

/** A call's version literal in its file: its place, what it says (a Terragrunt query decoded), and how to write a value there. */
export interface CallLiteral {
  readonly span: LiteralSpan;
  readonly written: string;
  /** The literal's text for a version: encoded in a `tfr://` query, as is elsewhere. */
  readonly encode: (version: string) => string;
}

/** The version literal of the block of call `key` (at `line`) in `file`: Terragrunt's one block is `terraform`. */
export function callLiteral(
  file: string,
  spans: ReadonlyMap<string, readonly BlockSpan[]>,
  key: string,
  line?: number,
): CallLiteral | { readonly why: string } {
  const terragrunt = blockTypeOf(path.basename(file)) === 'terraform';
  const found = literalOf(spans, terragrunt ? 'terraform' : (key.split('.').at(-1) ?? ''), line);
  if ('why' in found) return found;
  return terragrunt
    ? { span: found.span, written: safeDecode(found.span.raw), encode: (v) => encodeURIComponent(v) }
    : { span: found.span, written: found.span.raw, encode: (v) => v };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** One change: the text between `start` and `end` replaced. */
export interface Edit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** The text with every edit made; edits of the same place are made once, overlapping ones refused. */
export function applyEdits(text: string, edits: readonly Edit[]): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start);
  const parts: string[] = [];
  let at = 0;
  for (const edit of sorted) {
    if (edit.start < at) {
      const previous = parts.length > 0 ? sorted[sorted.indexOf(edit) - 1] : undefined;
      if (previous?.start === edit.start && previous.end === edit.end && previous.text === edit.text) continue;
      throw new Error(`overlapping edits at offset ${edit.start}`);
    }
    parts.push(text.slice(at, edit.start), edit.text);
    at = edit.end;
  }
  parts.push(text.slice(at));
  return parts.join('');
}
