/** Writes a SARIF log (`sarifFile`) via safe-write.ts; one not written is a warning saying why: the verdict stands. */
import type { Log } from '../model.ts';
import { SARIF_RESULT_LIMIT, type SarifDraft } from '../sarif.ts';
import { errorMessage, plural, showFile } from '../text.ts';
import type { NamedFile } from './named-file.ts';
import { writeFileSafely } from './safe-write.ts';

/** `where` says where every finding is, past what the log holds, e.g. "Every call is in `gate-result.json`…". */
export async function writeSarifFile(file: NamedFile, draft: SarifDraft, log: Log, where: string): Promise<void> {
  const { log: sarif, omitted, unplaced } = draft;
  try {
    await writeFileSafely(file.file, `${JSON.stringify(sarif, null, 2)}\n`, file);
    const results = sarif.runs[0]?.results?.length ?? 0;
    log.info(`Wrote ${plural(results, 'result')} for code scanning to ${showFile(file.file)}`);
  } catch (error) {
    log.warning(
      `${errorMessage(error)} No SARIF file was written: the verdict stands, and an upload step will find no file.`,
    );
  }
  if (unplaced !== undefined && unplaced.results > 0) {
    log.warning(
      `The SARIF file leaves out ${plural(unplaced.results, 'result')}: ${unplaced.why}. Code scanning refuses a whole upload for one result without a location in the repository. ${where}`,
    );
  }
  if (omitted > 0) {
    log.warning(
      `The SARIF file holds ${SARIF_RESULT_LIMIT} results, the most severe first, and leaves out ${omitted} more: code scanning keeps at most ${SARIF_RESULT_LIMIT} of an upload. ${where}`,
    );
  }
}
