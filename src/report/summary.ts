/**
 * The job summary: what was asked, on which module, and one row per version. Pure: returns
 * Markdown; `main` writes it.
 */
import type { VersionOutcome } from '../outcome.ts';
import type { Deprecation } from '../registry/client.ts';
import type { Mode } from '../inputs.ts';
import type { SkipReason } from '../versions/selection.ts';

/** A version of the module the step left alone, and why. */
export interface SkippedVersion {
  readonly version: string;
  readonly reason: SkipReason;
  readonly state: Deprecation | null;
}

export interface SummaryContext {
  readonly moduleAddress: string;
  readonly mode: Mode;
  readonly dryRun: boolean;
  readonly verify: boolean;
  /** Link to this workflow run, when known. */
  readonly runUrl?: string;
  readonly runLabel?: string;
  /** The module's other versions; listed after the changed ones so every version shows. */
  readonly skipped?: readonly SkippedVersion[];
}

const SKIP_LABEL: Record<SkipReason, string> = {
  'not-selected': 'not selected',
  'keep-latest': '🛡️ kept (`keep-latest`)',
  'released-now': '🚀 kept (just released)',
};

/**
 * A Markdown link to a URL the service stored. The service may hold any string (a lone
 * surrogate makes encodeURI throw): such a link is shown as text rather than failing the step.
 */
export function markdownLink(label: string, url: string): string {
  try {
    // encodeURI leaves parentheses alone, and a `)` would end the link early.
    return `[${label}](${encodeURI(url).replace(/\(/g, '%28').replace(/\)/g, '%29')})`;
  } catch {
    return label;
  }
}

/** Table cells hold user text: keep it on one line and out of the table's syntax. */
export function cell(text: string): string {
  return (
    text
      // Any line break (a lone CR, NEL, U+2028/9 included) or control character would end the row.
      .replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, ' ')
      .replace(/[\\`*_[\]<>|]/g, (c) => `\\${c}`)
      .trim()
  );
}

const state = (d: Deprecation | null): string => (d === null ? 'active' : '⚠️ deprecated');

const OUTCOME_LABEL: Record<VersionOutcome['status'], string> = {
  changed: '✅ changed',
  unchanged: '➖ unchanged',
  planned: '📝 would change',
  failed: '❌ failed',
};

const ACTION_TITLE: Record<Mode, string> = {
  deprecated: 'Deprecate',
  undeprecated: 'Revert deprecation of',
  check: 'Check',
};

function outcomeLabel(o: VersionOutcome, mode: Mode): string {
  if (mode === 'check')
    return o.status === 'failed' ? OUTCOME_LABEL.failed : o.after === null ? '✅ not deprecated' : '⚠️ deprecated';
  const label = OUTCOME_LABEL[o.status];
  return o.status === 'changed' && !o.verified ? `${label} (not verified)` : label;
}

export function buildSummary(outcomes: readonly VersionOutcome[], context: SummaryContext): string {
  const lines: string[] = [];
  const count = outcomes.length;
  lines.push(
    `### ${ACTION_TITLE[context.mode]} ${count} module version${count === 1 ? '' : 's'} of \`${context.moduleAddress}\``,
    '',
  );
  if (context.dryRun && context.mode !== 'check') {
    lines.push('> [!NOTE]', '> Dry run: nothing was changed. The table shows what would change.', '');
  }
  const tally = (s: VersionOutcome['status']): number => outcomes.filter((o) => o.status === s).length;
  const counts =
    context.mode === 'check'
      ? [
          `${outcomes.filter((o) => o.after !== null).length} deprecated`,
          `${outcomes.filter((o) => o.after === null && o.status !== 'failed').length} not deprecated`,
          `${tally('failed')} failed`,
        ]
      : [
          context.dryRun ? `${tally('planned')} to change` : `${tally('changed')} changed`,
          `${tally('unchanged')} unchanged`,
          `${tally('failed')} failed`,
        ];
  lines.push(`**${counts.join(' · ')}**`, '');
  const linkCell = (d: Deprecation | null): string => (d?.link ? markdownLink(cell(d.link), d.link) : '');
  if (context.mode === 'check') {
    lines.push('| Version | Status | Reason | Link |', '|---|---|---|---|');
    for (const o of outcomes) {
      lines.push(
        `| ${cell(o.version)} | ${outcomeLabel(o, context.mode)} | ${cell(o.after?.reason ?? '')} | ${linkCell(o.after)} |`,
      );
    }
  } else {
    lines.push('| Version | Before | After | Reason | Link | Outcome |', '|---|---|---|---|---|---|');
    for (const o of outcomes) {
      const shown = o.after ?? o.before;
      const after = o.kind === 'missing' ? '—' : state(o.after);
      lines.push(
        `| ${cell(o.version)} | ${state(o.before)} | ${after} | ${cell(shown?.reason ?? '')} | ${linkCell(shown)} | ${outcomeLabel(o, context.mode)} |`,
      );
    }
    for (const s of context.skipped ?? []) {
      lines.push(
        `| ${cell(s.version)} | ${state(s.state)} | ${state(s.state)} | ${cell(s.state?.reason ?? '')} | ${linkCell(s.state)} | ${SKIP_LABEL[s.reason]} |`,
      );
    }
  }
  const errors = outcomes.filter((o) => o.error !== undefined);
  if (errors.length > 0) {
    lines.push('', '**Problems**', '');
    for (const o of errors) lines.push(`- \`${cell(o.version)}\`: ${cell(o.error ?? '')}`);
  }
  if (context.runUrl !== undefined) {
    lines.push(
      '',
      `<sub>${context.verify && !context.dryRun && context.mode !== 'check' ? 'Verified through the registry read API. ' : ''}[${context.runLabel ?? 'Workflow run'}](${context.runUrl})</sub>`,
    );
  }
  lines.push('');
  return lines.join('\n');
}

/**
 * The summary of a step that failed before it could account for each version, e.g. when the
 * first read failed. The message may quote what the service or a proxy answered: shown as text.
 */
export function failureSummary(moduleAddress: string, message: string): string {
  return `### Module deprecation: \`${moduleAddress}\`\n\n❌ ${cell(message)}\n`;
}
