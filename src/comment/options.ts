/**
 * The `comment` and `github-token` inputs: whether a pull request's run is written as one comment
 * on it, and with which token. Parsed apart from the modes, since any mode's report can be a
 * comment. Pure.
 */
import { InputError, type InputReader } from '../inputs/errors.ts';
import { show } from '../text.ts';
import type { Wording } from '../model.ts';
import { ACTION_WORDS, initial } from '../wording.ts';
import { INPUT_VALUES } from '../action-interface.ts';

/** `never`: no comment; `always`: every run; `changes`: when there is something to report or a comment to update. */
export const COMMENT_SETTINGS = INPUT_VALUES.comment;
export type CommentSetting = (typeof COMMENT_SETTINGS)[number];

export type CommentOptions =
  { readonly setting: 'never' } | { readonly setting: 'always' | 'changes'; readonly token: string };

export function parseCommentOptions(read: InputReader, words: Wording = ACTION_WORDS): CommentOptions {
  const raw = read('comment').trim().toLowerCase();
  const setting = raw === '' ? 'never' : raw;
  if (!(COMMENT_SETTINGS as readonly string[]).includes(setting)) {
    throw new InputError([
      `${initial(words.input('comment'))} must be one of ${COMMENT_SETTINGS.join(', ')}; got ${show(read('comment'))}.`,
    ]);
  }
  if (setting === 'never') return { setting };
  return { setting: setting as 'always' | 'changes', token: read('github-token').trim() };
}
