/**
 * `fix` and `suggest` in the gate's run: the edit of every call on a deprecated or revoked
 * version computed once, from the files as they are now, and handed to the review's suggestions
 * and to the fix; the fix then writes it (or, with `dryRun`, shows the diff) and logs what it did.
 */
import type { GateFindings } from '../inspect.ts';
import type { FixOptions, GateRequest } from '../inputs.ts';
import type { GateLog } from '../log.ts';
import { editFindings, type Edits } from '../edit/edits.ts';
import { applyEdits, type FixResult } from './apply.ts';
import { diskFiles, type EditedFiles } from './files.ts';
import { logFix } from './report.ts';

/** The files a run edits: the disk, within the repository. */
export const runFiles = (request: GateRequest, options: FixOptions): EditedFiles =>
  diskFiles(
    {
      workspace: request.configurations.workspace,
      ...(request.repositoryRoot !== undefined && { repositoryRoot: request.repositoryRoot }),
    },
    options.words,
  );

export const editRun = (findings: GateFindings, files: EditedFiles, options: FixOptions): Promise<Edits> =>
  editFindings(findings.findings, (file) => files.text(file), options);

export async function runFix(options: FixOptions, edits: Edits, files: EditedFiles, log: GateLog): Promise<FixResult> {
  const result = await applyEdits(edits, options.dryRun, files);
  await logFix(log, result);
  return result;
}
