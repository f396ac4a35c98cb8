/**
 * Discovery: the repositories the GitHub token sees under each owner named (every page of the
 * listing), those the selection names, each skipped with why (archived, disabled, a fork, or,
 * with `code-search`, not among code search's hits; empty, told by its tree read); then, per repository read, its default
 * branch's file list once and only the configuration files the gate reads, never a symbolic link
 * or a submodule. A blob is read once per campaign, however many repositories hold it (a blob's
 * sha is its content's hash). Code search only narrows: the listing is the inventory, and a search
 * GitHub did not finish reads every repository listed.
 */
import path from 'node:path';
import type { GithubClient } from '../github/client.ts';
import { GithubError, type GithubFailure } from '../github/errors.ts';
import type { Repository, TreeEntry } from '../github/types.ts';
import { isConfigurationFile } from '../gate/read/hcl.ts';
import { FILE_LIMITS } from '../files/limits.ts';
import { patternText, type ModulePattern } from '../module-pattern.ts';
import { selects, type RepositorySelection } from './select.ts';

/** Why a repository listed is not read. */
export type SkipReason = 'archived' | 'disabled' | 'empty' | 'fork' | 'no-code-search-hit';

/** How a repository came to be read: every one is listed; code search may have picked it. */
export type FoundBy = 'listing' | 'code-search';

export interface ListedRepository {
  readonly repository: Repository;
  readonly found: FoundBy;
  readonly skipped?: SkipReason;
}

export interface Listing {
  readonly repositories: readonly ListedRepository[];
  /** Listed under the owners, selected or not. */
  readonly listed: number;
  /** What code search did: its query, hits, whether GitHub finished it; undefined without `code-search`. */
  readonly search?: {
    readonly query: string;
    readonly hits: number;
    readonly complete: boolean;
    readonly problem?: string;
  };
}

/** A configuration file read: its text (UTF-8), blob sha and mode. */
export interface ConfigurationFile {
  readonly text: string;
  readonly sha: string;
  readonly mode: '100644' | '100755';
}

/** One repository's configuration files, as its default branch holds them. */
export interface RepositoryFiles {
  /** The default branch's root tree, which the plan's files are of. */
  readonly tree: string;
  readonly files: ReadonlyMap<string, ConfigurationFile>;
  /** Every configuration file of the tree was read: nothing cut, too large or unreadable. */
  readonly complete: boolean;
  /** Why not, each in a few words (a truncated tree, a file too large, paths refused). */
  readonly gaps: readonly string[];
  /** Configuration names that are symbolic links or submodules: never read, never written. */
  readonly links: readonly string[];
}

/** Failures that stop the whole run (the next run goes on): nothing more can be asked now. */
const STOPPING: ReadonlySet<GithubFailure> = new Set([
  'deadline',
  'rate-limited',
  'write-budget',
  'secondary-limit',
  'bad-credentials',
]);

/** Whether an error stops the campaign where it is, rather than one repository. */
export const stopsTheRun = (error: unknown): error is GithubError =>
  error instanceof GithubError && STOPPING.has(error.failure);

/** Folders of what tools installed, not the repository's own configuration. */
const INSTALLED = new Set(['.terraform', '.terragrunt-cache']);

/** The code search query for a module pattern in one owner's repositories: its words, `*` left out. */
export function searchQuery(owner: string, pattern: ModulePattern): string {
  const words = patternText(pattern)
    .split(/[/*\s]+/)
    .filter((w) => w !== '');
  return [`org:${owner}`, ...new Set(words)].join(' ');
}

export async function listRepositories(
  github: Pick<GithubClient, 'repositories' | 'search'>,
  selection: RepositorySelection,
  options: { readonly pattern: ModulePattern; readonly codeSearch: boolean },
): Promise<Listing> {
  const selected = selects(selection);
  const seen = new Set<string>();
  const kept: Repository[] = [];
  let listed = 0;
  for (const owner of selection.owners) {
    for await (const page of github.repositories.listForOwner(owner)) {
      for (const repository of page) {
        listed++;
        const key = repository.fullName.toLowerCase();
        if (seen.has(key) || !selected(repository.fullName)) continue;
        seen.add(key);
        kept.push(repository);
      }
    }
  }
  const search = options.codeSearch ? await searchHits(github, selection.owners, options.pattern) : undefined;
  const narrowed = search !== undefined && search.complete;
  const repositories = kept
    .sort((a, b) => a.fullName.localeCompare(b.fullName))
    .map((repository): ListedRepository => {
      const hit = search?.hits.has(repository.fullName.toLowerCase()) === true;
      const skipped = skipOf(repository) ?? (narrowed && !hit ? 'no-code-search-hit' : undefined);
      return { repository, found: hit ? 'code-search' : 'listing', ...(skipped !== undefined && { skipped }) };
    });
  return {
    repositories,
    listed,
    ...(search !== undefined && {
      search: {
        query: search.query,
        hits: search.hits.size,
        complete: search.complete,
        ...(search.problem !== undefined && { problem: search.problem }),
      },
    }),
  };
}

/** Skipped by the listing alone; an empty repository is told by its tree read (`readRepository`). */
function skipOf(repository: Repository): SkipReason | undefined {
  if (repository.archived) return 'archived';
  if (repository.disabled) return 'disabled';
  if (repository.fork) return 'fork';
  return undefined;
}

/** A repository whose default branch is known, as every one read is. */
export type BranchedRepository = Repository & { readonly defaultBranch: string };

/** The default branch of a repository read; one without is a `malformed-answer`. */
export function defaultBranchOf(repository: Repository): string {
  if (repository.defaultBranch !== undefined) return repository.defaultBranch;
  throw new GithubError('malformed-answer', `GET /repos/${repository.fullName}`, {
    detail: 'the answer names no default branch',
  });
}

/** The repository with its default branch: the listing's, else (left out there) its own read's. */
export async function withDefaultBranch(
  github: Pick<GithubClient, 'repositories'>,
  repository: Repository,
): Promise<BranchedRepository> {
  const read = repository.defaultBranch === undefined ? await github.repositories.get(repository) : repository;
  return { ...read, defaultBranch: defaultBranchOf(read) };
}

/**
 * The repositories code search finds the module's words in, per owner. Not finished (GitHub says
 * so, or more than 1,000 hits, or it refused): every repository is read, and that is said.
 */
async function searchHits(
  github: Pick<GithubClient, 'search'>,
  owners: readonly string[],
  pattern: ModulePattern,
): Promise<{ query: string; hits: Set<string>; complete: boolean; problem?: string }> {
  const hits = new Set<string>();
  const queries: string[] = [];
  let complete = true;
  let problem: string | undefined;
  for (const owner of owners) {
    const query = searchQuery(owner, pattern);
    queries.push(query);
    try {
      const result = await github.search.code(query);
      complete &&= result.complete;
      for (const hit of result.hits) hits.add(hit.repository.fullName.toLowerCase());
    } catch (error) {
      if (stopsTheRun(error) && (error as GithubError).failure !== 'secondary-limit') throw error;
      complete = false;
      problem = error instanceof Error ? error.message : String(error);
    }
  }
  return { query: queries.join('; '), hits, complete, ...(problem !== undefined && { problem }) };
}

/** Whether a tree entry is a configuration file the gate reads, inside the repository's own folders. */
const isConfigurationPath = (file: string): boolean =>
  isConfigurationFile(path.posix.basename(file)) && !file.split('/').some((part) => INSTALLED.has(part));

/** Blobs read in this campaign, by sha: the same file in many repositories is read once. */
export class BlobCache {
  private readonly texts = new Map<string, Promise<string | undefined>>();
  reads = 0;

  /** A blob's text, or undefined when it is not UTF-8 (a configuration file is). */
  text(github: Pick<GithubClient, 'blobs'>, repository: Repository, sha: string): Promise<string | undefined> {
    let found = this.texts.get(sha);
    if (found === undefined) {
      this.reads++;
      found = github.blobs.read(repository, sha).then((bytes) => {
        try {
          return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
        } catch {
          return undefined;
        }
      });
      // A read that failed is tried again by the next repository that holds the blob.
      found.catch(() => this.texts.delete(sha));
      this.texts.set(sha, found);
    }
    return found;
  }
}

/**
 * One repository's configuration files from its default branch: one tree listing, one read per
 * new blob; 'empty' where GitHub answers the tree read that the repository has no commit (409).
 */
export async function readRepository(
  github: Pick<GithubClient, 'trees' | 'blobs'>,
  repository: BranchedRepository,
  blobs: BlobCache,
): Promise<RepositoryFiles | 'empty'> {
  const listing = await github.trees.list(repository, repository.defaultBranch).catch((error: unknown) => {
    if (error instanceof GithubError && error.failure === 'empty-repository') return 'empty' as const;
    throw error;
  });
  if (listing === 'empty') return listing;
  const gaps: string[] = [];
  if (!listing.complete) gaps.push('GitHub cut its file list, and reading it folder by folder did not finish');
  if (listing.refused.length > 0) gaps.push(`${listing.refused.length} paths that could leave it were refused`);
  const links = listing.entries
    .filter((e) => (e.mode === '120000' || e.mode === '160000') && isConfigurationPath(e.path))
    .map((e) => e.path);
  const wanted = listing.entries.filter(
    (e): e is TreeEntry & { mode: '100644' | '100755' } =>
      e.type === 'blob' && (e.mode === '100644' || e.mode === '100755') && isConfigurationPath(e.path),
  );
  let tooLarge = 0;
  let notText = 0;
  const texts = await Promise.all(
    wanted.map(async (entry): Promise<[string, ConfigurationFile] | undefined> => {
      if (entry.size !== undefined && entry.size > FILE_LIMITS.configuration) {
        tooLarge++;
        return undefined;
      }
      const text = await blobs.text(github, repository, entry.sha).catch((error: unknown) => {
        if (error instanceof GithubError && error.failure === 'too-large') return null;
        throw error;
      });
      if (text === null) tooLarge++;
      if (text === undefined) notText++;
      return typeof text === 'string' ? [entry.path, { text, sha: entry.sha, mode: entry.mode }] : undefined;
    }),
  );
  if (tooLarge > 0) gaps.push(`${tooLarge} configuration files are larger than the gate reads`);
  if (notText > 0) gaps.push(`${notText} configuration files are not UTF-8 text`);
  // In the tree's order, whatever order the reads ended in.
  const files = new Map(texts.filter((t) => t !== undefined));
  return { tree: listing.sha, files, complete: gaps.length === 0, gaps, links };
}
