/**
 * `onlyNew`: the base commit's module calls, found as the head's are, and which of the head's
 * deprecated calls were already there. A call is the same across the two by directory and key
 * (`module.network.module.subnets`): moving a block within a directory is not new, renaming it is.
 */
import { readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ModuleCall } from '../read/calls.ts';
import { isConfigurationFile, type ParsedTexts } from '../read/hcl.ts';
import { GateError, type Tool } from '../read/hcl-shared.ts';
import type { Finding } from './judge.ts';
import { ScanCache, scanDirectory, type ConfigDirectory } from '../read/scan.ts';
import { errorMessage } from '../../text.ts';

/** The base commit's tree on disk, and the repository's top level in the workspace it stands for. */
export interface BaseTree {
  readonly root: string;
  readonly repository: string;
}

/**
 * Where `absolute` (a path of the workspace) is in the base tree; undefined outside the repository.
 * Taken as the head spells it, not where its links lead: a directory new in the head is new, even a
 * link to one the base has. Only the workspace is resolved (git names the repository by its real path).
 */
async function inBase(
  absolute: string,
  workspace: { readonly path: string; readonly real: string },
  tree: BaseTree,
): Promise<string | undefined> {
  const inWorkspace = path.relative(workspace.path, absolute);
  const within = !inWorkspace.startsWith('..') && !path.isAbsolute(inWorkspace);
  const real = within ? path.join(workspace.real, inWorkspace) : await realpath(absolute).catch(() => absolute);
  const relative = path.relative(tree.repository, real);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  return path.join(tree.root, relative);
}

async function holdsConfiguration(directory: string): Promise<boolean> {
  const isDirectory = await stat(directory)
    .then((s) => s.isDirectory())
    .catch(() => false);
  if (!isDirectory) return false;
  return (await readdir(directory)).some((name) => !name.startsWith('.') && isConfigurationFile(name));
}

/** The base's calls of the same directories, by the head's names: where the base lacks one, all its calls are new. */
export async function scanBase(
  directories: readonly ConfigDirectory[],
  options: { readonly workspace: string; readonly dataDir: string; readonly tool?: Tool },
  tree: BaseTree,
  /** The head's parsed files: a base file the change left alone is not parsed again. */
  parsed?: ParsedTexts,
): Promise<{ readonly calls: ModuleCall[] } | { readonly unreadable: string }> {
  const head = { path: options.workspace, real: await realpath(options.workspace).catch(() => options.workspace) };
  const workspace = await inBase(options.workspace, head, tree);
  if (workspace === undefined) return { unreadable: 'the workspace is outside the git repository' };
  const cache = new ScanCache(parsed);
  const calls: ModuleCall[] = [];
  try {
    for (const directory of directories) {
      const basePath = await inBase(directory.path, head, tree);
      if (basePath === undefined || !(await holdsConfiguration(basePath))) continue;
      // The base's modules.json, if committed, is the base's; a data directory is rarely committed.
      const scan = await scanDirectory(
        { path: basePath, display: directory.display },
        { workspace, dataDir: options.dataDir, cache, ...(options.tool !== undefined && { tool: options.tool }) },
      );
      calls.push(...scan.calls);
    }
  } catch (error) {
    if (error instanceof GateError) return { unreadable: `its configuration cannot be read: ${errorMessage(error)}` };
    throw error;
  }
  return { calls };
}

/**
 * The base's calls that can mark a head finding: those of a directory and key whose head call is
 * deprecated. The others need no judging (28,000 calls in a monorepo, a few hundred of them deprecated).
 */
export function baseCallsToJudge(base: readonly ModuleCall[], head: readonly Finding[]): ModuleCall[] {
  const deprecated = new Set(head.flatMap((f) => (f.verdict.status === 'deprecated' ? [callId(f.call)] : [])));
  return base.filter((call) => deprecated.has(callId(call)));
}

/** A call across the two commits: its directory, its key, and the one tool that reads it, if only one does. */
const callId = (call: ModuleCall): string => JSON.stringify([call.directory, call.key, call.readBy ?? null]);

const sameCall = (call: ModuleCall, address: string, version: string): string =>
  JSON.stringify([callId(call), address.toLowerCase(), version]);

/** The head's findings, each retired call the base already made (same module, same version) marked `onBase`. */
export function markOnBase(head: readonly Finding[], base: readonly Finding[]): Finding[] {
  const before = new Set(
    base.flatMap((f) =>
      f.verdict.status === 'deprecated' ? [sameCall(f.call, f.verdict.address, f.verdict.version)] : [],
    ),
  );
  return head.map((f) =>
    f.verdict.status === 'deprecated' && before.has(sameCall(f.call, f.verdict.address, f.verdict.version))
      ? { ...f, onBase: true }
      : f,
  );
}
