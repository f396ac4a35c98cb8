/**
 * A file an input or a flag names for the action to write (`sarifFile`, `reportFile`,
 * `--summary-file`), checked when the inputs are read, before any request: what safe-write.ts
 * would refuse is known then. What only writing can tell (a folder that is not writable, a full
 * disk) is each writer's to report.
 */
import path from 'node:path';
import { resolveWriteTarget, WriteFileError, type WriteTarget } from './safe-write.ts';
import type { Wording } from '../model.ts';
import type { SettingKey } from '../settings/table.ts';
import { initial } from '../wording.ts';

/** A file to write: as named (what messages show), where it resolves, and where it may be. */
export interface NamedFile extends WriteTarget {
  /** As the input or flag gave it; relative paths start at the first root. */
  readonly file: string;
  /** Absolute. */
  readonly path: string;
}

/**
 * The file `raw` names, and the problem with writing it, if any: `refused` (outside the roots,
 * a link, a directory) or `unwritable` (a folder on its path is a file).
 */
export function checkNamedFile(raw: string, target: WriteTarget): { named: NamedFile; problem?: WriteFileError } {
  const first = target.roots[0]?.path ?? process.cwd();
  const named: NamedFile = { ...target, file: raw, path: path.resolve(first, raw) };
  try {
    return { named: { ...named, path: resolveWriteTarget(raw, target) } };
  } catch (error) {
    if (!(error instanceof WriteFileError)) throw error;
    return { named, problem: error };
  }
}

/**
 * An input naming a file to write, for a mode's parser: undefined when empty; a refusal goes to
 * `problems`, and, with `strict`, any other problem too (a file that is the mode's product).
 */
export function fileToWrite(
  key: SettingKey,
  raw: string,
  roots: WriteTarget['roots'],
  problems: string[],
  words: Wording,
  strict = false,
): NamedFile | undefined {
  if (raw === '') return undefined;
  const { named, problem } = checkNamedFile(raw, { roots, label: initial(words.input(key)) });
  if (problem !== undefined && (strict || problem.kind === 'refused')) problems.push(problem.message);
  return named;
}
