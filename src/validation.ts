/** Checks shared by every place a user's value arrives (action inputs, the policy file), and where a path leads. */
import path from 'node:path';

export const MAX_REASON_LENGTH = 1000;
const MAX_LINK_LENGTH = 2048;

/** Control characters other than tab and newline: free text (a reason) may hold those two. */
export const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b-\u001f\u007f]/;

/** A commit's full SHA: SHA-1, or SHA-256 in a repository that uses it. */
export const COMMIT_SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;

/** Any control character: a name or a path holds none. */
export const CONTROL_IN_NAME = /[\u0000-\u001f\u007f]/;

/** An absolute http(s) URL with a host, and nothing a browser would run. */
export function validateLink(raw: string): string | undefined {
  if (raw.length > MAX_LINK_LENGTH) return `must be at most ${MAX_LINK_LENGTH} characters`;
  if (/\s/.test(raw) || CONTROL_IN_NAME.test(raw)) return 'must not contain whitespace or control characters';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'must be an absolute http(s) URL such as https://example.com/upgrade-guide';
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname === '') {
    return 'must be an absolute http(s) URL such as https://example.com/upgrade-guide';
  }
  if (url.username !== '' || url.password !== '') return 'must not contain credentials: every consumer sees it';
  return undefined;
}

/**
 * Why `value` cannot name one commit for git (`--base`): a SHA or a name git resolves (origin/main, HEAD~1). It reaches
 * git as an argument, so it never starts with `-`; a range (`a..b`) or whitespace names no single commit.
 */
export function commitNameProblem(value: string): string | undefined {
  if (value === '') return 'is empty';
  if (value.length > 256) return 'is longer than 256 characters';
  if (value.startsWith('-')) return 'starts with "-"';
  if (/\s/.test(value) || CONTROL_IN_NAME.test(value)) return 'holds whitespace or control characters';
  if (value.includes('..')) return 'is a range, not one commit';
  return undefined;
}

/** Whether a path from path.relative leaves its base: `..` or `../x`, not a name such as `..x`. */
export const escapes = (relative: string): boolean =>
  relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative);
