/**
 * The fake GitHub's types: its options, the handle tests hold (`FakeGithub`), who a token is, what
 * a test seeds and what it reads back. server.ts starts it; README.md describes it.
 */
import type { FakeFault, FaultRule } from './faults.ts';
import type { FakeLimitOptions } from './limits.ts';

export type { FakeFault, FaultRule, FakeLimitOptions };

export interface FakeComment {
  id: number;
  body: string;
  issue: number;
  repository: string;
  user: string;
  /** `Bot` for an app's comment (GITHUB_TOKEN's is `github-actions[bot]`), `User` for a person's. */
  userType: 'User' | 'Bot';
}

export interface FakeReviewComment {
  id: number;
  review: number;
  repository: string;
  pull: number;
  path: string;
  line: number;
  side: string;
  body: string;
  commit?: string;
  user: string;
}

export interface FakeReview {
  id: number;
  repository: string;
  pull: number;
  body: string;
  event: string;
  commit?: string;
}

/** Who a token is, as GitHub knows it. */
export interface FakeIdentity {
  /** What it may do in every repository it sees, unless a repository says otherwise (`access`). */
  readonly access: 'write' | 'read';
  /** The login its comments and commits show: `github-actions[bot]`, `octocat`. */
  readonly login: string;
  /** An installation token (an app's, GITHUB_TOKEN's) may not read `GET /user`; a person's may. */
  readonly kind: 'installation' | 'user';
  /** The owners whose repositories it sees (an installation's accounts); every owner when left out. */
  readonly owners?: readonly string[];
}

/** The 403s GitHub answers a write with, beyond a token that may not write. */
export type WriteRefusal = 'secondary-rate-limit' | 'rate-limit' | 'locked';

/** One request as it arrived, and the status it was answered with (0 for a connection reset). */
export interface FakeGithubRequest {
  method: string;
  /** The path as sent, with the prefix (`/api/v3`) and the query string. */
  path: string;
  token?: string;
  body?: unknown;
  /** The fake's clock when it arrived (`options.now`, else Date.now()). */
  time: number;
  status?: number;
}

/** What a repository may hold at a path: text, or an entry of another kind. */
export type FakeFile =
  | string
  | { readonly content: string | Buffer; readonly mode?: '100644' | '100755' }
  | { readonly symlink: string }
  | { readonly submodule: string };

/** A token's say in one repository, beyond what its identity allows everywhere. */
export type FakeAccess = 'admin' | 'write' | 'read' | 'none';

export interface FakeRepositorySeed {
  /** `owner/name`. */
  readonly fullName: string;
  /** Its default branch's files; none (or `empty: true`) makes an empty repository, with no commit. */
  readonly files?: Readonly<Record<string, FakeFile>>;
  readonly empty?: boolean;
  readonly defaultBranch?: string;
  readonly ownerType?: 'Organization' | 'User';
  readonly archived?: boolean;
  readonly disabled?: boolean;
  readonly fork?: boolean;
  readonly private?: boolean;
  readonly topics?: readonly string[];
  /** ISO time; the fake's clock at seeding when left out. */
  readonly pushedAt?: string;
  /** Per token: `read` makes a repository the token sees but may not write, `none` one it cannot see. */
  readonly access?: Readonly<Record<string, FakeAccess>>;
}

/** A commit as the fake keeps it. */
export interface FakeCommit {
  readonly sha: string;
  readonly tree: string;
  readonly parents: readonly string[];
  readonly message: string;
  readonly author: FakeSignature;
  readonly committer: FakeSignature;
  /** The login of the token that made it through the API, or the person a test pushed as. */
  readonly madeBy: string;
  readonly verification: { verified: boolean; reason: string };
}

export interface FakeSignature {
  readonly name: string;
  readonly email: string;
  readonly date: string;
}

export interface FakePull {
  readonly id: number;
  readonly number: number;
  readonly repository: string;
  title: string;
  body: string;
  state: 'open' | 'closed';
  merged: boolean;
  mergedAt: string | null;
  closedAt: string | null;
  readonly head: { readonly ref: string; sha: string };
  base: { ref: string };
  readonly user: { readonly login: string; readonly type: 'User' | 'Bot' };
  readonly draft: boolean;
  readonly createdAt: string;
  updatedAt: string;
}

/** A person's commit pushed onto a branch, as a test plays someone working on the campaign's branch. */
export interface FakePush {
  /** Paths to write (text), or null to delete. */
  readonly files: Readonly<Record<string, string | null>>;
  readonly message?: string;
  /** The person, `someone` unless given. */
  readonly login?: string;
}

export interface FakeGithubOptions {
  /** Token → what it may do (an installation token of `github-actions[bot]`), or who it is. */
  readonly tokens: Readonly<Record<string, 'write' | 'read' | FakeIdentity>>;
  /** GitHub's default page size is 30; tests may make it smaller. */
  readonly defaultPerPage?: number;
  /** Served under this path, as GitHub Enterprise Server serves `/api/v3` (GraphQL at `/api/graphql`). */
  readonly pathPrefix?: string;
  /** A recursive tree listing longer than this is cut and says `truncated: true` (GitHub: 100,000 entries). */
  readonly treeEntryLimit?: number;
  /** The fake's clock, in milliseconds: for the rate-limit windows and times it writes. Date.now by default. */
  readonly now?: () => number;
  /** The primary budget, the secondary limits and the code search budget. */
  readonly limits?: FakeLimitOptions;
  /** Code search says `incomplete_results: true` (GitHub's search timed out). */
  readonly searchIncomplete?: boolean;
  /**
   * A path's parts are matched as sent, not percent-decoded, as a server matching raw paths does:
   * `git/ref/heads%2Fmain` names no branch (GitHub's docs show the slashes literal).
   */
  readonly rawPaths?: boolean;
  /** Only `Authorization: Bearer …` is a token, as GitHub's docs show it; `token …` is none (401). */
  readonly bearerOnly?: boolean;
  /**
   * A pull request's `head.sha` stays the commit it was opened with, however its branch moves after,
   * as a fake written from GitHub's reference may keep it (GitHub's follows the branch).
   */
  readonly pullHeadsAtCreation?: boolean;
}

export interface FakeGithub {
  /** The API base URL, for GITHUB_API_URL (with the prefix, if any). */
  readonly url: string;
  /** The origin alone: `http://127.0.0.1:PORT`. */
  readonly origin: string;
  readonly comments: FakeComment[];
  readonly reviews: FakeReview[];
  readonly reviewComments: FakeReviewComment[];
  readonly requests: FakeGithubRequest[];
  /** Every pull request, in the order they were opened. */
  readonly pulls: readonly FakePull[];
  /** The lines of the new side of a pull request's diff, per file: the only lines a review comment may be on. */
  setDiff(repository: string, pull: number, lines: Readonly<Record<string, readonly number[]>>): void;
  /** Adds comments by someone else (`someone`, a person, unless `author` says), as on a busy pull request. */
  seed(
    repository: string,
    issue: number,
    bodies: readonly string[],
    author?: Pick<FakeComment, 'user' | 'userType'>,
  ): void;
  /** Every later write is refused with that 403, as GitHub words it; `undefined` lets them through. */
  refuseWrites(refusal: WriteRefusal | undefined): void;
  /** A repository with its files on the default branch in one commit (or none, when empty). */
  addRepository(seed: FakeRepositorySeed): void;
  /** A branch's commit sha, or undefined when the branch does not exist. */
  branch(repository: string, branch: string): string | undefined;
  /** The files (blobs, with symbolic links as their target) at a branch or commit. */
  files(repository: string, refOrSha: string): Record<string, string>;
  commit(sha: string): FakeCommit | undefined;
  /** A person's commit on top of `branch` (which must exist); its sha. */
  pushCommit(repository: string, branch: string, push: FakePush): string;
  /** Closes a pull request as a person would: merged (its head's tree onto the base) or not. */
  closePull(repository: string, number: number, options?: { merge?: boolean }): void;
  /** The next matching requests meet this fault (README: Faults). */
  injectFault(rule: FaultRule): void;
  close(): Promise<void>;
}
