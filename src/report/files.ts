/** Writes the report's files; one that cannot be written throws (WriteFileError): the step fails as invalid input. */
import type { NamedFile } from '../files/named-file.ts';
import { writeFileSafely } from '../files/safe-write.ts';
import type { Burndown } from './burndown.ts';
import type { ReportData } from './data.ts';
import type { ChangeRequestsDone } from './open-change-requests.ts';
import { reportCsv, reportJson } from './formats.ts';

/** The files written, as the inputs named them, in the order given. */
export async function writeReportFiles(
  where: { readonly reportFile?: NamedFile; readonly reportCsv?: NamedFile },
  data: ReportData,
  trend: Burndown | undefined,
  changeRequests?: ChangeRequestsDone,
): Promise<string[]> {
  const written: string[] = [];
  const files: Array<[NamedFile | undefined, () => string]> = [
    [where.reportFile, () => reportJson(data, trend, changeRequests)],
    [where.reportCsv, () => reportCsv(data)],
  ];
  for (const [file, text] of files) {
    if (file === undefined) continue;
    await writeFileSafely(file.file, text(), file);
    written.push(file.file);
  }
  return written;
}
