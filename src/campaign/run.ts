/**
 * The campaign: list the repositories (discover.ts), read and judge each one's configuration in
 * memory (judge.ts) with its campaign state on GitHub (existing.ts), plan every repository at
 * once (plan.ts), then carry out the plan (apply.ts; nothing in a dry run). With usage, each
 * repository is told apart by whether an HCP workspace is connected to it. Reading stops in time
 * to leave the writes room before the token's end, and the report says where it stopped.
 */
import { mapConcurrent } from '../concurrency.ts';
import { openGithub, type GithubClient, type GithubOptions } from '../github/client.ts';
import { GithubError } from '../github/errors.ts';
import { budgetReserve } from '../github/limits.ts';
import type { RequestKind } from '../github/types.ts';
import type { ModeDeps, RunContext, Wording } from '../model.ts';
import { type FailureReason } from '../report.ts';
import { USER_AGENT } from '../action-version.ts';
import { errorMessage, loggable } from '../text.ts';
import { applyPlan, type Applied } from './apply.ts';
import {
  BlobCache,
  listRepositories,
  readRepository,
  stopsTheRun,
  withDefaultBranch,
  type Listing,
  type ListedRepository,
} from './discover.ts';
import { readExisting } from './existing.ts';
import type { CampaignRequest } from './inputs.ts';
import { campaignRegistry, judgeRepository } from './judge.ts';
import { logCampaignInputs, logListing, logPlan, logRepository } from './log.ts';
import { planCampaign, type Plan, type RepositoryRead } from './plan.ts';

export type CampaignResult =
  | {
      readonly kind: 'failed';
      readonly reason: FailureReason;
      readonly message: string;
      readonly warnings: readonly string[];
    }
  | {
      readonly kind: 'done';
      readonly request: CampaignRequest;
      readonly context: RunContext;
      readonly listing: Listing;
      readonly plan: Plan;
      readonly applied: Applied;
      /** GitHub requests per kind, and the blobs read (each once, however many repositories hold it). */
      readonly requests: Readonly<Record<RequestKind, number>>;
      readonly blobReads: number;
      /** Whether each repository's HCP workspaces were read, or why not. */
      readonly workspaces: 'read' | 'off' | { readonly problem: string };
      readonly warnings: readonly string[];
    };

/** Repositories read at once; the client paces the reads further. */
const REPOSITORIES_AT_ONCE = 4;
/** Reading stops this long before the token's end, so the writes of what was read still fit. */
const WRITE_RESERVE_MS = 10 * 60_000;
/** Nor when the primary budget has fewer requests left than the writes may need (a tenth of a smaller budget). */
const WRITE_RESERVE_REQUESTS = 200;

/** Opens the GitHub client; tests and the benchmark give one on a clock of their own. */
export type OpenGithub = (options: GithubOptions) => Promise<GithubClient>;

export async function run(
  request: CampaignRequest,
  deps: ModeDeps,
  open: OpenGithub = openGithub,
): Promise<CampaignResult> {
  const words = deps.context.words;
  await logCampaignInputs(deps.log, words, request);
  const warnings = [...request.warnings];
  let github: GithubClient;
  let listing: Listing;
  try {
    github = await open({
      token: request.github.token,
      apiUrl: request.github.apiUrl,
      userAgent: USER_AGENT,
      requestTimeoutMs: request.requestTimeoutMs,
      debug: (line) => deps.log.info(line),
    });
    listing = await deps.log.group('List the repositories', async () => {
      const found = await listRepositories(github, request.repositories, request);
      logListing(deps.log, found);
      return found;
    });
  } catch (error) {
    return { kind: 'failed', reason: 'service-error', message: `GitHub: ${errorMessage(error)}`, warnings };
  }
  if (listing.search !== undefined && !listing.search.complete) {
    warnings.push(
      loggable(
        `Code search did not finish${listing.search.problem !== undefined ? ` (${listing.search.problem})` : ''}, so every repository selected was read.`,
      ),
    );
  }
  const workspaces = await readWorkspaces(request, deps);
  if (typeof workspaces === 'object' && 'problem' in workspaces) {
    if (request.usage === 'required') {
      return { kind: 'failed', reason: 'service-error', message: workspaces.problem, warnings };
    }
    warnings.push(`Which repositories HCP workspaces are connected to was not read: ${workspaces.problem}`);
  }
  const registry = campaignRegistry(deps.registry, request.pattern);
  const blobs = new BlobCache();
  let stopped: Applied['stopped'];
  const enough = (): string | undefined => {
    const end = github.deadline()?.stopAt.getTime();
    if (end !== undefined && end - github.now() < WRITE_RESERVE_MS) return "the token's hour is nearly over";
    const budget = github.budget();
    if (budget !== undefined && budget.remaining < budgetReserve(budget, WRITE_RESERVE_REQUESTS))
      return "the token's request budget is nearly spent";
    return undefined;
  };
  const reads = await deps.log.group('Read the repositories', () =>
    mapConcurrent(listing.repositories, REPOSITORIES_AT_ONCE, async (listed): Promise<RepositoryRead> => {
      const linked = typeof workspaces === 'object' && 'map' in workspaces ? workspaces.map : undefined;
      const base: RepositoryRead = {
        repository: listed.repository,
        found: listed.found,
        ...(listed.skipped !== undefined && { skipped: listed.skipped }),
        ...(linked !== undefined && { workspaces: linked.get(listed.repository.fullName.toLowerCase()) ?? [] }),
      };
      if (listed.skipped !== undefined) return base;
      const why = stopped === undefined ? enough() : undefined;
      if (why !== undefined)
        stopped = { at: listed.repository.fullName, why: `${why}: reading stopped to leave the writes time` };
      if (stopped !== undefined) return { ...base, notReached: true };
      try {
        const read = await readOne(github, listed, blobs, registry, request, words);
        const done = { ...base, ...read };
        logRepository(deps.log, done);
        return done;
      } catch (error) {
        if (stopsTheRun(error)) {
          stopped ??= { at: listed.repository.fullName, why: errorMessage(error) };
          return { ...base, notReached: true };
        }
        if (error instanceof GithubError) {
          const failed = { ...base, failed: errorMessage(error) };
          logRepository(deps.log, failed);
          return failed;
        }
        throw error;
      }
    }),
  );
  const plan = planCampaign(reads, request.pullRequestsLimit);
  await logPlan(deps.log, plan, request.dryRun);
  const applied = await deps.log.group(request.dryRun ? 'Write (dry run: nothing)' : 'Write', () =>
    applyPlan(plan, github, { dryRun: request.dryRun, log: deps.log, ...(stopped !== undefined && { stopped }) }),
  );
  return {
    kind: 'done',
    request,
    context: deps.context,
    listing,
    plan,
    applied,
    requests: github.requests(),
    blobReads: blobs.reads,
    workspaces: workspaces === 'off' ? 'off' : 'problem' in workspaces ? workspaces : 'read',
    warnings,
  };
}

/** One repository: its files, the judgement, and the campaign's branches and pull requests in it. */
async function readOne(
  github: GithubClient,
  listed: ListedRepository,
  blobs: BlobCache,
  registry: ReturnType<typeof campaignRegistry>,
  request: CampaignRequest,
  words: Wording,
): Promise<Pick<RepositoryRead, 'repository' | 'skipped' | 'files' | 'judgement' | 'existing'>> {
  const repository = await withDefaultBranch(github, listed.repository);
  const files = await readRepository(github, repository, blobs);
  if (files === 'empty') return { repository, skipped: 'empty' };
  const judgement = await judgeRepository(
    files,
    {
      host: request.service.host,
      organization: request.organization,
      pattern: request.pattern,
      fixMajor: request.fixMajor,
      words,
    },
    registry,
  );
  const { pattern } = request;
  const named = /\*/.test(`${pattern.name}${pattern.provider}`) ? undefined : pattern;
  const existing = await readExisting(
    github,
    repository,
    judgement.modules.map((m) => m.module),
    named,
  );
  return {
    repository,
    files: {
      tree: files.tree,
      blobs: new Map([...files.files].map(([file, f]) => [file, { sha: f.sha, mode: f.mode }])),
      complete: files.complete,
      gaps: files.gaps,
      links: files.links,
    },
    judgement,
    existing,
  };
}

/** Each repository's HCP workspaces, from Explorer's workspace view, where usage is read. */
async function readWorkspaces(
  request: CampaignRequest,
  deps: ModeDeps,
): Promise<'off' | { readonly map: ReadonlyMap<string, readonly string[]> } | { readonly problem: string }> {
  if (request.usage === 'off' || deps.workspaceRepositories === undefined) return 'off';
  try {
    return { map: await deps.workspaceRepositories.listWorkspaceRepositories(request.organization) };
  } catch (error) {
    return { problem: errorMessage(error) };
  }
}
