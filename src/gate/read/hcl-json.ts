/**
 * Terraform's JSON syntax (`.tf.json`): the module blocks, the lines of their labels and the
 * exact place of their version strings, read with a parser that keeps repeated keys and gives
 * offsets (jsonc-parser).
 */
import { parseTree, printParseErrorCode, type Node as JsonNode, type ParseError } from 'jsonc-parser';
import { lineIndex } from '../../files/line-index.ts';
import {
  GateError,
  MAX_NESTING,
  NOT_A_VALUE,
  NO_VERSION_ARGUMENT,
  tooDeep,
  type LiteralLookup,
  type RawBlock,
  type ScannedBlock,
} from './hcl-shared.ts';

/**
 * Every module block of Terraform's JSON syntax, in order: `{"module": {"NAME": {...}}}`, where
 * the `module` key may repeat and any level may be an array of objects (HCL's JSON syntax merges
 * them all; hashicorp/hcl json/structure.go). Read with a parser that keeps repeated keys and
 * their positions (jsonc-parser), so no block is lost to a later key of the same name and no
 * name (`__proto__`) is special.
 */
export function jsonBlocks(shownAs: string, text: string): RawBlock[] {
  if (jsonNesting(text) > MAX_NESTING) throw tooDeep(shownAs);
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  const lineOf = lineIndex(text);
  if (errors.length > 0 || root === undefined) {
    const first = errors[0];
    const line = first !== undefined ? lineOf(first.offset) : undefined;
    throw new GateError(
      `Cannot parse ${shownAs}: ${first !== undefined ? printParseErrorCode(first.error) : 'not JSON'}${line !== undefined ? ` at line ${line}` : ''}`,
      shownAs,
      line,
    );
  }
  const argument = (body: JsonNode, name: string): unknown => {
    const value = argumentNode(body, name);
    if (value === undefined) return undefined;
    return value.type === 'string' || value.type === 'number' ? value.value : NOT_A_VALUE;
  };
  return jsonModuleBodies(root).map(({ name, keyOffset, body }) => ({
    name,
    line: lineOf(keyOffset),
    source: argument(body, 'source'),
    version: argument(body, 'version'),
  }));
}

/** An object, or the objects of an array: HCL's JSON syntax takes either at any level. */
const objects = (node: JsonNode | undefined): JsonNode[] =>
  node?.type === 'object'
    ? [node]
    : node?.type === 'array'
      ? (node.children ?? []).filter((c) => c.type === 'object')
      : [];

/**
 * Every module block of the text, by name, in the order written, with the line of its label and
 * its version literal: what the scanner (hcl-scanner.ts) finds in the native syntax. Undefined
 * when the text is not JSON.
 */
export function jsonVersionLiterals(text: string): Map<string, ScannedBlock[]> | undefined {
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  if (errors.length > 0 || root === undefined) return undefined;
  const lineOf = lineIndex(text);
  const found = new Map<string, ScannedBlock[]>();
  for (const { name, keyOffset, body } of jsonModuleBodies(root)) {
    found.set(name, [...(found.get(name) ?? []), { line: lineOf(keyOffset), version: versionLiteral(text, body) }]);
  }
  return found;
}

function versionLiteral(text: string, body: JsonNode): LiteralLookup {
  const value = argumentNode(body, 'version');
  if (value === undefined) return { why: NO_VERSION_ARGUMENT };
  if (value.type !== 'string') return { why: 'the version is not written as a string' };
  const raw = text.slice(value.offset + 1, value.offset + value.length - 1);
  // JSON escapes, or an HCL template (JSON strings are templates in Terraform), are left alone.
  if (/[\\]|[$%]\{/.test(raw)) return { why: 'the version string is written with escapes or a template' };
  return { span: { start: value.offset + 1, end: value.offset + value.length - 1, raw } };
}

/** Each module block's body in a parsed `.tf.json`, in order, with its name and the offset of the name's key. */
function jsonModuleBodies(
  root: JsonNode,
): Array<{ readonly name: string; readonly keyOffset: number; readonly body: JsonNode }> {
  const found: Array<{ name: string; keyOffset: number; body: JsonNode }> = [];
  for (const property of objects(root).flatMap((o) => o.children ?? [])) {
    if (property.children?.[0]?.value !== 'module') continue;
    for (const label of objects(property.children[1]).flatMap((o) => o.children ?? [])) {
      const [key, bodies] = label.children ?? [];
      if (typeof key?.value !== 'string') continue;
      for (const body of objects(bodies)) found.push({ name: key.value, keyOffset: key.offset, body });
    }
  }
  return found;
}

/** The value node of a block's argument; undefined when the block has none. */
const argumentNode = (body: JsonNode, name: string): JsonNode | undefined =>
  (body.children ?? []).find((p) => p.children?.[0]?.value === name)?.children?.[1];

/** The deepest nesting of JSON brackets outside strings. */
function jsonNesting(text: string): number {
  let depth = 0;
  let max = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
    } else if (c === '{' || c === '[') max = Math.max(max, ++depth);
    else if (c === '}' || c === ']') depth--;
  }
  return max;
}
