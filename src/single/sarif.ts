/**
 * A check's findings as a SARIF 2.1.0 log: a result per deprecated or revoked version, with the gate's rules, placed
 * at the workflow file that asked for the check (a version has no file or line of its own). With no workflow file
 * known, the results are left out and counted: code scanning refuses a whole upload for one result without a location.
 */
import { createHash } from 'node:crypto';
import type { Result } from 'sarif';
import type { VersionOutcome } from '../changes/outcome.ts';
import { SARIF_RULES, sarifLocation, sarifLog, sarifRuleIndex, type SarifDraft } from '../sarif.ts';
import { failsCheck, retired } from './checked.ts';
import { writeSarifFile } from '../files/sarif-file.ts';
import { RESULT_OUTPUT } from '../report.ts';
import type { CheckSarifWriter } from './run.ts';

interface CheckSarifOptions {
  readonly failOnDeprecated: boolean;
  readonly failOnRevoked: boolean;
  /** The workflow file, relative to the repository root; without it, the results are left out. */
  readonly workflowFile?: string;
}

/** Why a check's results are left out without a workflow file, and how to give one. */
const NO_WORKFLOW_FILE =
  "the run names no workflow file to place them at (GITHUB_WORKFLOW_REF on GitHub Actions, CI_CONFIG_PATH on GitLab; elsewhere, set CI_CONFIG_PATH to the pipeline's file, relative to the repository root)";

/** A hash of what makes the version's alert the same one: the module, the version and its kind. */
export function checkFingerprint(address: string, version: string, kind: 'deprecated' | 'revoked'): string {
  return createHash('sha256').update([address, version, kind].join('\0')).digest('hex');
}

export function checkSarif(
  address: string,
  outcomes: readonly VersionOutcome[],
  options: CheckSarifOptions,
): SarifDraft {
  const found = outcomes.filter((o) => retired(o) && o.status !== 'failed');
  const { workflowFile } = options;
  if (workflowFile === undefined) {
    return { ...sarifLog([]), ...(found.length > 0 && { unplaced: { results: found.length, why: NO_WORKFLOW_FILE } }) };
  }
  return sarifLog(found.map((o) => resultOf(address, o, options, workflowFile)));
}

function resultOf(address: string, o: VersionOutcome, options: CheckSarifOptions, workflowFile: string): Result {
  const revoked = o.revoked === true;
  const kind = revoked ? 'revoked' : 'deprecated';
  const rule = SARIF_RULES[kind];
  // A revoked version may show no deprecation: its revocation's link stands in.
  const reason = o.after?.reason ?? '';
  const link = o.after?.link || o.revocation?.link || '';
  const revocationMessage = revoked ? (o.revocation?.message ?? '') : '';
  const text = [
    `${address} ${o.version} is ${kind}${reason === '' ? '.' : `: ${JSON.stringify(reason)}.`}`,
    ...(revocationMessage !== '' && revocationMessage !== reason
      ? [`Revoked: ${JSON.stringify(revocationMessage)}.`]
      : []),
    ...(link !== '' ? [`More information: ${link}`] : []),
  ].join(' ');
  return {
    ruleId: rule.id,
    ruleIndex: sarifRuleIndex(rule.id),
    level: failsCheck(o, options) ? 'error' : 'warning',
    message: { text },
    locations: [sarifLocation(workflowFile, 1)],
    partialFingerprints: { 'moduleVersion/v1': checkFingerprint(address, o.version, kind) },
    properties: { module: address, version: o.version },
  };
}

/** A check's SARIF file written (a file that cannot be written is a warning); modes.ts loads it through import(). */
export const writeCheckSarif: CheckSarifWriter = (file, address, outcomes, request, log) =>
  writeSarifFile(file, checkSarif(address, outcomes, request), log, `Every version is in ${RESULT_OUTPUT}.`);
