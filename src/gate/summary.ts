/** The gate's job summary: what was checked, and one row per module call. Pure. */
import type { Deprecation, Revocation, RunContext } from '../model.ts';
import { runFooter, table } from '../report.ts';
import { callAddress, callLabel } from './calls.ts';
import type { GateFindings } from './inspect.ts';
import { statusOf, type CallStatus } from './outputs.ts';
import { cell, cellCode, code, lineLink, markdownLink, messageCell, plural } from '../text.ts';

export interface GateReportContext extends RunContext {
  readonly failOnDeprecated: boolean;
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

/** A status cell's detail: the revocation's message and the deprecation's reason, each once, and a link. */
function statusDetail(d: Deprecation, revocation: Revocation | undefined): string {
  const message = revocation?.message ?? '';
  const reason = d.reason !== message ? d.reason : '';
  const text =
    message !== '' && reason !== '' ? `${cell(message)}; deprecated: ${cell(reason)}` : cell(message || reason);
  const link = revocation?.link || d.link;
  return `${text !== '' ? `: ${text}` : ''}${link !== '' ? ` (${markdownLink('more', link)})` : ''}`;
}

/** "12 deprecated uses already on the base branch": the calls only-new lets pass. */
export const onBaseText = (count: number): string => `${plural(count, 'deprecated use')} already on the base branch`;

export function buildGateSummary(result: GateFindings, context: GateReportContext): string {
  const lines: string[] = [];
  const dirs = result.scans.map((s) => code(s.directory)).join(', ');
  lines.push(`### Module versions used by ${dirs}`, '');
  const tally = (s: CallStatus): number => result.findings.filter((f) => statusOf(f) === s).length;
  lines.push(
    `**${tally('revoked') > 0 ? `${tally('revoked')} revoked · ` : ''}${tally('deprecated')} deprecated · ${tally('not-deprecated')} not deprecated · ${tally('not-checked')} not checked · ${tally('failed')} failed**`,
    '',
  );
  const baseline = result.baseline;
  if (baseline !== undefined && 'onBase' in baseline && baseline.onBase > 0) {
    lines.push(
      `**${onBaseText(baseline.onBase)}**: warnings only, since \`only-new\` is true; the step fails only on what this change adds or moves.`,
      '',
    );
  } else if (baseline !== undefined && 'unreadable' in baseline) {
    lines.push(
      `\`only-new\`: the base commit cannot be read (${cell(baseline.unreadable)}), so every module call is judged.`,
      '',
    );
  }
  lines.push(
    `Checked: modules of the private registry on ${code(context.host)}${context.organization !== undefined ? ` in organization ${code(context.organization)}` : ''}.`,
  );
  for (const scan of result.scans) {
    lines.push(
      `- ${code(scan.directory)}: ${scan.from === 'modules.json' ? `from ${code(scan.manifest ?? '')}, the exact versions \`terraform init\` installed` : 'from the `.tf` files, each version constraint resolved as `terraform init` would'}`,
    );
  }
  lines.push('');
  if (result.findings.length === 0) {
    lines.push('No module calls found.', '');
  } else {
    const rows = result.findings.map((finding) => {
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
            : (verdict.suggestion?.version ?? '—');
      const { file, line } = call.location;
      const place = `${cell(file)}${line !== undefined ? `:${line}` : ''}`;
      const linked = context.blobUrl !== undefined ? lineLink(place, context.blobUrl, file, line) : place;
      const where = `${linked}${call.via !== undefined ? ` (in ${cell(callAddress(call.via))})` : ''}`;
      return `| ${cellCode(callLabel(call))} | ${cell(call.source)} | ${cell(version)} | ${status} | ${cell(suggested)} | ${where} |`;
    });
    const header = ['Module call', 'Source', 'Version', 'Status', 'Suggested', 'Location'];
    lines.push(...table(header, rows, plural(rows.length, 'module call')), '');
  }
  const footer = runFooter(context);
  if (footer.length > 0) lines.push(...footer, '');
  return lines.join('\n');
}
