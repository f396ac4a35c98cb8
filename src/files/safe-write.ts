/**
 * Writing a file whose path a user named (`sarifFile`, `reportFile`, `summaryFile`, a configuration the gate fixes)
 * in a tree a pull request may have filled: a committed symbolic link at the file or in its folders would send the
 * write anywhere on the runner. So the target must lie inside an allowed root (the workspace, the runner's temporary
 * folder), and no part of its path below the root may be a link (lstat, never followed); the content goes to a new file
 * beside it (created exclusively, under a random name) that is renamed over the target, so a reader never sees half a
 * file and a hard link at the target keeps its other name's content.
 */
import { randomBytes } from 'node:crypto';
import { constants, lstatSync, realpathSync, statSync, type Stats } from 'node:fs';
import { chmod, mkdir, open, readFile, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { showFile } from '../text.ts';
import { CONTROL_IN_NAME, escapes } from '../validation.ts';

/** A folder a written file may be in, and how messages name it ("the workspace"). */
export interface WriteRoot {
  readonly path: string;
  readonly name: string;
  /**
   * Any folder, for a path a person typed (the command line's): the folders that exist on its way are taken as they
   * are; the file and the folders made are still never a link. Tried last: a path inside another root keeps its rules.
   */
  readonly anywhere?: true;
}

export interface WriteTarget {
  /** Where the file may be; a relative target starts at the first. */
  readonly roots: readonly WriteRoot[];
  /** Who named the file, in the runner's words for the setting (a flag on the command line). */
  readonly label: string;
}

/** What a file was when it was read, for a write that must not replace a later change. */
export interface FileSnapshot {
  readonly size: number;
  readonly mtimeMs: number;
  /** The content read: compared too, where size and time could agree by chance. */
  readonly content?: string | Uint8Array;
}

interface SafeWriteOptions extends WriteTarget {
  /** Replace the file only while it is as it was read (`absent`: only create it); else a WriteFileError `changed`. */
  readonly unchangedSince?: FileSnapshot | 'absent';
}

/**
 * refused: the action will not write there (outside the roots, a link, a directory, a device); unwritable: the path
 * cannot hold a file (a folder on it is a file, permissions, disk full); changed: it changed after it was read.
 */
type WriteProblemKind = 'refused' | 'unwritable' | 'changed';

export class WriteFileError extends Error {
  override name = 'WriteFileError';
  readonly kind: WriteProblemKind;
  readonly target: string;
  constructor(message: string, kind: WriteProblemKind, target: string) {
    super(message);
    this.kind = kind;
    this.target = target;
  }
}

const writeError = (label: string, target: string, kind: WriteProblemKind, what: string): WriteFileError =>
  new WriteFileError(`${label}: ${showFile(target)} ${what}`, kind, target);

/** The roots of a run: the workspace (GITHUB_WORKSPACE, else the working directory) and RUNNER_TEMP. */
export function writeRoots(env: Readonly<Record<string, string | undefined>>, cwd: string): WriteRoot[] {
  const workspace = env.GITHUB_WORKSPACE?.trim();
  const temp = env.RUNNER_TEMP?.trim();
  return [
    workspace
      ? { path: path.resolve(cwd, workspace), name: 'the workspace (GITHUB_WORKSPACE)' }
      : { path: path.resolve(cwd), name: 'the working directory' },
    ...(temp ? [{ path: path.resolve(cwd, temp), name: "the runner's temporary folder (RUNNER_TEMP)" }] : []),
  ];
}

/** The command line's: a run's, then any folder (a summary file in /tmp): the person typing is no attacker. */
export function commandLineRoots(env: Readonly<Record<string, string | undefined>>, cwd: string): WriteRoot[] {
  return [...writeRoots(env, cwd), { path: path.parse(path.resolve(cwd)).root, name: 'any folder', anywhere: true }];
}

/**
 * The absolute path `target` names, once known to be a place the action may write: inside a root, no link on its way
 * (a folder that does not exist yet is made), not a directory. Else a WriteFileError: checked before any request.
 */
export function resolveWriteTarget(target: string, options: WriteTarget): string {
  const { absolute, root } = placeOf(target, options);
  checkChain(target, absolute, root, options.label);
  return absolute;
}

/** Writes `content` to `target` as above; returns the absolute path. A WriteFileError names label, target and why. */
export async function writeFileSafely(
  target: string,
  content: string | Uint8Array,
  options: SafeWriteOptions,
): Promise<string> {
  const { absolute, root } = placeOf(target, options);
  const fail = (kind: WriteProblemKind, what: string): WriteFileError => writeError(options.label, target, kind, what);
  checkChain(target, absolute, root, options.label);
  const folder = path.dirname(absolute);
  try {
    await makeFolders(root, folder);
  } catch (error) {
    throw fail('unwritable', `cannot be written: ${reasonOf(error)}.`);
  }
  // The folders made could have been swapped for links meanwhile: checked again before writing.
  checkChain(target, absolute, root, options.label);
  const existing = statOrUndefined(absolute);
  await checkUnchanged(existing, absolute, options.unchangedSince, fail);

  const temporary = path.join(folder, `.${path.basename(absolute)}.${randomBytes(8).toString('hex')}.tmp`);
  let created = false;
  try {
    // Exclusive creation never follows a link at the name, and O_NOFOLLOW says so twice.
    const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0);
    const handle = await open(temporary, flags, 0o666);
    created = true;
    try {
      await handle.writeFile(content);
      await handle.sync();
    } finally {
      await handle.close();
    }
    // A file replaced keeps its permissions (a script stays executable).
    if (existing !== undefined) await chmod(temporary, existing.mode & 0o7777);
    checkChain(target, absolute, root, options.label);
    await checkUnchanged(statOrUndefined(absolute), absolute, options.unchangedSince, fail);
    await rename(temporary, absolute);
    created = false;
  } catch (error) {
    if (error instanceof WriteFileError) throw error;
    throw fail('unwritable', `cannot be written: ${reasonOf(error)}.`);
  } finally {
    if (created) await unlink(temporary).catch(() => undefined);
  }
  return absolute;
}

/** The target as an absolute path, and the root it lies in; refused when in none. */
function placeOf(target: string, options: WriteTarget): { absolute: string; root: string } {
  const [first] = options.roots;
  if (first === undefined) throw new Error('writeFileSafely needs at least one root');
  const refuse = (what: string): WriteFileError => writeError(options.label, target, 'refused', what);
  if (target.trim() === '') throw refuse('is empty: name a file.');
  // A line break in a file name would split every log line and summary that shows it.
  if (CONTROL_IN_NAME.test(target)) throw refuse('contains control characters: name a file without them.');
  // Lexically normal: `a/link/../b` is `a/b` here, and only `a/b` ever reaches the file system.
  const absolute = path.resolve(first.path, target);
  for (const root of options.roots.filter((r) => r.anywhere !== true)) {
    for (const base of new Set([path.resolve(root.path), realOrSame(root.path)])) {
      const relative = path.relative(base, absolute);
      if (relative === '') throw refuse(`is ${root.name} itself, a directory: name a file in it.`);
      if (!escapes(relative)) return { absolute, root: base };
    }
  }
  if (options.roots.some((r) => r.anywhere === true)) {
    // The folders that exist are the person's, links and all; what is below them is checked.
    const existing = nearestExisting(path.dirname(absolute));
    const real = realOrSame(existing);
    return { absolute: path.join(real, path.relative(existing, absolute)), root: real };
  }
  const where = options.roots.map((r) => `${r.name}, ${showFile(r.path)}`).join(', or ');
  const resolved = path.isAbsolute(target) ? '' : ` (it resolves to ${showFile(absolute)})`;
  throw refuse(
    `is outside ${where}${resolved}: files are written only inside ${options.roots.length === 1 ? 'it' : 'one of them'}.`,
  );
}

/** Every existing part of the path below the root: a folder and no link; the file itself no link, no directory. */
function checkChain(target: string, absolute: string, root: string, label: string): void {
  const parts = path.relative(root, absolute).split(path.sep);
  const refuse = (kind: WriteProblemKind, what: string): WriteFileError => writeError(label, target, kind, what);
  let current = root;
  for (const [index, part] of parts.entries()) {
    current = path.join(current, part);
    let stats: Stats | undefined;
    try {
      stats = statOrUndefined(current);
    } catch (error) {
      throw refuse('unwritable', `cannot be written: ${reasonOf(error)}.`);
    }
    if (stats === undefined) return;
    const isFile = index === parts.length - 1;
    const shown = showFile(path.relative(root, current).split(path.sep).join('/'));
    if (stats.isSymbolicLink()) {
      throw refuse(
        'refused',
        isFile
          ? 'is a symbolic link: files are never written through a link. Remove the link, or name another file.'
          : `cannot be written: ${shown} on its path is a symbolic link, and files are never written through a link. Name a path without links.`,
      );
    }
    if (isFile) {
      if (stats.isDirectory()) throw refuse('refused', 'is a directory: name a file, such as one inside it.');
      if (!stats.isFile()) throw refuse('refused', 'is not a regular file (a device, a pipe or a socket).');
    } else if (!stats.isDirectory()) {
      throw refuse('unwritable', `cannot be written: ${shown} on its path is a file, not a folder.`);
    }
  }
}

/** Makes the folders from the root down, never through a link: mkdir does not follow its last part. */
async function makeFolders(root: string, folder: string): Promise<void> {
  // A root named by the runner's environment (RUNNER_TEMP) may not exist yet: it is made whole.
  await mkdir(root, { recursive: true });
  const relative = path.relative(root, folder);
  if (relative === '') return;
  let current = root;
  for (const part of relative.split(path.sep)) {
    current = path.join(current, part);
    try {
      await mkdir(current);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

async function checkUnchanged(
  now: Stats | undefined,
  file: string,
  expected: SafeWriteOptions['unchangedSince'],
  fail: (kind: WriteProblemKind, what: string) => WriteFileError,
): Promise<void> {
  if (expected === 'absent' && now !== undefined) throw fail('changed', 'exists now, so it was left as it is.');
  if (expected === undefined || expected === 'absent') return;
  const changed = fail('changed', 'changed after it was read, so it was left as it is.');
  if (now === undefined || now.size !== expected.size || now.mtimeMs !== expected.mtimeMs) throw changed;
  if (expected.content !== undefined) {
    const read = await readFile(file);
    const wanted = typeof expected.content === 'string' ? Buffer.from(expected.content) : expected.content;
    if (!read.equals(wanted)) throw changed;
  }
}

function statOrUndefined(file: string): Stats | undefined {
  try {
    return lstatSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // ENOTDIR: a part of the path is a file, so its children do not exist; the folder check says why.
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw error;
  }
}

/** The nearest folder that exists at or above `folder`, links followed (a file on the path is not one). */
function nearestExisting(folder: string): string {
  const isFolder = (at: string): boolean => {
    try {
      return statSync(at).isDirectory();
    } catch {
      return false;
    }
  };
  let current = folder;
  while (!isFolder(current) && path.dirname(current) !== current) current = path.dirname(current);
  return current;
}

function realOrSame(folder: string): string {
  try {
    return realpathSync(folder);
  } catch {
    return path.resolve(folder);
  }
}

/** Why a write failed, in words, without the temporary file's name the error message carries. */
function reasonOf(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  const reasons: Record<string, string> = {
    EACCES: 'permission denied (the folder is not writable)',
    EPERM: 'permission denied',
    EROFS: 'the file system is read-only',
    ENOSPC: 'no space left on the device',
    EDQUOT: 'the disk quota is used up',
    ENOTDIR: 'a part of its path is a file, not a folder',
    EISDIR: 'it is a directory',
    ENAMETOOLONG: 'the name is too long',
    ELOOP: 'a part of its path is a symbolic link',
    EEXIST: 'a file appeared at its temporary name; try again',
  };
  return (code !== undefined && reasons[code]) || (error instanceof Error ? error.message : String(error));
}
