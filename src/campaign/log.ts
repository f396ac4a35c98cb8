/**
 * The campaign's log lines, all in one place. Repository names, paths and diffs are the
 * repositories' own text: every line goes through `loggable`, so none becomes a workflow command.
 */
import type { Log, Wording } from '../model.ts';
import { logInputs, serviceLine } from '../inputs/log.ts';
import { usageLine } from '../usage/inputs.ts';
import { loggable, plural, thousands } from '../text.ts';
import { patternText } from '../module-pattern.ts';
import { unifiedDiff } from '../gate/edit/diff.ts';
import type { CampaignRequest } from './inputs.ts';
import type { Listing } from './discover.ts';
import type { Plan, RepositoryRead, Step } from './plan.ts';
import { selectionText } from './select.ts';

export async function logCampaignInputs(log: Log, words: Wording, request: CampaignRequest): Promise<void> {
  await logInputs(log, request.warnings, [
    ['Campaign', `calls of ${patternText(request.pattern)} (organization ${request.organization})`],
    ['Repositories', loggable(selectionText(request.repositories))],
    serviceLine(request),
    ['GitHub', `${request.github.apiUrl} (token from ${request.github.tokenFrom})`],
    ['Opens', `at most ${plural(request.pullRequestsLimit, 'pull request')} (${words.name('pullRequestsLimit')})`],
    ['Code search', request.codeSearch ? 'narrows the repositories read to those it finds' : 'not used'],
    ['Dry run', request.dryRun ? 'true: read and plan, write nothing' : 'false'],
    usageLine(request, words),
  ]);
}

export function logListing(log: Pick<Log, 'info'>, listing: Listing): void {
  const skipped = new Map<string, number>();
  for (const r of listing.repositories)
    if (r.skipped !== undefined) skipped.set(r.skipped, (skipped.get(r.skipped) ?? 0) + 1);
  const read = listing.repositories.length - [...skipped.values()].reduce((a, b) => a + b, 0);
  const why = [...skipped].map(([reason, n]) => `${n} ${reason}`).join(', ');
  log.info(
    `Listed ${plural(listing.listed, 'repository', 'repositories')}; ${thousands(listing.repositories.length)} selected, ${thousands(read)} to read${why !== '' ? `, skipped: ${why}` : ''}.`,
  );
  if (listing.search !== undefined) {
    const { query, hits, complete, problem } = listing.search;
    log.info(
      loggable(
        complete
          ? `Code search (${query}) found the module in ${plural(hits, 'repository', 'repositories')}: only those are read.`
          : `Code search (${query}) did not finish${problem !== undefined ? ` (${problem})` : ''}: every repository selected is read.`,
      ),
    );
  }
}

export function logRepository(log: Pick<Log, 'info'>, read: RepositoryRead): void {
  const name = read.repository.fullName;
  if (read.failed !== undefined) return log.info(loggable(`${name}: not read: ${read.failed}`));
  if (read.skipped !== undefined) return log.info(loggable(`${name}: skipped: ${read.skipped}`));
  const j = read.judgement;
  if (j === undefined || (j.modules.length === 0 && j.unread.length === 0 && read.files?.complete !== false)) return;
  const parts = j.modules.map(
    (m) => `${m.module.namespace}/${m.module.name}/${m.module.provider}: ${plural(m.calls.length, 'call')} to move`,
  );
  const gaps = [...(read.files?.gaps ?? []), ...j.unread.map((u) => `${u.directory}: ${u.why}`)];
  log.info(loggable(`${name}: ${[...parts, ...gaps.map((g) => `not read whole (${g})`)].join('; ')}`));
}

const stepLine = (step: Step): string => {
  const pull = step.pull !== undefined ? ` #${step.pull.number}` : '';
  const what = step.action === 'no-push-access' ? `no push access (would ${step.would})` : step.action;
  return `${step.branch}: ${what}${pull}`;
};

/** The plan, repository by repository; in a dry run, every file's diff too. */
export async function logPlan(log: Log, plan: Plan, dryRun: boolean): Promise<void> {
  await log.group(dryRun ? 'Plan (dry run: nothing is written)' : 'Plan', async () => {
    let any = false;
    for (const { read, steps } of plan.repositories) {
      for (const step of steps) {
        any = true;
        log.info(loggable(`${read.repository.fullName}: ${stepLine(step)}`));
        if (!dryRun) continue;
        for (const file of step.commit?.files ?? []) {
          for (const line of unifiedDiff(file.file, file.before, file.after).trimEnd().split('\n')) {
            log.info(loggable(`    ${line}`));
          }
        }
      }
    }
    if (!any) log.info('Nothing to do: no repository read calls a deprecated or revoked version of the modules named.');
    if (plan.held > 0) log.info(`${plural(plan.held, 'pull request')} over the bound are left for the next run.`);
  });
}
