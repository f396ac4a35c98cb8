/**
 * HCL's native syntax: the arguments of module blocks from HashiCorp's parser, and their lines
 * from a small scanner of the file's text, since the parser returns no positions.
 */
import { parseHcl } from './hcl-parser.ts';
import { GateError, MAX_NESTING, tooDeep, type BlockType, type RawBlock } from './hcl-shared.ts';
import { pastHeredoc, pastString } from './hcl-lexing.ts';

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
export function scanHcl(
  text: string,
  /** The block type to find: `module "NAME"`, `component "NAME"`, or Terragrunt's `terraform` (no label). */
  type: BlockType = 'module',
): { lines: Map<string, number[]>; maxNesting: number } {
  const scanner = new HclScanner(text, type);
  scanner.scan();
  return { lines: scanner.found, maxNesting: scanner.maxNesting };
}

/** The scan's state as it walks the text once, character by character. */
class HclScanner {
  readonly found = new Map<string, number[]>();
  /** The deepest nesting of brackets of every kind, for the nesting bound. */
  maxNesting = 0;
  private readonly text: string;
  private readonly n: number;
  private i = 0;
  private line = 1;
  /** Braces open: block bodies and objects. */
  private depth = 0;
  /** Brackets of every kind open. */
  private nesting = 0;
  /** The block header being read at depth 0: its type word, its line and its labels. */
  private header: { word: string; line: number; labels: string[] } | undefined;

  private readonly type: BlockType;

  constructor(text: string, type: BlockType) {
    this.type = type;
    this.text = text;
    this.n = text.length;
  }

  scan(): void {
    while (this.i < this.n) this.step(this.text[this.i] as string);
  }

  private step(c: string): void {
    const rest = (len: number): string => this.text.slice(this.i, this.i + len);
    if (c === '\n') {
      this.line++;
      this.i++;
      if (this.depth === 0) this.header = undefined;
    } else if (c === '#' || rest(2) === '//') {
      while (this.i < this.n && this.text[this.i] !== '\n') this.i++;
    } else if (rest(2) === '/*') {
      const end = this.text.indexOf('*/', this.i + 2);
      this.moveTo(end === -1 ? this.n : end + 2);
    } else if (c === '"') {
      const stop = this.skipString(this.i);
      if (this.depth === 0 && this.header !== undefined) {
        this.header.labels.push(this.text.slice(this.i + 1, Math.max(this.i + 1, stop - 1)));
      }
      this.moveTo(stop);
    } else if (rest(2) === '<<') {
      this.skipHeredoc();
    } else if (c === '{') {
      this.openBrace();
    } else if (c === '}') {
      this.depth = Math.max(0, this.depth - 1);
      this.nesting = Math.max(0, this.nesting - 1);
      this.header = undefined;
      this.i++;
    } else if (c === '[' || c === '(') {
      this.maxNesting = Math.max(this.maxNesting, ++this.nesting);
      if (this.depth === 0) this.header = undefined;
      this.i++;
    } else if (c === ']' || c === ')') {
      this.nesting = Math.max(0, this.nesting - 1);
      this.i++;
    } else if (/[A-Za-z_]/.test(c)) {
      this.readWord();
    } else if (c === ' ' || c === '\t' || c === '\r') {
      this.i++;
    } else {
      // Anything else at the top level (`=`, operators) means this is not a block header.
      if (this.depth === 0) this.header = undefined;
      this.i++;
    }
  }

  /** Moves to `stop`, counting the lines passed. */
  private moveTo(stop: number): void {
    for (let k = this.i; k < stop; k++) if (this.text[k] === '\n') this.line++;
    this.i = stop;
  }

  /** A `{`: a `module` header with one label before it is a module block. */
  private openBrace(): void {
    const header = this.header;
    const labels = this.type === 'terraform' ? 0 : 1;
    if (this.depth === 0 && header?.word === this.type && header.labels.length === labels) {
      const name = labels === 0 ? this.type : (header.labels[0] as string);
      this.found.set(name, [...(this.found.get(name) ?? []), header.line]);
    }
    this.header = undefined;
    this.depth++;
    this.maxNesting = Math.max(this.maxNesting, ++this.nesting);
    this.i++;
  }

  /** An identifier: at the top level, a header's type word or one of its labels. */
  private readWord(): void {
    let k = this.i + 1;
    while (k < this.n && /[A-Za-z0-9_-]/.test(this.text[k] as string)) k++;
    const word = this.text.slice(this.i, k);
    if (this.depth === 0) {
      if (this.header === undefined) this.header = { word, line: this.line, labels: [] };
      else this.header.labels.push(word);
    }
    this.i = k;
  }

  /** From `<<`: past a heredoc's closing marker, or past the `<<` alone when no heredoc opens. */
  private skipHeredoc(): void {
    const { end, lines } = pastHeredoc(this.text, this.i);
    this.i = end;
    this.line += lines;
  }

  /** From an opening quote, past the closing one, minding the nesting bound (hcl-lexing.ts). */
  private skipString(start: number): number {
    return pastString(this.text, start, 0, (level) => {
      this.maxNesting = Math.max(this.maxNesting, this.nesting + level);
    });
  }
}

/** HCL native syntax: arguments from HashiCorp's parser, lines from the scanner. */
export async function nativeBlocks(shownAs: string, text: string, type: BlockType = 'module'): Promise<RawBlock[]> {
  const { lines, maxNesting } = scanHcl(text, type);
  if (maxNesting > MAX_NESTING) throw tooDeep(shownAs);
  // A file that never spells the block type holds none of its blocks: most of a stack's files
  // (variables.tf, outputs.tf) are not parsed, and a configuration without any call never starts
  // the parser (about 250 ms of CPU). A syntax error in such a file is left to Terraform.
  if (!new RegExp(`\\b${type}\\b`).test(text)) return [];
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
  if (type === 'terraform') return terragruntBlocks(parsed.terraform, lines.get('terraform')?.[0]);
  const modules = parsed[type];
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
 * Terragrunt's `terraform { source = "…" }`: one module per terragrunt.hcl. A registry module is
 * `tfr://HOST/NAMESPACE/NAME/PROVIDER[//SUBDIR]?version=X` (an exact version; `tfr:///` is the
 * public registry), read here as the module source and version Terraform would be given. Any
 * other source (git, a local path) is passed on as written.
 */
function terragruntBlocks(terraform: unknown, line: number | undefined): RawBlock[] {
  const bodies = Array.isArray(terraform) ? terraform : terraform === undefined ? [] : [terraform];
  return bodies.flatMap((body: unknown): RawBlock[] => {
    const source = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    if (!('source' in source)) return [];
    const raw = source.source;
    const where = line !== undefined ? { line } : {};
    const registry = typeof raw === 'string' ? /^tfr:\/\/([^/?#]*)\/([^?#]*)\?([^#]*)/.exec(raw) : null;
    // Terragrunt reads the query as Go's url.Query does, and refuses a source with no `version`
    // or more than one ("more than one version query"): those are shown as not one version.
    const versions = registry === null ? [] : new URLSearchParams(registry[3]).getAll('version');
    if (registry === null || versions.length === 0) return [{ name: 'terraform', ...where, source: raw }];
    const [, host = '', path = ''] = registry;
    // `tfr:///NAMESPACE/…` names the public registry, as Terragrunt reads it.
    return [
      {
        name: 'terraform',
        ...where,
        source: `${host === '' ? 'registry.terraform.io' : host}/${path}`,
        version: versions.join(', '),
      },
    ];
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
