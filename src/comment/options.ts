/**
 * The `comment` and `githubToken` settings: whether a pull request's run is written as one
 * comment on it, and with which token. Apart from the modes, since any mode's report can be a
 * comment. Pure.
 */
import type { Settings } from '../settings/table.ts';

/** `never`: no comment; `always`: every run; `changes`: when there is something to report or a comment to update. */
export type CommentSetting = Settings['comment'];

export type CommentOptions =
  { readonly setting: 'never' } | { readonly setting: 'always' | 'changes'; readonly token: string };

export function commentOptions(settings: Pick<Settings, 'comment' | 'githubToken'>): CommentOptions {
  const setting = settings.comment;
  return setting === 'never' ? { setting } : { setting, token: settings.githubToken };
}
