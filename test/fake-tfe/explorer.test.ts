import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { explorerCsv, explorerPage, type ExplorerPagingFault, type ExplorerView } from './explorer.ts';
import { startFakeTfe } from './server.ts';
import type { UsageRow } from './state.ts';

const row = (version: string, workspaces: string[]): UsageRow => ({
  kind: 'private',
  namespace: 'acme',
  name: 'vpc',
  provider: 'aws',
  version,
  workspaces,
});

const view = (pagingFault?: ExplorerPagingFault): ExplorerView => ({
  rows: [row('1.0.0', ['prod', 'staging']), row('1.1.0', ['dev']), row('2.0.0', ['say "hi"'])],
  form: 'host',
  host: 'tfe.test',
  url: 'http://tfe.test',
  org: 'acme',
  maxPageSize: 2,
  ...(pagingFault !== undefined && { pagingFault }),
});

interface Page {
  data: Array<{ attributes: Record<string, unknown> }>;
  links?: Record<string, string | null>;
  meta: { pagination: Record<string, number | null> };
}

const page = (number: number, fault?: ExplorerPagingFault): Page => {
  const answer = explorerPage(
    new URLSearchParams({ type: 'modules', 'page[number]': String(number), 'page[size]': '2' }),
    view(fault),
  );
  if ('error' in answer) throw new Error(answer.error);
  return answer.document as Page;
};

describe('the fake Explorer export', () => {
  it('answers every selected row, unpaged, as quoted CSV with the query fields as columns', () => {
    const answer = explorerCsv(new URLSearchParams({ type: 'modules', 'page[size]': '1' }), view());
    expect(answer).toEqual({
      csv:
        '"name","source","version","registry_type","curated","workspace_count","workspaces"\r\n' +
        '"vpc","tfe.test/acme/vpc/aws","1.0.0","private","false","2","prod,staging"\r\n' +
        '"vpc","tfe.test/acme/vpc/aws","1.1.0","private","false","1","dev"\r\n' +
        '"vpc","tfe.test/acme/vpc/aws","2.0.0","private","false","1","say ""hi"""\r\n',
    });
  });

  it('keeps quotes, commas and newlines inside a field, and a workspace list of thousands, whole', () => {
    const thousands = Array.from({ length: 5000 }, (_, i) => `ws-${i}`);
    const rows: UsageRow[] = [
      {
        kind: 'verbatim',
        name: 'vpc "core",\nnetwork, v2',
        source: 'private/acme/vpc/aws',
        version: '1.0.0',
        registryType: 'private',
        curated: false,
        workspaces: ['a', 'b'],
      },
      row('2.0.0', thousands),
    ];
    const answer = explorerCsv(new URLSearchParams({ type: 'modules' }), { ...view(), rows });
    if ('error' in answer) throw new Error(answer.error);
    const records = parse(answer.csv, { columns: true }) as Array<Record<string, string>>;
    expect(records.map((r) => r.name)).toEqual(['vpc "core",\nnetwork, v2', 'vpc']);
    expect(records[1]?.workspaces?.split(',')).toEqual(thousands);
    expect(records[1]?.workspace_count).toBe('5000');
  });

  it('filters and picks fields as the query does, and refuses what the query refuses', () => {
    const params = new URLSearchParams({
      type: 'modules',
      'filter[0][version][is][0]': '1.1.0',
      'fields[modules]': 'version,workspaces',
    });
    expect(explorerCsv(params, view())).toEqual({ csv: '"version","workspaces"\r\n"1.1.0","dev"\r\n' });
    expect(explorerCsv(new URLSearchParams({ type: 'providers' }), view())).toHaveProperty('error');
  });
});

describe('the fake Explorer paging faults', () => {
  it('pages honestly by default', () => {
    expect(page(2).meta.pagination).toMatchObject({ 'current-page': 2, 'next-page': null, 'total-count': 3 });
    expect(page(2).data.map((r) => r.attributes.version)).toEqual(['2.0.0']);
  });

  it('repeat-first-page answers page 1 whatever page is asked', () => {
    expect(page(2, 'repeat-first-page')).toEqual(page(1));
  });

  it('omit-links leaves out links while meta.pagination says more pages follow', () => {
    const first = page(1, 'omit-links');
    expect(first.links).toBeUndefined();
    expect(first.meta.pagination['next-page']).toBe(2);
  });

  it('wrong-count counts one row more than it gives', () => {
    expect(page(1, 'wrong-count').meta.pagination).toMatchObject({ 'total-count': 4, 'total-pages': 2 });
  });
});

describe('the fake Explorer export route', () => {
  it('serves text/csv under the query access rules, or the status it is told to answer', async () => {
    const tfe = await startFakeTfe();
    try {
      tfe.addOrganization('acme');
      tfe.addToken('tok', { organizations: ['acme'] });
      tfe.addToken('member', { organizations: ['acme'], canReadExplorer: false });
      tfe.addModule({ namespace: 'acme', name: 'vpc', provider: 'aws', versions: ['1.0.0'] });
      tfe.setUsage('acme', 'vpc', 'aws', '1.0.0', ['prod']);
      const get = (token: string) =>
        fetch(`${tfe.url}/api/v2/organizations/acme/explorer/export/csv?type=modules`, {
          headers: { authorization: `Bearer ${token}` },
        });
      const served = await get('tok');
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(await served.text()).toContain('"1.0.0","private","false","1","prod"');
      expect((await get('member')).status).toBe(403);
      tfe.setOptions({ explorerExportStatus: 404 });
      expect((await get('tok')).status).toBe(404);
    } finally {
      await tfe.close();
    }
  });
});

describe('the fake Explorer workspace view', () => {
  it('lists every workspace with its project, paged and as CSV, the default project where none was set', async () => {
    const tfe = await startFakeTfe();
    try {
      tfe.addOrganization('acme');
      tfe.addToken('tok', { organizations: ['acme'] });
      tfe.addModule({ namespace: 'acme', name: 'vpc', provider: 'aws', versions: ['1.0.0'] });
      tfe.setUsage('acme', 'vpc', 'aws', '1.0.0', ['prod', 'dev']);
      tfe.addWorkspace('acme', 'idle');
      tfe.setWorkspaceProject('acme', 'prod', 'Payments, EU');
      const get = async (path: string) =>
        fetch(`${tfe.url}/api/v2/organizations/acme/explorer${path}`, { headers: { authorization: 'Bearer tok' } });
      const csv = parse(await (await get('/export/csv?type=workspaces')).text(), { columns: true }) as Array<
        Record<string, string>
      >;
      expect(csv.map((r) => [r.workspace_name, r.project_name])).toEqual([
        ['prod', 'Payments, EU'],
        ['dev', 'Default Project'],
        ['idle', 'Default Project'],
      ]);
      expect(csv[0]?.external_id).toBe(tfe.workspaceId('acme', 'prod'));
      const page = (await (await get('?type=workspaces&page%5Bsize%5D=2&sort=workspace_name')).json()) as {
        data: Array<{ type: string; attributes: Record<string, unknown> }>;
        meta: Page['meta'];
      };
      expect(page.data.map((r) => [r.type, r.attributes['workspace-name'], r.attributes['project-name']])).toEqual([
        ['visibility-workspace', 'dev', 'Default Project'],
        ['visibility-workspace', 'idle', 'Default Project'],
      ]);
      expect(page.meta.pagination).toMatchObject({ 'total-count': 3, 'total-pages': 2 });
      expect((await get('?type=workspaces&filter%5B0%5D%5Bsource%5D%5Bis%5D%5B0%5D=x')).status).toBe(400);
    } finally {
      await tfe.close();
    }
  });
});
