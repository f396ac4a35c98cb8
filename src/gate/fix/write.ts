/**
 * Where the fix writes: through `writeFileSafely` only (files/safe-write.ts), inside the
 * workspace and the configuration directories, never through a symbolic link, by a temporary
 * file renamed into place, and never over a file that changed since the fix read it.
 */
import { writeFileSafely, type WriteRoot } from '../../files/safe-write.ts';
import type { FixWriter } from './apply.ts';
import type { Wording } from '../../model.ts';
import { ACTION_WORDS, initial } from '../../wording.ts';

export function fixWriter(workspace: string, directories: readonly string[], words: Wording = ACTION_WORDS): FixWriter {
  const roots: WriteRoot[] = [
    { path: workspace, name: 'the workspace' },
    ...directories.map((d) => ({ path: d, name: 'a configuration directory' })),
  ];
  return {
    async write(file, text, snapshot) {
      await writeFileSafely(file, text, { roots, label: initial(words.input('fix')), unchangedSince: snapshot });
    },
  };
}
