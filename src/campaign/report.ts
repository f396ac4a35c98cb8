/**
 * The campaign as the step's report: the counts of pull requests opened, updated and closed, the
 * `repositories` output, the summary, and the record file (`result-file`: the whole plan, every
 * diff). A pull request GitHub refused fails the step (`service-error`) once everything else is
 * done; a stop before the end, pull requests held by the bound, and repositories the token may
 * not write are warnings. Pure.
 */
import { failedReport, type Report } from '../report.ts';
import { plural } from '../text.ts';
import type { CampaignResult } from './run.ts';
import { campaignSummary } from './summary.ts';
import { recordOf, repositoriesOutput, totalsOf } from './outputs.ts';

/** The record file's name in the runner's temporary folder. */
export const RECORD_NAME = 'campaign-result.json';

export function report(result: CampaignResult): Report {
  if (result.kind === 'failed') {
    return {
      ...failedReport(result.reason, `The campaign could not be run: ${result.message}`),
      warnings: result.warnings,
    };
  }
  const words = result.context.words;
  const t = totalsOf(result);
  const { markdown, standing, headline } = campaignSummary(result, words);
  const warnings = [...result.warnings];
  if (result.applied.stopped !== undefined) {
    warnings.push(
      `The campaign stopped at ${result.applied.stopped.at}: ${result.applied.stopped.why}. The next run goes on.`,
    );
  }
  if (t.held > 0) {
    warnings.push(
      `${plural(t.held, 'pull request')} were held back by ${words.name('pullRequestsLimit')} (${result.request.pullRequestsLimit}): the next run opens them.`,
    );
  }
  if (t.noPushAccess > 0) {
    warnings.push(
      `The GitHub token may not push to ${plural(t.noPushAccess, 'repository that needs', 'repositories that need')} a pull request: listed as \`no-push-access\` (give the app access to ${t.noPushAccess === 1 ? 'it' : 'them'}).`,
    );
  }
  const record = recordOf(result);
  return {
    outputs: {
      'pull-requests-opened': String(t.opened),
      'pull-requests-updated': String(t.updated),
      'pull-requests-closed': String(t.closed),
      repositories: repositoriesOutput(result),
    },
    annotations: [],
    summary: markdown,
    verdict:
      standing === 'fails'
        ? {
            failed: true,
            reason: 'service-error',
            message: `GitHub refused or failed ${plural(t.failed, 'pull request change')}; ${headline} See ${words.summary}.`,
          }
        : { failed: false, message: `Campaign: ${headline}` },
    warnings,
    noteworthy: t.opened + t.updated + t.closed + t.wouldOpen + t.wouldUpdate + t.wouldClose > 0,
    files: [{ output: 'result-file', name: RECORD_NAME, content: `${JSON.stringify(record, null, 2)}\n` }],
    completeIn: `the file ${words.output('result-file')} names`,
    record: () => record,
  };
}
