/**
 * The gate's findings as a SARIF 2.1.0 log for code scanning: a result per call of a retired version
 * (a note per call that could not be checked), with a fingerprint stable across runs so an alert
 * keeps its identity. Pure.
 */
import { createHash } from 'node:crypto';
import type { Result } from 'sarif';
import { SARIF_RULES, sarifLocation, sarifLog, sarifRuleIndex, type SarifDraft } from '../../sarif.ts';
import { suggestionText } from '../judge/advice.ts';
import { callAddress, callLabel } from '../read/calls.ts';
import type { GateFindings } from '../inspect.ts';
import type { Finding } from '../judge/judge.ts';
import { outsideText, placer, type Placement } from './placement.ts';

interface SarifOptions {
  readonly failOnDeprecated: boolean;
  readonly failOnRevoked: boolean;
  /** What the findings' files are relative to. */
  readonly workspace: string;
  /** What the log's locations are relative to: the repository's top level. */
  readonly repositoryRoot: string;
}

/** A hash of what makes the call's alert the same one: its directory, call, module and version. */
export function fingerprint(finding: Finding, version: string): string {
  const { call } = finding;
  const address =
    'address' in finding.verdict && finding.verdict.address !== undefined ? finding.verdict.address : call.source;
  // A call only one tool reads (beside the other tool's call of the same name) is an alert of its own.
  const tool = call.readBy !== undefined ? [call.readBy] : [];
  return createHash('sha256')
    .update([call.directory, call.key, ...tool, address, version].join('\0'))
    .digest('hex');
}

/**
 * Every result has a location in the repository: code scanning refuses a whole upload for one
 * result without. A call placed nowhere in it (placement.ts) is left out and counted (`unplaced`).
 */
export function gateSarif(findings: GateFindings, options: SarifOptions): SarifDraft {
  const place = placer(findings.findings, options);
  let unplaced = 0;
  const results = findings.findings.flatMap((f) => {
    const made = resultOf(f, options, place(f));
    if (made === 'unplaced') {
      unplaced++;
      return [];
    }
    return made;
  });
  return {
    ...sarifLog(results),
    ...(unplaced > 0 && {
      unplaced: {
        results: unplaced,
        why: 'their calls are in files outside the repository (local modules elsewhere on disk), with no module block of the repository to place them at',
      },
    }),
  };
}

function resultOf(finding: Finding, options: SarifOptions, placed: Placement | undefined): Result[] | 'unplaced' {
  const { call, verdict } = finding;
  const where = `${callLabel(call)}${call.via === undefined ? '' : ` (inside ${callAddress(call.via)})`}${placed?.outside === undefined ? '' : ` (in ${outsideText(placed.outside)}, outside the repository)`}`;
  const location = placed === undefined ? undefined : sarifLocation(placed.inRepository, placed.at.line);
  if (verdict.status === 'deprecated') {
    if (location === undefined) return 'unplaced';
    const revoked = verdict.revoked === true;
    const rule = revoked ? SARIF_RULES.revoked : SARIF_RULES.deprecated;
    // With `onlyNew`, a call already on the base branch is a warning, as in the annotations.
    const fails = finding.onBase !== true && (revoked ? options.failOnRevoked : options.failOnDeprecated);
    const text = [
      `${where} uses ${verdict.address} ${verdict.version}, which is ${revoked ? 'revoked' : 'deprecated'}: ${JSON.stringify(verdict.deprecation.reason)}.`,
      ...(revoked && verdict.revocation?.message ? [`Revoked: ${JSON.stringify(verdict.revocation.message)}.`] : []),
      suggestionText(verdict.suggestion, verdict.version),
      // Last, so that no sentence is glued to the link.
      ...(verdict.deprecation.link ? [`More information: ${verdict.deprecation.link}`] : []),
    ].join(' ');
    return [
      {
        ruleId: rule.id,
        ruleIndex: sarifRuleIndex(rule.id),
        level: fails ? 'error' : 'warning',
        message: { text },
        locations: [location],
        partialFingerprints: { 'moduleVersionCall/v1': fingerprint(finding, verdict.version) },
        properties: {
          module: verdict.address,
          version: verdict.version,
          ...(verdict.suggestion !== undefined && { suggestedVersion: verdict.suggestion.version }),
        },
      },
    ];
  }
  const unresolved =
    verdict.status === 'error' || (verdict.status === 'not-checked' && verdict.cause === 'version-expression');
  if (!unresolved) return [];
  if (location === undefined) return 'unplaced';
  const why = verdict.status === 'error' ? verdict.error : verdict.why;
  return [
    {
      ruleId: SARIF_RULES.unchecked.id,
      ruleIndex: sarifRuleIndex(SARIF_RULES.unchecked.id),
      level: 'note',
      message: { text: `${where} could not be checked: ${why}` },
      locations: [location],
      partialFingerprints: { 'moduleVersionCall/v1': fingerprint(finding, call.exact ?? call.constraint ?? '') },
    },
  ];
}
