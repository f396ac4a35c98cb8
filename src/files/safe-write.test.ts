import { chmod, lstat, mkdir, mkdtemp, readFile, readdir, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveWriteTarget, writeFileSafely, writeRoots, WriteFileError, type FileSnapshot } from './safe-write.ts';

let base: string;
let root: string;
let outside: string;
const options = () => ({ roots: [{ path: root, name: 'the workspace' }], label: 'Input `x-file`' });

beforeEach(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'safe-write-'));
  root = path.join(base, 'root');
  outside = path.join(base, 'outside');
  await mkdir(root);
  await mkdir(outside);
  await writeFile(path.join(outside, 'kept.txt'), 'kept');
});

afterEach(async () => {
  await rm(base, { recursive: true, force: true });
});

const failure = async (promise: Promise<unknown>): Promise<WriteFileError> => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WriteFileError);
  return error as WriteFileError;
};

/** What a file is now, as a writer that read it records it. */
async function snapshot(file: string): Promise<FileSnapshot> {
  const stats = await lstat(file);
  return { size: stats.size, mtimeMs: stats.mtimeMs, content: await readFile(file) };
}

describe('writeFileSafely', () => {
  it('writes a new file, making its folders, and leaves no temporary file', async () => {
    const written = await writeFileSafely('a/b/c.txt', 'text', options());
    expect(written).toBe(path.join(root, 'a', 'b', 'c.txt'));
    expect(await readFile(written, 'utf8')).toBe('text');
    expect(await readdir(path.join(root, 'a', 'b'))).toEqual(['c.txt']);
    await writeFileSafely('a/b/c.txt', new Uint8Array([104, 105]), options());
    expect(await readFile(written, 'utf8')).toBe('hi');
  });

  it('keeps the permissions of a file it replaces', async () => {
    const file = path.join(root, 'run.sh');
    await writeFile(file, 'old');
    await chmod(file, 0o750);
    await writeFileSafely('run.sh', 'new', options());
    expect((await stat(file)).mode & 0o777).toBe(0o750);
  });

  it('refuses a link at the file, in its folders, a directory and a path outside, naming the label', async () => {
    await symlink(path.join(outside, 'kept.txt'), path.join(root, 'link.txt'));
    await symlink(outside, path.join(root, 'dir'));
    await mkdir(path.join(root, 'folder'));
    const cases: Array<[string, RegExp]> = [
      ['link.txt', /is a symbolic link/],
      ['dir/new.txt', /"dir" on its path is a symbolic link/],
      ['folder', /is a directory/],
      ['../outside/new.txt', /is outside the workspace/],
      [path.join(outside, 'new.txt'), /is outside the workspace/],
      ['.', /is the workspace itself/],
      ['', /is empty/],
      ['a\nb.txt', /control characters/],
    ];
    for (const [target, why] of cases) {
      const error = await failure(writeFileSafely(target, 'x', options()));
      expect(error.kind, target).toBe('refused');
      expect(error.message, target).toMatch(why);
      expect(error.message, target).toMatch(/^Input `x-file`: /);
      expect(() => resolveWriteTarget(target, options()), target).toThrow(WriteFileError);
    }
    expect(await readdir(outside)).toEqual(['kept.txt']);
    expect(await readFile(path.join(outside, 'kept.txt'), 'utf8')).toBe('kept');
  });

  it('says a file where a folder should be cannot be written', async () => {
    await writeFile(path.join(root, 'file'), 'x');
    const error = await failure(writeFileSafely('file/new.txt', 'x', options()));
    expect(error.kind).toBe('unwritable');
    expect(error.message).toMatch(/"file" on its path is a file, not a folder/);
  });

  it('says so too for a path anywhere the command line writes, where a file stands in for a folder', async () => {
    await writeFile(path.join(outside, 'file'), 'x');
    const anywhere = {
      roots: [
        { path: root, name: 'the working directory' },
        { path: '/', name: 'any folder', anywhere: true as const },
      ],
      label: '--summary-file',
    };
    const error = await failure(writeFileSafely(path.join(outside, 'file', 'new.md'), 'x', anywhere));
    expect(error.kind).toBe('unwritable');
    expect(error.message).toMatch(/on its path is a file, not a folder/);
  });

  it('takes a name that starts with two dots as a name, not as the folder above', async () => {
    expect(await writeFileSafely('..hidden', 'x', options())).toBe(path.join(root, '..hidden'));
  });

  it('leaves a file alone that changed after it was read', async () => {
    const file = path.join(root, 'config.tf');
    await writeFile(file, 'as read');
    const read = await snapshot(file);
    await writeFileSafely('config.tf', 'fixed', { ...options(), unchangedSince: read });
    expect(await readFile(file, 'utf8')).toBe('fixed');
    const again = await snapshot(file);
    await writeFile(file, 'edited by someone else');
    const error = await failure(writeFileSafely('config.tf', 'fixed twice', { ...options(), unchangedSince: again }));
    expect(error.kind).toBe('changed');
    expect(await readFile(file, 'utf8')).toBe('edited by someone else');
    const created = await failure(writeFileSafely('config.tf', 'new', { ...options(), unchangedSince: 'absent' }));
    expect(created.kind).toBe('changed');
    expect(await readdir(root)).toEqual(['config.tf']);
  });
});

describe('writeRoots', () => {
  it('is the workspace (or the working directory) and RUNNER_TEMP', () => {
    expect(writeRoots({ GITHUB_WORKSPACE: '/ws', RUNNER_TEMP: '/tmp/r' }, '/cwd')).toEqual([
      { path: '/ws', name: 'the workspace (GITHUB_WORKSPACE)' },
      { path: '/tmp/r', name: "the runner's temporary folder (RUNNER_TEMP)" },
    ]);
    expect(writeRoots({}, '/cwd')).toEqual([{ path: '/cwd', name: 'the working directory' }]);
  });
});
