/**
 * Explorer's views, read whole or not at all: the unpaged CSV export first (one request), else the paged query, each
 * page checked against what the service says of its paging. A read that cannot be shown complete fails: usage that
 * misses a page would let a safe revoke remove a version in use. Rows come back as Explorer's attributes of every
 * row the filters select: a caller decides which are its module's, and an organization-wide reader asks unfiltered.
 */
import { RegistryError, ResponseShapeError } from './errors.ts';
import type { Transport } from './transport.ts';
import { parseAnswerJson } from './answers.ts';
import { noSecrets, type Scrub } from './scrub.ts';
import { pagingChecks, type PageFacts, type PagingDisagreement } from './paging.ts';
import { plural } from '../text.ts';

/** One Explorer row: `source`, `version`, `workspace-count`, `workspaces`, ... as the query names them. */
export type ExplorerAttributes = Readonly<Record<string, unknown>>;

/** The views read, each with the columns a read of it cannot do without. */
const EXPLORER_VIEWS = {
  modules: { required: ['source', 'version'] },
  workspaces: { required: ['workspace-name'] },
} as const;
type ExplorerViewName = keyof typeof EXPLORER_VIEWS;

/** One filter of the query: `filter[i][field][operator][0]=value`, field in snake_case. */
interface ExplorerFilter {
  readonly field: string;
  readonly operator: string;
  readonly value: string;
}

/** Explorer rows per page asked for: the largest page the service gives. */
const USAGE_PAGE_SIZE = 100;
/** Pages read at most for one query: 5,000 versions in use is beyond any real module. */
const MAX_USAGE_PAGES = 50;

/**
 * Answers to the export that mean "not here, or not for this token": the paged query is asked instead (same access
 * rules, so its refusal is the one reported). Anything else (a 5xx after retries, a bad body) fails the read.
 */
const EXPORT_FALLBACK_STATUSES: ReadonlySet<number> = new Set([400, 401, 403, 404, 405, 406, 410, 415, 501]);

/** Explorer's paging did not add up, so usage is unknown rather than incomplete. */
export class ExplorerPagingError extends ResponseShapeError {
  override name = 'ExplorerPagingError';
  readonly disagreement: PagingDisagreement;

  constructor(disagreement: PagingDisagreement, what: string) {
    super(
      `Explorer's paging does not add up (${disagreement}): ${what}. Not every page can be shown read, so usage is unknown. A cache or proxy that ignores query strings can cause this; so can rows that changed while pages were read (then running again helps).`,
    );
    this.disagreement = disagreement;
  }
}

/** Explorer's paging, checked as every paged read of this service is (paging.ts). */
export const { pageFacts, checkPage, checkComplete } = pagingChecks(
  'the Explorer answer',
  (disagreement, what) => new ExplorerPagingError(disagreement, what),
);

function queryString(view: ExplorerViewName, filters: readonly ExplorerFilter[]): URLSearchParams {
  const params = new URLSearchParams({ type: view });
  for (const [i, f] of filters.entries()) params.set(`filter[${i}][${f.field}][${f.operator}][0]`, f.value);
  return params;
}

/** From the unpaged export; undefined when the service has none or refuses it (EXPORT_FALLBACK_STATUSES). */
export const readModuleExport = (
  transport: Transport,
  explorerUrl: string,
  filters: readonly ExplorerFilter[],
): Promise<ExplorerAttributes[] | undefined> => readViewExport(transport, explorerUrl, 'modules', filters);

/** Every row of a view the filters select, from the unpaged export, as readModuleExport. */
export async function readViewExport(
  transport: Transport,
  explorerUrl: string,
  view: ExplorerViewName,
  filters: readonly ExplorerFilter[],
): Promise<ExplorerAttributes[] | undefined> {
  let body: string;
  try {
    // The body is bounded by the transport (TRANSPORT_LIMITS.maxBodyBytes): a larger answer fails the read.
    ({ body } = await transport.send(
      'read usage',
      'GET',
      `${explorerUrl}/export/csv?${queryString(view, filters).toString()}`,
      undefined,
      { accept: 'text/csv' },
    ));
  } catch (error) {
    if (error instanceof RegistryError && EXPORT_FALLBACK_STATUSES.has(error.status)) return undefined;
    throw error;
  }
  return await parseExport(body, view, transport.scrub);
}

/** How many `"` a text holds, counted without an array of them (an organization's export is MBs). */
function quotesIn(text: string): number {
  let count = 0;
  for (let at = text.indexOf('"'); at !== -1; at = text.indexOf('"', at + 1)) count++;
  return count;
}

/**
 * The export's rows as the query's attributes: columns as the query's fields (`workspace_count` is
 * `workspace-count`), counts as numbers; a body that is not CSV with `source` and `version` columns is refused.
 * d3-dsv (small) is loaded here, on use: most runs read no export. It reads leniently, so what it would let pass is
 * refused first: an unclosed quote (an odd number of quotes) and a row of another width than the header.
 */
export const parseModuleExport = (body: string, scrub: Scrub = noSecrets): Promise<ExplorerAttributes[]> =>
  parseExport(body, 'modules', scrub);

/** A view's export, read as parseModuleExport reads the module view's. */
async function parseExport(
  body: string,
  view: ExplorerViewName,
  scrub: Scrub = noSecrets,
): Promise<ExplorerAttributes[]> {
  const { csvParseRows } = await import('d3-dsv');
  const text = body.startsWith('\uFEFF') ? body.slice(1) : body;
  const notCsv = (why: string): ResponseShapeError =>
    new ResponseShapeError(
      `the Explorer export is not CSV as documented (${why}); a proxy or the wrong hostname may be in the way`,
    );
  if (quotesIn(text) % 2 === 1) throw notCsv('a quoted field is not closed');
  const rows = csvParseRows(text).filter((row) => !(row.length === 1 && row[0] === ''));
  const [header = [], ...data] = rows;
  const columns = header.map((name) => name.trim().toLowerCase().replace(/[_ ]/g, '-'));
  const uneven = data.findIndex((row) => row.length !== columns.length);
  if (uneven >= 0) {
    throw notCsv(`row ${uneven + 1} has ${plural(data[uneven]!.length, 'field')}, the header ${columns.length}`);
  }
  const missing = EXPLORER_VIEWS[view].required.filter((c) => !columns.includes(c));
  if (missing.length > 0) {
    throw new ResponseShapeError(
      `the Explorer export has no ${missing.map((c) => `\`${c}\``).join(' or ')} column; a proxy or the wrong hostname may be in the way`,
    );
  }
  return data.map((row) => {
    // Every cell is service text: the run's secrets are taken out as it enters the model.
    const attributes: Record<string, unknown> = Object.fromEntries(
      columns.map((column, i) => [column, scrub(row[i] ?? '')]),
    );
    const count = attributes['workspace-count'] as string | undefined;
    if (count === undefined || count.trim() === '') delete attributes['workspace-count'];
    else if (/^[0-9]{1,15}$/.test(count.trim())) attributes['workspace-count'] = Number(count.trim());
    return attributes;
  });
}

/**
 * From the paged query: each page asked for by number on this service (never at an address the answer gives: the
 * token goes only to the host the workflow names), each checked by checkPage, and the whole by checkComplete.
 */
export const readModulePages = (
  transport: Transport,
  explorerUrl: string,
  filters: readonly ExplorerFilter[],
  maxPages = MAX_USAGE_PAGES,
): Promise<ExplorerAttributes[]> => readViewPages(transport, explorerUrl, 'modules', filters, maxPages);

/** Every row of a view the filters select, from the paged query, as readModulePages. */
export async function readViewPages(
  transport: Transport,
  explorerUrl: string,
  view: ExplorerViewName,
  filters: readonly ExplorerFilter[],
  maxPages = MAX_USAGE_PAGES,
): Promise<ExplorerAttributes[]> {
  const rows: ExplorerAttributes[] = [];
  const keys = new Set<string>();
  let first: PageFacts | undefined;
  for (let page = 1; ; page++) {
    const params = queryString(view, filters);
    params.set('page[number]', String(page));
    params.set('page[size]', String(USAGE_PAGE_SIZE));
    const { body } = await transport.send('read usage', 'GET', `${explorerUrl}?${params.toString()}`);
    const document = parseAnswerJson(body, 'the Explorer', transport.scrub);
    const data = (document as { data?: unknown }).data;
    if (!Array.isArray(data)) {
      throw new ResponseShapeError('the Explorer answer has no `data` array; is the hostname an HCP Terraform host?');
    }
    for (const entry of data as unknown[]) {
      const attributes = (entry as { attributes?: unknown } | null)?.attributes;
      const row = typeof attributes === 'object' && attributes !== null ? (attributes as ExplorerAttributes) : {};
      rows.push(row);
      keys.add(JSON.stringify([(entry as { id?: unknown } | null)?.id, row.source, row.version]));
    }
    const facts = pageFacts(document, data.length);
    first ??= facts;
    if (!checkPage(page, facts, first)) {
      checkComplete(page, rows.length, keys.size, first);
      return rows;
    }
    if (page >= maxPages) {
      throw new ExplorerPagingError(
        'too-many-pages',
        `the answer still has more pages after ${maxPages} pages of ${USAGE_PAGE_SIZE} rows for one query`,
      );
    }
  }
}
