/**
 * Module blocks in a Terraform configuration directory: what they say (from a real HCL parser)
 * and where they are (from a small scanner of the file's text, since the parser returns no
 * positions).
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { parseTree, printParseErrorCode, type Node as JsonNode, type ParseError } from 'jsonc-parser';
import { FileRefusedError, formatBytes, readBounded } from '../files/read-bounded.ts';
import { lineIndex } from '../files/line-index.ts';
import { parseHcl } from './hcl-parser.ts';
import { FILE_LIMITS } from '../files/limits.ts';

/** A configuration file that cannot be read or parsed; the message names it. */
export class GateError extends Error {
  override name = 'GateError';
  /** The file at fault, relative to the workspace, and the line when the parser names one. */
  readonly file?: string;
  readonly line?: number;
  constructor(message: string, file?: string, line?: number) {
    super(message);
    if (file !== undefined) this.file = file;
    if (line !== undefined) this.line = line;
  }
}

export interface ModuleBlock {
  readonly name: string;
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
}

/**
 * Larger than any configuration file or modules.json is written by hand or generated (40,000
 * module blocks in `.tf.json` take 5 MB); a pull request could commit anything in its place.
 */

/**
 * A file of the configuration (or the manifest), as text: a GateError naming it when it cannot be
 * read, is not a regular file (a link to /dev/zero, a FIFO) or is larger than the bound. With
 * `missing: 'absent'`, a file (or folder) that is not there is undefined instead.
 */
export async function readConfigurationFile(file: string, shownAs: string): Promise<string>;
export async function readConfigurationFile(
  file: string,
  shownAs: string,
  missing: 'absent',
): Promise<string | undefined>;
export async function readConfigurationFile(
  file: string,
  shownAs: string,
  missing?: 'absent',
): Promise<string | undefined> {
  try {
    return (await readBounded(file, FILE_LIMITS.configuration)).toString('utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException | null)?.code;
    if (missing === 'absent' && (code === 'ENOENT' || code === 'ENOTDIR')) return undefined;
    const expected =
      error instanceof FileRefusedError
        ? error.reason === 'too-large'
          ? `; the gate reads configuration files of up to ${formatBytes(FILE_LIMITS.configuration)}`
          : '; a configuration file must be a regular file'
        : '';
    throw new GateError(`Cannot read ${shownAs}: ${describeIoError(error)}${expected}`, shownAs);
  }
}

/** Configurations nest a few levels; past this the parsers would run out of stack. */
export const MAX_NESTING = 256;

/**
 * The line of each top-level `module "NAME" {` (or `module NAME {`) in HCL text. Comments,
 * quoted strings with their `${…}` templates, and heredocs are skipped, so a block that only
 * appears inside one of them is not found.
 */
export function moduleBlockLines(text: string): Map<string, number> {
  return new Map([...scanHcl(text).lines].map(([name, lines]) => [name, lines[0] as number]));
}

/**
 * Reads HCL text the way `moduleBlockLines` describes: the lines of every `module` block of each
 * name (a name may repeat), and the deepest nesting of brackets outside strings and comments.
 */
export function scanHcl(text: string): { lines: Map<string, number[]>; maxNesting: number } {
  const found = new Map<string, number[]>();
  const n = text.length;
  let i = 0;
  let line = 1;
  let depth = 0;
  // Brackets of every kind, for the nesting bound.
  let nesting = 0;
  let maxNesting = 0;
  // The block header being read at depth 0: its type word, its line and its labels.
  let header: { word: string; line: number; labels: string[] } | undefined;

  const countLines = (from: number, to: number): void => {
    for (let k = from; k < to; k++) if (text[k] === '\n') line++;
  };
  /**
   * From an opening quote, past the closing one; templates may nest strings and braces. `level`
   * counts the strings and templates open around this one: past the bound the scan stops (and
   * reports the nesting), so a file of `"${"${"${…` cannot exhaust the stack.
   */
  const skipString = (start: number, level: number): number => {
    maxNesting = Math.max(maxNesting, nesting + level);
    if (level > MAX_NESTING) return n;
    let k = start + 1;
    while (k < n) {
      const c = text[k];
      if (c === '\\') k += 2;
      else if (c === '"') return k + 1;
      else if ((c === '$' || c === '%') && text[k + 1] === c && text[k + 2] === '{') k += 3;
      else if ((c === '$' || c === '%') && text[k + 1] === '{') k = skipTemplate(k + 2, level + 1);
      else if (c === '\n')
        return k; // an unterminated string ends at the line; the parser reports it
      else k++;
    }
    return k;
  };
  /** From just inside `${`, past its closing brace. */
  const skipTemplate = (start: number, level: number): number => {
    maxNesting = Math.max(maxNesting, nesting + level);
    if (level > MAX_NESTING) return n;
    let k = start;
    let braces = 0;
    while (k < n) {
      const c = text[k];
      if (c === '"') k = skipString(k, level + 1);
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
  };

  while (i < n) {
    const c = text[i] as string;
    const rest = (len: number): string => text.slice(i, i + len);
    if (c === '\n') {
      line++;
      i++;
      if (depth === 0) header = undefined;
    } else if (c === '#' || rest(2) === '//') {
      while (i < n && text[i] !== '\n') i++;
    } else if (rest(2) === '/*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? n : end + 2;
      countLines(i, stop);
      i = stop;
    } else if (c === '"') {
      const stop = skipString(i, 0);
      if (depth === 0 && header !== undefined) {
        header.labels.push(text.slice(i + 1, Math.max(i + 1, stop - 1)));
      }
      countLines(i, stop);
      i = stop;
    } else if (rest(2) === '<<') {
      const opener = /^<<-?([A-Za-z_][A-Za-z0-9_-]*)[ \t]*\r?\n/.exec(text.slice(i, i + 300));
      if (opener === null) {
        i += 2;
        continue;
      }
      const marker = opener[1] as string;
      i += opener[0].length;
      line++;
      // The heredoc ends at a line holding only its marker (indentation allowed).
      const closing = new RegExp(`^[ \\t]*${marker}[ \\t]*\\r?$`);
      while (i < n) {
        const eol = text.indexOf('\n', i);
        const lineEnd = eol === -1 ? n : eol;
        const done = closing.test(text.slice(i, lineEnd));
        i = lineEnd;
        if (done) break;
        if (eol !== -1) {
          line++;
          i++;
        }
      }
    } else if (c === '{') {
      if (depth === 0 && header?.word === 'module' && header.labels.length === 1) {
        const name = header.labels[0] as string;
        found.set(name, [...(found.get(name) ?? []), header.line]);
      }
      header = undefined;
      depth++;
      maxNesting = Math.max(maxNesting, ++nesting);
      i++;
    } else if (c === '}') {
      depth = Math.max(0, depth - 1);
      nesting = Math.max(0, nesting - 1);
      header = undefined;
      i++;
    } else if (c === '[' || c === '(') {
      maxNesting = Math.max(maxNesting, ++nesting);
      if (depth === 0) header = undefined;
      i++;
    } else if (c === ']' || c === ')') {
      nesting = Math.max(0, nesting - 1);
      i++;
    } else if (/[A-Za-z_]/.test(c)) {
      let k = i + 1;
      while (k < n && /[A-Za-z0-9_-]/.test(text[k] as string)) k++;
      const word = text.slice(i, k);
      if (depth === 0) {
        if (header === undefined) header = { word, line, labels: [] };
        else header.labels.push(word);
      }
      i = k;
    } else if (c === ' ' || c === '\t' || c === '\r') {
      i++;
    } else {
      // Anything else at the top level (`=`, operators) means this is not a block header.
      if (depth === 0) header = undefined;
      i++;
    }
  }
  return { lines: found, maxNesting };
}

/** Terraform merges `override.tf` and `*_override.tf` (or `.tf.json`) into the blocks of the other files. */
export function isOverrideFile(name: string): boolean {
  return /^(.*_)?override\.tf(\.json)?$/.test(name);
}

/** The files Terraform reads a configuration from: native syntax and JSON syntax, not ignored. */
export function isConfigurationFile(name: string): boolean {
  return !isIgnoredFile(name) && (name.endsWith('.tf') || name.endsWith('.tf.json'));
}

/**
 * Files Terraform skips in a configuration directory, as its own IsIgnoredFile says
 * (hashicorp/terraform, internal/configs/parser_config_dir.go, used by rootFiles in
 * parser_file_matcher.go): hidden files, editor backups (`main.tf~`) and Emacs autosaves
 * (`#main.tf#`, a `#` at both ends). Test and query files (`.tftest.hcl`, `.tftest.json`,
 * `.tfquery.hcl`, `.tfquery.json`) are matched there too, but are not the module's configuration:
 * they end in neither `.tf` nor `.tf.json`, so `isConfigurationFile` leaves them out.
 */
export function isIgnoredFile(name: string): boolean {
  return name.startsWith('.') || name.endsWith('~') || (name.startsWith('#') && name.endsWith('#'));
}

/**
 * The line of each module label in Terraform's JSON syntax: the keys of the top-level
 * `"module"` object (or of the objects in a top-level `"module"` array).
 */
export function jsonModuleLines(text: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const block of jsonBlocks('', text))
    if (!found.has(block.name) && block.line !== undefined) found.set(block.name, block.line);
  return found;
}

/** A module block as a parser read it: its label, line and the two arguments the gate needs. */
interface RawBlock {
  readonly name: string;
  readonly line?: number;
  readonly source?: unknown;
  readonly version?: unknown;
}

/** Stands for an argument whose value is no string or number (an object, a list). */
const NOT_A_VALUE = Symbol('not a value');

/**
 * Every module block of Terraform's JSON syntax, in order: `{"module": {"NAME": {...}}}`, where
 * the `module` key may repeat and any level may be an array of objects (HCL's JSON syntax merges
 * them all; hashicorp/hcl json/structure.go). Read with a parser that keeps repeated keys and
 * their positions (jsonc-parser), so no block is lost to a later key of the same name and no
 * name (`__proto__`) is special.
 */
function jsonBlocks(shownAs: string, text: string): RawBlock[] {
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
  const objects = (node: JsonNode | undefined): JsonNode[] =>
    node?.type === 'object'
      ? [node]
      : node?.type === 'array'
        ? (node.children ?? []).filter((c) => c.type === 'object')
        : [];
  const argument = (body: JsonNode, name: string): unknown => {
    const value = (body.children ?? []).find((p) => p.children?.[0]?.value === name)?.children?.[1];
    if (value === undefined) return undefined;
    return value.type === 'string' || value.type === 'number' ? value.value : NOT_A_VALUE;
  };
  const blocks: RawBlock[] = [];
  for (const property of objects(root).flatMap((o) => o.children ?? [])) {
    if (property.children?.[0]?.value !== 'module') continue;
    for (const label of objects(property.children[1]).flatMap((o) => o.children ?? [])) {
      const [key, bodies] = label.children ?? [];
      if (typeof key?.value !== 'string') continue;
      for (const body of objects(bodies)) {
        blocks.push({
          name: key.value,
          line: lineOf(key.offset),
          source: argument(body, 'source'),
          version: argument(body, 'version'),
        });
      }
    }
  }
  return blocks;
}

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

const tooDeep = (shownAs: string): GateError =>
  new GateError(
    `Cannot read ${shownAs}: it nests brackets more than ${MAX_NESTING} levels deep, which no Terraform configuration does`,
    shownAs,
  );

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
  const raw = file.endsWith('.json') ? jsonBlocks(shownAs, text) : await nativeBlocks(shownAs, text);
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

/** HCL native syntax: arguments from HashiCorp's parser, lines from the scanner. */
async function nativeBlocks(shownAs: string, text: string): Promise<RawBlock[]> {
  const { lines, maxNesting } = scanHcl(text);
  if (maxNesting > MAX_NESTING) throw tooDeep(shownAs);
  let parsed: Record<string, unknown>;
  try {
    parsed = await parseHcl(shownAs, text);
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).replace(/^parse config: \[|\]$/g, '');
    const at = new RegExp(`${escapeRegExp(shownAs)}:(\\d+),`).exec(message);
    throw new GateError(
      `Cannot parse ${shownAs}: ${message}`,
      shownAs,
      at?.[1] !== undefined ? Number(at[1]) : undefined,
    );
  }
  const modules = parsed.module;
  if (typeof modules !== 'object' || modules === null) return [];
  // JSON.parse makes every label an own property, `__proto__` included; each holds its blocks.
  return Object.entries(modules as Record<string, unknown>).flatMap(([name, bodies]) =>
    (Array.isArray(bodies) ? bodies : [bodies]).map((body, index): RawBlock => {
      const line = lines.get(name)?.[index];
      const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
      return { name, ...(line !== undefined && { line }), source: b.source, version: b.version };
    }),
  );
}

/**
 * Every module block of the configuration in `dir`: its configuration files in name order, then
 * its override files merged in as Terraform does. A second block of a name is kept, marked as
 * the duplicate Terraform refuses. `show` turns an absolute path into the name errors and
 * annotations use. A file that cannot be read or parsed is a GateError naming it.
 */
export async function readModuleBlocks(
  dir: string,
  show: (file: string) => string,
  /** Counts the files read, for the benchmark. */
  files: { read: number } = { read: 0 },
): Promise<ModuleBlock[]> {
  let names: string[];
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    names = entries
      .filter((e) => isConfigurationFile(e.name) && !e.isDirectory())
      .map((e) => e.name)
      .sort();
  } catch (error) {
    throw new GateError(`Cannot read the configuration directory ${show(dir)}: ${describeIoError(error)}`, show(dir));
  }
  const blocks: ModuleBlock[] = [];
  const first = new Map<string, number>();
  const ordered = [...names.filter((f) => !isOverrideFile(f)), ...names.filter(isOverrideFile)];
  for (const name of ordered) {
    const file = path.join(dir, name);
    const text = await readConfigurationFile(file, show(file));
    files.read++;
    for (const block of await moduleBlocksInText(file, show(file), text)) {
      const index = first.get(block.name);
      const base = index !== undefined ? blocks[index] : undefined;
      if (base === undefined) {
        first.set(block.name, blocks.length);
        blocks.push(block);
      } else if (!isOverrideFile(name)) {
        blocks.push({
          ...block,
          duplicateOf: { file: show(base.file), ...(base.line !== undefined && { line: base.line }) },
        });
      } else {
        // An override replaces the arguments it sets; the version to change is then the override's.
        // A literal it sets also replaces an expression the base had for that argument.
        const { expression: baseExpression, ...rest } = base;
        const replaced =
          (baseExpression?.argument === 'source' && block.source !== undefined) ||
          (baseExpression?.argument === 'version' && block.version !== undefined);
        blocks[index as number] = {
          ...rest,
          ...(baseExpression !== undefined && !replaced && { expression: baseExpression }),
          ...(block.source !== undefined && { source: block.source }),
          ...(block.version !== undefined && {
            version: block.version,
            file: block.file,
            ...(block.line !== undefined ? { line: block.line } : {}),
          }),
          ...(block.expression !== undefined && { expression: block.expression }),
        };
      }
    }
  }
  return blocks;
}

export function describeIoError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'ENOENT') return 'no such file or directory';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'ENOTDIR') return 'not a directory';
  if (code === 'EISDIR') return 'is a directory';
  if (code === 'ELOOP') return 'symbolic links that lead back to each other';
  return error instanceof Error ? error.message : String(error);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
