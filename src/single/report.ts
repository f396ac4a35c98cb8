/** What the single-module mode reports, all drawn from the outcomes. Pure: the runner writes the `Report`. */
import { inUseWarning } from '../changes/blast-radius.ts';
import { hasFailures, rerunMayHelp, type VersionOutcome } from '../changes/outcome.ts';
import { resultEntries } from '../changes/result.ts';
import type { Deprecation, Wording } from '../model.ts';
import {
  REVOKED_CONSEQUENCE,
  failedReport,
  writeFailureReason,
  fitOutput,
  verdictLine,
  type Annotation,
  type Report,
} from '../report.ts';
import { OUTPUT_NAME_LEVELS } from '../usage/format.ts';
import type { ReleaseInfo } from './release.ts';
import type { SingleResult } from './run.ts';
import { failsCheck, retired } from './checked.ts';
import { checkedLine, doneText, failureParts, singleOpening } from './headline.ts';
import { buildSummary, revokedByStep, type SummaryContext } from './summary.ts';
import { cell, code, messageCell, plural, sentence } from '../text.ts';
import { seeSummary } from '../wording.ts';

/** The summary of a step that failed before it accounted for each version; the message may quote the service: text. */
export function failureSummary(moduleAddress: string, message: string): string {
  return `### Module deprecation: ${code(moduleAddress)}\n\n${verdictLine('fails', messageCell(message))}\n`;
}

/** A dry run changes nothing: the state after the step is the state before it. */
const revokedAfter = (o: VersionOutcome): boolean | undefined => (o.status === 'planned' ? o.revokedBefore : o.revoked);
const deprecationAfter = (o: VersionOutcome): Deprecation | null => (o.status === 'planned' ? o.before : o.after);

/** Every output is always set, so `if:` expressions in workflows never meet an unset one. */
export function actionOutputs(outcomes: readonly VersionOutcome[]): Record<string, string> {
  const changed = outcomes.filter((o) => o.status === 'changed' || o.status === 'planned');
  // A revoked version is deprecated too, and more.
  const deprecated = outcomes.filter((o) => deprecationAfter(o) !== null || revokedAfter(o) === true);
  const single = outcomes.length === 1 ? outcomes[0] : undefined;
  const ids = outcomes.filter((o) => o.deprecationId !== undefined);
  return {
    result: fitOutput(OUTPUT_NAME_LEVELS, (maxNames) => resultEntries(outcomes, maxNames)),
    changed: String(changed.length > 0),
    'changed-versions': changed.map((o) => o.version).join(','),
    deprecated: String(deprecated.length > 0),
    'deprecated-versions': deprecated.map((o) => o.version).join(','),
    'revoked-versions': outcomes
      .filter((o) => revokedAfter(o) === true)
      .map((o) => o.version)
      .join(','),
    reason: (single && deprecationAfter(single)?.reason) ?? '',
    link: (single && deprecationAfter(single)?.link) ?? '',
    'deprecation-id': ids.length === 1 ? (ids[0]?.deprecationId ?? '') : '',
  };
}

interface SingleReportContext extends SummaryContext {
  readonly failOnDeprecated: boolean;
  readonly failOnRevoked?: boolean;
}

/** The report of a run that accounted for every version it was asked about. */
export function singleReport(outcomes: readonly VersionOutcome[], context: SingleReportContext): Report {
  const { status, moduleAddress: address } = context;
  const annotations: Annotation[] = [];
  for (const o of outcomes) {
    // A version the registry lacks is the verdict's error, which names it: not an error of its own.
    if (o.kind === 'missing') continue;
    if (o.status === 'failed' || (o.error !== undefined && !o.verified && o.status === 'changed')) {
      annotations.push({
        level: 'error',
        title: `Module version ${o.version} of ${address}`,
        message: `${o.version}: ${o.error ?? 'failed'}`,
      });
    }
  }
  // Every revoke plan warns of the versions it revokes while workspaces use them.
  for (const o of outcomes.filter(revokedByStep)) {
    if (o.usage === undefined || o.usage.count === 0) continue;
    const onlyUnused = context.words.setting('revokeOnlyUnused', 'true');
    annotations.push({
      level: 'warning',
      ...inUseWarning(address, o.version, o.usage, o.status === 'changed', onlyUnused),
    });
  }
  const deprecated = outcomes.filter((o) => retired(o) && o.status !== 'failed');
  if (status === 'check') {
    for (const o of deprecated) {
      const d = o.after ?? { reason: '', link: o.revocation?.link ?? '' };
      const revocationMessage = o.revoked === true ? (o.revocation?.message ?? '') : '';
      const message = [
        o.revoked === true ? REVOKED_CONSEQUENCE : '',
        sentence(d.reason),
        revocationMessage !== d.reason ? sentence(revocationMessage) : '',
        d.link ? `More information: ${d.link}` : '',
      ]
        .filter((s) => s !== '')
        .join('\n');
      const title = `Module version ${o.version} of ${address} is ${o.revoked === true ? 'revoked' : 'deprecated'}`;
      annotations.push({ level: failsCheck(o, context) ? 'error' : 'warning', title, message: message || title });
    }
  }
  const verdict = singleVerdict(outcomes, context, deprecated);
  return {
    outputs: actionOutputs(outcomes),
    annotations,
    summary: buildSummary(outcomes, {
      ...context,
      reportOnly: status === 'check' && !context.failOnDeprecated && context.failOnRevoked === false,
      opening: singleOpening(outcomes, context, verdict, annotations),
    }),
    verdict,
    warnings: [],
  };
}

function singleVerdict(
  outcomes: readonly VersionOutcome[],
  context: SingleReportContext,
  deprecated: readonly VersionOutcome[],
): Report['verdict'] {
  const failed = outcomes.filter((o) => o.status === 'failed');
  const missing = failed.filter((o) => o.kind === 'missing');
  if (missing.length > 0) {
    // The user's input, not the service: a re-run cannot help, a corrected `version` can.
    const changing = context.status !== 'check' && !context.dryRun;
    return {
      failed: true,
      reason: 'invalid-input',
      message: `${missing.length === 1 ? 'Version' : 'Versions'} ${missing.map((o) => o.version).join(', ')} ${missing.length === 1 ? 'is' : 'are'} not in the registry's version list for this module: check ${context.words.name('version')}.${changing ? ` Nothing was changed: ${context.words.run} changes the versions listed only when every one of them exists.` : ''}`,
    };
  }
  if (hasFailures(outcomes, context.verify)) {
    const parts = failureParts(outcomes, context);
    return {
      failed: true,
      reason: writeFailureReason(failed.map((o) => o.revocationUnavailable === true)),
      message: `${parts.join('; ')}. ${seeSummary(context.words, rerunMayHelp(outcomes, context.verify))}`,
    };
  }
  if (context.status === 'check' && deprecated.some((o) => failsCheck(o, context))) {
    const revoked = deprecated.filter((o) => o.revoked === true);
    return {
      failed: true,
      reason: revoked.some((o) => failsCheck(o, context)) ? 'revoked-in-use' : 'deprecated-in-use',
      message: retiredLine(deprecated),
    };
  }
  // The log's last line says what the summary opens with, without the zeros.
  return {
    failed: false,
    message:
      context.status === 'check'
        ? checkedLine(outcomes.length, deprecated)
        : `${doneText(outcomes, context, context.verify)}.`,
  };
}

/** "2 checked versions are deprecated or revoked: 1 deprecated (1.1.0), 1 revoked (1.0.0)." (revoked counted once). */
function retiredLine(retiredVersions: readonly VersionOutcome[]): string {
  const revoked = retiredVersions.filter((o) => o.revoked === true).map((o) => o.version);
  const deprecated = retiredVersions.filter((o) => o.revoked !== true).map((o) => o.version);
  const checked = `${plural(retiredVersions.length, 'checked version')} ${retiredVersions.length === 1 ? 'is' : 'are'}`;
  if (revoked.length === 0) return `${checked} deprecated: ${deprecated.join(', ')}.`;
  if (deprecated.length === 0) return `${checked} revoked: ${revoked.join(', ')}.`;
  return `${checked} deprecated or revoked: ${deprecated.length} deprecated (${deprecated.join(', ')}), ${revoked.length} revoked (${revoked.join(', ')}).`;
}

/** A prerelease deprecates nothing unless `onPrerelease` says to: the step says why. */
function prereleaseReport(moduleAddress: string, release: ReleaseInfo, words: Wording): Report {
  const message = `Release ${release.tag} is a prerelease: nothing was deprecated. Set ${words.setting('onPrerelease', 'deprecate')} to deprecate on prereleases too.`;
  return {
    outputs: {},
    annotations: [{ level: 'notice', title: `No deprecation of ${moduleAddress}`, message }],
    summary: `### Deprecate module versions of \`${moduleAddress}\`\n\n${verdictLine('passes', cell(message))}\n`,
    verdict: { failed: false, message },
    warnings: [],
  };
}

/** The step's report for what the run ended with. */
export function report(result: SingleResult): Report {
  if (result.kind === 'prerelease') return prereleaseReport(result.address, result.release, result.context.words);
  if (result.kind === 'failed') {
    return failedReport(result.reason, result.message, failureSummary(result.address, result.message));
  }
  const { request } = result;
  return singleReport(result.outcomes, {
    moduleAddress: result.address,
    status: request.status,
    dryRun: request.dryRun,
    verify: request.verify,
    failOnDeprecated: request.failOnDeprecated,
    failOnRevoked: request.failOnRevoked,
    ...(request.warnsByDefault !== undefined && { warnsByDefault: request.warnsByDefault }),
    ...result.context,
    skipped: result.skipped,
  });
}
