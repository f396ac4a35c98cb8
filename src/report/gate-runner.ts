/**
 * Writes the gate's report to the runner: annotations at the module blocks, outputs, the job
 * summary, and the step's verdict.
 */
import * as core from '@actions/core';
import { printable } from '../registry/errors.ts';
import type { GateRequest, GateResult } from '../gate/check.ts';
import type { ActionRequest } from '../inputs.ts';
import { GateError } from '../gate/hcl.ts';
import { cell } from './summary.ts';
import {
  buildGateSummary,
  gateAnnotations,
  gateHints,
  gateOutputs,
  gateVerdict,
  type GateReportContext,
} from './gate.ts';

export async function writeGateReport(result: GateResult, context: GateReportContext): Promise<void> {
  await core.group('Deprecation status of each module call', async () => {
    for (const f of result.findings) {
      const v = f.verdict;
      const what =
        v.status === 'deprecated'
          ? `${v.version} DEPRECATED`
          : v.status === 'ok'
            ? `${v.version} not deprecated`
            : v.status === 'not-checked'
              ? `not checked (${v.why})`
              : `failed: ${v.error}`;
      // The calls come from the files of a pull request: print them, never run them as commands.
      core.info(
        printable(
          `  ${f.call.location.file}${f.call.location.line !== undefined ? `:${f.call.location.line}` : ''}  ${f.call.key}  ${f.call.source}  ${what}`,
        ),
      );
    }
  });
  for (const a of gateAnnotations(result, context.failOnDeprecated)) {
    const properties = {
      title: a.title,
      ...(a.file !== undefined && { file: a.file }),
      ...(a.line !== undefined && { startLine: a.line }),
    };
    if (a.level === 'error') core.error(a.message, properties);
    else core.warning(a.message, properties);
  }
  for (const hint of gateHints(result, context.host)) core.warning(hint);
  for (const [name, value] of Object.entries(gateOutputs(result))) core.setOutput(name, value);
  if (process.env.GITHUB_STEP_SUMMARY) {
    try {
      await core.summary.addRaw(buildGateSummary(result, context)).write();
    } catch (error) {
      core.warning(`Could not write the job summary: ${String(error)}`);
    }
  }
  const verdict = gateVerdict(result, context.failOnDeprecated);
  if (verdict.failed) core.setFailed(verdict.message);
  else core.info(verdict.message);
}

/** What the gate will look at, for the log. */
export async function logGateInputs(request: ActionRequest, gate: GateRequest): Promise<void> {
  await core.group('Inputs', async () => {
    for (const warning of request.warnings) core.warning(warning);
    core.info(`Service:      ${request.service.baseUrl} (token from ${request.tokenSource})`);
    core.info(
      `Status:       check the module calls of ${gate.directories.map((d) => JSON.stringify(d.display)).join(', ')}`,
    );
    core.info(
      `Checks:       modules of the private registry on ${request.service.host}, ${gate.organization !== undefined ? `organization ${gate.organization} only` : 'every organization'}`,
    );
  });
}

/** A configuration that cannot be read stops the gate: say which file, there and in the summary. */
export async function writeGateFailure(error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  const file = error instanceof GateError ? error.file : undefined;
  const line = error instanceof GateError ? error.line : undefined;
  if (process.env.GITHUB_STEP_SUMMARY) {
    try {
      await core.summary.addRaw(`### Module versions used by the configuration\n\n❌ ${cell(message)}\n`).write();
    } catch {
      // The failure below says it all.
    }
  }
  core.error(message, {
    title: 'Module deprecation gate',
    ...(file !== undefined && { file }),
    ...(line !== undefined && { startLine: line }),
  });
  process.exitCode = core.ExitCode.Failure;
}
