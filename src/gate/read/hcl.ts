/**
 * Module blocks in a configuration directory: which files Terraform reads, what each block says and where. A file's
 * text is read in blocks.ts; this file lists a directory's files (on disk or in memory) and merges their blocks.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { moduleBlocksInText, type ModuleBlock } from './blocks.ts';
import { GateError, blockTypeOf, type Tool } from './hcl-shared.ts';
import { DISK, describeIoError, readConfigurationFile, type ConfigurationTree } from './tree.ts';

/** `override.tf` and `*_override.tf` (or `.tf.json`; OpenTofu's `.tofu`), merged into the other files' blocks. */
export function isOverrideFile(name: string): boolean {
  return /^(.*_)?override\.(tf|tofu)(\.json)?$/.test(name);
}

/**
 * Terraform's `.tf` and `.tf.json`, OpenTofu's `.tofu` and `.tofu.json`, a Stack's components (`.tfcomponent.hcl`,
 * formerly `.tfstack.hcl`) and Terragrunt's `terragrunt.hcl`; not ignored files.
 */
export function isConfigurationFile(name: string): boolean {
  return !isIgnoredFile(name) && blockTypeOf(name) !== undefined;
}

/** The kinds of configuration file, as the log and summary name what a directory was read from. */
export type ConfigurationKind =
  '.tf' | '.tf.json' | '.tofu' | '.tofu.json' | '.tfcomponent.hcl' | '.tfstack.hcl' | 'terragrunt.hcl';

/** By its name (`main.tf.json` is `.tf.json`); undefined for any other file. */
export function configurationKind(name: string): ConfigurationKind | undefined {
  if (name === 'terragrunt.hcl') return name;
  return /(\.tf(?:\.json)?|\.tofu(?:\.json)?)$|(\.tfcomponent\.hcl|\.tfstack\.hcl)$/
    .exec(name)
    ?.slice(1)
    .find((kind) => kind !== undefined) as ConfigurationKind | undefined;
}

/**
 * OpenTofu reads `x.tofu` and skips `x.tf` beside it (or `x.tofu.json`, `x.tf.json`): internal/configs/
 * parser_config_dir.go.
 */
export function withTofuPrecedence(names: readonly string[]): string[] {
  const present = new Set(names);
  return names.filter((name) => {
    const tofu = /^(.*)\.tf(\.json)?$/.exec(name);
    return tofu === null || !present.has(`${tofu[1]}.tofu${tofu[2] ?? ''}`);
  });
}

/** OpenTofu's own files, which Terraform ignores. */
const isTofuFile = (name: string): boolean => /\.tofu(\.json)?$/.test(name);

export function filesReadBy(names: readonly string[], tool: Tool): string[] {
  return tool === 'terraform' ? names.filter((name) => !isTofuFile(name)) : withTofuPrecedence(names);
}

/**
 * Files Terraform skips, as its IsIgnoredFile says (internal/configs/parser_config_dir.go): hidden files, editor
 * backups (`main.tf~`) and Emacs autosaves (`#main.tf#`). Test and query files (`.tftest.hcl`, `.tfquery.json`, …)
 * are matched there too, but end in neither `.tf` nor `.tf.json`, so `isConfigurationFile` leaves them out.
 */
export function isIgnoredFile(name: string): boolean {
  return name.startsWith('.') || name.endsWith('~') || (name.startsWith('#') && name.endsWith('#'));
}

/** Module blocks by a hash of the name and text of the file they were read from. */
export type ParsedTexts = Map<string, readonly ModuleBlock[]>;

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

interface ReadOptions {
  /** Counts the files read, for the benchmark. */
  readonly files?: { read: number };
  readonly tool?: Tool | undefined;
  /** Blocks by file text, shared across scans: a text read again (the base of `onlyNew`) is not parsed again. */
  readonly parsed?: ParsedTexts | undefined;
  /** The disk unless given. */
  readonly tree?: ConfigurationTree;
}

/**
 * Every module block of the configuration in `dir`: its files in name order, then its override files merged in as
 * Terraform does; a second block of a name is kept, marked as the duplicate Terraform refuses. A file that cannot be
 * read or parsed is a GateError naming it. The files are those `tool` reads; with no tool, where a `.tofu` file makes
 * the two tools read different files, the blocks of both, each block only one of them reads marked with that tool.
 */
export async function readModuleBlocks(
  dir: string,
  show: (file: string) => string,
  options: ReadOptions = {},
): Promise<ModuleBlock[]> {
  const { files = { read: 0 }, tool, parsed, tree = DISK } = options;
  let names: string[];
  try {
    names = tree
      .list(dir)
      .filter((e) => isConfigurationFile(e.name) && !e.directory)
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
      found = (async () => {
        const text = readConfigurationFile(tree, file, show(file));
        files.read++;
        return blocksOfText(file, show(file), text, parsed);
      })();
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

/** The blocks of the files `names`, merged as Terraform and OpenTofu merge them: overrides last. */
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
        // An override replaces the arguments it sets (the version to change is then the override's), and an expression
        // the base had for an argument it sets.
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
