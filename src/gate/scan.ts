/**
 * Finds every module call of a configuration directory: from `.terraform/modules/modules.json`
 * when `terraform init` has written it (exact versions, nested calls included), else from the
 * `.tf` files, following local module paths. Reads files; sends no request.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isLocalSource, type Location, type ModuleCall } from './calls.ts';
import { GateError, describeIoError, readModuleBlocks, type ModuleBlock } from './hcl.ts';
import { parseModulesJson, type ModulesJsonEntry } from './modules-json.ts';

export interface ConfigDirectory {
  /** Absolute path. */
  readonly path: string;
  /** As shown to the user: relative to the workspace, with `/`. */
  readonly display: string;
}

export interface DirectoryScan {
  readonly directory: string;
  readonly from: 'modules.json' | 'configuration';
  /** The modules.json read, when there was one. */
  readonly manifest?: string;
  readonly calls: ModuleCall[];
}

export interface ScanOptions {
  /** Paths in annotations are relative to this: the repository checkout. */
  readonly workspace: string;
  /** Terraform's data directory, relative to the configuration: `.terraform` unless TF_DATA_DIR says otherwise. */
  readonly dataDir: string;
}

/** Local module paths can point at each other; no real configuration nests this deep. */
const MAX_DEPTH = 32;

export function showPath(workspace: string, file: string): string {
  const relative = path.relative(workspace, file);
  return (relative === '' ? '.' : relative).split(path.sep).join('/');
}

export async function scanDirectory(directory: ConfigDirectory, options: ScanOptions): Promise<DirectoryScan> {
  const show = (file: string): string => showPath(options.workspace, file);
  const manifestPath = path.resolve(directory.path, options.dataDir, 'modules', 'modules.json');
  let manifest: string | undefined;
  try {
    manifest = await readFile(manifestPath, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'ENOTDIR') {
      throw new GateError(`Cannot read ${show(manifestPath)}: ${describeIoError(error)}`, show(manifestPath));
    }
  }
  if (manifest !== undefined) {
    const entries = parseModulesJson(manifest, show(manifestPath));
    return {
      directory: directory.display,
      from: 'modules.json',
      manifest: show(manifestPath),
      calls: await callsFromManifest(directory, entries, show(manifestPath), show),
    };
  }
  return { directory: directory.display, from: 'configuration', calls: await callsFromFiles(directory, show) };
}

async function callsFromFiles(directory: ConfigDirectory, show: (file: string) => string): Promise<ModuleCall[]> {
  const calls: ModuleCall[] = [];
  const walk = async (dir: string, prefix: string, within: readonly string[]): Promise<void> => {
    for (const block of await readModuleBlocks(dir, show)) {
      const key = prefix === '' ? block.name : `${prefix}.${block.name}`;
      calls.push({
        directory: directory.display,
        key,
        source: block.source ?? '',
        ...(block.version !== undefined && { constraint: block.version }),
        location: locationOf(block, show),
        from: 'configuration',
      });
      if (block.source === undefined || !isLocalSource(block.source)) continue;
      // A local module is part of this configuration: its own calls are this configuration's too.
      const child = path.resolve(dir, block.source);
      if (within.includes(child) || within.length >= MAX_DEPTH) continue;
      try {
        await walk(child, key, [...within, child]);
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
  await walk(directory.path, '', [directory.path]);
  return calls;
}

async function callsFromManifest(
  directory: ConfigDirectory,
  entries: readonly ModulesJsonEntry[],
  manifest: string,
  show: (file: string) => string,
): Promise<ModuleCall[]> {
  const byKey = new Map(entries.map((e) => [e.key, e]));
  const cache = new Map<string, Promise<Map<string, ModuleBlock> | undefined>>();
  /**
   * The module blocks of a directory. Directories of this repository must parse; installed
   * modules' directories are read only for their version constraints, and may be missing.
   */
  const blocksIn = (dir: string, ours: boolean): Promise<Map<string, ModuleBlock> | undefined> => {
    const id = `${ours}:${dir}`;
    let found = cache.get(id);
    if (found === undefined) {
      found = readModuleBlocks(dir, show).then(
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
  for (const entry of entries) {
    const parts = entry.key.split('.');
    // Point at the deepest block in this repository's own files: follow the chain of calls
    // while each is a local path; the first call from elsewhere (a registry, git) is the block
    // to change, since the calls inside it belong to that module's author.
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
