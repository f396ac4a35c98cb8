/**
 * The campaign's job summary: the verdict, the totals, a table of the repositories with something
 * to say (each module's pull request and what became of it, how the repository was found, whether
 * an HCP workspace is connected to it), those skipped and why (folded), and the requests per
 * kind. Repository names, paths and GitHub's words are code spans or escaped cells, never markup
 * or a mention. Pure.
 */
import { countsLine, runFooter, table, verdictLine, type Standing } from '../report.ts';
import { cell, cellCode, code, markdownLink, messageCell, plural, thousands } from '../text.ts';
import type { Wording } from '../model.ts';
import { patternText } from '../module-pattern.ts';
import type { Outcome } from './apply.ts';
import type { CampaignResult } from './run.ts';
import type { RepositoryPlan, Step } from './plan.ts';
import { callsOf, doneOf, readOf, totalsOf } from './outputs.ts';

type Done = Extract<CampaignResult, { kind: 'done' }>;

/** Rows the repositories' table shows; the record file has every one. */
const ROWS = 500;

const WORDS: Readonly<Record<string, string>> = {
  opened: 'opened',
  'would-open': 'would open',
  updated: 'updated',
  'would-update': 'would update',
  unchanged: 'up to date',
  closed: 'closed (no longer needed)',
  'would-close': 'would close (no longer needed)',
  commented: 'left to its people (commits of others; said once)',
  'would-comment': 'would be left to its people (commits of others)',
  'left-alone': 'left to its people (commits of others)',
  declined: 'declined by a person: left closed',
  'by-hand': 'no pull request: every call needs a person',
  held: 'held for the next run (the bound)',
  'no-push-access': 'no push access',
  'left-for-next-run': 'a file changed since it was read: next run',
  failed: 'failed',
  'not-run': 'not run (the run stopped)',
};

function stepCell(step: Step, outcome: Outcome | undefined): string {
  const done = doneOf(step, outcome);
  const pull = outcome?.pull ?? step.pull;
  const link = pull !== undefined ? ` ${markdownLink(`#${pull.number}`, pull.htmlUrl)}` : '';
  const would = step.would !== undefined ? ` (would ${step.would})` : '';
  const error = outcome?.error !== undefined ? `: ${messageCell(outcome.error)}` : '';
  return `${cellCode(`${step.module.name}/${step.module.provider}`)} ${WORDS[done] ?? done}${would}${link}${error}`;
}

function hcpCell(plan: RepositoryPlan): string {
  const workspaces = plan.read.workspaces;
  if (workspaces === undefined) return '';
  if (workspaces.length === 0) return 'outside HCP';
  const shown = workspaces.slice(0, 3).map(cellCode).join(', ');
  return `linked: ${shown}${workspaces.length > 3 ? ` and ${workspaces.length - 3} more` : ''}`;
}

function repositoryRow(plan: RepositoryPlan, done: Done, hcp: boolean): string {
  const how = readOf(plan);
  const read = how.read === 'whole' ? '' : ` (${how.read}${how.why !== undefined ? `: ${cell(how.why)}` : ''})`;
  const steps = plan.steps.map((s) => stepCell(s, done.applied.outcomes.get(s))).join('<br>');
  return `| ${cellCode(plan.read.repository.fullName)}${read} | ${plan.read.found} | ${thousands(callsOf(plan))} | ${steps} |${hcp ? ` ${hcpCell(plan)} |` : ''}`;
}

export function campaignSummary(
  done: Done,
  words: Wording,
): { markdown: string; standing: Standing; headline: string } {
  const t = totalsOf(done);
  const { applied, request } = done;
  const failed = t.failed > 0;
  const warns = applied.stopped !== undefined || t.held > 0 || t.noPushAccess > 0 || t.failedToRead > 0;
  const standing: Standing = failed ? 'fails' : warns ? 'warns' : 'passes';
  const headline = request.dryRun
    ? `dry run: ${plural(t.wouldOpen, 'pull request')} would be opened, ${t.wouldUpdate} updated, ${t.wouldClose} closed; nothing was written.`
    : `${plural(t.opened, 'pull request')} opened, ${t.updated} updated, ${t.closed} closed${failed ? `; ${t.failed} failed` : ''}.`;
  const notable = done.plan.repositories.filter(
    (r) => r.steps.length > 0 || !['whole', 'skipped'].includes(readOf(r).read),
  );
  const skipped = done.plan.repositories.filter((r) => r.read.skipped !== undefined);
  const lines = [
    `## Module campaign: ${code(patternText(request.pattern))}`,
    '',
    verdictLine(standing, headline, words.run),
    '',
    `${plural(t.listed, 'repository', 'repositories')} listed, ${thousands(t.selected)} selected, ${thousands(t.read)} read (${t.skipped} skipped${t.notReached > 0 ? `, ${t.notReached} not reached` : ''}${t.failedToRead > 0 ? `, ${t.failedToRead} unreadable` : ''}); ${plural(t.calling, 'repository calls', 'repositories call')} a deprecated or revoked version (${plural(t.calls, 'call')}).`,
    '',
    ...countsLine('Pull requests', [
      [t.opened, 'opened'],
      [t.wouldOpen, 'would be opened'],
      [t.updated, 'updated'],
      [t.wouldUpdate, 'would be updated'],
      [t.closed, 'closed'],
      [t.wouldClose, 'would be closed'],
      [t.held, `held for the next run (${words.name('pullRequestsLimit')}: ${request.pullRequestsLimit})`],
      [t.declined, 'declined'],
      [t.foreign, 'taken over by people'],
      [t.noPushAccess, 'without push access'],
      [t.failed, 'failed'],
    ]),
    ...(applied.stopped !== undefined
      ? [
          `> **Note**`,
          `> The run stopped at ${cellCode(applied.stopped.at)}: ${messageCell(applied.stopped.why)}. The next run goes on from GitHub's state: what was done is found again, nothing is done twice.`,
          '',
        ]
      : []),
  ];
  if (notable.length > 0) {
    const hcp = done.workspaces === 'read';
    const rows = notable.slice(0, ROWS).map((r) => repositoryRow(r, done, hcp));
    lines.push(
      '### Repositories',
      '',
      ...table(
        ['Repository', 'Found by', 'Calls', 'Pull requests', ...(hcp ? ['HCP workspaces'] : [])],
        rows,
        plural(notable.length, 'repository', 'repositories'),
      ),
      '',
      ...(notable.length > ROWS
        ? [`…and ${notable.length - ROWS} more, in the file the \`result-file\` output names.`, '']
        : []),
    );
  } else {
    lines.push('No repository read calls a deprecated or revoked version of the modules named.', '');
  }
  if (skipped.length > 0) {
    const rows = skipped.slice(0, ROWS).map((r) => `| ${cellCode(r.read.repository.fullName)} | ${r.read.skipped} |`);
    lines.push(
      '### Skipped',
      '',
      ...table(['Repository', 'Why'], rows, plural(skipped.length, 'repository skipped', 'repositories skipped')),
      '',
    );
  }
  const kinds = Object.entries(done.requests).filter(([, n]) => n > 0);
  lines.push(
    '### Requests to GitHub',
    '',
    `| ${kinds.map(([k]) => k).join(' | ')} |`,
    `|${kinds.map(() => '---:').join('|')}|`,
    `| ${kinds.map(([, n]) => thousands(n)).join(' | ')} |`,
    '',
    `Blobs read: ${thousands(done.blobReads)} (a file several repositories hold alike is read once).`,
    '',
    ...runFooter(done.context),
  );
  return { markdown: lines.join('\n'), standing, headline };
}
