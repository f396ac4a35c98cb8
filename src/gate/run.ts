/**
 * The gate mode: find the module calls of the configurations, read each private module's
 * versions once, and judge every call.
 */
import type { ModeDeps, RunContext } from '../model.ts';
import { failureReasonOf, type FailureReason } from '../report.ts';
import { inspectConfigurations, type GateFindings } from './inspect.ts';
import { GateError } from './hcl.ts';
import type { GateRequest } from './inputs.ts';
import { logFindings, logGateInputs } from './log.ts';
import { errorMessage } from '../text.ts';

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

export async function run(request: GateRequest, deps: ModeDeps): Promise<GateResult> {
  try {
    await logGateInputs(deps.log, request);
    const findings = await inspectConfigurations(request, deps);
    await logFindings(deps.log, findings.findings);
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
  }
}
