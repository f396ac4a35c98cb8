/** Who uses a version, for the log, summary and outputs; service names become code spans, never markup. Pure. */
import type { VersionOutcome } from '../changes/outcome.ts';
import type { Usage, VersionUsage, Wording } from '../model.ts';
import { cellCode, plural } from '../text.ts';

/** Names shown in one log line before "+N more". */
const LOG_NAMES = 5;
/** Names shown in a summary cell before they fold into a `<details>`. */
const CELL_NAMES = 3;

/** A version's usage, where usage was read: a version no row names has no users. */
export function usageOf(usage: Usage | undefined, version: string): VersionUsage | undefined {
  if (usage === undefined) return undefined;
  return usage.get(version) ?? { count: 0, names: [] };
}

/** For the log: "3 workspaces (app-prod, app-staging, +1 more)", "no workspaces". */
export function usageText(u: VersionUsage): string {
  if (u.count === 0) return 'no workspaces';
  const shown = u.names.slice(0, LOG_NAMES);
  const more = u.count - shown.length;
  const names = shown.length > 0 ? ` (${shown.join(', ')}${more > 0 ? `, +${more} more` : ''})` : '';
  return `${plural(u.count, 'workspace')}${names}`;
}

/** For a summary table cell: the count and the names, folded into a one-line `<details>` (as GitHub renders it in a table). */
export function usageCell(u: VersionUsage | undefined): string {
  if (u === undefined) return '';
  if (u.count === 0) return '0';
  const names = u.names.map((n) => cellCode(n)).join(', ');
  const unnamed = u.count - u.names.length;
  const rest = unnamed > 0 ? `${names === '' ? '' : ', '}+${unnamed} unnamed` : '';
  if (u.names.length <= CELL_NAMES) return `${u.count}${names !== '' || rest !== '' ? `: ${names}${rest}` : ''}`;
  return `<details><summary>${plural(u.count, 'workspace')}</summary>${names}${rest}</details>`;
}

/** For the outputs: `{count, names}`, or null where not read; names (never the count) dropped to fit GitHub's limit. */
export function usageJson(u: VersionUsage | undefined, maxNames = Infinity): { count: number; names: string[] } | null {
  return u === undefined ? null : { count: u.count, names: u.names.slice(0, maxNames) };
}

/** How many workspace names each version keeps in an output, tried in turn until it fits. */
export const OUTPUT_NAME_LEVELS = [Infinity, 100, 10, 0] as const;

/** Each outcome with who uses its version, and, for a revoke held back because workspaces use it, why. */
export function withUsage(
  outcomes: readonly VersionOutcome[],
  usage: Usage | undefined,
  held: ReadonlyMap<string, VersionUsage>,
  /** What revokes only unused versions where the plan was made: the runner's setting, or a policy rule's key. */
  option: string,
): VersionOutcome[] {
  return outcomes.map((o) => {
    const used = o.kind === 'missing' ? undefined : usageOf(usage, o.version);
    const kept = held.get(o.version);
    return {
      ...o,
      ...(used !== undefined && { usage: used }),
      ...(kept !== undefined && {
        note: `Not revoked: in use by ${usageText(kept)}. With ${option}, only unused versions are revoked, so it stays deprecated.`,
      }),
    };
  });
}

/** Under every summary that shows usage: what the figures cover. */
export const usageScopeNote = (words: Wording): string =>
  `Workspaces are those of HCP Terraform (from its Explorer). Configurations run elsewhere are not counted: the gate (${words.name('configDirectory')}) covers those from their side.`;
