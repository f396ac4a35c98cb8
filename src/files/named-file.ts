/**
 * A file an input or a flag names for the action to write (`sarifFile`, `summaryFile`), checked before any request:
 * what safe-write.ts would refuse is known then. What only writing tells (a full disk) is each writer's to report.
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
  readonly path: string;
}

/** The file `raw` names, and the problem writing it, if any: `refused` (outside the roots, a link) or `unwritable`. */
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

/** An input naming a file to write: undefined when empty; a refusal goes to `problems`, with `strict` any problem. */
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
