/**
 * The organization report's outputs: the counts, `deprecated`, and `result` (one object per retired version in use,
 * as `in-use` in the report file). Within GitHub's output limit: fewer workspace names first (never the count), then
 * the versions with the fewest workspaces are left out, and a warning says how many. Pure.
 */
import type { Wording } from '../model.ts';
import { initial } from '../wording.ts';
import { OUTPUT_LIMIT_BYTES } from '../report.ts';
import { OUTPUT_NAME_LEVELS, usageJson } from '../usage/format.ts';
import { plural } from '../text.ts';
import { inUse, totals, type InUseEntry, type ReportData } from './data.ts';

/** How many versions `result` keeps, tried in turn once no name is left, until it fits. */
const ENTRY_LEVELS = [5_000, 1_000, 100, 0] as const;

function entryJson(e: InUseEntry, maxNames: number): Record<string, unknown> {
  return {
    module: e.module,
    version: e.version,
    state: e.state,
    workspaces: usageJson({ count: e.count, names: e.workspaces }, maxNames),
  };
}

/** `result` within the limit, and the warning when versions had to be left out. */
export function resultOutput(
  entries: readonly InUseEntry[],
  words: Wording,
  limit = OUTPUT_LIMIT_BYTES,
): { readonly result: string; readonly warning?: string } {
  const levels = [
    ...OUTPUT_NAME_LEVELS.map((names) => ({ names, kept: entries.length })),
    ...ENTRY_LEVELS.filter((kept) => kept < entries.length).map((kept) => ({ names: 0, kept })),
  ];
  for (const [i, level] of levels.entries()) {
    const json = JSON.stringify(entries.slice(0, level.kept).map((e) => entryJson(e, level.names)));
    // GitHub's limit is in bytes; names may be anything but ASCII.
    if (Buffer.byteLength(json, 'utf8') > limit && i < levels.length - 1) continue;
    const left = entries.length - level.kept;
    return {
      result: json,
      ...(left > 0 && {
        warning: `${initial(words.output('result'))} lists the ${plural(level.kept, 'deprecated or revoked version')} in use by the most workspaces, without their names, and leaves out ${left} more: GitHub caps an output at 1 MB. Every one is in ${words.name('reportFile')}${words.takes('json') ? '' : " (and the command line's `--json`)"}.`,
      }),
    };
  }
  return { result: '[]' };
}

export function migrationOutputs(data: ReportData, words: Wording) {
  const t = totals(data);
  const { result, warning } = resultOutput(inUse(data), words);
  return {
    outputs: {
      result,
      deprecated: String(t.deprecatedInUse + t.revokedInUse > 0),
      'deprecated-in-use': String(t.deprecatedInUse),
      'revoked-in-use': String(t.revokedInUse),
      'workspaces-affected': String(t.workspacesAffected),
    },
    warnings: warning !== undefined ? [warning] : [],
  };
}
