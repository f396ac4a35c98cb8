/**
 * The organization's migration report: list the private modules (those the pattern names), read who uses them from
 * Explorer in one go, each module's versions and revocations, and the message of each revoked version in use, then
 * write the report's files. Nothing is changed.
 * Requests: the module list's pages + 2 exports + 2 per module + 1 per revoked version in use.
 */
import { mapConcurrent } from '../concurrency.ts';
import type { ModeDeps, ModuleAddress, OrganizationUsage, Revocation, RunContext, VersionState } from '../model.ts';
import { type FailureReason } from '../report.ts';
import { failureReasonOf } from '../errors.ts';
import { errorMessage } from '../text.ts';
import { moduleEntry, type ReportData, type ReportScope } from './data.ts';
import { burndown, type Burndown } from './burndown.ts';
import { writeReportFiles } from './files.ts';
import { openChangeRequests, type ChangeRequestsDone } from './open-change-requests.ts';
import { WriteFileError } from '../files/safe-write.ts';
import type { ReportRequest } from './inputs.ts';
import { ANY_NAMESPACE, patternMatcher, patternText } from '../module-pattern.ts';
import {
  logReportInputs,
  logModules,
  logUsage,
  logWritten,
  projectsWarning,
  revocationsWarning,
  untrustedUsageWarning,
} from './log.ts';
import { moduleName } from '../address.ts';

export type ReportResult =
  | {
      readonly kind: 'failed';
      readonly reason: FailureReason;
      readonly message: string;
      /** Where it stopped: reading the organization (by default), or writing the files. */
      readonly stage?: 'write';
      readonly warnings: readonly string[];
    }
  | {
      readonly kind: 'done';
      readonly request: ReportRequest;
      readonly context: RunContext;
      readonly data: ReportData;
      readonly burndown?: Burndown;
      /** What `changeRequests: true` opened, or would in a dry run. */
      readonly changeRequests?: ChangeRequestsDone;
      readonly usageProblem?: string;
      /** The files written, as the inputs named them. */
      readonly written: readonly string[];
      readonly warnings: readonly string[];
    };

export async function run(request: ReportRequest, deps: ModeDeps): Promise<ReportResult> {
  await logReportInputs(deps.log, deps.context.words, request);
  const warnings = [...request.warnings];
  try {
    if (deps.moduleList === undefined || deps.organizationUsage === undefined) {
      throw new Error('the organization report needs the module list and Explorer, which this runner does not give');
    }
    const listed = await deps.moduleList.listModules(request.organization);
    const matches = request.pattern !== undefined ? patternMatcher(request.pattern) : () => true;
    const modules = listed.filter(matches).sort((a, b) => moduleName(a).localeCompare(moduleName(b)));
    logModules(deps.log, listed.length, modules.length, request.pattern);

    // Usage first, alone: parsing its large answer holds the event loop, which would bunch the module reads queued
    // behind it into one second of the service's count (429s).
    const usage: OrganizationUsage | { problem: string } =
      request.usage === 'off' || modules.length === 0
        ? {
            problem:
              request.usage === 'off'
                ? `not read (${deps.context.words.setting('usage', 'false')})`
                : 'no module to read it for',
          }
        : // Tolerant: the report only shows usage, so a row it cannot trust is shown as text and
          // warned of, not the whole report refused (a safe revoke still refuses it).
          await deps.organizationUsage
            .listOrganizationUsage(request.organization, modules, { tolerant: true, projects: true })
            .catch((error: unknown) => {
              // Under `usage: auto`, a token Explorer refuses gives a report of states only.
              if (request.usage === 'auto' && (error as { usageAccessRefused?: unknown }).usageAccessRefused === true) {
                return { problem: errorMessage(error) };
              }
              throw error;
            });

    const registry = deps.registry;
    const listedStates = await mapConcurrent(modules, deps.concurrency, async (module) => {
      const [versions, revoked] = await Promise.all([
        registry.listVersions(module),
        registry.readRevokedVersions?.(module),
      ]);
      return { module, versions, revoked };
    });
    const read = 'problem' in usage ? undefined : usage;
    const problem = 'problem' in usage ? usage.problem : undefined;
    const { states, unread } = await withRevocations(request.organization, listedStates, read, deps);
    if (unread.length > 0) warnings.push(revocationsWarning(unread));
    if (read?.projectsProblem !== undefined) warnings.push(projectsWarning(read.projectsProblem));
    logUsage(deps.log, read, problem);
    if (read === undefined && request.usage !== 'off' && modules.length > 0) {
      warnings.push(`Usage was not read, so the report shows each version's state only: ${problem}`);
    }
    if (read?.problems !== undefined) warnings.push(untrustedUsageWarning(read.problems, deps.context.words));
    const data: ReportData = {
      organization: request.organization,
      generatedAt: new Date().toISOString(),
      scope: scopeOf(request),
      usage: read?.via ?? 'unread',
      ...(read?.projects !== undefined && { projects: read.projects }),
      modules: states.map(({ module, versions, revoked }) =>
        moduleEntry(
          module,
          versions,
          revoked,
          read === undefined ? undefined : (read.modules.get(moduleName(module)) ?? new Map()),
        ),
      ),
    };
    const trend = request.previous !== undefined ? burndown(request.previous, data) : undefined;
    const changeRequests =
      request.changeRequests === undefined
        ? undefined
        : await deps.log.group(request.dryRun ? 'Change requests (dry run)' : 'Change requests', () =>
            openChangeRequests(
              data,
              { limit: request.changeRequests?.limit ?? 0, dryRun: request.dryRun, host: request.service.host },
              deps,
            ),
          );
    if (changeRequests !== undefined) warnings.push(...changeRequests.warnings);
    const written = await writeReportFiles(request, data, trend, changeRequests);
    logWritten(deps.log, written);
    return {
      kind: 'done',
      request,
      context: deps.context,
      data,
      ...(trend !== undefined && { burndown: trend }),
      ...(changeRequests !== undefined && { changeRequests }),
      ...(problem !== undefined && { usageProblem: problem }),
      written,
      warnings,
    };
  } catch (error) {
    // A file the user named that cannot be written is the user's input, never the service's fault.
    if (error instanceof WriteFileError) {
      return { kind: 'failed', reason: 'invalid-input', message: error.message, stage: 'write', warnings };
    }
    return { kind: 'failed', reason: failureReasonOf(error, 'service-error'), message: errorMessage(error), warnings };
  }
}

/** What the report read: the organization's modules its pattern names (the namespace `*` is the organization). */
export function scopeOf(request: Pick<ReportRequest, 'organization' | 'pattern'>): ReportScope {
  if (request.pattern === undefined) return { patterns: [] };
  const { namespace } = request.pattern;
  const pattern = { ...request.pattern, namespace: namespace === ANY_NAMESPACE ? request.organization : namespace };
  return { patterns: [patternText(pattern).toLowerCase()] };
}

interface ModuleState {
  readonly module: ModuleAddress;
  readonly versions: readonly VersionState[];
  readonly revoked: ReadonlySet<string> | undefined;
}

/**
 * Each module's versions with the message and link of its revoked versions in use (all, where usage was not read):
 * one read each, at once. Only shown, so a read that fails leaves the version without them, and says which (`unread`).
 */
async function withRevocations(
  organization: string,
  states: readonly ModuleState[],
  usage: OrganizationUsage | undefined,
  deps: ModeDeps,
): Promise<{ states: ModuleState[]; unread: string[] }> {
  const wanted = states.flatMap(({ module, versions, revoked }) =>
    versions
      .filter((v) => revoked?.has(v.version) === true)
      .filter((v) => usage === undefined || (usage.modules.get(moduleName(module))?.get(v.version)?.count ?? 0) > 0)
      .map((v) => ({ module, version: v.version })),
  );
  const unread: string[] = [];
  const read = new Map<string, Revocation>();
  const key = (module: ModuleAddress, version: string): string => `${moduleName(module)} ${version}`;
  await mapConcurrent(wanted, deps.concurrency, async ({ module, version }) => {
    const revocation = await deps.registry.readRevocation(organization, module, version).catch((error: unknown) => {
      unread.push(`${key(module, version)} (${errorMessage(error)})`);
      return null;
    });
    if (revocation !== null) read.set(key(module, version), revocation);
  });
  return {
    states: states.map((s) => ({
      ...s,
      versions: s.versions.map((v) => {
        const revocation = read.get(key(s.module, v.version));
        return revocation === undefined ? v : { ...v, revocation };
      }),
    })),
    unread: unread.sort(),
  };
}
