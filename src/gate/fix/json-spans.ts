/**
 * Where a version literal is in Terraform's JSON syntax (`.tf.json`, `.tofu.json`): the
 * `"version"` string of each module block, read with the same parser as the gate (jsonc-parser,
 * which keeps repeated keys and gives offsets). Pure.
 */
import { parseTree, type Node as JsonNode } from 'jsonc-parser';
import { lineIndex } from '../../files/line-index.ts';
import type { BlockSpan, SpanLookup } from './hcl-spans.ts';
import { argumentNode, jsonModuleBodies } from '../read/hcl-json.ts';

/** Every module block of the text, by name, in the order written; undefined when it is not JSON. */
export function jsonVersionSpans(text: string): Map<string, BlockSpan[]> | undefined {
  const errors: unknown[] = [];
  const root = parseTree(text, errors as never[], { disallowComments: true, allowTrailingComma: false });
  if (errors.length > 0 || root === undefined) return undefined;
  const lineOf = lineIndex(text);
  const found = new Map<string, BlockSpan[]>();
  for (const { name, keyOffset, body } of jsonModuleBodies(root)) {
    const list = found.get(name) ?? [];
    list.push({ line: lineOf(keyOffset), version: versionOf(text, body) });
    found.set(name, list);
  }
  return found;
}

function versionOf(text: string, body: JsonNode): SpanLookup {
  const value = argumentNode(body, 'version');
  if (value === undefined) return { why: 'the block has no version argument' };
  if (value.type !== 'string') return { why: 'the version is not written as a string' };
  const raw = text.slice(value.offset + 1, value.offset + value.length - 1);
  // JSON escapes, or an HCL template (JSON strings are templates in Terraform), are left alone.
  if (/[\\]|[$%]\{/.test(raw)) return { why: 'the version string is written with escapes or a template' };
  return { span: { start: value.offset + 1, end: value.offset + value.length - 1, raw } };
}
