/**
 * `suggest: true`: the edits (the same the fix writes) as ```suggestion comments of one review, each
 * replacing the whole line of a version literal. Only lines the pull request changed get one (GitHub
 * refuses a comment outside the diff, and with it the whole review); the others go to the summary.
 */
import path from 'node:path';
import { callLabel } from '../read/calls.ts';
import type { Finding } from '../judge/judge.ts';
import type { Edits } from '../edit/edits.ts';
import type { ChangedLines } from './changed-lines.ts';
import { adviceWords } from '../../versions/suggestion.ts';

/** Marks the action's own review comments, so a re-run can tell what it already suggested. */
export const SUGGESTION_MARKER = '<!-- tfe-module-lifecycle suggestion -->';

/** One review comment: a suggested change of the whole line `line` of `path`. */
export interface ReviewComment {
  /** Relative to the repository's top level, with `/`. */
  readonly path: string;
  readonly line: number;
  readonly body: string;
}

/** A suggestion the review cannot carry: the line is not in the pull request's diff. */
export interface OutsideDiff {
  readonly finding: Finding;
  readonly path: string;
  readonly line: number;
  readonly from: string;
  readonly to: string;
}

export interface Suggestions {
  readonly comments: readonly ReviewComment[];
  readonly outside: readonly OutsideDiff[];
}

/** A fence longer than any run of backticks in `text`, so no line of it closes the block. */
export const fenceFor = (text: string): string =>
  '`'.repeat(Math.max(3, ...[...text.matchAll(/`+/g)].map((m) => m[0].length + 1)));

export function suggestionBody(finding: Finding, lineText: string, to: string): string {
  const { verdict } = finding;
  const state = verdict.status === 'deprecated' && verdict.revoked === true ? 'revoked' : 'deprecated';
  const version = verdict.status === 'deprecated' ? verdict.version : '';
  // The suggestion rule's words for the version the line moves to (its quick way off beside a major step).
  const suggested = verdict.status === 'deprecated' ? verdict.suggestion : undefined;
  const advice = suggested?.version === to ? adviceWords(suggested, version).brief : `move it to ${to}`;
  const fence = fenceFor(lineText);
  return [
    SUGGESTION_MARKER,
    `\`${callLabel(finding.call).replace(/`/g, '')}\` uses version ${version}, which is ${state}: ${advice}.`,
    '',
    `${fence}suggestion`,
    lineText,
    fence,
  ].join('\n');
}

export function suggestionsOn(edits: Edits, workspace: string, changed: ChangedLines): Suggestions {
  const comments = new Map<string, ReviewComment>();
  const outside = new Map<string, OutsideDiff>();
  for (const edit of edits.files) {
    const before = edit.before.split('\n');
    const after = edit.after.split('\n');
    const relative = path.relative(changed.root, path.resolve(workspace, edit.file)).split(path.sep).join('/');
    for (const rewrite of edit.rewrites) {
      const { finding, line } = rewrite;
      if (finding.onBase === true) continue;
      // The whole line, as it is and as the edit leaves it (every rewrite of that line made).
      const whole = (before[line - 1] ?? '').replace(/\r$/, '');
      const replaced = (after[line - 1] ?? '').replace(/\r$/, '');
      const key = `${relative}:${line}`;
      // GitHub places a comment on the head's line: where the checkout is a merge, the head's number
      // for it (a line the merge changed is left to the summary).
      const onHead = changed.onHead === undefined ? line : changed.onHead(relative, line);
      if (changed.lines.get(relative)?.has(line) === true && onHead !== undefined) {
        comments.set(key, { path: relative, line: onHead, body: suggestionBody(finding, replaced, rewrite.version) });
      } else {
        outside.set(key, { finding, path: relative, line: onHead ?? line, from: whole.trim(), to: replaced.trim() });
      }
    }
  }
  return { comments: [...comments.values()], outside: [...outside.values()] };
}
