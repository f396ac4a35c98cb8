/**
 * Opens the change requests the report plans (change-requests.ts): for each retired version in use, most workspaces
 * first, its workspaces' lists are read once, and one bulk action opens one on those that have none of this action's
 * open for it, until the run's bound. A service without change requests, a refusal, or an answer the action cannot
 * use ends in a warning that says what is needed: the report itself still succeeds.
 * Requests: one feature-set read, one list read per workspace (more past 100), one bulk action per module version.
 */
import { mapConcurrent } from '../concurrency.ts';
import { httpStatusOf } from '../errors.ts';
import type { ChangeRequestService, FeatureSetReader, Log, ModuleRegistry, Revocation, RunContext } from '../model.ts';
import { initial } from '../wording.ts';
import { errorMessage, plural } from '../text.ts';
import {
  TRUSTED_WORKSPACE,
  adviceFor,
  messageFor,
  openKeys,
  subjectFor,
  versionKey,
  versionNeeds,
  type PlannedChangeRequest,
} from './change-requests.ts';
import { inUse, type InUseEntry, type ReportData } from './data.ts';

/** Both spellings the documentation gives for the bulk action's type, the field table's first. */
const ACTION_TYPES = ['change_request', 'change_requests'] as const;

export interface ChangeRequestsDone {
  readonly dryRun: boolean;
  /** Opened (or, in a dry run, to be opened), one entry per module version. */
  readonly requests: readonly PlannedChangeRequest[];
  /** Workspace × version pairs opened (0 in a dry run). */
  readonly opened: number;
  /** Pairs that already had one of this action's change requests open. */
  readonly alreadyOpen: number;
  /** Pairs left for the next run by the bound (an upper bound: some may have one open already). */
  readonly left: number;
  readonly limit: number;
  readonly warnings: readonly string[];
}

interface Deps {
  readonly changeRequests?: ChangeRequestService;
  /** For the revocation's message of each revoked version a change request goes out for. */
  readonly registry?: Pick<ModuleRegistry, 'readRevocation'>;
  readonly featureSets?: FeatureSetReader;
  readonly log: Log;
  readonly concurrency: number;
  readonly context: RunContext;
}

export async function openChangeRequests(
  data: ReportData,
  options: { readonly limit: number; readonly dryRun: boolean; readonly host: string },
  deps: Deps,
): Promise<ChangeRequestsDone> {
  const { limit, dryRun } = options;
  const warnings: string[] = [];
  const requests: PlannedChangeRequest[] = [];
  let opened = 0;
  let alreadyOpen = 0;
  let left = 0;
  const done = (): ChangeRequestsDone => ({ dryRun, requests, opened, alreadyOpen, left, limit, warnings });
  const service = deps.changeRequests;
  if (service === undefined) return { ...done(), warnings: ['Change requests cannot be opened by this runner.'] };
  if (data.usage === 'unread') {
    warnings.push(
      'No change request was opened: they go to the workspaces that use each version, and usage was not read.',
    );
    return done();
  }
  const set = await deps.featureSets?.readFeatureSet(data.organization).catch(() => undefined);
  if (set?.changeRequests === false) {
    warnings.push(
      `No change request was opened: the plan of organization ${data.organization}${set.name !== undefined ? ` (${JSON.stringify(set.name)})` : ''} has no change requests (read from its current feature set). They need HCP Terraform Standard or Premium.`,
    );
    return done();
  }

  const entries = inUse(data);
  const modules = new Map(data.modules.map((m) => [m.module, m]));
  const trusted = (entry: InUseEntry): string[] => entry.workspaces.filter((n) => TRUSTED_WORKSPACE.test(n));
  const untrusted = entries.reduce((n, e) => n + e.workspaces.length - trusted(e).length, 0);
  const unnamed = entries.reduce((n, e) => n + e.count - e.workspaces.length, 0);
  const lists = new Map<string, ReadonlySet<string> | undefined>();
  let unreadable = 0;
  let firstListError: string | undefined;
  let budget = limit;
  const chosen: Array<{ entry: InUseEntry; workspaces: string[] }> = [];
  let next = 0;
  while (next < entries.length && budget > 0) {
    // The next versions whose workspaces could fill what is left of the bound: each list read once in the run.
    const chunk: InUseEntry[] = [];
    for (let could = 0; next < entries.length && could < budget; next++) {
      chunk.push(entries[next] as InUseEntry);
      could += trusted(entries[next] as InUseEntry).length;
    }
    const unread = [...new Set(chunk.flatMap(trusted))].filter((n) => !lists.has(n));
    const read = await mapConcurrent(unread, deps.concurrency, async (name) => {
      try {
        return { name, keys: openKeys(await service.listChangeRequests(name)) };
      } catch (error) {
        return { name, error };
      }
    });
    for (const r of read) {
      lists.set(r.name, 'keys' in r ? r.keys : undefined);
      if ('error' in r) {
        unreadable += 1;
        firstListError ??= errorMessage(r.error);
      }
    }
    // Not one list could be read: the service has none, or the token may not read them.
    if (chosen.length === 0 && read.length > 0 && read.every((r) => 'error' in r)) {
      warnings.push(
        `No change request was opened: the change requests of the workspaces could not be read, so whether they already have one is unknown (${firstListError}).`,
      );
      return done();
    }
    for (const entry of chunk) {
      const needs = versionNeeds(versionKey(entry.module, entry.version), trusted(entry), lists);
      alreadyOpen += needs.alreadyOpen;
      const batch = needs.missing.slice(0, budget);
      left += needs.missing.length - batch.length;
      budget -= batch.length;
      if (batch.length > 0) chosen.push({ entry, workspaces: batch });
    }
  }
  // Versions the bound left unread: each of their workspaces may need one.
  left += entries.slice(next).reduce((n, e) => n + trusted(e).length, 0);

  // A revoked version's change request carries its revocation's message: what consumers most need. The report has
  // read it for each revoked version in use; only one whose read failed there is tried again.
  const revocations = await readRevocations(chosen, data.organization, deps);
  if (revocations.failed.length > 0) {
    warnings.push(
      `The revocation message of ${listedVersions(revocations.failed)} could not be read (${revocations.error}): ${revocations.failed.length === 1 ? 'its change request gives' : 'their change requests give'} the deprecation's reason only.`,
    );
  }
  const planned = chosen.map(({ entry, workspaces }): PlannedChangeRequest => {
    const advice = adviceFor(modules.get(entry.module), entry.version);
    const revocation = entry.revocation ?? revocations.read.get(versionKey(entry.module, entry.version));
    return {
      module: entry.module,
      version: entry.version,
      state: entry.state,
      subject: subjectFor(entry, advice),
      message: messageFor({ ...entry, ...(revocation !== undefined && { revocation }) }, advice, options.host),
      workspaces,
    };
  });
  if (dryRun) requests.push(...planned);
  else {
    const sent = await sendAll(service, data.organization, planned, deps);
    requests.push(...sent.opened);
    opened = sent.opened.reduce((n, r) => n + r.workspaces.length, 0);
    warnings.push(...sent.warnings);
  }
  if (left > 0) {
    warnings.push(
      `${initial(deps.context.words.name('changeRequestsLimit'))} (${limit}) reached: up to ${plural(left, 'more change request')} (workspace and version) ${dryRun ? 'would be' : 'are'} left for the next run, which opens only what is still missing.`,
    );
  }
  if (untrusted + unnamed + unreadable > 0) {
    const why = [
      untrusted > 0
        ? `${plural(untrusted, 'workspace name')} Explorer gave that ${untrusted === 1 ? 'is' : 'are'} not a workspace name`
        : '',
      unnamed > 0 ? `${plural(unnamed, 'workspace')} Explorer counts without naming` : '',
      unreadable > 0
        ? `${plural(unreadable, 'workspace')} whose change requests could not be read (${firstListError})`
        : '',
    ].filter((w) => w !== '');
    warnings.push(
      `No change request went to ${why.join(', ')}: a change request is opened only where the action can tell it is not a second one.`,
    );
  }
  return done();
}

/**
 * Every planned bulk action: the first alone, which finds the spelling of the action type the service takes, then the
 * others side by side. A refusal of the first stops them all; a later failure is the versions' own, in one warning.
 */
async function sendAll(
  service: ChangeRequestService,
  organization: string,
  planned: readonly PlannedChangeRequest[],
  deps: Pick<Deps, 'log' | 'concurrency'>,
): Promise<{ opened: PlannedChangeRequest[]; warnings: string[] }> {
  const [first, ...rest] = planned;
  if (first === undefined) return { opened: [], warnings: [] };
  const sent = await sendBatch(service, organization, first, ACTION_TYPES[0]);
  if ('refused' in sent) return { opened: [], warnings: [sent.refused] };
  const outcomes = [
    { planned: first, error: undefined as unknown },
    ...(await mapConcurrent(rest, deps.concurrency, async (p) => {
      try {
        await service.openChangeRequests(organization, { ...p, actionType: sent.actionType });
        return { planned: p, error: undefined as unknown };
      } catch (error) {
        return { planned: p, error };
      }
    })),
  ];
  const opened = outcomes.filter((o) => o.error === undefined).map((o) => o.planned);
  const failed = outcomes.filter((o) => o.error !== undefined);
  for (const o of opened.slice(0, LOGGED_VERSIONS)) {
    deps.log.info(`Opened ${plural(o.workspaces.length, 'change request')} for ${o.module} ${o.version}.`);
  }
  if (opened.length > LOGGED_VERSIONS)
    deps.log.info(`… and for ${plural(opened.length - LOGGED_VERSIONS, 'more module version')}.`);
  const warnings =
    failed.length === 0
      ? []
      : [
          `Change requests for ${plural(failed.length, 'module version')} (${listedVersions(failed.map((o) => o.planned))}) were not opened: ${errorMessage(failed[0]?.error)}. A later run opens only what is still missing.`,
        ];
  return { opened, warnings };
}

/** `acme/vpc/aws 1.0.0, acme/eks/aws 2.0.0, …`: a few module versions named. */
const listedVersions = (entries: readonly Pick<InUseEntry, 'module' | 'version'>[]): string =>
  `${entries
    .slice(0, 3)
    .map((e) => `${e.module} ${e.version}`)
    .join(', ')}${entries.length > 3 ? ', …' : ''}`;

/** The revocation of each revoked version chosen whose revocation the report lacks, one read each; those that failed. */
async function readRevocations(
  chosen: readonly { readonly entry: InUseEntry }[],
  organization: string,
  deps: Pick<Deps, 'registry' | 'concurrency'>,
): Promise<{ read: Map<string, Revocation>; failed: InUseEntry[]; error?: string }> {
  const read = new Map<string, Revocation>();
  const registry = deps.registry;
  if (registry === undefined) return { read, failed: [] };
  const revoked = chosen.map((c) => c.entry).filter((e) => e.state === 'revoked' && e.revocation === undefined);
  const errors = await mapConcurrent(revoked, deps.concurrency, async (entry) => {
    const [namespace = '', name = '', provider = ''] = entry.module.split('/');
    try {
      const revocation = await registry.readRevocation(organization, { namespace, name, provider }, entry.version);
      if (revocation !== null) read.set(versionKey(entry.module, entry.version), revocation);
      return undefined;
    } catch (error) {
      return errorMessage(error);
    }
  });
  const failed = revoked.filter((_, i) => errors[i] !== undefined);
  const error = errors.find((e) => e !== undefined);
  return { read, failed, ...(error !== undefined && { error }) };
}

/** Module versions whose opening the log names one by one; past that, a count. */
const LOGGED_VERSIONS = 20;

/** One bulk action, trying the other spelling of its type once when the first is refused as unknown (422, or 400). */
async function sendBatch(
  service: ChangeRequestService,
  organization: string,
  planned: PlannedChangeRequest,
  actionType: string,
): Promise<{ actionType: string } | { refused: string }> {
  const types = [actionType, ...ACTION_TYPES.filter((t) => t !== actionType)];
  let last: unknown;
  for (const type of types) {
    try {
      await service.openChangeRequests(organization, { ...planned, actionType: type });
      return { actionType: type };
    } catch (error) {
      last = error;
      if (httpStatusOf(error) !== 422 && httpStatusOf(error) !== 400) break;
    }
  }
  const s = httpStatusOf(last);
  const what =
    s === 404
      ? 'the service has no Explorer bulk action for change requests (it is experimental: HCP Terraform Standard or Premium, or a Terraform Enterprise release with change requests), or the token may not use it'
      : s === 403
        ? 'the token may not open change requests: it needs the owners team, or a team with "Manage all projects" or "Manage all workspaces"'
        : s === 422 || s === 400
          ? `the service refused the bulk action with both documented spellings of its type (${ACTION_TYPES.join(', ')}): its experimental shape may have moved`
          : 'the bulk action failed';
  return {
    refused: `Change requests for ${planned.module} ${planned.version} and after were not opened: ${what} (${errorMessage(last)}). The report itself is complete; a later run opens only what is still missing.`,
  };
}
