/**
 * Where the fix reads the files it edits and writes them: the disk. Each file is read again when
 * the fix comes to it (what the edit is computed from), and written back only through
 * `writeFileSafely` (files/safe-write.ts): inside the repository, never through a symbolic link,
 * by a temporary file renamed into place, and never over a file that changed since it was read.
 * A local module elsewhere in the repository is edited where it is, so every configuration that
 * calls it moves with it; a file outside the repository never is.
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

/** The files the fix edits, by the names the findings give them (relative to the workspace). */
export interface EditedFiles {
  /** The file's text, read now; or why it cannot be edited. */
  text(file: string): FileText;
  /** Writes the file's new text; throws, the file left as it is, when it cannot or must not be written. */
  write(file: string, text: string): Promise<void>;
}

interface FixRoots {
  /** What the findings' files are relative to. */
  readonly workspace: string;
  /** The repository's top level: nothing outside it is edited. The workspace where the runner knows no other. */
  readonly repositoryRoot?: string;
}

export function diskFiles(roots: FixRoots, words: Wording): EditedFiles {
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
