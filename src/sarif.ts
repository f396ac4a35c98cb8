/**
 * What the SARIF 2.1.0 logs of the gate and of a check share: the rules (the same ids in both, so an alert's rule is
 * the same whoever found it), the tool, the limit on results and locations relative to the repository root. Pure.
 */
import type { Log as SarifLog, ReportingDescriptor, Result } from 'sarif';
import path from 'node:path';
import { VERSION } from './action-version.ts';
import { escapes } from './validation.ts';

/** Code scanning keeps at most 5,000 results of an upload (refusing past 25,000): errors and warnings before notes. */
export const SARIF_RESULT_LIMIT = 5_000;

/** Each rule carries its help, shown on the alert, so no address of the action's own repository need be known. */
const help = (text: string): { text: string; markdown: string } => ({ text, markdown: text });

const MOVE_ON =
  'Change the `version` of the module block to the suggested version (or to a constraint that excludes this one), run `terraform init -upgrade`, and plan. The summary and the result file of the run list every call with its suggestion.';

export const SARIF_RULES = {
  deprecated: {
    id: 'deprecated-module-version',
    name: 'DeprecatedModuleVersion',
    shortDescription: { text: 'A module call uses a deprecated version of a private registry module' },
    fullDescription: {
      text: 'The version is deprecated in the HCP Terraform / Terraform Enterprise private registry: move to the suggested version.',
    },
    help: help(
      `The module's publisher deprecated this version in the private registry: it still runs, but it is on its way out, and may be revoked. ${MOVE_ON}`,
    ),
  },
  revoked: {
    id: 'revoked-module-version',
    name: 'RevokedModuleVersion',
    shortDescription: { text: 'A module call uses a revoked version of a private registry module' },
    fullDescription: {
      text: 'The version is revoked: runs of new workspaces that use it will not proceed. Move to the suggested version.',
    },
    help: help(
      `The module's publisher revoked this version in the private registry: runs of new workspaces that use it do not proceed. ${MOVE_ON}`,
    ),
  },
  unchecked: {
    id: 'unchecked-module-call',
    name: 'UncheckedModuleCall',
    shortDescription: { text: 'A module call whose version could not be checked' },
    fullDescription: {
      text: 'The module or version of the call could not be resolved, so its deprecation is unknown.',
    },
    help: help(
      'The versions of the module could not be read from the registry, or the version the call uses could not be known from the files (a constraint nothing satisfies, a version that is an expression). The alert says which; running `terraform init` before the gate lets the exact installed versions be read.',
    ),
  },
} as const satisfies Record<string, ReportingDescriptor>;

export interface SarifDraft {
  readonly log: SarifLog;
  /** Results left out past SARIF_RESULT_LIMIT. */
  readonly omitted: number;
  /** Results left out for want of a location inside the repository, which code scanning needs, and why. */
  readonly unplaced?: { readonly results: number; readonly why: string };
}

/** SARIF 2.1.0 §3.11.5 reads `{0}` as a placeholder: a literal brace is doubled, so service text stays as written. */
const sarifText = (text: string): string => text.replace(/[{}]/g, (brace) => brace + brace);

export const sarifRuleIndex = (id: string): number => Object.values(SARIF_RULES).findIndex((r) => r.id === id);

/** A file relative to the repository root at a line where known; each part of the URI reference percent-encoded. */
export function sarifLocation(file: string, line?: number): NonNullable<Result['locations']>[number] {
  const uri = file.split('\\').join('/').split('/').map(encodeURIComponent).join('/');
  return {
    physicalLocation: {
      artifactLocation: { uri, uriBaseId: '%SRCROOT%' },
      ...(line !== undefined && { region: { startLine: line } }),
    },
  };
}

/** `file` (relative to `workspace`) relative to the repository root; undefined outside it, where nothing is placed. */
export function repositoryPath(root: string, workspace: string, file: string): string | undefined {
  const relative = path.relative(root, path.resolve(workspace, file));
  if (relative === '' || escapes(relative)) return undefined;
  return relative.split(path.sep).join('/');
}

/** The log of one run of the tool: the most severe results first (in their order otherwise), within the limit. */
export function sarifLog(results: readonly Result[]): SarifDraft {
  const rank = { error: 0, warning: 1, note: 2 } as const;
  const sorted = results
    .map((result, index) => ({ result, index }))
    .sort(
      (a, b) =>
        rank[a.result.level as keyof typeof rank] - rank[b.result.level as keyof typeof rank] || a.index - b.index,
    )
    .map((r) => r.result);
  const kept = sorted
    .slice(0, SARIF_RESULT_LIMIT)
    .map((r) =>
      r.message.text === undefined ? r : { ...r, message: { ...r.message, text: sarifText(r.message.text) } },
    );
  const log: SarifLog = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'tfe-module-lifecycle',
            semanticVersion: VERSION,
            rules: Object.values(SARIF_RULES),
          },
        },
        originalUriBaseIds: { '%SRCROOT%': { description: { text: 'The repository root (the workspace).' } } },
        results: kept,
      },
    ],
  };
  return { log, omitted: results.length - kept.length };
}
