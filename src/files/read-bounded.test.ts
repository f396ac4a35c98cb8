import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FileRefusedError, formatBytes, readBoundedSync } from './read-bounded.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'read-bounded-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const at = (name: string): string => path.join(dir, name);
writeFileSync(at('small.txt'), 'hello\n');
writeFileSync(at('empty.txt'), '');
writeFileSync(at('exact.txt'), 'x'.repeat(100));
writeFileSync(at('over.txt'), 'x'.repeat(101));
symlinkSync('/dev/zero', at('zero.tf'));
symlinkSync(at('small.txt'), at('link.txt'));
mkdirSync(at('folder.tf'));
const posix = process.platform !== 'win32';
if (posix) execFileSync('mkfifo', [at('pipe.tf')]);

/** The reader, as the cases below call it. */
const readers = [['readBoundedSync', async (file: string, max: number) => readBoundedSync(file, max)]] as const;

describe.each(readers)('%s', (_, read) => {
  it('reads a regular file, and one through a symbolic link', async () => {
    expect((await read(at('small.txt'), 100)).toString('utf8')).toBe('hello\n');
    expect((await read(at('link.txt'), 100)).toString('utf8')).toBe('hello\n');
    expect((await read(at('empty.txt'), 100)).length).toBe(0);
  });

  it('reads a file of exactly the limit, and refuses one byte more', async () => {
    expect((await read(at('exact.txt'), 100)).length).toBe(100);
    const refused = await read(at('over.txt'), 100).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(FileRefusedError);
    expect(refused).toMatchObject({ reason: 'too-large', message: 'it is larger than 100 bytes' });
  });

  it('refuses a symbolic link to /dev/zero without reading it', async () => {
    await expect(read(at('zero.tf'), 1024)).rejects.toThrow(
      new FileRefusedError('not-a-regular-file', 'it is a symbolic link to a character device, not a regular file'),
    );
  });

  it.runIf(posix)('refuses a FIFO at once, with no writer, rather than waiting for one', async () => {
    await expect(read(at('pipe.tf'), 1024)).rejects.toThrow('it is a named pipe (FIFO), not a regular file');
  });

  it.runIf(process.platform === 'linux')('reads what a file holds when its size says 0 (/proc)', async () => {
    expect((await read('/proc/self/status', 1024 * 1024)).length).toBeGreaterThan(0);
  });

  it('refuses a directory', async () => {
    await expect(read(at('folder.tf'), 1024)).rejects.toThrow('it is a directory, not a regular file');
  });

  it('passes a missing file on as the system said it', async () => {
    await expect(read(at('missing.tf'), 1024)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

describe('formatBytes', () => {
  it('says a limit in the largest whole unit', () => {
    expect(formatBytes(1024 * 1024)).toBe('1 MiB');
    expect(formatBytes(32 * 1024 * 1024)).toBe('32 MiB');
    expect(formatBytes(64 * 1024)).toBe('64 KiB');
    expect(formatBytes(1000)).toBe('1000 bytes');
  });
});
