/**
 * Module blocks in a Terraform configuration directory: what they say (from a real HCL parser)
 * and where they are (from a small scanner of the file's text, since the parser returns no
 * positions).
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { parseHcl } from './hcl-parser.ts';

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
  /** The `version` argument as written; undefined when absent. */
  readonly version?: string;
}

/**
 * The line of each top-level `module "NAME" {` (or `module NAME {`) in HCL text. Comments,
 * quoted strings with their `${…}` templates, and heredocs are skipped, so a block that only
 * appears inside one of them is not found.
 */
export function moduleBlockLines(text: string): Map<string, number> {
  const found = new Map<string, number>();
  const n = text.length;
  let i = 0;
  let line = 1;
  let depth = 0;
  // The block header being read at depth 0: its type word, its line and its labels.
  let header: { word: string; line: number; labels: string[] } | undefined;

  const countLines = (from: number, to: number): void => {
    for (let k = from; k < to; k++) if (text[k] === '\n') line++;
  };
  /** From an opening quote, past the closing one; templates may nest strings and braces. */
  const skipString = (start: number): number => {
    let k = start + 1;
    while (k < n) {
      const c = text[k];
      if (c === '\\') k += 2;
      else if (c === '"') return k + 1;
      else if ((c === '$' || c === '%') && text[k + 1] === c && text[k + 2] === '{') k += 3;
      else if ((c === '$' || c === '%') && text[k + 1] === '{') k = skipTemplate(k + 2);
      else if (c === '\n')
        return k; // an unterminated string ends at the line; the parser reports it
      else k++;
    }
    return k;
  };
  /** From just inside `${`, past its closing brace. */
  const skipTemplate = (start: number): number => {
    let k = start;
    let braces = 0;
    while (k < n) {
      const c = text[k];
      if (c === '"') k = skipString(k);
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
      const stop = skipString(i);
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
        if (!found.has(name)) found.set(name, header.line);
      }
      header = undefined;
      depth++;
      i++;
    } else if (c === '}') {
      depth = Math.max(0, depth - 1);
      header = undefined;
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
  return found;
}

/** Terraform merges `override.tf` and `*_override.tf` (or `.tf.json`) into the blocks of the other files. */
export function isOverrideFile(name: string): boolean {
  return /^(.*_)?override\.tf(\.json)?$/.test(name);
}

/** The files Terraform reads a configuration from: native syntax and JSON syntax. */
export function isConfigurationFile(name: string): boolean {
  return name.endsWith('.tf') || name.endsWith('.tf.json');
}

/**
 * The line of each module label in Terraform's JSON syntax: the keys of the top-level
 * `"module"` object (or of the objects in a top-level `"module"` array).
 */
export function jsonModuleLines(text: string): Map<string, number> {
  const found = new Map<string, number>();
  // Each open container, with the object keys that lead to it (arrays add none).
  const stack: Array<{ kind: '{' | '['; path: string[] }> = [];
  let line = 1;
  let lastKey = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\n') {
      line++;
    } else if (c === '"') {
      let j = i + 1;
      let value = '';
      while (j < text.length && text[j] !== '"') {
        if (text[j] === '\\') j++;
        value += text[j] ?? '';
        j++;
      }
      let k = j + 1;
      while (k < text.length && /\s/.test(text[k] as string)) k++;
      const top = stack.at(-1);
      if (text[k] === ':' && top?.kind === '{') {
        lastKey = value;
        if (stack.length >= 2 && top.path.length === 1 && top.path[0] === 'module' && !found.has(value)) {
          found.set(value, line);
        }
      }
      i = j;
    } else if (c === '{' || c === '[') {
      const parent = stack.at(-1);
      const path = parent === undefined ? [] : parent.kind === '{' ? [...parent.path, lastKey] : parent.path;
      stack.push({ kind: c, path });
    } else if (c === '}' || c === ']') {
      stack.pop();
    }
  }
  return found;
}

/** Terraform's JSON syntax: `{"module": {"NAME": {...}}}`, any level may be an array of objects. */
function jsonModules(shownAs: string, text: string): { modules: unknown; lines: Map<string, number> } {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw new GateError(`Cannot parse ${shownAs}: ${(error as Error).message}`, shownAs);
  }
  const raw = (document as { module?: unknown } | null)?.module;
  // Objects in an array are merged: each holds some of the module labels.
  const modules = Array.isArray(raw) ? Object.assign({}, ...raw.filter((m) => typeof m === 'object')) : raw;
  return { modules, lines: jsonModuleLines(text) };
}

const literal = (value: unknown): string | undefined =>
  typeof value === 'string' && !value.includes('${') ? value : typeof value === 'number' ? String(value) : undefined;

/** Module blocks in one file's text: arguments from the parser, lines from the scanner. */
export async function moduleBlocksInText(file: string, shownAs: string, text: string): Promise<ModuleBlock[]> {
  const { modules, lines } = file.endsWith('.json') ? jsonModules(shownAs, text) : await nativeModules(shownAs, text);
  if (typeof modules !== 'object' || modules === null) return [];
  const blocks = Object.entries(modules as Record<string, unknown>).map(([name, bodies]): ModuleBlock => {
    const body = (Array.isArray(bodies) ? bodies[0] : bodies) as Record<string, unknown> | undefined;
    const source = literal(body?.source);
    const version = literal(body?.version);
    const line = lines.get(name);
    return {
      name,
      file,
      ...(line !== undefined && { line }),
      ...(source !== undefined && { source }),
      ...(version !== undefined && { version }),
    };
  });
  // The parser orders blocks by name; the file's own order reads better.
  return blocks.sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity));
}

/** HCL native syntax: arguments from HashiCorp's parser, lines from the scanner. */
async function nativeModules(shownAs: string, text: string): Promise<{ modules: unknown; lines: Map<string, number> }> {
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
  return { modules: parsed.module, lines: moduleBlockLines(text) };
}

/**
 * Every module block of the configuration in `dir`: its `.tf` files in name order, then its
 * override files merged in as Terraform does. `show` turns an absolute path into the name
 * errors and annotations use. A file that cannot be read or parsed is a GateError naming it.
 */
export async function readModuleBlocks(dir: string, show: (file: string) => string): Promise<ModuleBlock[]> {
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
  const blocks = new Map<string, ModuleBlock>();
  const ordered = [...names.filter((f) => !isOverrideFile(f)), ...names.filter(isOverrideFile)];
  for (const name of ordered) {
    const file = path.join(dir, name);
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      throw new GateError(`Cannot read ${show(file)}: ${describeIoError(error)}`, show(file));
    }
    for (const block of await moduleBlocksInText(file, show(file), text)) {
      const base = blocks.get(block.name);
      if (base === undefined) {
        blocks.set(block.name, block);
      } else if (isOverrideFile(name)) {
        // An override replaces the arguments it sets; the version to change is then the override's.
        blocks.set(block.name, {
          ...base,
          ...(block.source !== undefined && { source: block.source }),
          ...(block.version !== undefined && {
            version: block.version,
            file: block.file,
            ...(block.line !== undefined ? { line: block.line } : {}),
          }),
        });
      }
    }
  }
  return [...blocks.values()];
}

export function describeIoError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'ENOENT') return 'no such file or directory';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'ENOTDIR') return 'not a directory';
  if (code === 'EISDIR') return 'is a directory';
  return error instanceof Error ? error.message : String(error);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
