/**
 * Finds every module call of a configuration directory: from `.terraform/modules/modules.json` when `terraform init`
 * wrote it (exact versions, nested calls included), else from the files, following local module paths. Sends nothing.
 */
import path from 'node:path';
import {
  isLocalSource,
  isOneVersion,
  isValidCallName,
  type CallProblem,
  type Location,
  type ModuleCall,
} from './calls.ts';
import type { ModuleBlock } from './blocks.ts';
import {
  configurationKind,
  filesReadBy,
  isConfigurationFile,
  readModuleBlocks,
  type ConfigurationKind,
} from './hcl.ts';
import { GateError, type Tool } from './hcl-shared.ts';
import { parseModulesJson, type ModulesJsonEntry } from './modules-json.ts';
import { ScanCache } from './scan-cache.ts';
import { readConfigurationFile, type ConfigurationTree } from './tree.ts';
import { satisfies } from '../../versions/constraint.ts';
import { parseConstraint } from '../../versions/constraint-syntax.ts';

export interface ConfigDirectory {
  readonly path: string;
  /** Relative to the workspace, with `/`. */
  readonly display: string;
}

export interface DirectoryScan {
  readonly directory: string;
  readonly from: 'modules.json' | 'configuration';
  /** The kinds of file the calls were read from, in the directory itself. */
  readonly read?: readonly ConfigurationKind[];
  readonly manifest?: string;
  readonly calls: ModuleCall[];
  /** Calls whose version the manifest does not give (`ModuleCall.stale`): resolved from constraints. */
  readonly stale: number;
  /** Manifest entries that are no call of the files (removed calls, `terraform test` modules). */
  readonly ignored: number;
}

export { ScanCache };

interface ScanOptions {
  /** Paths in annotations are relative to this checkout. */
  readonly workspace: string;
  /** Relative to the configuration: `.terraform` unless TF_DATA_DIR says otherwise. */
  readonly dataDir: string;
  /** Shared by every scan of the run: each file is read once. */
  readonly cache?: ScanCache;
  /** The tool that runs the configuration (input `tool`); both when undefined. */
  readonly tool?: Tool;
}

/** More calls than any configuration has: a local module fanning out without end. */
const MAX_CALLS = 100_000;

/** Local module paths can point at each other; no real configuration nests this deep. */
const MAX_DEPTH = 32;

export async function scanDirectory(directory: ConfigDirectory, options: ScanOptions): Promise<DirectoryScan> {
  const cache = options.cache ?? new ScanCache();
  const show = (file: string): string => cache.show(options.workspace, file);
  const manifestPath = path.resolve(directory.path, options.dataDir, 'modules', 'modules.json');
  // No manifest (terraform init has not run): the calls come from the files alone.
  const manifest = readConfigurationFile(cache.tree, manifestPath, show(manifestPath), 'absent');
  const fromFiles = await callsFromFiles(directory, show, cache, options.tool);
  if (manifest === undefined) {
    const read = kindsRead(cache.tree, directory.path, options.tool);
    return { directory: directory.display, from: 'configuration', read, calls: fromFiles, stale: 0, ignored: 0 };
  }
  // The files are the truth; the manifest adds the versions installed, and the calls inside installed modules.
  const entries = parseModulesJson(manifest, show(manifestPath));
  const byKey = new Map(entries.map((e) => [e.key, e]));
  const inFiles = new Map(fromFiles.map((c) => [c.key, c]));
  let stale = 0;
  const calls = fromFiles.map((call): ModuleCall => {
    const entry = byKey.get(call.key);
    // A version written as an expression is known after all where terraform init recorded it.
    const versionKnown =
      call.problem?.kind === 'expression' && call.problem.argument === 'version' && entry?.version !== undefined;
    if (call.problem !== undefined && !versionKnown) return call;
    // A version installed that the files' constraint no longer admits (changed since): Terraform refuses to run until
    // init runs again, so the files' constraint is what counts.
    if (entry === undefined || !admits(call.constraint, entry.version)) {
      stale++;
      return { ...call, stale: entry === undefined ? 'missing' : 'outdated' };
    }
    // The manifest's source is the one terraform init resolved (`registry.terraform.io/...`).
    const { problem, ...rest } = call;
    return {
      ...rest,
      ...(versionKnown && problem?.kind === 'expression' && { versionExpression: problem.text }),
      source: entry.source,
      ...(entry.version !== undefined && { exact: entry.version }),
      from: 'modules.json',
    };
  });
  // The calls as merged: a parent whose variable version the manifest resolved has no problem now.
  const merged = new Map(calls.map((c) => [c.key, c]));
  const enclosing = (key: string): ModuleCall | undefined => {
    const parts = key.split('.');
    for (let n = parts.length - 1; n > 0; n--) {
      const found = merged.get(parts.slice(0, n).join('.'));
      if (found !== undefined) return found;
    }
    return undefined;
  };
  // Inside an installed (not local) module: a call the files cannot show. Anything else the manifest lists but the
  // files lack is a call removed since, or a `terraform test` module.
  const nested = entries.filter((e) => {
    if (inFiles.has(e.key)) return false;
    const parent = enclosing(e.key);
    return parent !== undefined && parent.problem === undefined && !isLocalSource(parent.source);
  });
  const ignored = entries.filter((e) => !inFiles.has(e.key)).length - nested.length;
  const installed = await callsFromManifest(directory, entries, nested, show(manifestPath), show, cache, options.tool);
  return {
    directory: directory.display,
    from: 'modules.json',
    manifest: show(manifestPath),
    calls: inManifestOrder([...calls, ...installed], entries),
    stale,
    ignored,
  };
}

/** Whether the constraint admits the version installed; one that cannot be read is left to the judge. */
function admits(constraint: string | undefined, installed: string | undefined): boolean {
  if (constraint === undefined || installed === undefined || constraint.trim() === '') return true;
  try {
    return satisfies(installed, parseConstraint(constraint));
  } catch {
    return true;
  }
}

/** Calls in the manifest's order (terraform init's), those it lacks last, in the files' order. */
function inManifestOrder(calls: readonly ModuleCall[], entries: readonly ModulesJsonEntry[]): ModuleCall[] {
  const order = new Map(entries.map((e, i) => [e.key, i]));
  return [...calls].sort((a, b) => (order.get(a.key) ?? Infinity) - (order.get(b.key) ?? Infinity));
}

const readBlocks = (dir: string, show: (file: string) => string, cache: ScanCache, tool: Tool | undefined) =>
  readModuleBlocks(dir, show, { files: cache.files, tool, parsed: cache.parsed, tree: cache.tree });

/** The module blocks of a directory, read once per run whatever path leads to it. */
async function blocksOf(
  dir: string,
  show: (file: string) => string,
  cache: ScanCache,
  tool: Tool | undefined,
): Promise<ModuleBlock[]> {
  const real = await cache.realPath(dir);
  let found = cache.blocks.get(real);
  if (found === undefined) {
    found = readBlocks(dir, show, cache, tool);
    cache.blocks.set(real, found);
    cache.readBy.set(real, dir);
  }
  const first = cache.readBy.get(real) ?? dir;
  if (first === dir) return found;
  // The same directory by another path (a link): its calls are at this path's files, or a second configuration
  // directory would point at the first one's.
  const moved = (file: string): string => path.join(dir, path.relative(first, file));
  const [shownFirst, shownHere] = [show(first), show(dir)];
  return (await found).map((block) => ({
    ...block,
    file: moved(block.file),
    ...(block.duplicateOf?.file.startsWith(`${shownFirst}/`) === true && {
      duplicateOf: { ...block.duplicateOf, file: `${shownHere}${block.duplicateOf.file.slice(shownFirst.length)}` },
    }),
  }));
}

/**
 * The kinds of configuration file a directory holds that `tool` reads, for the log (`terragrunt.hcl`, not ".tf
 * files"). The directory was read already: a listing that fails now says nothing rather than failing the scan.
 */
function kindsRead(tree: ConfigurationTree, dir: string, tool: Tool | undefined): ConfigurationKind[] {
  let names: string[];
  try {
    names = tree
      .list(dir)
      .filter((e) => !e.directory && isConfigurationFile(e.name))
      .map((e) => e.name);
  } catch {
    return [];
  }
  const kinds = (tool === undefined ? names : filesReadBy(names, tool)).flatMap(
    (name) => configurationKind(name) ?? [],
  );
  return [...new Set(kinds)].sort();
}

/** What keeps the gate from checking a block as written, if anything. */
function problemOf(block: ModuleBlock): CallProblem | undefined {
  if (!isValidCallName(block.name)) return { kind: 'invalid-name' };
  if (block.duplicateOf !== undefined) return { kind: 'duplicate', first: block.duplicateOf };
  if (block.expression !== undefined) return { kind: 'expression', ...block.expression };
  if (block.source === undefined) return { kind: 'no-source' };
  if (block.type === 'terraform' && block.version !== undefined && !isOneVersion(block.version)) {
    return { kind: 'not-one-version', version: block.version };
  }
  return undefined;
}

async function callsFromFiles(
  directory: ConfigDirectory,
  show: (file: string) => string,
  cache: ScanCache,
  tool: Tool | undefined,
): Promise<ModuleCall[]> {
  const calls: ModuleCall[] = [];
  // `chain` holds the real paths from the root down: a local module reached again through a link, or one that calls
  // itself, is not walked twice. `only` is the one tool that reads the calls that led here, if only one does.
  const walk = async (dir: string, prefix: string, chain: readonly string[], only?: Tool): Promise<void> => {
    for (const block of await blocksOf(dir, show, cache, tool)) {
      // A block the other tool alone reads, in a module only this one reaches, is no one's call.
      if (only !== undefined && block.readBy !== undefined && block.readBy !== only) continue;
      const readBy = only ?? block.readBy;
      const key = prefix === '' ? block.name : `${prefix}.${block.name}`;
      const problem = problemOf(block);
      calls.push({
        directory: directory.display,
        key,
        source: block.source ?? '',
        ...(block.version !== undefined && { constraint: block.version }),
        location: locationOf(block, show),
        from: 'configuration',
        ...(block.type !== undefined && prefix === '' && { type: block.type }),
        ...(problem !== undefined && { problem }),
        ...(readBy !== undefined && { readBy }),
      });
      if (calls.length > MAX_CALLS) {
        throw new GateError(
          `${directory.display} has more than ${MAX_CALLS} module calls through its local modules; is a local module calling itself?`,
          directory.display,
        );
      }
      if (problem !== undefined || block.source === undefined || !isLocalSource(block.source)) continue;
      // A local module is part of this configuration: its own calls are this configuration's too.
      const child = path.resolve(dir, block.source);
      const real = await cache.realPath(child);
      if (chain.includes(real) || chain.length >= MAX_DEPTH) continue;
      try {
        await walk(child, key, [...chain, real], readBy);
      } catch (error) {
        if (error instanceof GateError && error.file === show(child)) {
          throw new GateError(
            `Module "${block.name}" in ${show(block.file)} line ${block.line ?? '?'} has source ${JSON.stringify(block.source)}, but ${error.message.replace(/^Cannot read the configuration directory /, '')}`,
            show(block.file),
            block.line,
          );
        }
        throw error;
      }
    }
  };
  await walk(directory.path, '', [await cache.realPath(directory.path)]);
  return calls;
}

/** The calls `wanted` (manifest entries), each pointed at the block to change: the nearest enclosing in these files. */
async function callsFromManifest(
  directory: ConfigDirectory,
  entries: readonly ModulesJsonEntry[],
  wanted: readonly ModulesJsonEntry[],
  manifest: string,
  show: (file: string) => string,
  scanCache: ScanCache,
  tool: Tool | undefined,
): Promise<ModuleCall[]> {
  const byKey = new Map(entries.map((e) => [e.key, e]));
  const cache = new Map<string, Promise<Map<string, ModuleBlock> | undefined>>();
  /** Directories of this repository must parse; installed modules' are read for constraints, and may be missing. */
  const blocksIn = (dir: string, ours: boolean): Promise<Map<string, ModuleBlock> | undefined> => {
    const id = `${ours}:${dir}`;
    let found = cache.get(id);
    if (found === undefined) {
      found = (ours ? blocksOf(dir, show, scanCache, tool) : readBlocks(dir, show, scanCache, tool)).then(
        (blocks) => new Map(blocks.map((b) => [b.name, b])),
        (error: unknown) => {
          if (ours) throw error;
          return undefined;
        },
      );
      cache.set(id, found);
    }
    return found;
  };
  /** The directory whose files hold the block of call `key`: the root's, or its parent's. */
  const declaringDir = (key: string): string | undefined => {
    const dot = key.lastIndexOf('.');
    if (dot === -1) return directory.path;
    const parent = byKey.get(key.slice(0, dot));
    return parent === undefined || parent.dir === '' ? undefined : path.resolve(directory.path, parent.dir);
  };

  const calls: ModuleCall[] = [];
  for (const entry of wanted) {
    const parts = entry.key.split('.');
    // Point at the deepest block in this repository's own files: follow the chain of calls while each is a local path;
    // the first call from elsewhere is the block to change, since the calls inside it are that module's author's.
    let pointAt = parts.length - 1;
    for (let i = 0; i < parts.length - 1; i++) {
      const ancestor = byKey.get(parts.slice(0, i + 1).join('.'));
      if (ancestor === undefined || !isLocalSource(ancestor.source)) {
        pointAt = i;
        break;
      }
    }
    const pointKey = parts.slice(0, pointAt + 1).join('.');
    const pointDir = declaringDir(pointKey);
    const pointBlock =
      pointDir === undefined ? undefined : (await blocksIn(pointDir, true))?.get(parts[pointAt] as string);
    const ownDir = declaringDir(entry.key);
    const ownBlock =
      pointKey === entry.key
        ? pointBlock
        : ownDir === undefined
          ? undefined
          : (await blocksIn(ownDir, false))?.get(parts[parts.length - 1] as string);
    calls.push({
      directory: directory.display,
      key: entry.key,
      source: entry.source,
      ...(entry.version !== undefined && { exact: entry.version }),
      ...(ownBlock?.version !== undefined && { constraint: ownBlock.version }),
      location: pointBlock !== undefined ? locationOf(pointBlock, show) : { file: manifest },
      ...(pointKey !== entry.key && { via: pointKey }),
      from: 'modules.json',
    });
  }
  return calls;
}

function locationOf(block: ModuleBlock, show: (file: string) => string): Location {
  return { file: show(block.file), ...(block.line !== undefined && { line: block.line }) };
}
