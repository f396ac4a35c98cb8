/**
 * Reading a policy file's YAML: decoding, limits on nesting and aliases, and a reader that resolves aliases and
 * merges, reports unknown keys and checks scalars, collecting every problem at its place. load.ts gives keys meaning.
 */
import {
  LineCounter,
  Parser,
  isAlias,
  isMap,
  isScalar,
  isSeq,
  parseDocument,
  type Document,
  type Node,
  type Pair,
} from 'yaml';
import { validatePart } from '../address.ts';
import { show } from '../text.ts';

export interface PolicyProblem {
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

/** The file has mistakes; the message lists each as `file:line:column: message`. */
export class PolicyError extends Error {
  override name = 'PolicyError';
  readonly problems: readonly PolicyProblem[];
  constructor(file: string, problems: readonly PolicyProblem[]) {
    const lines = problems.map((p) => `  ${file}:${p.line}:${p.column}: ${p.message}`);
    super(`${file} has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${lines.join('\n')}`);
    this.problems = problems;
  }
}

/**
 * Nesting deeper than this is refused before the file is composed: a policy needs five levels, and the YAML composer
 * recurses once per level, so a few thousand would end in "Maximum call stack size exceeded".
 */
export const MAX_NESTING = 32;
/** Aliases resolved per file: each is a copy of its anchor's node, so a bound stops the "billion laughs". */
export const MAX_ALIAS_USES = 1000;

/** A calendar day as `revoke-on` takes it. */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A mapping entry with aliases resolved; `offset` is where it was written, for messages. */
export interface Entry {
  readonly key: unknown;
  readonly value: unknown;
  readonly offset: number | undefined;
}

/**
 * The policy file composed, with the problems found so far and the positions to report them at. Bytes are decoded as
 * UTF-8, strictly: another encoding would send the service garbled reasons. A file too deep, or not YAML, is refused.
 */
export class PolicyReader {
  readonly problems: PolicyProblem[] = [];
  readonly root: unknown;
  private readonly file: string;
  private readonly doc: Document.Parsed;
  private readonly lineCounter = new LineCounter();
  private aliasUses = 0;

  constructor(content: string | Uint8Array, file: string) {
    this.file = file;
    const text = typeof content === 'string' ? content : decodeUtf8(content, file);
    const nesting = tooDeep(text);
    if (nesting !== undefined) {
      throw new PolicyError(file, [
        {
          ...nesting.position,
          message: `the file nests collections more than ${MAX_NESTING} levels deep; a policy needs five: the file, \`modules\`, a module, its \`rules\`, a rule`,
        },
      ]);
    }
    // `merge`: `<<: *defaults` means what YAML 1.1 made it mean, as most YAML users expect.
    const lineCounter = this.lineCounter;
    this.doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, merge: true });
    for (const error of this.doc.errors) this.at(error.pos[0], error.message.split('\n')[0] ?? error.message);
    if (this.problems.length > 0) this.fail();
    this.root = this.resolve(this.doc.contents);
  }

  at(offset: number | undefined, message: string): void {
    const pos = this.lineCounter.linePos(offset ?? 0);
    this.problems.push({ line: pos.line, column: pos.col, message });
  }

  lineOf(offset: number | undefined): number {
    return this.lineCounter.linePos(offset ?? 0).line;
  }

  /** Refuses the file with every problem found so far, in the order they were found. */
  fail(): never {
    throw new PolicyError(this.file, this.problems);
  }

  /** A node with an alias replaced by its anchor's node, within MAX_ALIAS_USES. */
  resolve(node: unknown): unknown {
    if (!isAlias(node)) return node;
    this.aliasUses++;
    if (this.aliasUses > MAX_ALIAS_USES) {
      this.at(
        node.range?.[0],
        `the file uses aliases more than ${MAX_ALIAS_USES} times; write the repeated parts out, or anchor larger parts`,
      );
      this.fail();
    }
    const target = node.resolve(this.doc);
    if (target === undefined) {
      this.at(
        node.range?.[0],
        `the alias ${show(`*${node.source}`)} names no anchor before it (anchors are written \`&name\`)`,
      );
    }
    return target;
  }

  itemsOf(seq: { items: unknown[] }): unknown[] {
    return seq.items.map((item) => this.resolve(item));
  }

  /**
   * A map's entries by key, aliases resolved, reporting unknown keys. `<<` merges the keys of the mapping (or list of
   * mappings) it names that the map does not set itself; the first mapping listed wins, as in YAML 1.1.
   */
  entries(map: Node & { items: Pair[] }, allowed: string[], where: string): Map<string, Entry> {
    const found = new Map<string, Entry>();
    const merged: Array<Map<string, Entry>> = [];
    for (const pair of map.items) {
      const keyNode = this.resolve(pair.key);
      const offset = ((pair.value as Node | null)?.range ?? (pair.key as Node | null)?.range)?.[0];
      if (isScalar(keyNode) && typeof keyNode.value === 'symbol') {
        const source = this.resolve(pair.value);
        const maps = isSeq(source) ? this.itemsOf(source) : [source];
        for (const m of maps) {
          if (isMap(m)) merged.push(this.entries(m, allowed, where));
          else this.at(offset, `${where}: \`<<\` merges a mapping or a list of mappings`);
        }
        continue;
      }
      const key = isScalar(keyNode) ? String(keyNode.value) : '';
      if (!allowed.includes(key)) {
        this.at(
          (pair.key as Node | null)?.range?.[0],
          `${where}: unknown key ${show(key)}; expected one of ${allowed.join(', ')}`,
        );
      } else found.set(key, { key: keyNode, value: this.resolve(pair.value), offset });
    }
    for (const m of merged) for (const [key, entry] of m) if (!found.has(key)) found.set(key, entry);
    return found;
  }

  string(pair: Entry | undefined, what: string): string | undefined {
    if (pair === undefined) return undefined;
    if (isScalar(pair.value) && typeof pair.value.value === 'string') return pair.value.value;
    this.at(pair.offset, `${what} must be a string`);
    return undefined;
  }

  /**
   * A day written `2027-03-01`, quoted or not, read from the text as written: a date YAML made of it (`!!timestamp`)
   * rolls 2027-02-30 over to 2 March and moves a time with an offset to another day, a day nobody wrote.
   */
  day(pair: Entry | undefined, what: string): string | undefined {
    if (pair === undefined) return undefined;
    const node = isScalar(pair.value) ? pair.value : undefined;
    const asWritten = node !== undefined && (node.tag === undefined || node.tag === 'tag:yaml.org,2002:str');
    const text = asWritten && typeof node.source === 'string' ? node.source : '';
    const match = DAY.exec(text);
    const date = match !== null ? new Date(`${text}T00:00:00Z`) : undefined;
    if (date === undefined || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) {
      this.at(pair.offset, `${what} must be a day written YYYY-MM-DD (UTC), e.g. 2027-03-01`);
      return undefined;
    }
    return text;
  }

  boolean(pair: Entry | undefined, what: string): boolean | undefined {
    if (pair === undefined) return undefined;
    if (isScalar(pair.value) && typeof pair.value.value === 'boolean') return pair.value.value;
    this.at(pair.offset, `${what} must be true or false`);
    return undefined;
  }

  /** A name part (organization, module, provider), checked as the registry takes it. */
  part(pair: Entry | undefined, kind: Parameters<typeof validatePart>[0], what: string): string | undefined {
    const value = this.string(pair, what);
    if (value === undefined) return undefined;
    try {
      return validatePart(kind, value);
    } catch (error) {
      this.at(pair?.offset, `${what} ${(error as Error).message}, got ${show(value)}`);
      return undefined;
    }
  }
}

/**
 * Where the text first nests collections deeper than MAX_NESTING. Measured on the CST, which `yaml` builds without
 * recursion, walked with an explicit stack: neither can run out of call stack, whatever the depth.
 */
function tooDeep(text: string): { position: { line: number; column: number } } | undefined {
  const lineCounter = new LineCounter();
  const stack: Array<{ node: unknown; depth: number }> = [];
  for (const token of new Parser(lineCounter.addNewLine).parse(text)) stack.push({ node: token, depth: 0 });
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const { node, depth } = next;
    const type = (node as { type?: unknown }).type;
    const here = type === 'block-map' || type === 'block-seq' || type === 'flow-collection' ? depth + 1 : depth;
    if (here > MAX_NESTING) {
      const pos = lineCounter.linePos((node as { offset?: number }).offset ?? 0);
      return { position: { line: pos.line, column: pos.col } };
    }
    for (const child of Object.values(node as object)) {
      if (typeof child === 'object' && child !== null) stack.push({ node: child, depth: here });
    }
  }
  return undefined;
}

/**
 * The file's bytes as text, refusing any that are not UTF-8 at the first bad sequence. Bisection finds the shortest
 * prefix that fails to decode as a stream (a character cut at the end does not fail it, so failing is monotone in
 * the length); the bad sequence starts at the last character boundary before its end.
 */
function decodeUtf8(bytes: Uint8Array, file: string): string {
  const decodes = (length: number, stream: boolean): boolean => {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, length), { stream });
      return true;
    } catch {
      return false;
    }
  };
  if (decodes(bytes.length, false)) return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  let good = 0;
  let bad = bytes.length;
  while (bad - good > 1) {
    const middle = Math.floor((good + bad) / 2);
    if (decodes(middle, true)) good = middle;
    else bad = middle;
  }
  // A UTF-8 character is at most 4 bytes, so its boundary is at most 4 back.
  let start = bad - 1;
  while (start > 0 && start > bad - 5 && !decodes(start, false)) start--;
  const lineStart = start === 0 ? 0 : bytes.lastIndexOf(0x0a, start - 1) + 1;
  const line = bytes.subarray(0, lineStart).filter((b) => b === 0x0a).length + 1;
  const column = new TextDecoder('utf-8').decode(bytes.subarray(lineStart, start)).length + 1;
  const hex = (b: number | undefined): string => `0x${(b ?? 0).toString(16).padStart(2, '0')}`;
  throw new PolicyError(file, [
    {
      line,
      column,
      message: `the file is not UTF-8 text: the bytes here (from ${hex(bytes[start])}) are not a UTF-8 character; save it as UTF-8`,
    },
  ]);
}
