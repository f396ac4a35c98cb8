/** The migration report's log lines, all in one place. */
import type { Log, OrganizationUsage, Wording } from '../model.ts';
import { logInputs, serviceLine } from '../inputs/log.ts';
import { usageLine } from '../usage/inputs.ts';
import { loggable, plural, showFile } from '../text.ts';
import type { ReportRequest } from './inputs.ts';
import { patternText, type ModulePattern } from '../module-pattern.ts';

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
      request.previous !== undefined ? `report of ${request.previous.generatedAt}, for the burn-down` : 'none',
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
export function untrustedUsageWarning(problems: readonly string[]): string {
  const shown = problems.slice(0, 3).map((p) => `${p}.`);
  const more = problems.length - shown.length;
  return (
    `Explorer's answer has ${plural(problems.length, 'value')} the report cannot trust; it shows such a workspace name as text, counts what it can, and leaves out a row whose version is no version. ` +
    `${shown.join(' ')}${more > 0 ? ` And ${more} more.` : ''} A safe revoke (\`revoke-only-unused\`) refuses such an answer.`
  );
}
