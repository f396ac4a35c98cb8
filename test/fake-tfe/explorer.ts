/**
 * The fake service's Explorer, with no HTTP: the module view and the workspace view (each
 * workspace with its project), as the paged query (JSON:API, with `links` and
 * `meta.pagination`) and the unpaged CSV export, both filtered and sorted alike, and the paging
 * faults a caching proxy or a buggy release can cause.
 */
import { createHash } from 'node:crypto';
import type { SourceForm, UsageRow } from './state.ts';

/**
 * How the paged query lies about its paging, to test that a client does not believe it:
 * `repeat-first-page` answers page 1 whatever page is asked (a cache that ignores the query
 * string); `omit-links` leaves out `links` while `meta.pagination` says there are more pages;
 * `wrong-count` says `total-count` is one more than the rows it has.
 */
export type ExplorerPagingFault = 'repeat-first-page' | 'omit-links' | 'wrong-count';

/** A workspace as the workspace view lists it: its id and its project's name and id. */
export interface WorkspaceRow {
  readonly name: string;
  readonly id: string;
  readonly project: string;
  readonly projectId: string;
  /** The VCS repository it is connected to (`owner/name`), '' where none. */
  readonly repository?: string;
}

/** What a query is asked of: one organization's rows, as the server spells them. */
export interface ExplorerView {
  readonly rows: readonly UsageRow[];
  /** The organization's workspaces, for `type=workspaces` (none where a test gives none). */
  readonly workspaces?: readonly WorkspaceRow[];
  readonly form: SourceForm;
  /** The server's host, for the `host` form of a private module's `source`. */
  readonly host: string;
  /** The server's base URL, for absolute `links`. */
  readonly url: string;
  readonly org: string;
  readonly maxPageSize: number;
  readonly pagingFault?: ExplorerPagingFault;
}

type Value = string | number | boolean;
type Kind = 'string' | 'number' | 'boolean';
type ExplorerRow = Record<string, Value>;

/** The views the fake serves: their JSON:API type and their fields (snake_case, as filters name them). */
const VIEWS = {
  modules: {
    type: 'visibility-module-version',
    fields: {
      name: 'string',
      source: 'string',
      version: 'string',
      registry_type: 'string',
      curated: 'boolean',
      workspace_count: 'number',
      workspaces: 'string',
    },
  },
  workspaces: {
    type: 'visibility-workspace',
    fields: {
      workspace_name: 'string',
      external_id: 'string',
      organization_name: 'string',
      project_name: 'string',
      project_external_id: 'string',
      vcs_repo_identifier: 'string',
    },
  },
} as const satisfies Record<string, { type: string; fields: Record<string, Kind> }>;
type ViewName = keyof typeof VIEWS;

const EXPLORER_OPERATORS = [
  'is',
  'is_not',
  'contains',
  'does_not_contain',
  'is_empty',
  'is_not_empty',
  'gt',
  'lt',
  'gteq',
  'lteq',
] as const;
type ExplorerOperator = (typeof EXPLORER_OPERATORS)[number];

interface ExplorerFilter {
  field: string;
  operator: ExplorerOperator;
  /** Any one of them may match (`[0]`, `[1]`, ...). */
  values: string[];
}

interface ExplorerQuery {
  view: ViewName;
  filters: ExplorerFilter[];
  sort?: { field: string; descending: boolean };
  fields?: Set<string>;
  page: { number: number; size: number };
}

/** The query's rows after its filters and sort, and the query itself; or what is wrong with it. */
function select(
  params: URLSearchParams,
  view: ExplorerView,
): { rows: ExplorerRow[]; query: ExplorerQuery } | { error: string } {
  const query = parseExplorerQuery(params, view.maxPageSize);
  if ('error' in query) return query;
  let rows =
    query.view === 'modules'
      ? view.rows.map((row) => explorerRow(row, view.form, view.host))
      : (view.workspaces ?? []).map((w) => workspaceRow(w, view.org));
  rows = rows.filter((row) => query.filters.every((f) => filterMatches(f, row)));
  if (query.sort !== undefined) {
    const { field, descending } = query.sort;
    // Stable, so equal keys keep insertion order.
    rows = [...rows].sort((a, b) => compareValues(a[field], b[field]) * (descending ? -1 : 1));
  }
  return { rows, query };
}

/** GET /api/v2/organizations/:org/explorer?type=modules (or workspaces): one page as a JSON:API document. */
export function explorerPage(params: URLSearchParams, view: ExplorerView): { document: unknown } | { error: string } {
  if (view.pagingFault === 'repeat-first-page') params.set('page[number]', '1');
  const selected = select(params, view);
  if ('error' in selected) return selected;
  const { rows, query } = selected;
  const { number, size } = query.page;
  const totalPages = Math.max(1, Math.ceil(rows.length / size));
  const pageRows = rows.slice((number - 1) * size, number * size);
  const link = (page: number): string => {
    const linked = new URLSearchParams(params);
    linked.set('page[number]', String(page));
    linked.set('page[size]', String(size));
    return `${view.url}/api/v2/organizations/${encodeURIComponent(view.org)}/explorer?${linked.toString()}`;
  };
  const prev = number > 1 ? Math.min(number - 1, totalPages) : null;
  const next = number < totalPages ? number + 1 : null;
  const links = {
    self: link(number),
    first: link(1),
    prev: prev === null ? null : link(prev),
    next: next === null ? null : link(next),
    last: link(totalPages),
  };
  return {
    document: {
      data: pageRows.map((row) => ({
        id: rowId(query.view, row),
        type: VIEWS[query.view].type,
        attributes: pickFields(
          Object.fromEntries(Object.entries(row).map(([key, value]) => [key.replace(/_/g, '-'), value])),
          query.fields,
        ),
      })),
      ...(view.pagingFault !== 'omit-links' && { links }),
      meta: {
        pagination: {
          'current-page': number,
          'page-size': size,
          'prev-page': prev,
          'next-page': next,
          'total-pages': totalPages,
          'total-count': rows.length + (view.pagingFault === 'wrong-count' ? 1 : 0),
        },
      },
    },
  };
}

/**
 * GET /api/v2/organizations/:org/explorer/export/csv?type=modules: every row the same query
 * selects, unpaged, as CSV with the query's (snake_case) fields as columns. Every field is
 * quoted, so a workspace list's commas and a quote in a name come through whole.
 */
export function explorerCsv(params: URLSearchParams, view: ExplorerView): { csv: string } | { error: string } {
  const selected = select(params, view);
  if ('error' in selected) return selected;
  const columns = Object.keys(VIEWS[selected.query.view].fields).filter(
    (field) => selected.query.fields === undefined || selected.query.fields.has(field),
  );
  const line = (values: readonly Value[]): string =>
    values.map((value) => `"${String(value).replace(/"/g, '""')}"`).join(',');
  const lines = [line(columns), ...selected.rows.map((row) => line(columns.map((field) => row[field] ?? '')))];
  return { csv: `${lines.join('\r\n')}\r\n` };
}

/** A row as Explorer serves it, with snake_case keys as its filters and sort name them. */
function explorerRow(row: UsageRow, serverForm: SourceForm, host: string): ExplorerRow {
  if (row.kind === 'verbatim') {
    return {
      name: row.name,
      source: row.source,
      version: row.version,
      registry_type: row.registryType,
      curated: row.curated,
      workspace_count: row.workspaces.length,
      workspaces: row.workspaces.join(','),
    };
  }
  const form = row.sourceForm ?? serverForm;
  const address = `${row.namespace}/${row.name}/${row.provider}`;
  return {
    name: row.name,
    source: form === 'private' ? `private/${address}` : `${host}/${address}`,
    version: row.version,
    registry_type: 'private',
    curated: false,
    workspace_count: row.workspaces.length,
    workspaces: row.workspaces.join(','),
  };
}

/** A workspace with its project, as the workspace view serves it. */
function workspaceRow(w: WorkspaceRow, org: string): ExplorerRow {
  return {
    workspace_name: w.name,
    external_id: w.id,
    organization_name: org,
    project_name: w.project,
    project_external_id: w.projectId,
    vcs_repo_identifier: w.repository ?? '',
  };
}

function rowId(view: ViewName, row: ExplorerRow): string {
  if (view === 'workspaces') return String(row.external_id);
  return `vmv-${createHash('sha256').update(`${row.source}@${row.version}`).digest('hex').slice(0, 16)}`;
}

const FILTER_KEY = /^filter\[(\d+)\]\[([^\]]*)\]\[([^\]]*)\]\[(\d+)\]$/;

/** The query string of an Explorer query, or what is wrong with it (answered 400). */
export function parseExplorerQuery(params: URLSearchParams, maxPageSize: number): ExplorerQuery | { error: string } {
  const type = params.get('type');
  if (type !== 'modules' && type !== 'workspaces') {
    return {
      error:
        type === null
          ? 'The query parameter type is required (workspaces, modules, providers or tf_versions).'
          : `The view type ${JSON.stringify(type)} is not served by this fake; only modules and workspaces are.`,
    };
  }
  const fieldKinds: Record<string, Kind> = VIEWS[type].fields;
  const isField = (value: string): boolean => Object.hasOwn(fieldKinds, value);
  const byIndex = new Map<number, ExplorerFilter>();
  let fields: Set<string> | undefined;
  for (const [key, value] of params) {
    if (key === `fields[${type}]`) {
      fields = new Set();
      for (const field of value.split(',')) {
        if (!isField(field)) return { error: `Unknown field ${JSON.stringify(field)} in fields[${type}].` };
        fields.add(field);
      }
      continue;
    }
    if (!key.startsWith('filter')) continue;
    const match = FILTER_KEY.exec(key);
    if (match === null)
      return { error: `Malformed filter ${JSON.stringify(key)}; expected filter[N][field][operator][0].` };
    const [, index, field, operator] = match as unknown as [string, string, string, string];
    if (!isField(field)) return { error: `Unknown filter field ${JSON.stringify(field)} for ${type}.` };
    if (!(EXPLORER_OPERATORS as readonly string[]).includes(operator)) {
      return { error: `Unknown filter operator ${JSON.stringify(operator)}.` };
    }
    const op = operator as ExplorerOperator;
    const kind = fieldKinds[field];
    if ((op === 'contains' || op === 'does_not_contain') && kind !== 'string') {
      return { error: `The operator ${op} does not apply to ${field}.` };
    }
    if ((op === 'gt' || op === 'lt' || op === 'gteq' || op === 'lteq') && kind !== 'number') {
      return { error: `The operator ${op} does not apply to ${field}.` };
    }
    const seen = byIndex.get(Number(index));
    if (seen !== undefined && (seen.field !== field || seen.operator !== op)) {
      return { error: `Filter ${index} names more than one field or operator; give each filter its own index.` };
    }
    byIndex.set(Number(index), { field, operator: op, values: [...(seen?.values ?? []), value] });
  }
  let sort: ExplorerQuery['sort'];
  const sortParam = params.get('sort');
  if (sortParam !== null && sortParam !== '') {
    const descending = sortParam.startsWith('-');
    const field = descending ? sortParam.slice(1) : sortParam;
    if (!isField(field)) return { error: `Unknown sort field ${JSON.stringify(field)} for ${type}.` };
    sort = { field, descending };
  }
  const number = pageParam(params.get('page[number]'), 1);
  const size = pageParam(params.get('page[size]'), 20);
  if (number === undefined || size === undefined)
    return { error: 'page[number] and page[size] must be positive integers.' };
  return {
    view: type,
    filters: [...byIndex.entries()].sort(([a], [b]) => a - b).map(([, f]) => f),
    ...(sort !== undefined && { sort }),
    ...(fields !== undefined && { fields }),
    page: { number, size: Math.min(size, maxPageSize) },
  };
}

function pageParam(value: string | null, fallback: number): number | undefined {
  if (value === null) return fallback;
  return /^[1-9][0-9]{0,8}$/.test(value) ? Number(value) : undefined;
}

/**
 * Whether a row passes one filter. Strings compare exactly for is/is_not and without case for
 * contains (the service's case rules are not documented: a client should not lean on either).
 */
function filterMatches(filter: ExplorerFilter, row: ExplorerRow): boolean {
  const actual = row[filter.field];
  const one = (value: string): boolean => {
    switch (filter.operator) {
      case 'is':
        return String(actual) === value;
      case 'is_not':
        return String(actual) !== value;
      case 'contains':
        return String(actual).toLowerCase().includes(value.toLowerCase());
      case 'does_not_contain':
        return !String(actual).toLowerCase().includes(value.toLowerCase());
      case 'is_empty':
        return String(actual) === '';
      case 'is_not_empty':
        return String(actual) !== '';
      case 'gt':
        return Number(actual) > Number(value);
      case 'lt':
        return Number(actual) < Number(value);
      case 'gteq':
        return Number(actual) >= Number(value);
      case 'lteq':
        return Number(actual) <= Number(value);
    }
  };
  // A negative operator must hold for every value, a positive one for any.
  const negative = filter.operator === 'is_not' || filter.operator === 'does_not_contain';
  return negative ? filter.values.every(one) : filter.values.some(one);
}

function compareValues(a: Value | undefined, b: Value | undefined): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

function pickFields(attributes: Record<string, unknown>, fields: Set<string> | undefined): Record<string, unknown> {
  if (fields === undefined) return attributes;
  return Object.fromEntries(Object.entries(attributes).filter(([key]) => fields.has(key.replace(/-/g, '_'))));
}
