/**
 * The gate's findings as a SARIF 2.1.0 log, for GitHub code scanning: a result per call of a
 * deprecated or revoked version (and a note per call that could not be checked), at its module
 * block relative to the repository root, with a fingerprint that stays the same across runs so an
 * alert keeps its identity. Pure.
 */
import { createHash } from 'node:crypto';
import type { Result } from 'sarif';
import { SARIF_RULES, sarifLocation, sarifLog, sarifRuleIndex, type SarifDraft } from '../sarif.ts';
import { suggestionText } from './advice.ts';
import { callAddress, callLabel } from './calls.ts';
import type { GateFindings } from './inspect.ts';
import type { Finding } from './judge.ts';

export interface SarifOptions {
  readonly failOnDeprecated: boolean;
  readonly failOnRevoked: boolean;
}

/** A hash of what makes the call's alert the same one: its directory, call, module and version. */
export function fingerprint(finding: Finding, version: string): string {
  const { call } = finding;
  const address =
    'address' in finding.verdict && finding.verdict.address !== undefined ? finding.verdict.address : call.source;
  return createHash('sha256').update([call.directory, call.key, address, version].join('\0')).digest('hex');
}

export function gateSarif(findings: GateFindings, options: SarifOptions): SarifDraft {
  return sarifLog(findings.findings.flatMap((f) => resultOf(f, options)));
}

function resultOf(finding: Finding, options: SarifOptions): Result[] {
  const { call, verdict } = finding;
  const where = `${callLabel(call)}${call.via === undefined ? '' : ` (inside ${callAddress(call.via)})`}`;
  if (verdict.status === 'deprecated') {
    const revoked = verdict.revoked === true;
    const rule = revoked ? SARIF_RULES.revoked : SARIF_RULES.deprecated;
    // With only-new, a call already on the base branch is a warning, as in the annotations.
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
        locations: [location(finding)],
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
  const why = verdict.status === 'error' ? verdict.error : verdict.why;
  return [
    {
      ruleId: SARIF_RULES.unchecked.id,
      ruleIndex: sarifRuleIndex(SARIF_RULES.unchecked.id),
      level: 'note',
      message: { text: `${where} could not be checked: ${why}` },
      locations: [location(finding)],
      partialFingerprints: { 'moduleVersionCall/v1': fingerprint(finding, call.exact ?? call.constraint ?? '') },
    },
  ];
}

/** The module block, relative to the repository root. */
function location(finding: Finding): NonNullable<Result['locations']>[number] {
  const { file, line } = finding.call.location;
  return sarifLocation(file, line);
}
