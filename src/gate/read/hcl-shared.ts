/**
 * What the readers of both syntaxes share: the error naming a file at fault, a module block as a
 * parser read it and as the scanners found it (its line and version literal), and the bound on
 * nesting.
 */

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

/** Configurations nest a few levels; past this the parsers would run out of stack. */
export const MAX_NESTING = 256;

/**
 * The block that makes a module call: `module` in Terraform and OpenTofu files, `component` in
 * Terraform Stacks, `terraform` (its `source`) in Terragrunt's terragrunt.hcl.
 */
export type BlockType = 'module' | 'component' | 'terraform';

/** Which blocks of a file make module calls, by its name; undefined for a file no configuration is read from. */
export function blockTypeOf(name: string): BlockType | undefined {
  if (/\.(tf|tofu)(\.json)?$/.test(name)) return 'module';
  if (/\.(tfcomponent|tfstack)\.hcl$/.test(name)) return 'component';
  if (name === 'terragrunt.hcl') return 'terraform';
  return undefined;
}

/**
 * The tool that runs a configuration, where it matters: which files it reads (hcl.ts). Terraform
 * ignores OpenTofu's `.tofu` files; OpenTofu reads `x.tofu` in place of `x.tf`.
 */
export type Tool = 'terraform' | 'opentofu';

export const TOOLS: readonly Tool[] = ['terraform', 'opentofu'];

/** A module block as a parser read it: its label, line and the two arguments the gate needs. */
export interface RawBlock {
  readonly name: string;
  readonly line?: number;
  readonly source?: unknown;
  readonly version?: unknown;
}

/** A version literal's content, between its quotes (or a `tfr://` query's value), as offsets into the text. */
export interface LiteralSpan {
  readonly start: number;
  readonly end: number;
  /** The text between `start` and `end`, as written. */
  readonly raw: string;
}

/** A block's version literal, or why it has none that can be rewritten in place. */
export type LiteralLookup = { readonly span: LiteralSpan } | { readonly why: string };

export const NO_VERSION_ARGUMENT = 'the block has no version argument';

/** A block as a file's text holds it: its header's line, and its version literal. */
export interface ScannedBlock {
  readonly line: number;
  readonly version: LiteralLookup;
}

/** Stands for an argument whose value is no string or number (an object, a list). */
export const NOT_A_VALUE = Symbol('not a value');

export const tooDeep = (shownAs: string): GateError =>
  new GateError(
    `Cannot read ${shownAs}: it nests brackets more than ${MAX_NESTING} levels deep, which no Terraform configuration does`,
    shownAs,
  );
