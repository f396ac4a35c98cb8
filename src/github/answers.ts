/**
 * The shapes of GitHub's answers, apart from the queries that fetch them: each is parsed and
 * checked here before anything acts on it. A repository's name, a sha, a mode are what GitHub
 * documents or the answer is refused (`malformed-answer`); a tree path that could leave the
 * repository is set aside, never listed.
 */
import { GithubError } from './errors.ts';
import type {
  Account,
  Budget,
  CodeSearchResult,
  Commit,
  Comparison,
  EntryMode,
  IssueComment,
  PullRequest,
  Repository,
  Signature,
  TreeEntry,
} from './types.ts';

type Doc = Readonly<Record<string, unknown>>;

const SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
const OWNER = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;
const NAME = /^[A-Za-z0-9._-]{1,100}$/;
const MODES: Readonly<Record<string, TreeEntry['type']>> = {
  '100644': 'blob',
  '100755': 'blob',
  '120000': 'blob',
  '160000': 'commit',
  '040000': 'tree',
};

const malformed = (request: string, detail: string): GithubError =>
  new GithubError('malformed-answer', request, { detail: `the answer ${detail}` });

function doc(value: unknown, request: string, what: string): Doc {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw malformed(request, `has no ${what}`);
  return value as Doc;
}

function text(d: Doc, key: string, request: string, what: string): string {
  const value = d[key];
  if (typeof value !== 'string') throw malformed(request, `has no \`${key}\` in ${what}`);
  return value;
}

/** A text GitHub documents as optional: absent or null is undefined, anything else not a text is refused. */
function optionalText(d: Doc, key: string, request: string, what: string): string | undefined {
  return d[key] === undefined || d[key] === null ? undefined : text(d, key, request, what);
}

function count(d: Doc, key: string, request: string, what: string): number {
  const value = d[key];
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw malformed(request, `has no count \`${key}\` in ${what}`);
  }
  return value;
}

function list(value: unknown, request: string, what: string): readonly unknown[] {
  if (!Array.isArray(value)) throw malformed(request, `has no list of ${what}`);
  return value;
}

function sha(value: unknown, request: string, what: string): string {
  if (typeof value !== 'string' || !SHA.test(value)) throw malformed(request, `names ${what} that is not a sha`);
  return value;
}

const flag = (d: Doc, key: string): boolean => d[key] === true;

/** A list's rows: an array, or the array under `key` (`repositories`, `items`). */
export function rows(data: unknown, request: string, key?: string): readonly unknown[] {
  return list(key === undefined ? data : doc(data, request, 'object')[key], request, key ?? 'rows');
}

export function parseRepository(value: unknown, request: string): Repository {
  const d = doc(value, request, 'repository');
  const name = text(d, 'name', request, 'a repository');
  const owner = text(doc(d.owner, request, 'repository owner'), 'login', request, 'a repository owner');
  if (!OWNER.test(owner) || !NAME.test(name) || name === '.' || name === '..') {
    throw malformed(request, 'names a repository GitHub would not name so');
  }
  const fullName = text(d, 'full_name', request, 'a repository');
  if (fullName.toLowerCase() !== `${owner}/${name}`.toLowerCase()) {
    throw malformed(request, 'gives a repository a full name other than its owner and name');
  }
  const permissions = d.permissions === undefined ? undefined : doc(d.permissions, request, 'permissions');
  const topics = Array.isArray(d.topics) ? d.topics.filter((t): t is string => typeof t === 'string') : [];
  return {
    owner,
    name,
    fullName: `${owner}/${name}`,
    htmlUrl: typeof d.html_url === 'string' ? d.html_url : '',
    private: flag(d, 'private'),
    archived: flag(d, 'archived'),
    disabled: flag(d, 'disabled'),
    fork: flag(d, 'fork'),
    defaultBranch: optionalText(d, 'default_branch', request, 'a repository'),
    pushedAt: typeof d.pushed_at === 'string' ? d.pushed_at : null,
    topics,
    permissions:
      permissions === undefined
        ? undefined
        : { admin: flag(permissions, 'admin'), push: flag(permissions, 'push'), pull: flag(permissions, 'pull') },
  };
}

/** A path GitHub lists that stays in the repository: relative, no empty, `.`, `..` or `.git` part. */
export const safePath = (path: string): boolean =>
  path !== '' &&
  !/[\u0000]/.test(path) &&
  path.split('/').every((part) => part !== '' && part !== '.' && part !== '..' && part.toLowerCase() !== '.git');

export function parseTree(
  value: unknown,
  request: string,
): { sha: string; truncated: boolean; entries: TreeEntry[]; refused: string[] } {
  const d = doc(value, request, 'tree');
  const entries: TreeEntry[] = [];
  const refused: string[] = [];
  for (const raw of list(d.tree, request, 'tree entries')) {
    const e = doc(raw, request, 'tree entry');
    const path = text(e, 'path', request, 'a tree entry');
    const mode = text(e, 'mode', request, 'a tree entry');
    const type = MODES[mode];
    if (type === undefined || e.type !== type)
      throw malformed(request, `lists an entry of mode ${JSON.stringify(mode)}`);
    if (!safePath(path)) {
      refused.push(path);
      continue;
    }
    const size = typeof e.size === 'number' && Number.isFinite(e.size) ? { size: e.size } : {};
    entries.push({ path, mode: mode as EntryMode, type, sha: sha(e.sha, request, 'an entry'), ...size });
  }
  return { sha: sha(d.sha, request, 'the tree'), truncated: d.truncated === true, entries, refused };
}

/**
 * A blob's bytes: `base64` decoded, or `utf-8` as is (both documented). The bytes decoded decide,
 * not the `size` stated beside them; more than `maxBytes` is refused.
 */
export function parseBlob(value: unknown, request: string, maxBytes: number): Buffer {
  const d = doc(value, request, 'blob');
  const content = text(d, 'content', request, 'a blob');
  if (d.encoding !== 'base64' && d.encoding !== 'utf-8') {
    throw malformed(request, `has a blob in encoding ${JSON.stringify(d.encoding)}, not base64 or utf-8`);
  }
  const bytes = Buffer.from(content, d.encoding === 'base64' ? 'base64' : 'utf8');
  if (bytes.length > maxBytes) {
    throw new GithubError('too-large', request, {
      detail: `the file is ${bytes.length} bytes, more than the ${maxBytes} read`,
    });
  }
  return bytes;
}

function signature(value: unknown, request: string): Signature {
  const d = doc(value, request, 'author or committer');
  return {
    name: text(d, 'name', request, 'a signature'),
    email: text(d, 'email', request, 'a signature'),
    date: typeof d.date === 'string' ? d.date : '',
  };
}

const verificationOf = (value: unknown): { verified: boolean; reason: string } => {
  const d = value !== null && typeof value === 'object' ? (value as Doc) : {};
  return { verified: d.verified === true, reason: typeof d.reason === 'string' ? d.reason : 'unsigned' };
};

export function parseCommit(value: unknown, request: string): Commit {
  const d = doc(value, request, 'commit');
  const verification = verificationOf(d.verification);
  return {
    sha: sha(d.sha, request, 'the commit'),
    tree: sha(doc(d.tree, request, 'tree').sha, request, 'the tree'),
    parents: list(d.parents, request, 'parents').map((p) => sha(doc(p, request, 'parent').sha, request, 'a parent')),
    message: text(d, 'message', request, 'a commit'),
    author: signature(d.author, request),
    committer: signature(d.committer, request),
    verified: verification.verified,
    verification: verification.reason,
  };
}

export function parseComparison(value: unknown, request: string): Comparison {
  const d = doc(value, request, 'comparison');
  const login = (v: unknown): string | null =>
    v !== null && typeof v === 'object' && typeof (v as Doc).login === 'string' ? ((v as Doc).login as string) : null;
  return {
    status: text(d, 'status', request, 'a comparison'),
    aheadBy: count(d, 'ahead_by', request, 'a comparison'),
    behindBy: count(d, 'behind_by', request, 'a comparison'),
    commits: list(d.commits, request, 'commits').map((raw) => {
      const c = doc(raw, request, 'compared commit');
      const inner = doc(c.commit, request, 'commit');
      return {
        sha: sha(c.sha, request, 'a commit'),
        message: text(inner, 'message', request, 'a commit'),
        author: signature(inner.author, request),
        committer: signature(inner.committer, request),
        authorLogin: login(c.author),
        committerLogin: login(c.committer),
        verified: verificationOf(inner.verification).verified,
      };
    }),
  };
}

/** The commit a ref points at. */
export function parseRef(value: unknown, request: string): string {
  return sha(doc(doc(value, request, 'ref').object, request, 'ref object').sha, request, 'the ref');
}

function account(value: unknown): Account | null {
  if (value === null || typeof value !== 'object') return null;
  const d = value as Doc;
  return typeof d.login === 'string' ? { login: d.login, type: typeof d.type === 'string' ? d.type : 'User' } : null;
}

export function parsePull(value: unknown, request: string): PullRequest {
  const d = doc(value, request, 'pull request');
  const state = d.state;
  if (state !== 'open' && state !== 'closed') throw malformed(request, 'gives a pull request no state');
  const head = doc(d.head, request, 'head');
  const number = count(d, 'number', request, 'a pull request');
  return {
    number,
    state,
    merged: d.merged === true || typeof d.merged_at === 'string',
    title: text(d, 'title', request, 'a pull request'),
    body: typeof d.body === 'string' ? d.body : '',
    htmlUrl: typeof d.html_url === 'string' ? d.html_url : '',
    head: {
      ref: text(head, 'ref', request, 'a head'),
      // Null once its branch is deleted, where GitHub (or a fake) states it from the branch.
      sha: head.sha === null || head.sha === undefined ? undefined : sha(head.sha, request, 'the head'),
    },
    base: { ref: text(doc(d.base, request, 'base'), 'ref', request, 'a base') },
    author: account(d.user),
    draft: d.draft === true,
  };
}

export function parseComment(value: unknown, request: string): IssueComment {
  const d = doc(value, request, 'comment');
  return {
    id: count(d, 'id', request, 'a comment'),
    body: typeof d.body === 'string' ? d.body : '',
    author: account(d.user),
    htmlUrl: typeof d.html_url === 'string' ? d.html_url : '',
  };
}

export function parseCodeSearch(value: unknown, request: string): CodeSearchResult {
  const d = doc(value, request, 'search result');
  const hits = list(d.items, request, 'items').map((raw) => {
    const item = doc(raw, request, 'search item');
    const repository = parseRepositoryRef(item.repository, request);
    const path = text(item, 'path', request, 'a search item');
    if (!safePath(path)) throw malformed(request, 'lists a path that leaves the repository');
    return { repository, path, sha: sha(item.sha, request, 'a file') };
  });
  return {
    hits,
    total: count(d, 'total_count', request, 'a search result'),
    complete: d.incomplete_results === false,
  };
}

function parseRepositoryRef(value: unknown, request: string): { owner: string; name: string; fullName: string } {
  const d = doc(value, request, 'repository');
  const owner = text(doc(d.owner, request, 'owner'), 'login', request, 'an owner');
  const name = text(d, 'name', request, 'a repository');
  if (!OWNER.test(owner) || !NAME.test(name) || name === '.' || name === '..') {
    throw malformed(request, 'names a repository GitHub would not name so');
  }
  return { owner, name, fullName: `${owner}/${name}` };
}

function budget(value: unknown, resource: string, request: string): Budget {
  const d = doc(value, request, `the ${resource} budget`);
  return {
    limit: count(d, 'limit', request, resource),
    remaining: count(d, 'remaining', request, resource),
    used: count(d, 'used', request, resource),
    resetAt: count(d, 'reset', request, resource) * 1000,
    resource,
  };
}

export function parseRateLimit(value: unknown, request: string): { core: Budget; codeSearch: Budget | undefined } {
  const resources = doc(doc(value, request, 'rate limit').resources, request, 'resources');
  const search = resources.code_search ?? resources.search;
  return {
    core: budget(resources.core, 'core', request),
    codeSearch: search === undefined ? undefined : budget(search, 'code_search', request),
  };
}

/** The primary budget an answer's `x-ratelimit-*` headers state, if they do. */
export function budgetFromHeaders(headers: Readonly<Record<string, unknown>>): Budget | undefined {
  const n = (name: string): number => Number(headers[name]);
  const [limit, remaining, used, reset] = ['limit', 'remaining', 'used', 'reset'].map((k) => n(`x-ratelimit-${k}`));
  if (![limit, remaining, reset].every((v) => v !== undefined && Number.isFinite(v))) return undefined;
  return {
    limit: limit as number,
    remaining: remaining as number,
    used: Number.isFinite(used) ? (used as number) : (limit as number) - (remaining as number),
    resetAt: (reset as number) * 1000,
    resource: typeof headers['x-ratelimit-resource'] === 'string' ? headers['x-ratelimit-resource'] : 'core',
  };
}
