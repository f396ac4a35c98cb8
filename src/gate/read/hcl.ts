/**
 * Module blocks in a Terraform configuration directory: which files Terraform reads, what each
 * block says and where it is. The syntaxes are read in hcl-native.ts (HCL) and hcl-json.ts
 * (`.tf.json`); this file reads the files and merges their blocks as Terraform does.
 */
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { FileRefusedError, formatBytes, readBoundedSync } from '../../files/read-bounded.ts';
import { FILE_LIMITS } from '../../files/limits.ts';
import { jsonBlocks } from './hcl-json.ts';
import { nativeBlocks } from './hcl-native.ts';
import { GateError, type BlockType, type Tool } from './hcl-shared.ts';

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
    // Read at once, not in four trips through the thread pool (open, stat, read, close): a
    // configuration file is small and local, and at 4,000 files those trips were most of the
    // reading phase's time, spent waiting.
    return readBoundedSync(file, FILE_LIMITS.configuration).toString('utf8');
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

/**
 * Terraform merges `override.tf` and `*_override.tf` (or `.tf.json`) into the blocks of the other
 * files; OpenTofu the same of `.tofu` and `.tofu.json`.
 */
export function isOverrideFile(name: string): boolean {
  return /^(.*_)?override\.(tf|tofu)(\.json)?$/.test(name);
}

/**
 * The files a configuration is read from: Terraform's `.tf` and `.tf.json`, OpenTofu's `.tofu`
 * and `.tofu.json`, a Terraform Stack's components (`.tfcomponent.hcl`, formerly `.tfstack.hcl`)
 * and Terragrunt's `terragrunt.hcl`; not ignored files.
 */
export function isConfigurationFile(name: string): boolean {
  return !isIgnoredFile(name) && blockTypeOf(name) !== undefined;
}

/** The kinds of configuration file, as the gate's log and summary name what a directory was read from. */
export type ConfigurationKind =
  '.tf' | '.tf.json' | '.tofu' | '.tofu.json' | '.tfcomponent.hcl' | '.tfstack.hcl' | 'terragrunt.hcl';

/** A configuration file's kind, by its name (`main.tf.json` is `.tf.json`); undefined for any other file. */
export function configurationKind(name: string): ConfigurationKind | undefined {
  if (name === 'terragrunt.hcl') return name;
  return /(\.tf(?:\.json)?|\.tofu(?:\.json)?)$|(\.tfcomponent\.hcl|\.tfstack\.hcl)$/
    .exec(name)
    ?.slice(1)
    .find((kind) => kind !== undefined) as ConfigurationKind | undefined;
}

/** Which blocks of a file make module calls, by its name; undefined for a file no configuration is read from. */
export function blockTypeOf(name: string): BlockType | undefined {
  if (/\.(tf|tofu)(\.json)?$/.test(name)) return 'module';
  if (/\.(tfcomponent|tfstack)\.hcl$/.test(name)) return 'component';
  if (name === 'terragrunt.hcl') return 'terraform';
  return undefined;
}

/**
 * OpenTofu's precedence: where `x.tofu` is beside `x.tf` (or `x.tofu.json` beside `x.tf.json`),
 * it reads the `.tofu` file and skips the other (opentofu/opentofu, internal/configs/parser_config_dir.go).
 */
export function withTofuPrecedence(names: readonly string[]): string[] {
  const present = new Set(names);
  return names.filter((name) => {
    const tofu = /^(.*)\.tf(\.json)?$/.exec(name);
    return tofu === null || !present.has(`${tofu[1]}.tofu${tofu[2] ?? ''}`);
  });
}

/** OpenTofu's own files, which Terraform ignores. */
export const isTofuFile = (name: string): boolean => /\.tofu(\.json)?$/.test(name);

/** The configuration files of a directory that `tool` reads, of the names given. */
export function filesReadBy(names: readonly string[], tool: Tool): string[] {
  return tool === 'terraform' ? names.filter((name) => !isTofuFile(name)) : withTofuPrecedence(names);
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

/** Module blocks by the name and text of the file they were read from (a hash of both). */
export type ParsedTexts = Map<string, readonly ModuleBlock[]>;

/** `moduleBlocksInText`, parsed once per name and text where `parsed` is given. */
async function blocksOfText(
  file: string,
  shownAs: string,
  text: string,
  parsed: ParsedTexts | undefined,
): Promise<ModuleBlock[]> {
  if (parsed === undefined) return moduleBlocksInText(file, shownAs, text);
  const key = createHash('sha256').update(shownAs).update('\u0000').update(text).digest('base64');
  const known = parsed.get(key);
  if (known !== undefined) return known.map((block) => (block.file === file ? block : { ...block, file }));
  const blocks = await moduleBlocksInText(file, shownAs, text);
  parsed.set(key, blocks);
  return blocks;
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

/**
 * Every module block of the configuration in `dir`: its configuration files in name order, then
 * its override files merged in as Terraform does. A second block of a name is kept, marked as
 * the duplicate Terraform refuses. `show` turns an absolute path into the name errors and
 * annotations use. A file that cannot be read or parsed is a GateError naming it.
 *
 * The files are those `tool` reads; with no tool, where a `.tofu` file makes the two tools read
 * different files, the blocks of both, each block only one of them reads marked with that tool.
 */
export async function readModuleBlocks(
  dir: string,
  show: (file: string) => string,
  /** Counts the files read, for the benchmark. */
  files: { read: number } = { read: 0 },
  tool?: Tool,
  /** Blocks by file text, shared across scans: a text read again (the base of only-new) is not parsed again. */
  parsed?: ParsedTexts,
): Promise<ModuleBlock[]> {
  let names: string[];
  try {
    const entries = readdirSync(dir, { withFileTypes: true });
    names = entries
      .filter((e) => isConfigurationFile(e.name) && !e.isDirectory())
      .map((e) => e.name)
      .sort();
  } catch (error) {
    throw new GateError(`Cannot read the configuration directory ${show(dir)}: ${describeIoError(error)}`, show(dir));
  }
  // Each file read and parsed once, whichever tools read it.
  const inDirectory = new Map<string, Promise<ModuleBlock[]>>();
  const blocksIn = (name: string): Promise<ModuleBlock[]> => {
    let found = inDirectory.get(name);
    if (found === undefined) {
      const file = path.join(dir, name);
      found = readConfigurationFile(file, show(file)).then((text) => {
        files.read++;
        return blocksOfText(file, show(file), text, parsed);
      });
      inDirectory.set(name, found);
    }
    return found;
  };
  if (tool !== undefined || !names.some(isTofuFile)) {
    return mergedBlocks(filesReadBy(names, tool ?? 'terraform'), show, blocksIn);
  }
  const terraform = await mergedBlocks(filesReadBy(names, 'terraform'), show, blocksIn);
  const opentofu = await mergedBlocks(filesReadBy(names, 'opentofu'), show, blocksIn);
  // A block both read alike is one call; one only a tool reads (or reads so) is that tool's.
  const key = (block: ModuleBlock): string => JSON.stringify(block);
  const inTerraform = new Set(terraform.map(key));
  const inOpentofu = new Set(opentofu.map(key));
  return [
    ...terraform.map((b): ModuleBlock => (inOpentofu.has(key(b)) ? b : { ...b, readBy: 'terraform' })),
    ...opentofu.filter((b) => !inTerraform.has(key(b))).map((b): ModuleBlock => ({ ...b, readBy: 'opentofu' })),
  ];
}

/** The blocks of the files `names`, merged as Terraform (and OpenTofu) merge them: overrides last. */
async function mergedBlocks(
  names: readonly string[],
  show: (file: string) => string,
  blocksIn: (name: string) => Promise<ModuleBlock[]>,
): Promise<ModuleBlock[]> {
  const blocks: ModuleBlock[] = [];
  const first = new Map<string, number>();
  const ordered = [...names.filter((f) => !isOverrideFile(f)), ...names.filter(isOverrideFile)];
  for (const name of ordered) {
    for (const block of await blocksIn(name)) {
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
