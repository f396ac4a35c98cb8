/**
 * Many configuration directories said in a few words: a heading or a log line that named each of
 * 2,000 stacks would be one line of 68 KB. Pure.
 */
import { thousands } from '../../text.ts';

/** Up to this many directories are named; past it, they are counted under their common parent. */
export const DIRECTORIES_NAMED = 20;

/** `a`, `b` for a few; `2,000 directories under stacks/` for many (`quote` marks each name). */
export function directoriesText(directories: readonly string[], quote: (text: string) => string): string {
  if (directories.length <= DIRECTORIES_NAMED) return directories.map(quote).join(', ');
  const parent = commonParent(directories);
  return `${thousands(directories.length)} directories${parent !== '' ? ` under ${quote(`${parent}/`)}` : ''}`;
}

/** The longest folder every directory is in, `''` when none (or they are the workspace's own). */
export function commonParent(directories: readonly string[]): string {
  const [first, ...rest] = directories.map((d) => d.split('/').slice(0, -1));
  if (first === undefined) return '';
  let length = first.length;
  for (const parts of rest) {
    let same = 0;
    while (same < Math.min(length, parts.length) && parts[same] === first[same]) same++;
    length = same;
  }
  return first.slice(0, length).join('/');
}
