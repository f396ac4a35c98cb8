/**
 * Writing a SARIF log (`sarif-file`) for code scanning, the gate's or a check's. A file that
 * cannot be written is a warning: the verdict stands, and the upload step says the file is missing.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Log } from '../model.ts';
import { SARIF_RESULT_LIMIT, type SarifDraft } from '../sarif.ts';
import { errorMessage, plural, showFile } from '../text.ts';

/** `where` says where the findings left out past the limit are still listed, e.g. "The step summary lists every call." */
export function writeSarifFile(file: string, draft: SarifDraft, log: Log, where: string): void {
  const { log: sarif, omitted } = draft;
  try {
    mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    writeFileSync(file, `${JSON.stringify(sarif, null, 2)}\n`);
    const results = sarif.runs[0]?.results?.length ?? 0;
    log.info(`Wrote ${plural(results, 'result')} for code scanning to ${showFile(file)}`);
  } catch (error) {
    log.warning(`Could not write the SARIF file ${showFile(file)}: ${errorMessage(error)}`);
  }
  if (omitted > 0) {
    log.warning(
      `The SARIF file holds ${SARIF_RESULT_LIMIT} results, the most severe first, and leaves out ${omitted} more: code scanning keeps at most ${SARIF_RESULT_LIMIT} of an upload. ${where}`,
    );
  }
}
