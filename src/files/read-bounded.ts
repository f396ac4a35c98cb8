/**
 * Reading a file someone else may have put there (a policy file or a configuration in a pull request, a CLI
 * configuration), bounded by the bytes actually read. `stat` cannot bound it: a device or a FIFO says it has 0 bytes
 * and never ends, and a symbolic link can point anywhere. So the file is opened (following links), checked to be a
 * regular file on the open descriptor, and read up to one byte past the limit; else a `FileRefusedError` says why.
 */
import { closeSync, constants, fstatSync, lstatSync, openSync, readSync, statSync, type Stats } from 'node:fs';

export class FileRefusedError extends Error {
  override name = 'FileRefusedError';
  readonly reason: 'not-a-regular-file' | 'too-large';
  constructor(reason: 'not-a-regular-file' | 'too-large', message: string) {
    super(message);
    this.reason = reason;
  }
}

// Opening a FIFO for reading waits for a writer, possibly forever, unless O_NONBLOCK is set; a regular file ignores
// the flag. O_NOCTTY keeps a terminal device from becoming the process's. Windows has neither (nor FIFOs): 0.
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0);

/** Bytes asked for per read once past the size the file reported. */
const CHUNK = 64 * 1024;

/** `1 MiB`, `64 KiB`, `100 bytes`: a limit as a message says it. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / 1024 / 1024} MiB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}

/** The file's bytes, at most `maxBytes`; refuses anything but a regular file, and a larger one. */
export function readBoundedSync(file: string, maxBytes: number): Buffer {
  let fd: number;
  try {
    fd = openSync(file, OPEN_FLAGS);
  } catch (error) {
    throw refusedOnOpen(error, file);
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) throw notRegular(stats, file);
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const buffer = Buffer.allocUnsafe(nextReadSize(stats.size, total, maxBytes));
      const read = readSync(fd, buffer, 0, buffer.length, null);
      if (read === 0) return Buffer.concat(chunks, total);
      chunks.push(buffer.subarray(0, read));
      total += read;
      if (total > maxBytes) throw tooLarge(maxBytes);
    }
  } finally {
    closeSync(fd);
  }
}

/**
 * The whole file in one read when its reported size is right (plus one byte, to see the end), never more than one byte
 * past the limit: the size is a hint, only the bytes read count.
 */
function nextReadSize(reportedSize: number, total: number, maxBytes: number): number {
  return Math.max(1, Math.min(maxBytes + 1 - total, Math.max(CHUNK, reportedSize + 1 - total)));
}

const tooLarge = (maxBytes: number): FileRefusedError =>
  new FileRefusedError('too-large', `it is larger than ${formatBytes(maxBytes)}`);

function notRegular(stats: Stats, file: string): FileRefusedError {
  const kinds: ReadonlyArray<readonly [boolean, string]> = [
    [stats.isDirectory(), 'a directory'],
    [stats.isFIFO(), 'a named pipe (FIFO)'],
    [stats.isCharacterDevice(), 'a character device'],
    [stats.isBlockDevice(), 'a block device'],
    [stats.isSocket(), 'a socket'],
  ];
  const kind = kinds.find(([is]) => is)?.[1] ?? 'something other than a file';
  let link = false;
  try {
    link = lstatSync(file).isSymbolicLink();
  } catch {
    // Gone since it was opened: say what it was.
  }
  return new FileRefusedError(
    'not-a-regular-file',
    `it ${link ? 'is a symbolic link to' : 'is'} ${kind}, not a regular file`,
  );
}

/** A socket (or a device with nothing behind it) cannot be opened at all: refused the same way. */
function refusedOnOpen(error: unknown, file: string): unknown {
  if ((error as NodeJS.ErrnoException | null)?.code !== 'ENXIO') return error;
  try {
    return notRegular(statSync(file), file);
  } catch {
    return new FileRefusedError('not-a-regular-file', 'it is not a regular file');
  }
}
