/**
 * A call's version literal in a file's text, whatever its language: found by the gate's own
 * readers (the scanner of HCL's native syntax, jsonc-parser's offsets for `.tf.json`), and
 * replaced there and nowhere else, every other byte kept. Pure.
 */
import path from 'node:path';
import { jsonVersionLiterals } from '../read/hcl-json.ts';
import { scanHcl } from '../read/hcl-scanner.ts';
import { blockTypeOf, type LiteralSpan, type ScannedBlock } from '../read/hcl-shared.ts';

/** The blocks that make module calls in a file's text, by name; undefined for text that is not of its language. */
export function versionLiterals(file: string, text: string): ReadonlyMap<string, readonly ScannedBlock[]> | undefined {
  const name = path.basename(file);
  if (name.endsWith('.json')) return jsonVersionLiterals(text);
  const type = blockTypeOf(name);
  return type === undefined ? undefined : scanHcl(text, type).blocks;
}

/** Why a literal is missing where the gate read one: the file is no longer as the gate read it. */
export const NOT_WHERE_READ = 'the block is not where the gate found it';

/** A call's version literal in its file: its place, what it says (a Terragrunt query decoded), and how to write a value there. */
interface CallLiteral {
  readonly span: LiteralSpan;
  readonly written: string;
  /** The literal's text for a version: encoded in a `tfr://` query, as is elsewhere. */
  readonly encode: (version: string) => string;
}

/** The name of the block that makes call `key` in `file`: its last part; Terragrunt's one block is `terraform`. */
export const blockNameOf = (file: string, key: string): string =>
  isTerragrunt(file) ? 'terraform' : (key.split('.').at(-1) ?? '');

/** The version literal of the block of call `key` (the one at `line`, where its name repeats) in `file`. */
export function callLiteral(
  file: string,
  literals: ReadonlyMap<string, readonly ScannedBlock[]>,
  key: string,
  line?: number,
): CallLiteral | { readonly why: string } {
  const blocks = literals.get(blockNameOf(file, key)) ?? [];
  const block = blocks.length === 1 ? blocks[0] : blocks.find((b) => b.line === line);
  if (block === undefined) return { why: NOT_WHERE_READ };
  const found = block.version;
  if ('why' in found) return found;
  return {
    span: found.span,
    written: writtenValue(file, found.span.raw),
    encode: (v) => (isTerragrunt(file) ? encodeURIComponent(v) : v),
  };
}

const isTerragrunt = (file: string): boolean => blockTypeOf(path.basename(file)) === 'terraform';

/** What a literal says, as the gate reads it: a `tfr://` query's value decoded as Terragrunt (Go's url.Query) does. */
export const writtenValue = (file: string, raw: string): string =>
  isTerragrunt(file) ? (new URLSearchParams(`version=${raw}`).get('version') ?? raw) : raw;

/** One change of a text: what is between `start` and `end` replaced by `text`. */
export interface Replacement {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** The text with every replacement made; those of the same place are made once, overlapping ones refused. */
export function replaceSpans(text: string, replacements: readonly Replacement[]): string {
  const sorted = [...replacements].sort((a, b) => a.start - b.start);
  const parts: string[] = [];
  let at = 0;
  for (const [index, replacement] of sorted.entries()) {
    if (replacement.start < at) {
      const previous = sorted[index - 1];
      if (
        previous?.start === replacement.start &&
        previous.end === replacement.end &&
        previous.text === replacement.text
      ) {
        continue;
      }
      throw new Error(`overlapping replacements at offset ${replacement.start}`);
    }
    parts.push(text.slice(at, replacement.start), replacement.text);
    at = replacement.end;
  }
  parts.push(text.slice(at));
  return parts.join('');
}
