/**
 * Workspaces, their change requests, Explorer's bulk action that opens them, and the
 * organization's feature sets, as HCP Terraform documents them (see
 * shared/reference/change-requests-and-entitlements.md):
 *
 * - `POST /api/v2/organizations/:org/explorer/bulk-actions`: `data.type` `bulk_actions`,
 *   `attributes.action_type` `change_request` or `change_requests` (both spellings the
 *   documentation gives; `bulkActionTypes` narrows them), `action_inputs {subject, message}`, and
 *   either `target_ids` (workspace ids) or `query` (`{type: 'workspaces', filter: [{workspace_name:
 *   {is: [...]}}]}`); opens one change request on each workspace targeted. Strict: anything else
 *   is a 422 with a pointer.
 * - `GET /api/v2/workspaces/:workspace_name/change-requests`: paged (20 by default, at most 100).
 * - `GET /api/v2/workspaces/change-requests/:id` (and `/api/v2/change-requests/:id`, as one sample
 *   writes it): one change request. `POST` or `PATCH` on the first archives it.
 * - `GET /api/v2/organizations/:org/feature-sets`: only with the `featureSets` option (HCP
 *   Terraform); a 404 without it, as on Terraform Enterprise.
 *
 * The organization's workspaces are those its Explorer rows name, and those added by a test.
 */
import { createHash } from 'node:crypto';
import { jsonApi, jsonApiError, mediaType, notFound, JSON_API, type Reply } from './replies.ts';
import type { RecordedRequest } from './request-log.ts';
import { randomId, type FakeTfeState, type TokenAccess } from './state.ts';

/** What these routes read of the service (api.ts's ServiceView, which names this file's types). */
interface ServiceView {
  readonly state: Pick<FakeTfeState, 'hasOrganization'>;
  readonly changeRequests: ChangeRequestStore;
  readonly options: {
    readonly explorer?: boolean;
    readonly changeRequests?: boolean;
    readonly bulkActionTypes?: string[];
    readonly featureSets?: FeatureSetOption;
  };
  readonly url: string;
}

export interface ChangeRequestView {
  id: string;
  workspace: string;
  workspaceId: string;
  subject: string;
  message: string;
  archivedAt: string | null;
  archivedBy: string | null;
  createdAt: string;
}

export interface BulkActionView {
  id: string;
  organization: string;
  actionType: string;
  subject: string;
  message: string;
  /** How it named its workspaces. */
  via: 'target_ids' | 'query';
  /** The workspaces it opened a change request on, by name. */
  workspaces: string[];
}

/** The current feature set, as the `featureSets` option gives it; an absent boolean is left out of the answer. */
export interface FeatureSetOption {
  name?: string;
  moduleDeprecations?: boolean;
  moduleRevocations?: boolean;
  changeRequests?: boolean;
}

/** Workspace ids are stable and derived from the name: `ws-` and 16 letters. */
export function workspaceId(organization: string, name: string): string {
  const digest = createHash('sha256').update(`${organization}/${name.toLowerCase()}`).digest('hex');
  return `ws-${digest.slice(0, 16)}`;
}

export class ChangeRequestStore {
  private readonly added = new Map<string, Set<string>>();
  private readonly cache = new Map<string, Map<string, string>>();
  private readonly requests: Array<ChangeRequestView & { organization: string }> = [];
  /** The same records by `organization/workspace`, so a list read does not walk them all. */
  private readonly byWorkspace = new Map<string, Array<ChangeRequestView & { organization: string }>>();
  readonly bulkActions: BulkActionView[] = [];

  /** The workspace names an organization's Explorer rows hold. */
  private readonly usageNames: (organization: string) => readonly string[];

  constructor(usageNames: (organization: string) => readonly string[]) {
    this.usageNames = usageNames;
  }

  addWorkspace(organization: string, name: string): string {
    const names = this.added.get(organization) ?? new Set<string>();
    names.add(name);
    this.added.set(organization, names);
    this.cache.delete(organization);
    return workspaceId(organization, name);
  }

  /** Every workspace of the organization: name → id; cached until Explorer's rows change. */
  workspaces(organization: string): Map<string, string> {
    const cached = this.cache.get(organization);
    if (cached !== undefined) return cached;
    const all = new Map<string, string>();
    for (const name of [...this.usageNames(organization), ...(this.added.get(organization) ?? [])]) {
      all.set(name, workspaceId(organization, name));
    }
    this.cache.set(organization, all);
    return all;
  }

  /** Explorer's rows changed (the server seeds them): the workspaces are read again. */
  invalidate(): void {
    this.cache.clear();
  }

  /** Opens one; `known`: the caller knows the workspace is the organization's (a bulk action's target). */
  add(
    organization: string,
    workspace: string,
    cr: { subject: string; message: string; archived?: boolean },
    known = false,
  ): string {
    const id = workspaceId(organization, workspace);
    if (!known && !this.workspaces(organization).has(workspace)) this.addWorkspace(organization, workspace);
    const now = new Date().toISOString();
    const record = {
      organization,
      id: randomId('wscr-'),
      workspace,
      workspaceId: id,
      subject: cr.subject,
      message: cr.message,
      archivedAt: cr.archived === true ? now : null,
      archivedBy: cr.archived === true ? 'user-fake-archiver' : null,
      createdAt: now,
    };
    this.requests.push(record);
    const key = `${organization}/${workspace}`;
    this.byWorkspace.set(key, [...(this.byWorkspace.get(key) ?? []), record]);
    return record.id;
  }

  of(organization: string, workspace: string): ChangeRequestView[] {
    return (this.byWorkspace.get(`${organization}/${workspace}`) ?? []).map(({ organization: _o, ...view }) => ({
      ...view,
    }));
  }

  byId(id: string): (ChangeRequestView & { organization: string }) | undefined {
    return this.requests.find((r) => r.id === id);
  }
}

const json = (cr: ChangeRequestView): Record<string, unknown> => ({
  type: 'workspace_change_requests',
  id: cr.id,
  attributes: {
    subject: cr.subject,
    message: cr.message,
    'archived-by': cr.archivedBy,
    'archived-at': cr.archivedAt,
    'created-at': cr.createdAt,
    'updated-at': cr.archivedAt ?? cr.createdAt,
  },
  relationships: { workspace: { data: { id: cr.workspaceId, type: 'workspaces' } } },
});

/** Whether this service has change requests at all (`changeRequests: false` plays one without). */
const hasChangeRequests = (service: ServiceView): boolean =>
  (service.options.changeRequests ?? true) && (service.options.explorer ?? true);

/** GET /api/v2/workspaces/:workspace_name/change-requests, paged. */
export function listChangeRequests(service: ServiceView, path: string, access: TokenAccess, name: string): Reply {
  if (!hasChangeRequests(service)) return notFound(path);
  const organization = access.organizations.find((o) => service.changeRequests.workspaces(o).has(name));
  if (organization === undefined) return notFound(path);
  const params = new URLSearchParams(path.split('?')[1] ?? '');
  const number = pageParam(params.get('page[number]'), 1);
  const asked = pageParam(params.get('page[size]'), 20);
  if (number === undefined || asked === undefined) {
    return jsonApiError(path, {
      status: '400',
      title: 'bad request',
      detail: 'page[number] and page[size] must be positive integers.',
    });
  }
  // Open ones first, then the archived ones, each oldest first.
  const all = service.changeRequests.of(organization, name);
  const sorted = [...all.filter((r) => r.archivedAt === null), ...all.filter((r) => r.archivedAt !== null)];
  const size = Math.min(asked, 100);
  const totalPages = Math.max(1, Math.ceil(sorted.length / size));
  const link = (page: number): string =>
    `${service.url}/api/v2/workspaces/${encodeURIComponent(name)}/change-requests?page%5Bnumber%5D=${page}&page%5Bsize%5D=${size}`;
  const prev = number > 1 ? Math.min(number - 1, totalPages) : null;
  const next = number < totalPages ? number + 1 : null;
  return jsonApi(200, {
    data: sorted.slice((number - 1) * size, number * size).map(json),
    links: {
      self: link(number),
      first: link(1),
      prev: prev === null ? null : link(prev),
      next: next === null ? null : link(next),
      last: link(totalPages),
    },
    meta: {
      pagination: {
        'current-page': number,
        'page-size': size,
        'prev-page': prev,
        'next-page': next,
        'total-pages': totalPages,
        'total-count': sorted.length,
      },
    },
  });
}

/** GET (show) or POST/PATCH (archive) /api/v2/workspaces/change-requests/:id. */
export function changeRequest(service: ServiceView, record: RecordedRequest, access: TokenAccess, id: string): Reply {
  const path = record.path;
  const found = service.changeRequests.byId(id);
  if (!hasChangeRequests(service) || found === undefined || !access.organizations.includes(found.organization)) {
    return notFound(path);
  }
  if (record.method !== 'GET') {
    if (!access.canManageWorkspaces) return forbidden(path);
    found.archivedAt ??= new Date().toISOString();
    found.archivedBy ??= 'user-fake-archiver';
  }
  return jsonApi(200, { data: json(found) });
}

const forbidden = (path: string): Reply =>
  jsonApiError(path, {
    status: '403',
    title: 'forbidden',
    detail: 'Change requests are made by the owners team, or a team that may manage all projects or all workspaces.',
  });

const invalid = (path: string, pointer: string, detail: string): Reply =>
  jsonApiError(path, { status: '422', title: 'invalid attribute', detail, source: { pointer } });

/** POST /api/v2/organizations/:org/explorer/bulk-actions: a change request on each workspace targeted. */
export function bulkAction(service: ServiceView, record: RecordedRequest, access: TokenAccess, org: string): Reply {
  const path = record.path;
  if (!hasChangeRequests(service) || !access.organizations.includes(org) || !service.state.hasOrganization(org)) {
    return notFound(path);
  }
  if (!access.canManageWorkspaces) return forbidden(path);
  if (mediaType(record.headers['content-type']) !== JSON_API) {
    return jsonApiError(path, {
      status: '415',
      title: 'unsupported media type',
      detail: `Content-Type must be ${JSON_API}.`,
    });
  }
  let body: unknown;
  try {
    body = JSON.parse(record.body);
  } catch {
    return jsonApiError(path, { status: '400', title: 'bad request', detail: 'The body is not JSON.' });
  }
  const data = (body as { data?: { type?: unknown; attributes?: Record<string, unknown> } } | null)?.data;
  if (data?.type !== 'bulk_actions') return invalid(path, '/data/type', 'The type must be "bulk_actions".');
  const a = data.attributes ?? {};
  const known = new Set(['action_type', 'action_inputs', 'target_ids', 'query']);
  const unknown = Object.keys(a).find((k) => !known.has(k));
  if (unknown !== undefined) return invalid(path, `/data/attributes/${unknown}`, 'Unknown attribute.');
  const accepted = service.options.bulkActionTypes ?? ['change_request', 'change_requests'];
  if (typeof a.action_type !== 'string' || !accepted.includes(a.action_type)) {
    return invalid(path, '/data/attributes/action_type', 'Unknown action type.');
  }
  const inputs = a.action_inputs as { subject?: unknown; message?: unknown } | undefined;
  for (const key of ['subject', 'message'] as const) {
    if (typeof inputs?.[key] !== 'string' || inputs[key] === '') {
      return invalid(path, `/data/attributes/action_inputs/${key}`, `${key} is required.`);
    }
  }
  const all = service.changeRequests.workspaces(org);
  let targets: string[];
  let via: BulkActionView['via'];
  if ((a.target_ids === undefined) === (a.query === undefined)) {
    return invalid(path, '/data/attributes', 'Give either target_ids or query.');
  }
  if (a.target_ids !== undefined) {
    via = 'target_ids';
    const byId = new Map([...all].map(([name, id]) => [id, name]));
    const ids = a.target_ids;
    if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => typeof id === 'string' && byId.has(id))) {
      return invalid(path, '/data/attributes/target_ids', 'target_ids must list workspaces of the organization.');
    }
    targets = [...new Set(ids.map((id) => byId.get(id as string) as string))];
  } else {
    via = 'query';
    const selected = queryTargets(a.query, [...all.keys()]);
    if ('error' in selected) return invalid(path, '/data/attributes/query', selected.error);
    targets = selected.names;
  }
  const subject = inputs?.subject as string;
  const message = inputs?.message as string;
  for (const workspace of targets) service.changeRequests.add(org, workspace, { subject, message }, true);
  const id = randomId('eba-');
  service.changeRequests.bulkActions.push({
    id,
    organization: org,
    actionType: a.action_type,
    subject,
    message,
    via,
    workspaces: targets,
  });
  return jsonApi(201, {
    data: {
      id,
      type: 'explorer_bulk_actions',
      attributes: {
        organization_id: `org-${org}`,
        action_type: a.action_type,
        action_inputs: { subject, message },
        created_by: { id: 'user-fake', type: 'users' },
      },
    },
  });
}

const OPERATORS = ['is', 'is_not', 'contains', 'does_not_contain'] as const;

/** The workspaces an Explorer query over workspaces selects: filters ANDed, each filter's values ORed. */
function queryTargets(query: unknown, names: readonly string[]): { names: string[] } | { error: string } {
  const q = query as { type?: unknown; filter?: unknown } | null;
  if (typeof q !== 'object' || q === null || q.type !== 'workspaces')
    return { error: 'The query must be of type "workspaces".' };
  if (!Array.isArray(q.filter) || q.filter.length === 0) return { error: 'The query needs a filter.' };
  const tests: Array<(name: string) => boolean> = [];
  for (const filter of q.filter as unknown[]) {
    const entries = Object.entries((filter ?? {}) as Record<string, unknown>);
    const [field, condition] = entries[0] ?? [];
    if (entries.length !== 1 || field !== 'workspace_name')
      return { error: 'Only workspace_name filters are known here.' };
    const ops = Object.entries((condition ?? {}) as Record<string, unknown>);
    const [operator, values] = ops[0] ?? [];
    if (ops.length !== 1 || !(OPERATORS as readonly string[]).includes(operator as string))
      return { error: 'Unknown operator.' };
    if (!Array.isArray(values) || values.length === 0 || !values.every((v) => typeof v === 'string')) {
      return { error: 'A filter needs a list of strings.' };
    }
    const one = (name: string, value: string): boolean =>
      operator === 'is' || operator === 'is_not'
        ? (name === value) === (operator === 'is')
        : name.toLowerCase().includes(value.toLowerCase()) === (operator === 'contains');
    if (operator === 'is') {
      const exact = new Set(values as string[]);
      tests.push((name) => exact.has(name));
      continue;
    }
    const negative = operator === 'is_not' || operator === 'does_not_contain';
    tests.push((name) =>
      negative ? values.every((v: string) => one(name, v)) : values.some((v: string) => one(name, v)),
    );
  }
  return { names: names.filter((name) => tests.every((t) => t(name))) };
}

/** GET /api/v2/organizations/:org/feature-sets: the current set and one other, or 404 without the option. */
export function featureSets(service: ServiceView, path: string, access: TokenAccess, org: string): Reply {
  const current = service.options.featureSets;
  if (current === undefined || !access.organizations.includes(org) || !service.state.hasOrganization(org)) {
    return notFound(path);
  }
  const booleans = (set: FeatureSetOption): Record<string, boolean> => {
    const named: Array<[string, boolean | undefined]> = [
      ['module-deprecations', set.moduleDeprecations],
      ['module-revocations', set.moduleRevocations],
      ['change-requests', set.changeRequests],
    ];
    return Object.fromEntries(named.filter((entry): entry is [string, boolean] => entry[1] !== undefined));
  };
  const free = { name: 'Free', moduleDeprecations: false, moduleRevocations: false, changeRequests: false };
  return jsonApi(200, {
    data: [
      { id: 'fs-free', type: 'feature-sets', attributes: { name: free.name, 'is-current': false, ...booleans(free) } },
      {
        id: 'fs-current',
        type: 'feature-sets',
        attributes: { name: current.name ?? 'Premium', 'is-current': true, ...booleans(current) },
      },
    ],
    meta: {
      pagination: {
        'current-page': 1,
        'page-size': 20,
        'prev-page': null,
        'next-page': null,
        'total-pages': 1,
        'total-count': 2,
      },
    },
  });
}

function pageParam(value: string | null, fallback: number): number | undefined {
  if (value === null) return fallback;
  return /^[1-9][0-9]{0,8}$/.test(value) ? Number(value) : undefined;
}
