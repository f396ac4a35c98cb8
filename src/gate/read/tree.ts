/**
 * Where the gate reads configurations from: the disk, or a tree of files held in memory (files
 * read from GitHub's API, with no checkout). The readers list directories, read files and resolve
 * links only through a `ConfigurationTree`, by absolute paths, so the same reading serves both.
 */
import { readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { FileRefusedError, formatBytes, readBoundedSync } from '../../files/read-bounded.ts';
import { FILE_LIMITS } from '../../files/limits.ts';
import { GateError } from './hcl-shared.ts';

/** A directory's entry: its name, and whether it is a directory (what a link leads to is not asked). */
export interface TreeEntry {
  readonly name: string;
  readonly directory: boolean;
}

export interface ConfigurationTree {
  /** The entries of a directory; throws as the disk does (an error whose `code` is ENOENT, ENOTDIR, …). */
  list(dir: string): readonly TreeEntry[];
  /** A file's text, of at most FILE_LIMITS.configuration bytes; throws as the disk does, or a FileRefusedError. */
  read(file: string): string;
  /** Where a directory's links lead, or the path itself when it cannot be resolved. */
  realPath(dir: string): string;
}

/** The disk: every read bounded by the bytes read, a link to a device or a FIFO refused (read-bounded.ts). */
export const DISK: ConfigurationTree = {
  list: (dir) => readdirSync(dir, { withFileTypes: true }).map((e) => ({ name: e.name, directory: e.isDirectory() })),
  // Read at once, not in four trips through the thread pool (open, stat, read, close): a
  // configuration file is small and local, and at 4,000 files those trips were most of the
  // reading phase's time, spent waiting.
  read: (file) => readBoundedSync(file, FILE_LIMITS.configuration).toString('utf8'),
  realPath: (dir) => {
    try {
      return realpathSync(dir);
    } catch {
      return dir;
    }
  },
};

/** An error as the disk gives it, with its code. */
const missing = (code: 'ENOENT' | 'ENOTDIR' | 'EISDIR', what: string): NodeJS.ErrnoException =>
  Object.assign(new Error(`${code}: ${what}`), { code });

/**
 * Files held in memory, by absolute path: the directories are those their paths name. There are
 * no links, so a path is its own real path.
 */
export function memoryTree(files: ReadonlyMap<string, string>): ConfigurationTree {
  const directories = new Map<string, Map<string, boolean>>();
  for (const file of files.keys()) {
    let child = path.resolve(file);
    let directory = false;
    for (let parent = path.dirname(child); ; parent = path.dirname(parent)) {
      const entries = directories.get(parent) ?? new Map<string, boolean>();
      const known = entries.has(path.basename(child));
      entries.set(path.basename(child), directory);
      directories.set(parent, entries);
      if (known || parent === child || parent === path.dirname(parent)) break;
      child = parent;
      directory = true;
    }
  }
  return {
    list(dir) {
      const entries = directories.get(path.resolve(dir));
      if (entries === undefined) {
        throw missing(files.has(path.resolve(dir)) ? 'ENOTDIR' : 'ENOENT', `no such directory, scandir '${dir}'`);
      }
      return [...entries].map(([name, directory]) => ({ name, directory }));
    },
    read(file) {
      const text = files.get(path.resolve(file));
      if (text === undefined) {
        throw missing(directories.has(path.resolve(file)) ? 'EISDIR' : 'ENOENT', `no such file, open '${file}'`);
      }
      const limit = FILE_LIMITS.configuration;
      if (Buffer.byteLength(text, 'utf8') > limit) {
        throw new FileRefusedError('too-large', `it is larger than ${formatBytes(limit)}`);
      }
      return text;
    },
    realPath: (dir) => path.resolve(dir),
  };
}

/**
 * A file of the configuration (or the manifest), as text: a GateError naming it when it cannot be
 * read, is not a regular file (a link to /dev/zero, a FIFO) or is larger than the bound. With
 * `missing: 'absent'`, a file (or folder) that is not there is undefined instead.
 */
export function readConfigurationFile(tree: ConfigurationTree, file: string, shownAs: string): string;
export function readConfigurationFile(
  tree: ConfigurationTree,
  file: string,
  shownAs: string,
  missing: 'absent',
): string | undefined;
export function readConfigurationFile(
  tree: ConfigurationTree,
  file: string,
  shownAs: string,
  missing?: 'absent',
): string | undefined {
  try {
    return tree.read(file);
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

export function describeIoError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'ENOENT') return 'no such file or directory';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'ENOTDIR') return 'not a directory';
  if (code === 'EISDIR') return 'is a directory';
  if (code === 'ELOOP') return 'symbolic links that lead back to each other';
  return error instanceof Error ? error.message : String(error);
}
