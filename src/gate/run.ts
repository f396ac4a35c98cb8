/**
 * The gate mode: find the module calls of the configurations, read each private module's
 * versions once, and judge every call.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Log, ModeDeps, RunContext } from '../model.ts';
import { failureReasonOf, type FailureReason } from '../report.ts';
import { inspectConfigurations, type GateFindings } from './inspect.ts';
import { GateError } from './hcl.ts';
import type { GateRequest } from './inputs.ts';
import { gitCommitReader, type CommitReader, type CommitTree } from './git.ts';
import { logFindings, logGateInputs } from './log.ts';
import { errorMessage, plural, showFile } from '../text.ts';
import { gateSarif, SARIF_RESULT_LIMIT } from './sarif.ts';

/** What a gate run ended with; `report` turns it into the step's report. */
export type GateResult =
  | {
      readonly kind: 'done';
      readonly request: GateRequest;
      readonly context: RunContext;
      readonly findings: GateFindings;
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
  let tree: CommitTree | undefined;
  try {
    await logGateInputs(deps.log, request);
    // With only-new on a pull request: the base commit, read from git before anything is judged.
    const base =
      request.onlyNew === undefined
        ? undefined
        : 'unreadable' in request.onlyNew
          ? request.onlyNew
          : await deps.log.group('Read the base commit', () =>
              commits.checkout(request.configurations.workspace, (request.onlyNew as { base: string }).base),
            );
    if (base !== undefined && 'root' in base) tree = base;
    const findings = await inspectConfigurations(request, deps, base);
    await logFindings(deps.log, findings.findings);
    if (request.sarifFile !== undefined) writeSarif(request, request.sarifFile, findings, deps.log);
    return { kind: 'done', request, context: deps.context, findings };
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
    await tree?.remove();
  }
}

/**
 * The SARIF log for code scanning. A file that cannot be written is a warning: the verdict
 * stands, and the upload step says the file is missing.
 */
function writeSarif(request: GateRequest, file: string, findings: GateFindings, log: Log): void {
  const { log: sarif, omitted } = gateSarif(findings, request);
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
      `The SARIF file holds ${SARIF_RESULT_LIMIT} results, the most severe first, and leaves out ${omitted} more: code scanning keeps at most ${SARIF_RESULT_LIMIT} of an upload. The step summary lists every call.`,
    );
  }
}
