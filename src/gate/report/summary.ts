/** The gate's job summary: what was checked, and one row per module call. Pure. */
import type { Deprecation, Revocation, RunContext } from '../../model.ts';
import { SUMMARY_LIMIT_BYTES, countsLine, runFooter, table } from '../../report.ts';
import { callAddress, callLabel, readByLabel } from '../read/calls.ts';
import type { GateFindings } from '../inspect.ts';
import { GATE_RECORD, leftOutText, statusOf, textsWithin, urgentFirst, type CallStatus } from './outputs.ts';
import { directoriesText, readFromText, DIRECTORIES_NAMED } from './directories.ts';
import type { Finding } from '../judge/judge.ts';
import { adviceWords, type SuggestedVersion } from '../../versions/suggestion.ts';
import { headline, type HeadlineContext } from './headline.ts';
import { ownBlock, placeMarkdown } from './placement.ts';
import { cell, cellCode, code, markdownLink, messageCell, plural, thousands } from '../../text.ts';

interface GateReportContext extends RunContext, Omit<HeadlineContext, 'blobUrl'> {
  readonly host: string;
  readonly organization?: string;
}

const STATUS_LABEL: Record<CallStatus, string> = {
  revoked: '⛔ revoked',
  deprecated: '⚠️ deprecated',
  'not-deprecated': '✅ not deprecated',
  'not-checked': '➖ not checked',
  failed: '❌ failed',
};

const COUNT_LABEL: Record<CallStatus, string> = {
  revoked: 'revoked',
  deprecated: 'deprecated',
  'not-deprecated': 'not deprecated',
  'not-checked': 'not checked',
  failed: 'could not be checked',
};

/** A status cell's detail: the revocation's message and the deprecation's reason, each once, and a link. */
function statusDetail(d: Deprecation, revocation: Revocation | undefined): string {
  const message = revocation?.message ?? '';
  const reason = d.reason !== message ? d.reason : '';
  const text =
    // Apart, not joined by a semicolon: a message typed with its full stop would read ".; deprecated".
    message !== '' && reason !== '' ? `${cell(message)} · deprecated: ${cell(reason)}` : cell(message || reason);
  const link = revocation?.link || d.link;
  return `${text !== '' ? `: ${text}` : ''}${link !== '' ? ` (${markdownLink('more', link)})` : ''}`;
}

/** The Suggested cell: the version, and beside it how it stands to the one in use where it is not a plain upgrade. */
function suggestedCell(suggested: SuggestedVersion, inUse: string): string {
  const { note } = adviceWords(suggested, inUse);
  return note === '' ? suggested.version : `${suggested.version} (${note})`;
}

/** "12 deprecated uses already on the base branch": the calls `onlyNew` lets pass. */
export const onBaseText = (uses: number): string => `${plural(uses, 'deprecated use')} already on the base branch`;

export function buildGateSummary(result: GateFindings, context: GateReportContext): string {
  const lines: string[] = [];
  const dirs = directoriesText(
    result.scans.map((s) => s.directory),
    code,
  );
  lines.push(`### Module versions used by ${dirs}`, '');
  lines.push(...headline(result, context));
  const tally = (s: CallStatus): number => result.findings.filter((f) => statusOf(f) === s).length;
  lines.push(
    ...countsLine(
      'Module calls',
      (Object.keys(COUNT_LABEL) as CallStatus[]).map((s) => [tally(s), COUNT_LABEL[s]] as const),
    ),
  );
  const baseline = result.baseline;
  if (baseline !== undefined && 'unreadable' in baseline) {
    lines.push(
      `${context.words.name('onlyNew')}: the base commit cannot be read (${cell(baseline.unreadable)}), so every module call is judged.`,
      '',
    );
  }
  lines.push(
    `Checked: modules of the private registry on ${code(context.host)}${context.organization !== undefined ? ` in organization ${code(context.organization)}` : ''}.`,
  );
  if (result.scans.length <= DIRECTORIES_NAMED) {
    for (const scan of result.scans) lines.push(`- ${code(scan.directory)}: ${readFromText(scan, code)}`);
  } else {
    // Many directories: how many read each way, not a line each.
    const ways = new Map<string, number>();
    for (const scan of result.scans) {
      const way = readFromText({ ...scan, manifest: '.terraform/modules/modules.json' }, code);
      ways.set(way, (ways.get(way) ?? 0) + 1);
    }
    for (const [way, n] of ways) lines.push(`- ${thousands(n)} ${n === 1 ? 'directory' : 'directories'}: ${way}`);
  }
  lines.push('');
  if (result.findings.length === 0) {
    lines.push('No module calls found.', '');
  } else {
    const rowOf = (finding: Finding): string => {
      const { call, verdict } = finding;
      // The version used, and the constraint it was picked by when that says more than the version.
      const constraint = call.constraint?.trim();
      const pinned =
        constraint === undefined ||
        constraint.replace(/^=?\s*v?/, '') === ('version' in verdict ? verdict.version : call.exact);
      const version =
        'version' in verdict
          ? `${verdict.version}${call.exact === undefined && !pinned ? ` (${constraint})` : ''}`
          : (call.exact ?? constraint ?? '');
      const status =
        verdict.status === 'deprecated'
          ? `${STATUS_LABEL[statusOf(finding)]}${finding.onBase === true ? ' (already on the base branch)' : ''}${statusDetail(verdict.deprecation, verdict.revocation)}`
          : verdict.status === 'not-checked'
            ? `${STATUS_LABEL['not-checked']} (${cell(verdict.why)})`
            : verdict.status === 'error'
              ? `${STATUS_LABEL.failed}: ${messageCell(verdict.error)}`
              : STATUS_LABEL['not-deprecated'];
      const suggested =
        verdict.status !== 'deprecated'
          ? ''
          : call.via !== undefined
            ? `upgrade ${callAddress(call.via)}`
            : verdict.suggestion !== undefined
              ? suggestedCell(verdict.suggestion, verdict.version)
              : '—';
      const linked = placeMarkdown(finding, context.place ?? ownBlock, context.blobUrl);
      const where = `${linked}${call.via !== undefined ? ` (in ${cell(callAddress(call.via))})` : ''}`;
      return `| ${cellCode(callLabel(call))}${readByLabel(call)} | ${cell(call.source)} | ${cell(version)} | ${status} | ${cell(suggested)} | ${where} |`;
    };
    const { rows, left } = rowsWithin(result.findings, rowOf, ROWS_LIMIT_BYTES);
    const header = ['Module call', 'Source', 'Version', 'Status', 'Suggested', 'Location'];
    lines.push(...table(header, rows, plural(rows.length, 'module call')), '');
    if (left.length > 0) {
      // GitHub shows 1 MiB of a summary: the table says itself what it leaves out, and where it all is.
      lines.push(
        '> **Note**',
        `> This table shows ${thousands(rows.length)} of ${thousands(result.findings.length)} module calls, every deprecated or failed one first: GitHub shows at most 1 MiB of a summary. Left out: ${leftOutText(left)}. Every call is in ${GATE_RECORD}.`,
        '',
      );
    }
  }
  const footer = runFooter(context);
  if (footer.length > 0) lines.push(...footer, '');
  return lines.join('\n');
}

/** Room for the table's rows: the summary's limit, less room for the heading, the notes and the footer. */
const ROWS_LIMIT_BYTES = SUMMARY_LIMIT_BYTES - 100_000;

/**
 * The rows that fit in `limit` bytes, every deprecated or failed call first, in the calls' order,
 * and the calls left out. A row is made only while there is room: at 28,000 calls, all the rows
 * would be ten times what a summary can show.
 */
export function rowsWithin(
  findings: readonly Finding[],
  rowOf: (finding: Finding) => string,
  limit: number,
): { rows: string[]; left: Finding[] } {
  const order = urgentFirst(findings);
  const made = textsWithin(order, (i) => rowOf(findings[i] as Finding), limit);
  const kept = new Map(made.map((row, n) => [order[n] as number, row]));
  return { rows: findings.flatMap((_, i) => kept.get(i) ?? []), left: findings.filter((_, i) => !kept.has(i)) };
}
