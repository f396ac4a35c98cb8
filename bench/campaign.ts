/**
 * The campaign at scale: an organization of 1,000 repositories on the fake GitHub (200 calling
 * acme/vpc/aws at a deprecated version in 25 configuration files each, 50 of those archived or
 * forks, 10 empty), run in process. The GitHub client paces reads (900 a minute per kind) and
 * writes (a second apart, 80 a minute, 500 an hour) on a simulated clock, shared with the fake:
 * the wall time measured is the planning's own (listing, reading, judging in memory, planning),
 * and the paced time a real run would take is printed beside it.
 *
 *   npm run bench -- campaign            print the figures
 *   npm run bench -- campaign --check    also exit 1 when a target is missed
 *
 * Targets: discovery reads at most N/100 list pages + one tree per repository read or found empty (GitHub
 * answers an empty repository's tree read with 409) + one blob per
 * configuration file read (fewer: a blob is read once however many repositories hold it); the
 * plan of all 1,000 under 60 s of wall time; then a run that writes, as many pull requests as
 * the campaign has: never more than 80 writes in any minute, 500 in the hour, and a clean stop
 * saying where when the hour's writes are spent.
 */
import { startFakeGithub, generateOrganization, type FakeGithub } from '../test/fake-github/server.ts';
import { memoryRegistry } from '../test/support/memory-registry.ts';
import { openGithub } from '../src/github/client.ts';
import { manualClock } from '../src/github/clock.ts';
import { GITHUB_LIMITS } from '../src/github/limits.ts';
import type { Log, ModeDeps } from '../src/model.ts';
import type { CampaignRequest } from '../src/campaign/inputs.ts';
import { run, type CampaignResult } from '../src/campaign/run.ts';
import { totalsOf } from '../src/campaign/outputs.ts';
import { VERSIONS, campaignRequest } from '../test/support/campaign-fixtures.ts';
import { ACTION_WORDS } from '../src/wording.ts';

const APP = 'ghs_BenchCampaignInstallationToken012345';
const SOURCE = 'app.terraform.io/acme/vpc/aws';
const SHAPE = { repositories: 1000, calling: 200, filesEach: 25, archived: 25, forks: 25, empty: 10 };
const PLAN_GOAL_S = 60;
const WRITES_PER_MINUTE = 80;

const quiet: Log = { group: (_, body) => body(), info: () => {}, warning: () => {} };

async function world() {
  const clock = manualClock();
  // An installation on an organization this size may make 12,500 requests an hour.
  const github = await startFakeGithub({
    tokens: { [APP]: { access: 'write', login: 'campaign-app[bot]', kind: 'installation' } },
    now: clock.now,
    limits: { primary: 12_500 },
  });
  const org = generateOrganization(github, { owner: 'acme', ...SHAPE, source: SOURCE, version: '1.0.0' });
  return { clock, github, org };
}

async function campaign(
  github: FakeGithub,
  clock: ReturnType<typeof manualClock>,
  over: Partial<CampaignRequest>,
): Promise<Extract<CampaignResult, { kind: 'done' }>> {
  const request = campaignRequest({ token: APP, apiUrl: github.url }, { dryRun: true, ...over });
  const deps: ModeDeps = {
    registry: memoryRegistry({ 'acme/vpc/aws': VERSIONS }),
    log: quiet,
    context: { words: ACTION_WORDS },
    concurrency: 8,
  };
  const result = await run(request, deps, (options) =>
    openGithub({ ...options, clock, limits: GITHUB_LIMITS, octokitThrottling: false, debug: () => {} }),
  );
  if (result.kind !== 'done') throw new Error(`the campaign failed: ${result.message}`);
  return result;
}

const minutes = (ms: number): string => `${(ms / 60_000).toFixed(1)} min`;

export async function campaignBenchmark(check: boolean): Promise<boolean> {
  console.log(
    `Campaign: ${SHAPE.repositories} repositories, ${SHAPE.calling} calling acme/vpc/aws in ${SHAPE.filesEach} files each (${SHAPE.archived} archived, ${SHAPE.forks} forks), ${SHAPE.empty} empty; in process, the client paced on a simulated clock`,
  );
  const rows: Array<[string, string, boolean]> = [];

  // 1. The plan of every repository: a dry run.
  const planning = await world();
  try {
    const startedAt = planning.clock.now();
    const started = performance.now();
    const plan = await campaign(planning.github, planning.clock, { dryRun: true, pullRequestsLimit: 1000 });
    const wallS = (performance.now() - started) / 1000;
    const pacedMs = planning.clock.now() - startedAt;
    const t = totalsOf(plan);
    const r = plan.requests;
    const read = t.read;
    const configurationFiles = plan.plan.repositories.reduce((n, p) => n + (p.read.files?.blobs.size ?? 0), 0);
    const listBound = Math.ceil(SHAPE.repositories / 100);
    const discovery = r.list + r.tree + r.blob;
    // An empty repository is known by its tree read (409): a read each, and no more.
    const treeBound = read + SHAPE.empty;
    const bound = listBound + treeBound + configurationFiles;
    console.log(
      `  requests per kind: ${Object.entries(r)
        .filter(([, n]) => n > 0)
        .map(([k, n]) => `${k} ${n}`)
        .join(', ')}`,
    );
    rows.push(
      [
        `discovery ${discovery} requests`,
        `${r.list} list pages (bound ${listBound}) + ${r.tree} trees (${read} repositories read, ${SHAPE.empty} empty) + ${r.blob} blobs (${configurationFiles} configuration files; bound ${bound})`,
        r.list <= listBound && r.tree <= treeBound && r.blob <= configurationFiles,
      ],
      [
        `campaign state ${r.ref + r.pull + r.commit + r.comment} reads`,
        `one pull request list per repository read (${r.pull}), one branch read per repository to change (${r.ref})`,
        true,
      ],
      [
        `plan ${wallS.toFixed(1)} s wall`,
        `target under ${PLAN_GOAL_S} s for all ${SHAPE.repositories}; paced as GitHub asks, the reads take ${minutes(pacedMs)} (simulated)`,
        wallS < PLAN_GOAL_S,
      ],
      [
        `plan ${t.wouldOpen} pull requests`,
        `${t.skipped} skipped, ${t.calling} repositories with ${t.calls} calls`,
        t.wouldOpen === SHAPE.calling - SHAPE.archived - SHAPE.forks,
      ],
    );
  } finally {
    await planning.github.close();
  }

  // 2. A run that writes: every pull request at once (no bound), paced.
  const writing = await world();
  try {
    const startedAt = writing.clock.now();
    const result = await campaign(writing.github, writing.clock, { dryRun: false, pullRequestsLimit: 1000 });
    const writes = writing.github.requests.filter((q) => q.method !== 'GET').map((q) => q.time);
    const perMinute = Math.max(0, ...writes.map((t) => writes.filter((u) => u >= t && u < t + 60_000).length));
    const perHour = Math.max(0, ...writes.map((t) => writes.filter((u) => u >= t && u < t + 3_600_000).length));
    const gap = Math.min(...writes.slice(1).map((t, i) => t - (writes[i] as number)));
    const t = totalsOf(result);
    const span = (writes.at(-1) ?? startedAt) - (writes[0] ?? startedAt);
    rows.push(
      [
        `writes ${writes.length}`,
        `${t.opened} pull requests opened in ${minutes(span)} (simulated); at most ${perMinute} in any minute (target ≤ ${WRITES_PER_MINUTE}), ${perHour} in any hour (≤ 500), at least ${gap} ms apart`,
        perMinute <= WRITES_PER_MINUTE && perHour <= 500 && gap >= 1000,
      ],
      [
        `stopped: ${result.applied.stopped !== undefined ? 'yes' : 'no'}`,
        result.applied.stopped !== undefined
          ? `at ${result.applied.stopped.at}: ${result.applied.stopped.why}; ${t.opened} opened, the rest left for the next run`
          : 'every pull request opened',
        true,
      ],
    );
  } finally {
    await writing.github.close();
  }
  for (const [figure, against, ok] of rows) console.log(`  ${ok ? 'ok  ' : 'MISS'} ${figure.padEnd(28)} ${against}`);
  const ok = rows.every(([, , met]) => met);
  if (check && !ok) console.log('campaign: a target was missed');
  return ok || !check;
}
