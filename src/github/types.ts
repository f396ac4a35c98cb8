/**
 * What the GitHub client answers with: repositories, tree entries, commits, pull requests,
 * comments, search hits and the rate limit, as checked data (answers.ts parses them). Text in
 * them (names, paths, messages, bodies) is the repository's and its people's: data, never markup
 * or a command until the place it goes makes it safe (src/text.ts).
 */

/** A repository by owner and name; a listed Repository is one. */
export interface RepositoryRef {
  readonly owner: string;
  readonly name: string;
}

export interface Repository extends RepositoryRef {
  /** `owner/name`. */
  readonly fullName: string;
  readonly htmlUrl: string;
  readonly private: boolean;
  readonly archived: boolean;
  readonly disabled: boolean;
  readonly fork: boolean;
  /**
   * Undefined where the listing left it out (GitHub documents it optional in a list's rows): one
   * repository's own read names it. An empty repository is told by its tree read (409), never by
   * `size`, which GitHub computes hourly and states 0 for a repository just made.
   */
  readonly defaultBranch: string | undefined;
  /** The last push, as GitHub states it (ISO 8601), or null. */
  readonly pushedAt: string | null;
  readonly topics: readonly string[];
  /** What the token may do here; undefined where GitHub did not say (a public listing). */
  readonly permissions: { readonly admin: boolean; readonly push: boolean; readonly pull: boolean } | undefined;
}

/** `100644` a file, `100755` an executable, `120000` a symbolic link, `160000` a submodule, `040000` a folder. */
export type EntryMode = '100644' | '100755' | '120000' | '160000' | '040000';

export interface TreeEntry {
  /** From the listed tree's root, with `/`; never empty, absolute, or with `.`, `..` or `.git` parts. */
  readonly path: string;
  readonly mode: EntryMode;
  readonly type: 'blob' | 'tree' | 'commit';
  readonly sha: string;
  /** A blob's size in bytes. */
  readonly size?: number;
}

export interface TreeListing {
  /** The root tree's sha. */
  readonly sha: string;
  readonly entries: readonly TreeEntry[];
  /**
   * False when GitHub cut the listing (`truncated`) and reading it folder by folder did not finish
   * within the bound: `entries` is then part of the tree, and must not be judged as all of it.
   */
  readonly complete: boolean;
  /** Paths left out because they could leave the repository (`..`, absolute, `.git`), as GitHub sent them. */
  readonly refused: readonly string[];
  /** Tree reads it took (1 unless GitHub cut the listing). */
  readonly reads: number;
}

/** A change to a tree: a file's new text, another entry's sha, or the path removed. */
export type TreeChange =
  | { readonly path: string; readonly content: string; readonly mode?: '100644' | '100755' }
  | { readonly path: string; readonly sha: string; readonly mode: EntryMode }
  | { readonly path: string; readonly delete: true };

export interface Signature {
  readonly name: string;
  readonly email: string;
  readonly date: string;
}

export interface Commit {
  readonly sha: string;
  readonly tree: string;
  readonly parents: readonly string[];
  readonly message: string;
  readonly author: Signature;
  readonly committer: Signature;
  /** GitHub verified its signature (a commit an app's token made through the API is). */
  readonly verified: boolean;
  /** GitHub's reason: `valid`, `unsigned`, … */
  readonly verification: string;
}

/** A commit as a comparison lists it: with the account GitHub links it to, if any. */
export interface ComparedCommit {
  readonly sha: string;
  readonly message: string;
  readonly author: Signature;
  readonly committer: Signature;
  /** The GitHub account of its author and committer, where GitHub links one. */
  readonly authorLogin: string | null;
  readonly committerLogin: string | null;
  readonly verified: boolean;
}

export interface Comparison {
  /** `ahead`, `behind`, `diverged` or `identical`. */
  readonly status: string;
  readonly aheadBy: number;
  readonly behindBy: number;
  /** The commits the head has that the base lacks, oldest first. */
  readonly commits: readonly ComparedCommit[];
}

export interface Account {
  readonly login: string;
  /** `User` or `Bot` (an app's account, `name[bot]`). */
  readonly type: string;
}

export interface PullRequest {
  readonly number: number;
  readonly state: 'open' | 'closed';
  /** Closed by a merge (a list row tells by `merged_at`, a single read by `merged`). */
  readonly merged: boolean;
  readonly title: string;
  readonly body: string;
  readonly htmlUrl: string;
  /** `sha` undefined where GitHub stated none (a closed one whose branch is gone): read the branch for it. */
  readonly head: { readonly ref: string; readonly sha: string | undefined };
  readonly base: { readonly ref: string };
  readonly author: Account | null;
  readonly draft: boolean;
}

export interface IssueComment {
  readonly id: number;
  readonly body: string;
  readonly author: Account | null;
  readonly htmlUrl: string;
}

export interface CodeHit {
  readonly repository: RepositoryRef & { readonly fullName: string };
  readonly path: string;
  readonly sha: string;
}

export interface CodeSearchResult {
  readonly hits: readonly CodeHit[];
  /** As GitHub counts them: may be more than it lets be read (1,000). */
  readonly total: number;
  /** GitHub searched everything and every hit was read; else the hits are only candidates' part. */
  readonly complete: boolean;
}

/** A budget as GitHub states it (`x-ratelimit-*`, `GET /rate_limit`). */
export interface Budget {
  readonly limit: number;
  readonly remaining: number;
  readonly used: number;
  /** When it renews, ms since the epoch. */
  readonly resetAt: number;
  readonly resource: string;
}

/** What a request is, for the count a report shows. Every write is `write`. */
export type RequestKind =
  | 'list'
  | 'repository'
  | 'tree'
  | 'blob'
  | 'ref'
  | 'commit'
  | 'pull'
  | 'comment'
  | 'search'
  | 'rate-limit'
  | 'write'
  | 'other';
