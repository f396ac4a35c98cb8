/**
 * The files the fix edits, on disk: each read again when the fix comes to it, and written back
 * only through `writeFileSafely` (inside the repository, never through a link, never over a file
 * that changed since it was read). A local module in the repository is edited where it is, so
 * every configuration that calls it moves with it.
 */
import { lstatSync } from 'node:fs';
import path from 'node:path';
import { FILE_LIMITS } from '../../files/limits.ts';
import { readBoundedSync } from '../../files/read-bounded.ts';
import { writeFileSafely, type FileSnapshot } from '../../files/safe-write.ts';
import { repositoryPath } from '../../sarif.ts';
import { errorMessage } from '../../text.ts';
import type { Wording } from '../../model.ts';
import { initial } from '../../wording.ts';
import type { FileText } from '../edit/edits.ts';
import type { Roots } from '../report/placement.ts';

/** The files the fix edits, by the names the findings give them (relative to the workspace). */
export interface EditedFiles {
  /** The file's text, read now; or why it cannot be edited. */
  text(file: string): FileText;
  /** Writes the file's new text; throws, the file left as it is, when it cannot or must not be written. */
  write(file: string, text: string): Promise<void>;
}

/** Nothing outside the repository's top level is edited. */
export function diskFiles(roots: Roots, words: Wording): EditedFiles {
  const { workspace } = roots;
  const repository = roots.repositoryRoot ?? workspace;
  const snapshots = new Map<string, FileSnapshot>();
  return {
    text(file) {
      if (repositoryPath(repository, workspace, file) === undefined) {
        return { why: 'the file is outside the repository, and the fix edits files of the repository only' };
      }
      const absolute = path.resolve(workspace, file);
      let bytes: Buffer;
      try {
        // Its time and size first: a change made while it is read then shows as a change.
        const stats = lstatSync(absolute);
        bytes = readBoundedSync(absolute, FILE_LIMITS.configuration);
        snapshots.set(file, { size: stats.size, mtimeMs: stats.mtimeMs, content: bytes });
      } catch (error) {
        return { why: `the file cannot be read again: ${errorMessage(error)}` };
      }
      const text = bytes.toString('utf8');
      // Offsets are into the decoded text: a file that does not decode to itself is not rewritten.
      if (!Buffer.from(text, 'utf8').equals(bytes)) return { why: 'the file is not valid UTF-8 text' };
      return text;
    },
    async write(file, text) {
      await writeFileSafely(path.resolve(workspace, file), text, {
        roots: [{ path: repository, name: 'the repository' }],
        label: initial(words.input('fix')),
        unchangedSince: snapshots.get(file) ?? 'absent',
      });
    },
  };
}
