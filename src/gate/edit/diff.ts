/**
 * The unified diff of a fixed file, as `git diff` and `git apply` read it. Made with jsdiff (the
 * `diff` package), the diff library most of npm uses, rather than a hand-written one. Pure.
 */
import { createTwoFilesPatch, FILE_HEADERS_ONLY } from 'diff';

export function unifiedDiff(file: string, before: string, after: string): string {
  return createTwoFilesPatch(`a/${file}`, `b/${file}`, before, after, undefined, undefined, {
    context: 3,
    headerOptions: FILE_HEADERS_ONLY,
  });
}
