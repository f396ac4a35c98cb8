/**
 * `fix: true`: after the gate has judged every call, the deprecated ones rewritten in place (or,
 * with `dry-run`, the diff that would do it), and what was done logged.
 */
import type { GateFindings } from '../inspect.ts';
import type { FixOptions, GateRequest } from '../inputs.ts';
import type { GateLog } from '../log.ts';
import { fixFindings, type FixResult, type FixWriter } from './apply.ts';
import { logFix } from './report.ts';
import { fixWriter } from './write.ts';

export async function runFix(
  request: GateRequest & { readonly fix: FixOptions },
  findings: GateFindings,
  log: GateLog,
  writer: FixWriter = fixWriter(
    request.configurations.workspace,
    request.configurations.directories.map((d) => d.path),
    request.fix.words,
  ),
): Promise<FixResult> {
  const result = await fixFindings(
    findings.findings,
    { ...request.fix, workspace: request.configurations.workspace },
    writer,
  );
  await logFix(log, result);
  return result;
}
