/** The migration report's log lines, all in one place. */
import type { Log, OrganizationUsage, Wording } from '../model.ts';
import { logInputs, serviceLine } from '../inputs/log.ts';
import { usageLine } from '../usage/inputs.ts';
import { loggable, plural, showFile } from '../text.ts';
import type { ReportRequest } from './inputs.ts';
import { patternText, type ModulePattern } from '../module-pattern.ts';
import { shownTime } from './burndown.ts';

export async function logReportInputs(log: Log, words: Wording, request: ReportRequest): Promise<void> {
  await logInputs(log, request.warnings, [
    [
      'Report',
      `every private module of organization ${request.organization}${request.pattern !== undefined ? ` matching ${patternText(request.pattern)}` : ''}`,
    ],
    serviceLine(request),
    usageLine(request, words),
    [
      'Files',
      [request.reportFile, request.reportCsv]
        .filter((f) => f !== undefined)
        .map((f) => showFile(f.file))
        .join(', ') || 'none (summary and outputs only)',
    ],
    [
      'Previous',
      request.previous !== undefined
        ? `report of ${shownTime(request.previous.generatedAt)}${request.previous.scope?.patterns.length ? ` (modules matching ${request.previous.scope.patterns.join(', ')})` : ''}, for the burn-down`
        : 'none',
    ],
  ]);
}

export function logModules(log: Log, listed: number, kept: number, pattern: ModulePattern | undefined): void {
  log.info(
    pattern === undefined
      ? `The organization has ${plural(listed, 'private module')}.`
      : `${kept} of the organization\u2019s ${plural(listed, 'private module')} match ${patternText(pattern)}.`,
  );
}

export function logUsage(log: Log, usage: OrganizationUsage | undefined, problem: string | undefined): void {
  if (usage === undefined) {
    log.info(loggable(`Usage: ${problem ?? 'not read'}`));
    return;
  }
  const via =
    usage.via === 'export'
      ? 'Explorer\u2019s export (one request)'
      : 'Explorer\u2019s paged query (the export was not available)';
  log.info(`Usage of ${plural(usage.modules.size, 'module')} read from ${via}.`);
}

export function logWritten(log: Log, files: readonly string[]): void {
  for (const file of files) log.info(`Wrote ${loggable(showFile(file))}.`);
}

/** Rows of Explorer the report kept as text (or left out): said once, the first few named. */
export function untrustedUsageWarning(problems: readonly string[], words: Wording): string {
  const shown = problems.slice(0, 3).map((p) => `${p}.`);
  const more = problems.length - shown.length;
  return (
    `Explorer's answer has ${plural(problems.length, 'value')} the report cannot trust; it shows such a workspace name as text, counts what it can, and leaves out a row whose version is no version. ` +
    `${shown.join(' ')}${more > 0 ? ` And ${more} more.` : ''} A safe revoke (${words.name('revokeOnlyUnused')}) refuses such an answer.`
  );
}

/** Revoked versions whose message could not be read: the report goes on without it. */
export function revocationsWarning(unread: readonly string[]): string {
  const shown = unread.slice(0, 3).join('; ');
  const more = unread.length > 3 ? `; and ${unread.length - 3} more` : '';
  return `The revocation message of ${plural(unread.length, 'revoked version')} could not be read, so the report files leave it out: ${shown}${more}.`;
}

/** Explorer's workspace view could not be read: the report names no workspace's project. */
export function projectsWarning(problem: string): string {
  return `Each workspace's project (Explorer's workspace view) could not be read, so the report files give none: ${problem}`;
}
