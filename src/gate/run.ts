/**
 * The gate mode: find the module calls of the configurations, read each private module's
 * versions once, and judge every call.
 */
import type { ModeDeps, RunContext } from '../model.ts';
import { type FailureReason } from '../report.ts';
import { failureReasonOf } from '../errors.ts';
import { inspectConfigurations, type GateFindings } from './inspect.ts';
import { GateError } from './read/hcl-shared.ts';
import type { GateRequest } from './inputs.ts';
import { gitCommitReader, type CommitReader, type CommitTree } from './read/git.ts';
import { logFindings, logGateInputs } from './log.ts';
import { errorMessage } from '../text.ts';
import { writeSarifFile } from '../files/sarif-file.ts';
import { gateSarif } from './report/sarif.ts';
import { applyEdits, type FixResult } from './fix/apply.ts';
import { diskFiles } from './fix/files.ts';
import { logFix } from './fix/report.ts';
import { editFindings } from './edit/edits.ts';
import { reviewSuggestions, type ReviewSuggestions } from './fix/review.ts';
import { GATE_RECORD } from './report/outputs.ts';

/** What a gate run ended with; `report` turns it into the step's report. */
export type GateResult =
  | {
      readonly kind: 'done';
      readonly request: GateRequest;
      readonly context: RunContext;
      readonly findings: GateFindings;
      /** With `fix`: what it rewrote (or would), and what it left to a person. */
      readonly fix?: FixResult;
      /** With `suggest`: the review to post on the pull request, or why there is none. */
      readonly review?: ReviewSuggestions;
    }
  /** A configuration that could not be read stops the gate, at its file and line where known. */
  | {
      readonly kind: 'failed';
      readonly reason: FailureReason;
      readonly message: string;
      readonly file?: string;
      readonly line?: number;
    };

export async function run(
  request: GateRequest,
  deps: ModeDeps,
  commits: CommitReader = gitCommitReader,
): Promise<GateResult> {
  let checkout: Promise<CommitTree | { readonly unreadable: string }> | undefined;
  try {
    await logGateInputs(deps.log, request);
    // With `onlyNew` on a pull request: the base commit, checked out by git while the head's
    // files are read and the registry is asked (inspect.ts waits for it once the head is read).
    const { onlyNew } = request;
    const baseName = onlyNew !== undefined && 'base' in onlyNew ? onlyNew.base : undefined;
    if (baseName !== undefined) {
      checkout = commits.checkout(request.configurations.workspace, baseName);
      // Handled here as well as below: a checkout that fails while the head is read is no crash.
      checkout.catch(() => undefined);
    }
    const base = onlyNew !== undefined && 'unreadable' in onlyNew ? onlyNew : checkout;
    const findings = await inspectConfigurations(request, deps, base, baseName);
    await logFindings(deps.log, findings.findings);
    const { workspace } = request.configurations;
    if (request.sarifFile !== undefined) {
      // An effect beside the findings: a file that cannot be written is a warning, never the verdict.
      const sarif = gateSarif(findings, { ...request, workspace, repositoryRoot: request.repositoryRoot ?? workspace });
      // The step summary is cut too, past GitHub's limit: the record file never is.
      await writeSarifFile(request.sarifFile, sarif, deps.log, `Every call is in ${GATE_RECORD}.`);
    }
    // Each call's edit, once, from the files as they are now (within the repository), for the review and the fix.
    const editing = request.fix ?? request.suggest;
    const files =
      editing === undefined
        ? undefined
        : diskFiles(
            { workspace, ...(request.repositoryRoot !== undefined && { repositoryRoot: request.repositoryRoot }) },
            editing.words,
          );
    const edits =
      files === undefined || editing === undefined
        ? undefined
        : await editFindings(findings.findings, (file) => files.text(file), editing);
    // The review first: its suggestions are of the pull request's lines as they are, before a fix rewrites them.
    const review =
      request.suggest === undefined || edits === undefined
        ? undefined
        : await reviewSuggestions({ ...request, suggest: request.suggest }, edits, deps.log);
    // The fix writes the edits (or, with `dryRun`, shows the diff) and logs what it did.
    let fix: FixResult | undefined;
    if (request.fix !== undefined && edits !== undefined && files !== undefined) {
      fix = await applyEdits(edits, request.fix.dryRun, files);
      await logFix(deps.log, fix);
    }
    return {
      kind: 'done',
      request,
      context: deps.context,
      findings,
      ...(fix !== undefined && { fix }),
      ...(review !== undefined && { review }),
    };
  } catch (error) {
    // A configuration the gate cannot read is the input's fault; anything else is a bug.
    const gateError = error instanceof GateError ? error : undefined;
    return {
      kind: 'failed',
      reason: failureReasonOf(error, gateError !== undefined ? 'invalid-input' : 'internal-error'),
      message: errorMessage(error),
      ...(gateError?.file !== undefined && { file: gateError.file }),
      ...(gateError?.line !== undefined && { line: gateError.line }),
    };
  } finally {
    const tree = await checkout?.catch(() => undefined);
    if (tree !== undefined && 'root' in tree) await tree.remove();
  }
}
