/**
 * The gate mode: find the module calls of the configurations, read each private module's
 * versions once, judge every call, and report the findings (annotations at the module blocks).
 */
import type { ModeDeps } from '../model.ts';
import { errorMessage, messageCell, type Report } from '../report.ts';
import { checkConfigurations } from './check.ts';
import { GateError } from './hcl.ts';
import { logInputs, serviceLine } from '../request.ts';
import type { GateModeRequest } from './inputs.ts';
import {
  boundedDeprecatedUses,
  boundedResult,
  buildGateSummary,
  gateAnnotations,
  gateHints,
  gateOutputs,
  gateVerdict,
} from './report.ts';

export async function run(request: GateModeRequest, deps: ModeDeps): Promise<Report> {
  const { gate } = request;
  const { log } = deps;
  try {
    await logInputs(log, request.warnings, [
      serviceLine(request),
      ['Status', `check the module calls of ${gate.directories.map((d) => JSON.stringify(d.display)).join(', ')}`],
      [
        'Checks',
        `modules of the private registry on ${request.service.host}, ${gate.organization !== undefined ? `organization ${gate.organization} only` : 'every organization'}`,
      ],
    ]);
    const result = await checkConfigurations(gate, request.service.host, deps.registry, log, deps.concurrency);
    await log.group('Deprecation status of each module call', async () => {
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
        const line = f.call.location.line !== undefined ? `:${f.call.location.line}` : '';
        log.info(`  ${f.call.location.file}${line}  ${f.call.key}  ${f.call.source}  ${what}`);
      }
    });
    const context = {
      failOnDeprecated: request.failOnDeprecated,
      host: request.service.host,
      ...(gate.organization !== undefined && { organization: gate.organization }),
      ...deps.context,
    };
    const verdict = gateVerdict(
      result,
      request.failOnDeprecated,
      request.allowEmpty,
      request.failOnRevoked,
      gate.organization,
    );
    const bounded = boundedResult(result);
    const { omitted } = bounded;
    const uses = boundedDeprecatedUses(result);
    // Passing with nothing checked is allowed, but worth a warning people see.
    const passedEmpty = !verdict.failed && result.findings.every((f) => f.verdict.status === 'not-checked');
    return {
      outputs: gateOutputs(result, bounded, uses),
      annotations: gateAnnotations(result, request.failOnDeprecated, request.failOnRevoked),
      summary: buildGateSummary(result, context),
      verdict: passedEmpty ? { failed: false } : verdict,
      warnings: [
        ...gateHints(result, request.service.host),
        ...(passedEmpty ? [verdict.message] : []),
        ...(omitted > 0
          ? [
              `The result output lists ${result.findings.length - omitted} of ${result.findings.length} module calls, every deprecated or failed one first: GitHub caps an output at 1 MB. The step summary and the annotations cover the rest.`,
            ]
          : []),
        ...(uses.omitted > 0
          ? [
              `The deprecated-uses output lists ${result.deprecated.length - uses.omitted} of ${result.deprecated.length} deprecated versions in use, without their calls: GitHub caps an output at 1 MB. The deprecated-versions output names every one.`,
            ]
          : []),
      ],
    };
  } catch (error) {
    // A configuration that cannot be read stops the gate: say which file, there and in the summary.
    const message = errorMessage(error);
    const file = error instanceof GateError ? error.file : undefined;
    const line = error instanceof GateError ? error.line : undefined;
    return {
      outputs: {},
      annotations: [
        {
          level: 'error',
          title: 'Module deprecation gate',
          message,
          ...(file !== undefined && { file }),
          ...(line !== undefined && { line }),
        },
      ],
      summary: `### Module versions used by the configuration\n\n❌ ${messageCell(message)}\n`,
      // The annotation above says why; a second error with the same text would only repeat it.
      verdict: { failed: true, reason: error instanceof GateError ? 'invalid-input' : 'internal-error' },
      warnings: [],
    };
  }
}
