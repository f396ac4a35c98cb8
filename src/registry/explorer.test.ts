import { secretScrubber } from './scrub.ts';
import { describe, expect, it } from 'vitest';
import { ResponseShapeError } from './errors.ts';
import { ExplorerPagingError, checkComplete, checkPage, pageFacts, parseModuleExport } from './explorer.ts';
import type { PageFacts, PagingDisagreement } from './paging.ts';

/** A page as the service documents it: links and meta.pagination that agree. */
function page(number: number, total: number, count: number, size = 100): object {
  const next = number < total ? number + 1 : null;
  return {
    links: { next: next === null ? null : `https://host/x?page[number]=${next}` },
    meta: {
      pagination: {
        'current-page': number,
        'next-page': next,
        'page-size': size,
        'total-pages': total,
        'total-count': count,
      },
    },
  };
}

const facts = (document: object, rows = 0): PageFacts => pageFacts(document, rows);

function disagreement(check: () => unknown): PagingDisagreement {
  try {
    check();
  } catch (error) {
    expect(error).toBeInstanceOf(ExplorerPagingError);
    expect((error as Error).message).not.toContain('\n');
    return (error as ExplorerPagingError).disagreement;
  }
  throw new Error('expected the paging to be refused');
}

describe('checkPage', () => {
  it('follows pages whose links and counts agree, and stops at the last', () => {
    const first = facts(page(1, 3, 250), 100);
    expect(checkPage(1, first)).toBe(true);
    expect(checkPage(2, facts(page(2, 3, 250), 100), first)).toBe(true);
    expect(checkPage(3, facts(page(3, 3, 250), 50), first)).toBe(false);
    expect(() => checkComplete(3, 250, 250, first)).not.toThrow();
  });

  it('reads one empty page as complete', () => {
    const only = facts(page(1, 1, 0));
    expect(checkPage(1, only)).toBe(false);
    expect(() => checkComplete(1, 0, 0, only)).not.toThrow();
  });

  it('refuses page 1 given when page 2 was asked for (a cache that ignores the query string)', () => {
    const first = facts(page(1, 2, 150));
    expect(disagreement(() => checkPage(2, first, first))).toBe('wrong-page');
  });

  it('refuses an answer without links while meta.pagination says more pages follow', () => {
    const { links: _, ...withoutLinks } = page(1, 2, 150) as { links: unknown };
    expect(disagreement(() => checkPage(1, facts(withoutLinks)))).toBe('next-disagrees');
  });

  it('refuses links.next on the last page the service counts', () => {
    const first = facts(page(1, 2, 150));
    const last = facts({ ...page(2, 2, 150), links: { next: 'https://host/more' } });
    expect(disagreement(() => checkPage(2, last, first))).toBe('next-disagrees');
  });

  it('refuses no links.next before the last page', () => {
    expect(disagreement(() => checkPage(1, facts({ ...page(1, 2, 150), links: { next: null } })))).toBe(
      'next-disagrees',
    );
  });

  it('refuses a next-page that is not the next page', () => {
    const document = page(1, 3, 250) as { meta: { pagination: Record<string, unknown> } };
    document.meta.pagination['next-page'] = 3;
    expect(disagreement(() => checkPage(1, facts(document)))).toBe('next-disagrees');
  });

  it('refuses totals that change between pages', () => {
    const first = facts(page(1, 2, 150));
    expect(disagreement(() => checkPage(2, facts(page(2, 2, 160)), first))).toBe('totals-changed');
  });

  it('refuses a count that does not make the pages it says', () => {
    expect(disagreement(() => checkPage(1, facts(page(1, 1, 150))))).toBe('count-disagrees');
  });

  it('refuses an answer that says nothing of its paging', () => {
    expect(disagreement(() => checkPage(1, facts({})))).toBe('no-paging');
  });

  it('refuses paging figures that are not counts', () => {
    const document = { meta: { pagination: { 'total-count': '7' } } };
    expect(() => facts(document)).toThrow(ResponseShapeError);
  });
});

describe('checkComplete', () => {
  const first = facts(page(1, 2, 150));
  it('refuses fewer rows than the service counted', () => {
    expect(disagreement(() => checkComplete(2, 149, 149, first))).toBe('count-disagrees');
  });
  it('refuses a row read twice, which may hide one never read', () => {
    expect(disagreement(() => checkComplete(2, 150, 149, first))).toBe('count-disagrees');
  });
  it('refuses fewer pages than the service counted', () => {
    expect(disagreement(() => checkComplete(1, 150, 150, first))).toBe('count-disagrees');
  });
});

describe('parseModuleExport', () => {
  it('reads the documented columns, quoted commas and quotes included, counts as numbers', async () => {
    const csv =
      '\uFEFFname,source,version,registry_type,curated,workspace_count,workspaces\r\n' +
      'vpc,app.terraform.io/acme/vpc/aws,1.0.0,private,false,2,"prod,staging"\r\n' +
      'vpc,"private/acme/vpc/aws",1.1.0,private,false,,"dev"\r\n';
    expect(await parseModuleExport(csv)).toEqual([
      {
        name: 'vpc',
        source: 'app.terraform.io/acme/vpc/aws',
        version: '1.0.0',
        'registry-type': 'private',
        curated: 'false',
        'workspace-count': 2,
        workspaces: 'prod,staging',
      },
      {
        name: 'vpc',
        source: 'private/acme/vpc/aws',
        version: '1.1.0',
        'registry-type': 'private',
        curated: 'false',
        workspaces: 'dev',
      },
    ]);
  });

  it('accepts kebab-case headers and an export with no rows', async () => {
    expect(await parseModuleExport('source,version,workspace-count\r\nprivate/acme/vpc/aws,1.0.0,3\r\n')).toEqual([
      { source: 'private/acme/vpc/aws', version: '1.0.0', 'workspace-count': 3 },
    ]);
    expect(await parseModuleExport('source,version,workspaces\r\n')).toEqual([]);
  });

  it("takes the run's secrets out of every cell, an echoed bearer header included", async () => {
    const scrub = secretScrubber(['s3cr3t-token.atlasv1.abc']);
    const csv = 'source,version,workspaces\r\n' + 'private/acme/vpc/aws,1.0.0,"Bearer s3cr3t-token.atlasv1.abc"\r\n';
    expect(await parseModuleExport(csv, scrub)).toEqual([
      { source: 'private/acme/vpc/aws', version: '1.0.0', workspaces: 'Bearer ***' },
    ]);
  });

  it('leaves a count that is not one for the row check to refuse', async () => {
    expect((await parseModuleExport('source,version,workspace_count\r\nx,1.0.0,-1\r\n'))[0]?.['workspace-count']).toBe(
      '-1',
    );
  });

  it('reads a quoted field across lines with doubled quotes, and any line ending', async () => {
    const csv = 'source,version,workspaces\n' + 'x,1.0.0,"say ""hi""\r\nthen go"\r' + 'y,2.0.0,\n\n';
    expect(await parseModuleExport(csv)).toEqual([
      { source: 'x', version: '1.0.0', workspaces: 'say "hi"\r\nthen go' },
      { source: 'y', version: '2.0.0', workspaces: '' },
    ]);
  });

  it('says why a body is not the export', async () => {
    await expect(parseModuleExport('source,version\r\nx,"1.0.0\r\n')).rejects.toThrow(
      'not CSV as documented (a quoted field is not closed)',
    );
    await expect(parseModuleExport('source,version\r\nx,1.0.0\r\ny\r\n')).rejects.toThrow(
      'not CSV as documented (row 2 has 1 field, the header 2)',
    );
  });

  it.each([
    ['an HTML page', '<html><body>Sign in</body></html>'],
    ['JSON', '{"data":[]}'],
    ['a row cut short by an unclosed quote', 'source,version,workspaces\r\nx,1.0.0,"prod,\r\n'],
    ['rows of another width', 'source,version\r\nx,1.0.0,extra\r\n'],
  ])('refuses %s', async (_, body) => {
    await expect(parseModuleExport(body)).rejects.toThrow(ResponseShapeError);
  });
});
