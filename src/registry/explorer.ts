/**
 * Explorer's module view, read whole or not at all. The unpaged CSV export is asked first (one
 * request, nothing to page); where the service has none or refuses it, the paged query, whose
 * every page is checked against what the service says of its paging. A read that cannot be shown
 * complete fails: usage that misses a page would let a safe revoke remove a version in use.
 *
 * Rows come back as Explorer's attributes (the query's kebab-case keys) of every module row the
 * filters select, so a caller decides which rows are its module's, and an organization-wide
 * reader can ask with no filter at all.
 */
import { parse } from 'csv-parse/sync';
import { RegistryError, ResponseShapeError } from './errors.ts';
import type { Transport } from './transport.ts';
import { noSecrets, parseScrubbedJson, type Scrub } from './scrub.ts';
import { printable } from '../text.ts';

/** One Explorer row: `source`, `version`, `workspace-count`, `workspaces`, ... as the query names them. */
export type ExplorerAttributes = Readonly<Record<string, unknown>>;

/** One filter of the query: `filter[i][field][operator][0]=value`, field in snake_case. */
export interface ExplorerFilter {
  readonly field: string;
  readonly operator: string;
  readonly value: string;
}

/** Explorer rows per page asked for: the largest page the service gives. */
export const USAGE_PAGE_SIZE = 100;
/** Pages read at most for one query: 5,000 versions in use is beyond any real module. */
export const MAX_USAGE_PAGES = 50;

/**
 * Answers to the export that mean "not here, or not for this token": the paged query is asked
 * instead (it has the same access rules, so a refusal there is the refusal reported). Anything
 * else (a 5xx after retries, an answer too large, a body that is not the export) fails the read.
 */
export const EXPORT_FALLBACK_STATUSES: ReadonlySet<number> = new Set([400, 401, 403, 404, 405, 406, 410, 415, 501]);

/** How a paged read failed to add up; each names a cause a user can look for. */
export type PagingDisagreement =
  'no-paging' | 'wrong-page' | 'next-disagrees' | 'totals-changed' | 'count-disagrees' | 'too-many-pages';

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

/** What one page says of its paging; undefined where it says nothing. */
export interface PageFacts {
  readonly rows: number;
  /** Whether the answer has `links` at all. */
  readonly hasLinks: boolean;
  /** `links.next` is a non-empty string. */
  readonly linksNext: boolean;
  readonly currentPage?: number;
  /** `meta.pagination.next-page`: a number, null on the last page. */
  readonly nextPage?: number | null;
  readonly pageSize?: number;
  readonly totalPages?: number;
  readonly totalCount?: number;
}

/** The paging facts of one answer; a field of the wrong type is refused, never guessed. */
export function pageFacts(document: object, rows: number): PageFacts {
  const links = (document as { links?: unknown }).links;
  const hasLinks = typeof links === 'object' && links !== null;
  const next = hasLinks ? (links as { next?: unknown }).next : undefined;
  const pagination = (document as { meta?: { pagination?: unknown } }).meta?.pagination;
  const said = typeof pagination === 'object' && pagination !== null ? (pagination as Record<string, unknown>) : {};
  const count = (key: string, allowNull = false): number | null | undefined => {
    const value = said[key];
    if (value === undefined || (allowNull && value === null)) return value as undefined | null;
    if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
    throw new ResponseShapeError(`the Explorer answer's \`meta.pagination.${key}\` is not a count`);
  };
  const facts: { -readonly [K in keyof PageFacts]: PageFacts[K] } = {
    rows,
    hasLinks,
    linksNext: typeof next === 'string' && next !== '',
  };
  const currentPage = count('current-page');
  const nextPage = count('next-page', true);
  const pageSize = count('page-size');
  const totalPages = count('total-pages');
  const totalCount = count('total-count');
  if (currentPage !== undefined && currentPage !== null) facts.currentPage = currentPage;
  if (nextPage !== undefined) facts.nextPage = nextPage;
  if (pageSize !== undefined && pageSize !== null && pageSize > 0) facts.pageSize = pageSize;
  if (totalPages !== undefined && totalPages !== null) facts.totalPages = totalPages;
  if (totalCount !== undefined && totalCount !== null) facts.totalCount = totalCount;
  return facts;
}

/**
 * Checks page `asked` against what it and the first page say, and tells whether another page
 * follows. `links.next`, `next-page` and `total-pages` are three answers to that question: each
 * the page gives must agree with the others.
 */
export function checkPage(asked: number, facts: PageFacts, first: PageFacts = facts): boolean {
  const { currentPage, nextPage, totalPages, totalCount, pageSize } = facts;
  if (currentPage !== undefined && currentPage !== asked) {
    throw new ExplorerPagingError(
      'wrong-page',
      `page ${asked} was asked for and the answer says it is page ${currentPage}`,
    );
  }
  if (totalPages !== first.totalPages || totalCount !== first.totalCount) {
    throw new ExplorerPagingError(
      'totals-changed',
      `page 1 said ${describeTotals(first)} and page ${asked} says ${describeTotals(facts)}`,
    );
  }
  if (totalCount !== undefined && totalPages !== undefined && pageSize !== undefined) {
    const pages = Math.max(1, Math.ceil(totalCount / pageSize));
    if (pages !== totalPages) {
      throw new ExplorerPagingError(
        'count-disagrees',
        `${totalCount} rows in pages of ${pageSize} make ${pages} pages, and the answer says ${totalPages}`,
      );
    }
  }
  if (nextPage !== undefined && nextPage !== null && nextPage !== asked + 1) {
    throw new ExplorerPagingError('next-disagrees', `page ${asked} says the next page is ${nextPage}`);
  }
  if (!facts.hasLinks && nextPage === undefined && totalPages === undefined) {
    throw new ExplorerPagingError('no-paging', `page ${asked} has neither \`links\` nor \`meta.pagination\``);
  }
  // No `links` at all says no next page: a service that then counts more pages disagrees.
  const answers: Array<[string, boolean]> = [
    [
      !facts.hasLinks
        ? 'there are no `links`'
        : `\`links.next\` ${facts.linksNext ? 'names a next page' : 'names none'}`,
      facts.linksNext,
    ],
  ];
  if (nextPage !== undefined) answers.push([`\`next-page\` is ${nextPage ?? 'null'}`, nextPage !== null]);
  if (totalPages !== undefined) answers.push([`\`total-pages\` is ${totalPages}`, asked < totalPages]);
  const more = answers[0]![1];
  if (answers.some(([, says]) => says !== more)) {
    throw new ExplorerPagingError(
      'next-disagrees',
      `page ${asked} disagrees with itself about a next page: ${answers.map(([said]) => said).join(', ')}`,
    );
  }
  return more;
}

/** After the last page: the pages and rows read are those the service counted. */
export function checkComplete(pagesRead: number, rowsRead: number, distinctRows: number, first: PageFacts): void {
  if (first.totalPages !== undefined && pagesRead !== first.totalPages) {
    throw new ExplorerPagingError(
      'count-disagrees',
      `the answer says ${first.totalPages} pages and ${pagesRead} were read`,
    );
  }
  if (first.totalCount !== undefined && (rowsRead !== first.totalCount || distinctRows !== rowsRead)) {
    const repeated = distinctRows !== rowsRead ? ` (${rowsRead - distinctRows} of them twice)` : '';
    throw new ExplorerPagingError(
      'count-disagrees',
      `the answer says ${first.totalCount} rows in all and ${rowsRead} were read${repeated}`,
    );
  }
}

function describeTotals(facts: PageFacts): string {
  return `${facts.totalCount ?? 'no'} rows in ${facts.totalPages ?? 'no count of'} pages`;
}

/** The query string Explorer's module view and its export share. */
function queryString(filters: readonly ExplorerFilter[]): URLSearchParams {
  const params = new URLSearchParams({ type: 'modules' });
  for (const [i, f] of filters.entries()) params.set(`filter[${i}][${f.field}][${f.operator}][0]`, f.value);
  return params;
}

/**
 * Every module row the filters select, from the unpaged export; undefined when the service has no
 * export or refuses it to this token (EXPORT_FALLBACK_STATUSES), so the caller asks the pages.
 */
export async function readModuleExport(
  transport: Transport,
  explorerUrl: string,
  filters: readonly ExplorerFilter[],
): Promise<ExplorerAttributes[] | undefined> {
  let body: string;
  try {
    // The body is bounded by the transport (MAX_BODY_BYTES): a larger answer fails the read.
    ({ body } = await transport.send(
      'read usage',
      'GET',
      `${explorerUrl}/export/csv?${queryString(filters).toString()}`,
      undefined,
      { accept: 'text/csv' },
    ));
  } catch (error) {
    if (error instanceof RegistryError && EXPORT_FALLBACK_STATUSES.has(error.status)) return undefined;
    throw error;
  }
  return parseModuleExport(body, transport.scrub);
}

/** The columns a usage read cannot do without. */
const REQUIRED_COLUMNS = ['source', 'version'];

/**
 * The export's rows as the query's attributes: columns named as the query's fields, snake_case
 * or kebab-case (`workspace_count` is `workspace-count`), counts as numbers. A body that is not
 * CSV with `source` and `version` columns is refused.
 */
export function parseModuleExport(body: string, scrub: Scrub = noSecrets): ExplorerAttributes[] {
  let records: Array<Record<string, string>>;
  try {
    records = parse(body, {
      bom: true,
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase().replace(/[_ ]/g, '-')),
      skip_empty_lines: true,
    });
  } catch (error) {
    throw new ResponseShapeError(
      `the Explorer export is not CSV as documented (${printable(scrub(error instanceof Error ? error.message : String(error))).slice(0, 200)}); a proxy or the wrong hostname may be in the way`,
    );
  }
  const columns = records.length > 0 ? Object.keys(records[0]!) : headerOf(body);
  const missing = REQUIRED_COLUMNS.filter((c) => !columns.includes(c));
  if (missing.length > 0) {
    throw new ResponseShapeError(
      `the Explorer export has no ${missing.map((c) => `\`${c}\``).join(' or ')} column; a proxy or the wrong hostname may be in the way`,
    );
  }
  return records.map((record) => {
    // Every cell is service text: the run's secrets are taken out as it enters the model.
    const attributes: Record<string, unknown> = Object.fromEntries(
      Object.entries(record).map(([column, cell]) => [column, scrub(cell)]),
    );
    const count = attributes['workspace-count'] as string | undefined;
    if (count === undefined || count.trim() === '') delete attributes['workspace-count'];
    else if (/^[0-9]{1,15}$/.test(count.trim())) attributes['workspace-count'] = Number(count.trim());
    return attributes;
  });
}

/** The header's column names of an export with no rows. */
function headerOf(body: string): string[] {
  const [header] = parse(body, { bom: true, to_line: 1 }) as string[][];
  return (header ?? []).map((name) => name.trim().toLowerCase().replace(/[_ ]/g, '-'));
}

/**
 * Every module row the filters select, from the paged query: each page asked for by number on
 * this service (never at an address the answer gives: the token goes only to the host the
 * workflow names), each checked by checkPage, and the whole by checkComplete.
 */
export async function readModulePages(
  transport: Transport,
  explorerUrl: string,
  filters: readonly ExplorerFilter[],
): Promise<ExplorerAttributes[]> {
  const rows: ExplorerAttributes[] = [];
  const keys = new Set<string>();
  let first: PageFacts | undefined;
  for (let page = 1; ; page++) {
    const params = queryString(filters);
    params.set('page[number]', String(page));
    params.set('page[size]', String(USAGE_PAGE_SIZE));
    const { body } = await transport.send('read usage', 'GET', `${explorerUrl}?${params.toString()}`);
    const document = parseJsonObject(body, transport.scrub);
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
    if (page >= MAX_USAGE_PAGES) {
      throw new ExplorerPagingError(
        'too-many-pages',
        `the answer still has more pages after ${MAX_USAGE_PAGES} pages of ${USAGE_PAGE_SIZE} rows for one query`,
      );
    }
  }
}

function parseJsonObject(body: string, scrub: Scrub): object {
  try {
    const parsed: unknown = parseScrubbedJson(body, scrub);
    if (typeof parsed === 'object' && parsed !== null) return parsed;
  } catch {
    // fall through
  }
  const preview = scrub(body.trim().slice(0, 4096)).slice(0, 60).replace(/\s+/g, ' ');
  throw new ResponseShapeError(
    `the Explorer answer is not JSON (starts with ${JSON.stringify(preview)}); a proxy or the wrong hostname may be in the way`,
  );
}
