/** Writes the report's JSON (`report-file`) and CSV (`report-csv`), making their folders. */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Burndown } from './burndown.ts';
import type { MigrationData } from './data.ts';
import type { ChangeRequestsDone } from './open-change-requests.ts';
import { reportCsv, reportJson } from './formats.ts';

/** The files written, in the order given. */
export async function writeReportFiles(
  where: { readonly reportFile?: string; readonly reportCsv?: string },
  data: MigrationData,
  trend: Burndown | undefined,
  changeRequests?: ChangeRequestsDone,
): Promise<string[]> {
  const written: string[] = [];
  const files: Array<[string | undefined, () => string]> = [
    [where.reportFile, () => reportJson(data, trend, changeRequests)],
    [where.reportCsv, () => reportCsv(data)],
  ];
  for (const [file, text] of files) {
    if (file === undefined) continue;
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text());
    written.push(file);
  }
  return written;
}
