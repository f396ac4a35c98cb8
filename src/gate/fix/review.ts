/** `suggest: true`: the review's suggestions planned on the lines the pull request changed; the runner posts it. */
import type { Edits } from '../edit/edits.ts';
import type { GateRequest, SuggestOptions } from '../inputs.ts';
import type { GateLog } from '../log.ts';
import { plural } from '../../text.ts';
import { changedLines } from './changed-lines.ts';
import { suggestionsOn, type Suggestions } from './suggest.ts';

/** The review to post, or why there is none. */
export type ReviewSuggestions =
  ({ readonly pullRequest: number; readonly head?: string } & Suggestions) | { readonly unavailable: string };

export async function reviewSuggestions(
  request: GateRequest & { readonly suggest: SuggestOptions },
  edits: Edits,
  log: GateLog,
): Promise<ReviewSuggestions> {
  const target = request.suggest.pullRequest;
  return log.group('Suggest changes in the pull request', async () => {
    if ('unreadable' in target) {
      log.info(`suggest: no review: ${target.unreadable}.`);
      return { unavailable: target.unreadable };
    }
    const changed = await changedLines(request.configurations.workspace, target.base, target.head);
    if ('unreadable' in changed) {
      log.info(`suggest: no review: the pull request's diff cannot be read: ${changed.unreadable}.`);
      return { unavailable: `the pull request's diff cannot be read: ${changed.unreadable}` };
    }
    if (changed.onHead !== undefined)
      log.info(
        "suggest: the checkout is not the pull request's head (a merge commit): lines placed as the head has them.",
      );
    const suggestions = suggestionsOn(edits, request.configurations.workspace, changed);
    for (const c of suggestions.comments) log.info(`  ${c.path}:${c.line}  a suggested change`);
    for (const o of suggestions.outside)
      log.info(`  ${o.path}:${o.line}  not in the pull request's diff: listed in the summary`);
    log.info(
      `${plural(suggestions.comments.length, 'suggested change')} on lines the pull request changed; ${suggestions.outside.length} on lines outside its diff.`,
    );
    return { pullRequest: target.number, ...(target.head !== undefined && { head: target.head }), ...suggestions };
  });
}
