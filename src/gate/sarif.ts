/**
 * The gate's findings as a SARIF 2.1.0 log, for GitHub code scanning: a result per call of a
 * deprecated or revoked version (and a note per call that could not be checked), at its module
 * block relative to the repository root, with a fingerprint that stays the same across runs so an
 * alert keeps its identity. Pure.
 */
import { createHash } from 'node:crypto';
import type { Log as SarifLog, ReportingDescriptor, Result } from 'sarif';
import { VERSION } from '../action-version.ts';
import { suggestionText } from './annotations.ts';
import { callAddress, callLabel } from './calls.ts';
import type { GateFindings } from './inspect.ts';
import type { Finding } from './judge.ts';

/**
 * Code scanning keeps at most 5,000 results of an upload (it refuses more than 25,000), the most
 * severe first: the log holds no more, errors and warnings before notes.
 */
export const SARIF_RESULT_LIMIT = 5_000;

const DOCS = 'https://github.com/your-org/tfe-module-deprecation-action/blob/v1/docs/pull-requests.md';

export const SARIF_RULES = {
  deprecated: {
    id: 'deprecated-module-version',
    name: 'DeprecatedModuleVersion',
    shortDescription: { text: 'A module call uses a deprecated version of a private registry module' },
    fullDescription: {
      text: 'The version is deprecated in the HCP Terraform / Terraform Enterprise private registry: move to the suggested version.',
    },
    helpUri: `${DOCS}#code-scanning`,
  },
  revoked: {
    id: 'revoked-module-version',
    name: 'RevokedModuleVersion',
    shortDescription: { text: 'A module call uses a revoked version of a private registry module' },
    fullDescription: {
      text: 'The version is revoked: runs of new workspaces that use it will not proceed. Move to the suggested version.',
    },
    helpUri: `${DOCS}#code-scanning`,
  },
  unchecked: {
    id: 'unchecked-module-call',
    name: 'UncheckedModuleCall',
    shortDescription: { text: 'A module call whose version could not be checked' },
    fullDescription: {
      text: 'The module or version of the call could not be resolved, so its deprecation is unknown.',
    },
    helpUri: `${DOCS}#code-scanning`,
  },
} as const satisfies Record<string, ReportingDescriptor>;

export interface SarifOptions {
  readonly failOnDeprecated: boolean;
  readonly failOnRevoked: boolean;
}

export interface SarifDraft {
  readonly log: SarifLog;
  /** Results left out past SARIF_RESULT_LIMIT. */
  readonly omitted: number;
}

/** A hash of what makes the call's alert the same one: its directory, call, module and version. */
export function fingerprint(finding: Finding, version: string): string {
  const { call } = finding;
  const address =
    'address' in finding.verdict && finding.verdict.address !== undefined ? finding.verdict.address : call.source;
  return createHash('sha256').update([call.directory, call.key, address, version].join('\0')).digest('hex');
}

export function gateSarif(findings: GateFindings, options: SarifOptions): SarifDraft {
  const all = findings.findings.flatMap((f) => resultOf(f, options));
  const rank = { error: 0, warning: 1, note: 2 } as const;
  const sorted = all
    .map((result, index) => ({ result, index }))
    .sort(
      (a, b) =>
        rank[a.result.level as keyof typeof rank] - rank[b.result.level as keyof typeof rank] || a.index - b.index,
    )
    .map((r) => r.result);
  const kept = sorted.slice(0, SARIF_RESULT_LIMIT);
  const log: SarifLog = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'tfe-module-lifecycle',
            semanticVersion: VERSION,
            informationUri: DOCS,
            rules: Object.values(SARIF_RULES),
          },
        },
        originalUriBaseIds: { '%SRCROOT%': { description: { text: 'The repository root (the workspace).' } } },
        results: kept,
      },
    ],
  };
  return { log, omitted: all.length - kept.length };
}

const ruleIndex = (id: string): number => Object.values(SARIF_RULES).findIndex((r) => r.id === id);

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
      ...(verdict.deprecation.link ? [`More information: ${verdict.deprecation.link}`] : []),
      suggestionText(verdict.suggestion, call.constraint),
    ].join(' ');
    return [
      {
        ruleId: rule.id,
        ruleIndex: ruleIndex(rule.id),
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
      ruleIndex: ruleIndex(SARIF_RULES.unchecked.id),
      level: 'note',
      message: { text: `${where} could not be checked: ${why}` },
      locations: [location(finding)],
      partialFingerprints: { 'moduleVersionCall/v1': fingerprint(finding, call.exact ?? call.constraint ?? '') },
    },
  ];
}

/** The module block, relative to the repository root, with forward slashes. */
function location(finding: Finding): NonNullable<Result['locations']>[number] {
  const { file, line } = finding.call.location;
  return {
    physicalLocation: {
      artifactLocation: { uri: file.split('\\').join('/'), uriBaseId: '%SRCROOT%' },
      ...(line !== undefined && { region: { startLine: line } }),
    },
  };
}
