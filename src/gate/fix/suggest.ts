/**
 * `suggest: true`: the fix's edits as suggested changes in one pull request review. Each failing
 * call whose version the fix would rewrite gets a comment on the line of its version literal,
 * holding a ```suggestion block that replaces the whole line; only lines the pull request added
 * or changed get one (GitHub refuses a comment outside the diff, and with it the whole review),
 * and the others are listed in the summary and the comment instead.
 */
import path from 'node:path';
import { FILE_LIMITS } from '../../files/limits.ts';
import { lineIndex } from '../../files/line-index.ts';
import { readBoundedSync } from '../../files/read-bounded.ts';
import { callLabel } from '../read/calls.ts';
import type { Finding } from '../judge/judge.ts';
import type { ChangedLines } from './changed-lines.ts';
import { planCall, type PlanOptions } from './plan.ts';
import { adviceWords } from '../../versions/suggestion.ts';
import { blockSpans, callLiteral } from './spans.ts';

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

export interface SuggestionPlan {
  readonly comments: readonly ReviewComment[];
  readonly outside: readonly OutsideDiff[];
}

/** A fence longer than any run of backticks in `text`, so no line of it closes the block. */
const fenceFor = (text: string): string =>
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

export function planSuggestions(
  findings: readonly Finding[],
  options: PlanOptions & { readonly workspace: string },
  changed: ChangedLines,
): SuggestionPlan {
  const comments = new Map<string, ReviewComment>();
  const outside = new Map<string, OutsideDiff>();
  const texts = new Map<string, string | undefined>();
  for (const finding of findings) {
    if (finding.verdict.status !== 'deprecated' || finding.onBase === true) continue;
    const plan = planCall(finding, options);
    if (plan.kind !== 'rewrite') continue;
    const file = path.resolve(options.workspace, finding.call.location.file);
    if (!texts.has(file)) texts.set(file, readText(file));
    const text = texts.get(file);
    const spans = text === undefined ? undefined : blockSpans(file, text);
    if (text === undefined || spans === undefined) continue;
    const found = callLiteral(file, spans, finding.call.key, finding.call.location.line);
    if ('why' in found || found.written !== plan.from) continue;
    const line = lineIndex(text)(found.span.start);
    const lineStart = text.lastIndexOf('\n', found.span.start - 1) + 1;
    const lineEnd = text.indexOf('\n', found.span.end);
    const whole = text.slice(lineStart, lineEnd === -1 ? text.length : lineEnd).replace(/\r$/, '');
    const replaced =
      `${text.slice(lineStart, found.span.start)}${found.encode(plan.to)}${text.slice(found.span.end, lineEnd === -1 ? text.length : lineEnd)}`.replace(
        /\r$/,
        '',
      );
    const relative = path.relative(changed.root, file).split(path.sep).join('/');
    const key = `${relative}:${line}`;
    // GitHub places a comment on the head's line: where the checkout is a merge, the head's number
    // for it (a line the merge changed is left to the summary).
    const onHead = changed.onHead === undefined ? line : changed.onHead(relative, line);
    if (changed.lines.get(relative)?.has(line) === true && onHead !== undefined) {
      comments.set(key, { path: relative, line: onHead, body: suggestionBody(finding, replaced, plan.version) });
    } else {
      outside.set(key, { finding, path: relative, line: onHead ?? line, from: whole.trim(), to: replaced.trim() });
    }
  }
  return { comments: [...comments.values()], outside: [...outside.values()] };
}

function readText(file: string): string | undefined {
  try {
    return readBoundedSync(file, FILE_LIMITS.configuration).toString('utf8');
  } catch {
    return undefined;
  }
}
