/**
 * The checks every paged read of this service makes: what a page says of its paging against the page asked for, the
 * first page and the rows read. Any disagreement fails the read, named by its cause: a read that cannot be shown
 * complete must not pass for one (a missed page of usage lets a safe revoke remove a version in use).
 */
import { ResponseShapeError } from './errors.ts';

/** How a paged read failed to add up; each names a cause a user can look for. */
export type PagingDisagreement =
  'no-paging' | 'wrong-page' | 'next-disagrees' | 'totals-changed' | 'count-disagrees' | 'too-many-pages';

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

/** The error a paged read fails with, for a cause and what was seen. */
type PagingFailure = (disagreement: PagingDisagreement, what: string) => Error;

/** The checks, for answers called `answer` in messages, failing with `fail`. */
export function pagingChecks(answer: string, fail: PagingFailure) {
  /** The paging facts of one answer; a field of the wrong type is refused, never guessed. */
  function pageFacts(document: object, rows: number): PageFacts {
    const links = (document as { links?: unknown }).links;
    const hasLinks = typeof links === 'object' && links !== null;
    const next = hasLinks ? (links as { next?: unknown }).next : undefined;
    const pagination = (document as { meta?: { pagination?: unknown } }).meta?.pagination;
    const said = typeof pagination === 'object' && pagination !== null ? (pagination as Record<string, unknown>) : {};
    const count = (key: string, allowNull = false): number | null | undefined => {
      const value = said[key];
      if (value === undefined || (allowNull && value === null)) return value as undefined | null;
      if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
      throw new ResponseShapeError(`${answer}'s \`meta.pagination.${key}\` is not a count`);
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
   * Checks page `asked` against what it and the first page say, and tells whether another page follows: `links.next`,
   * `next-page` and `total-pages` each answer that, and must agree.
   */
  function checkPage(asked: number, facts: PageFacts, first: PageFacts = facts): boolean {
    const { currentPage, nextPage, totalPages, totalCount, pageSize } = facts;
    if (currentPage !== undefined && currentPage !== asked) {
      throw fail('wrong-page', `page ${asked} was asked for and the answer says it is page ${currentPage}`);
    }
    if (totalPages !== first.totalPages || totalCount !== first.totalCount) {
      throw fail(
        'totals-changed',
        `page 1 said ${describeTotals(first)} and page ${asked} says ${describeTotals(facts)}`,
      );
    }
    if (totalCount !== undefined && totalPages !== undefined && pageSize !== undefined) {
      const pages = Math.max(1, Math.ceil(totalCount / pageSize));
      if (pages !== totalPages) {
        throw fail(
          'count-disagrees',
          `${totalCount} rows in pages of ${pageSize} make ${pages} pages, and the answer says ${totalPages}`,
        );
      }
    }
    if (nextPage !== undefined && nextPage !== null && nextPage !== asked + 1) {
      throw fail('next-disagrees', `page ${asked} says the next page is ${nextPage}`);
    }
    if (!facts.hasLinks && nextPage === undefined && totalPages === undefined) {
      throw fail('no-paging', `page ${asked} has neither \`links\` nor \`meta.pagination\``);
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
      throw fail(
        'next-disagrees',
        `page ${asked} disagrees with itself about a next page: ${answers.map(([said]) => said).join(', ')}`,
      );
    }
    return more;
  }

  /** After the last page: the pages and rows read are those the service counted. */
  function checkComplete(pagesRead: number, rowsRead: number, distinctRows: number, first: PageFacts): void {
    if (first.totalPages !== undefined && pagesRead !== first.totalPages) {
      throw fail('count-disagrees', `the answer says ${first.totalPages} pages and ${pagesRead} were read`);
    }
    if (first.totalCount !== undefined && (rowsRead !== first.totalCount || distinctRows !== rowsRead)) {
      const repeated = distinctRows !== rowsRead ? ` (${rowsRead - distinctRows} of them twice)` : '';
      throw fail(
        'count-disagrees',
        `the answer says ${first.totalCount} rows in all and ${rowsRead} were read${repeated}`,
      );
    }
  }

  function describeTotals(facts: PageFacts): string {
    return `${facts.totalCount ?? 'no'} rows in ${facts.totalPages ?? 'no count of'} pages`;
  }

  return { pageFacts, checkPage, checkComplete };
}
