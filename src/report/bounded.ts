/** How the report's summary tables are bounded, and what a bounded table says of the rest. Pure. */
import type { Wording } from '../model.ts';
import { plural } from '../text.ts';

/** Rows each table shows at most; the report files hold every one. */
export const SUMMARY_ROWS = { inUse: 300, burndown: 300, versions: 1500 } as const;

/** "N more rows are in the report files": what a bounded table says of what it left out. */
export function more(left: number, what: string, words: Wording): string[] {
  return left > 0
    ? [
        '',
        `${plural(left, `more ${what}`)} not shown here: every one is in ${words.name('reportFile')} and ${words.name('reportCsv')}.`,
        '',
      ]
    : [''];
}
