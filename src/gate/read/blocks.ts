/**
 * Module blocks in one file's text, in either syntax: the arguments from the parsers (HashiCorp's
 * for HCL, jsonc-parser for `.tf.json`), the lines from the scanner (hcl-scanner.ts). Pure but
 * for the parser's WebAssembly, loaded on first use.
 */
import path from 'node:path';
import { jsonBlocks } from './hcl-json.ts';
import { nativeBlocks } from './hcl-native.ts';
import { blockTypeOf, type BlockType, type Tool } from './hcl-shared.ts';

export interface ModuleBlock {
  readonly name: string;
  /** A Stack's `component` or Terragrunt's `terraform` block; a `module` block when absent. */
  readonly type?: Exclude<BlockType, 'module'>;
  /** Absolute path of the file that holds the block (or, for a version set in an override file, that file). */
  readonly file: string;
  readonly line?: number;
  /** The `source` argument; undefined when missing or not a literal string. */
  readonly source?: string;
  /** The `version` argument as written; undefined when absent or not a literal. */
  readonly version?: string;
  /** `source` or `version` written as an expression (`var.module_version`), not a literal. */
  readonly expression?: { readonly argument: 'source' | 'version'; readonly text: string };
  /** The block of the same name seen first, when this one repeats it. */
  readonly duplicateOf?: { readonly file: string; readonly line?: number };
  /**
   * Only this tool reads the block as it is here (a `.tofu` file and the `.tf` of the same name,
   * with no `tool` given); both do when absent.
   */
  readonly readBy?: Tool;
}

/**
 * An argument as the gate can use it: a literal string (or number), or the expression it is
 * written as. Both syntaxes arrive here as HCL templates (the JSON syntax's strings are templates;
 * the native syntax comes through HashiCorp's parser in that same JSON form), so a template whose
 * value is known without evaluating anything (`"${"./modules/net"}"`, an escaped `$${`) is a
 * literal after all, as Terraform evaluates it; anything that reads a variable, calls a function
 * or holds a directive is an expression.
 */
function argumentOf(value: unknown): { literal: string } | { expression: string } | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'number') return { literal: String(value) };
  if (typeof value !== 'string') return { expression: '(not a string)' };
  const literal = templateLiteral(value);
  if (literal !== undefined) return { literal };
  const whole = /^\$\{([^{}]*)\}$/.exec(value);
  return { expression: whole?.[1]?.trim() ?? value };
}

/**
 * The value of an HCL template (hashicorp/hcl, hclsyntax/spec.md, "Template Expressions") when
 * it has no part that needs evaluating: literal text, the escapes `$${` and `%%{`, and
 * interpolations of a quoted string without templates of its own, or of a whole number.
 * Undefined when any part needs more (a variable, a function, a directive, strip markers).
 */
export function templateLiteral(template: string): string | undefined {
  let out = '';
  let i = 0;
  while (i < template.length) {
    const rest = template.slice(i, i + 3);
    if (rest === '$${' || rest === '%%{') {
      out += rest.slice(1);
      i += 3;
    } else if (rest.startsWith('%{')) {
      return undefined;
    } else if (rest.startsWith('${')) {
      const close = interpolationEnd(template, i + 2);
      if (close === undefined) return undefined;
      const value = literalExpression(template.slice(i + 2, close).trim());
      if (value === undefined) return undefined;
      out += value;
      i = close + 1;
    } else {
      out += template[i];
      i++;
    }
  }
  return out;
}

/** The index of the `}` that closes an interpolation opened just before `from`, skipping quoted strings. */
function interpolationEnd(template: string, from: number): number | undefined {
  for (let k = from; k < template.length; k++) {
    const c = template[k];
    if (c === '}') return k;
    if (c === '{') return undefined; // an object or a nested template: not a plain literal
    if (c === '"') {
      for (k++; k < template.length && template[k] !== '"'; k++) if (template[k] === '\\') k++;
    }
  }
  return undefined;
}

/** A quoted string with no template in it, or a whole number: the only expressions read as literals. */
function literalExpression(expression: string): string | undefined {
  if (/^(0|[1-9][0-9]{0,15})$/.test(expression)) return expression;
  const quoted = /^"((?:[^"\\$%]|\\["\\nrt]|\$(?!\{)|%(?!\{))*)"$/.exec(expression);
  if (quoted === null) return undefined;
  const escapes: Record<string, string> = { '"': '"', '\\': '\\', n: '\n', r: '\r', t: '\t' };
  return (quoted[1] as string).replace(/\\(.)/g, (_, c: string) => escapes[c] as string);
}

/** Module blocks in one file's text: arguments from the parser, lines from the scanner. */
export async function moduleBlocksInText(file: string, shownAs: string, text: string): Promise<ModuleBlock[]> {
  const type = blockTypeOf(path.basename(file)) ?? 'module';
  const raw = file.endsWith('.json') ? jsonBlocks(shownAs, text) : await nativeBlocks(shownAs, text, type);
  const blocks = raw.map((r): ModuleBlock => {
    const source = argumentOf(r.source);
    const version = argumentOf(r.version);
    const expression =
      source !== undefined && 'expression' in source
        ? { argument: 'source' as const, text: source.expression }
        : version !== undefined && 'expression' in version
          ? { argument: 'version' as const, text: version.expression }
          : undefined;
    return {
      name: r.name,
      ...(type !== 'module' && { type }),
      file,
      ...(r.line !== undefined && { line: r.line }),
      ...(source !== undefined && 'literal' in source && { source: source.literal }),
      ...(version !== undefined && 'literal' in version && { version: version.literal }),
      ...(expression !== undefined && { expression }),
    };
  });
  // The parser orders blocks by name; the file's own order reads better.
  return blocks.sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity));
}
