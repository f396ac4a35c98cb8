/**
 * Explorer's module view over real HTTP: rows, filters, sort, fields and paging, and who may read
 * it. explorer.test.ts tests the paging and the export without a server.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  TOKEN,
  GLOBEX,
  ORG_TOKEN,
  NO_EXPLORER,
  V2,
  JSON_API,
  tfe,
  startEach,
  call,
  json,
  DEPRECATE,
  REVOKE,
} from './test-client.ts';

startEach();

const EXPLORER = '/api/v2/organizations/acme/explorer';
interface Page {
  data: Array<{ id: string; type: string; attributes: Record<string, unknown> }>;
  links: Record<string, string | null>;
  meta: { pagination: Record<string, number | null> };
}
const query = async (params: Record<string, string>, token = TOKEN): Promise<Page> => {
  const response = await call('GET', `${EXPLORER}?${new URLSearchParams({ type: 'modules', ...params }).toString()}`, {
    token,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe(JSON_API);
  return (await json(response)) as Page;
};
const sources = (page: Page) => page.data.map((r) => `${String(r.attributes.source)}@${String(r.attributes.version)}`);

/** Usage rows of acme (in both source forms) and of a public module, and two tokens with less access. */
function seedUsage(): void {
  tfe.addToken(ORG_TOKEN, { organizations: ['acme'], canManagePrivateRegistry: false });
  tfe.addToken(NO_EXPLORER, { organizations: ['acme'], canReadExplorer: false });
  tfe.setUsage('acme', 'vpc', 'aws', '1.0.0', ['prod', 'staging']);
  tfe.setUsage('acme', 'vpc', 'aws', '2.0.0', ['dev'], { sourceForm: 'private' });
  tfe.addUsageRow('acme', {
    name: 'vpc',
    source: 'terraform-aws-modules/vpc/aws',
    version: '5.1.0',
    workspaces: ['legacy', 'prod', 'edge'],
  });
}

describe('Explorer (type=modules)', () => {
  beforeEach(seedUsage);

  it('serves JSON:API rows with kebab-case attributes, in both source forms', async () => {
    const page = await query({});
    expect(page.data).toEqual([
      {
        id: expect.stringMatching(/^vmv-/),
        type: 'visibility-module-version',
        attributes: {
          name: 'vpc',
          source: `${tfe.host}/acme/vpc/aws`,
          version: '1.0.0',
          'registry-type': 'private',
          curated: false,
          'workspace-count': 2,
          workspaces: 'prod,staging',
        },
      },
      expect.objectContaining({
        attributes: expect.objectContaining({ source: 'private/acme/vpc/aws', version: '2.0.0' }),
      }),
      expect.objectContaining({
        attributes: expect.objectContaining({ 'registry-type': 'public', 'workspace-count': 3 }),
      }),
    ]);
    expect(page.meta.pagination).toEqual({
      'current-page': 1,
      'page-size': 20,
      'prev-page': null,
      'next-page': null,
      'total-pages': 1,
      'total-count': 3,
    });
    expect(page.links.next).toBeNull();
  });

  it('spells private sources the server way unless a row says otherwise, and replaces a row on setUsage', async () => {
    tfe.setOptions({ explorerSourceForm: 'private' });
    tfe.setUsage('acme', 'vpc', 'aws', '1.0.0', ['prod']);
    expect(sources(await query({ 'filter[0][registry_type][is][0]': 'private' }))).toEqual([
      'private/acme/vpc/aws@1.0.0',
      'private/acme/vpc/aws@2.0.0',
    ]);
    tfe.setUsage('acme', 'vpc', 'aws', '1.0.0', []);
    expect(sources(await query({ 'filter[0][registry_type][is][0]': 'private' }))).toEqual([
      'private/acme/vpc/aws@2.0.0',
    ]);
  });

  it.each([
    [{ 'filter[0][source][contains][0]': 'acme/vpc/aws' }, ['1.0.0', '2.0.0']],
    [{ 'filter[0][source][contains][0]': 'ACME/VPC' }, ['1.0.0', '2.0.0']],
    [{ 'filter[0][source][does_not_contain][0]': 'acme' }, ['5.1.0']],
    [{ 'filter[0][name][is][0]': 'vpc' }, ['1.0.0', '2.0.0', '5.1.0']],
    [{ 'filter[0][version][is_not][0]': '1.0.0' }, ['2.0.0', '5.1.0']],
    [{ 'filter[0][version][is][0]': '1.0.0', 'filter[0][version][is][1]': '5.1.0' }, ['1.0.0', '5.1.0']],
    [{ 'filter[0][workspace_count][gt][0]': '1' }, ['1.0.0', '5.1.0']],
    [{ 'filter[0][workspace_count][lt][0]': '2' }, ['2.0.0']],
    [{ 'filter[0][workspace_count][gteq][0]': '3' }, ['5.1.0']],
    [{ 'filter[0][workspace_count][lteq][0]': '2' }, ['1.0.0', '2.0.0']],
    [{ 'filter[0][workspaces][contains][0]': 'prod' }, ['1.0.0', '5.1.0']],
    [{ 'filter[0][curated][is][0]': 'false' }, ['1.0.0', '2.0.0', '5.1.0']],
    [{ 'filter[0][workspaces][is_empty][0]': '' }, []],
    [{ 'filter[0][workspaces][is_not_empty][0]': '' }, ['1.0.0', '2.0.0', '5.1.0']],
    [{ 'filter[0][source][contains][0]': 'vpc/aws', 'filter[1][registry_type][is][0]': 'private' }, ['1.0.0', '2.0.0']],
    [{ 'filter[0][source][contains][0]': 'vpc/aws', 'filter[1][workspaces][contains][0]': 'prod' }, ['1.0.0', '5.1.0']],
  ])('filters with %j', async (params, versions) => {
    expect((await query(params)).data.map((r) => r.attributes.version)).toEqual(versions);
  });

  it('reads percent-encoded brackets, as a client should send them', async () => {
    const response = await call('GET', `${EXPLORER}?type=modules&filter%5B0%5D%5Bversion%5D%5Bis%5D%5B0%5D=2.0.0`);
    expect(((await json(response)) as Page).data.map((r) => r.attributes.version)).toEqual(['2.0.0']);
  });

  it('sorts by a snake_case field, descending with -', async () => {
    expect((await query({ sort: '-workspace_count' })).data.map((r) => r.attributes.version)).toEqual([
      '5.1.0',
      '1.0.0',
      '2.0.0',
    ]);
    expect((await query({ sort: 'version' })).data.map((r) => r.attributes.version)).toEqual([
      '1.0.0',
      '2.0.0',
      '5.1.0',
    ]);
  });

  it('limits attributes with fields[modules]', async () => {
    const page = await query({ 'fields[modules]': 'version,workspace_count' });
    expect(page.data[0]?.attributes).toEqual({ version: '1.0.0', 'workspace-count': 2 });
  });

  it('pages with page[number] and page[size], links.next and meta.pagination, capped at the largest size', async () => {
    for (let minor = 1; minor <= 4; minor++) {
      tfe.addModule({ namespace: 'acme', name: 'vpc', provider: 'aws', versions: [`1.${minor}.5`] });
      tfe.setUsage('acme', 'vpc', 'aws', `1.${minor}.5`, [`ws-${minor}`]);
    }
    const first = await query({ 'page[size]': '3' });
    expect(first.data).toHaveLength(3);
    expect(first.meta.pagination).toMatchObject({
      'current-page': 1,
      'page-size': 3,
      'next-page': 2,
      'total-pages': 3,
      'total-count': 7,
    });
    const next = new URL(first.links.next as string);
    expect(next.origin).toBe(tfe.url);
    expect(next.searchParams.get('type')).toBe('modules');
    expect(next.searchParams.get('page[number]')).toBe('2');
    const last = (await json(
      await call(
        'GET',
        `${next.pathname}?${next.searchParams.toString().replace('page%5Bnumber%5D=2', 'page%5Bnumber%5D=3')}`,
      ),
    )) as Page;
    expect(last.data).toHaveLength(1);
    expect(last.links.next).toBeNull();
    expect(last.meta.pagination['prev-page']).toBe(2);
    expect((await query({ 'page[number]': '9' })).data).toEqual([]);
    tfe.setOptions({ explorerMaxPageSize: 2 });
    expect((await query({ 'page[size]': '100' })).meta.pagination).toMatchObject({ 'page-size': 2, 'total-pages': 4 });
  });
});

describe('Explorer (type=modules): refusals and access', () => {
  beforeEach(seedUsage);

  it.each([
    [{ type: 'providers' }],
    [{ type: '' }],
    [{ 'filter[0][module][is][0]': 'x' }],
    [{ 'filter[0][source][like][0]': 'x' }],
    [{ 'filter[0][source]': 'x' }],
    [{ 'filter[0][workspace_count][contains][0]': '1' }],
    [{ 'filter[0][version][gt][0]': '1.0.0' }],
    [{ 'filter[0][version][is][0]': '1', 'filter[0][name][is][0]': 'x' }],
    [{ sort: 'workspaceCount' }],
    [{ 'page[number]': '0' }],
    [{ 'page[size]': 'ten' }],
    [{ 'fields[modules]': 'version,owner' }],
  ])('answers 400 for %j', async (params) => {
    const response = await call('GET', `${EXPLORER}?${new URLSearchParams({ type: 'modules', ...params }).toString()}`);
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({
      errors: [{ status: '400', title: 'bad request', detail: expect.any(String) }],
    });
  });

  it('answers 400 without a type', async () => {
    expect((await call('GET', EXPLORER)).status).toBe(400);
  });

  it('lets an organization token read Explorer but not PATCH the registry', async () => {
    expect((await query({}, ORG_TOKEN)).data).toHaveLength(3);
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: 'Old', link: '' });
    expect((await call('PATCH', `${V2}/1.0.0`, { token: ORG_TOKEN, body: REVOKE })).status).toBe(404);
    expect((await call('PATCH', `${V2}/1.1.0`, { token: ORG_TOKEN, body: DEPRECATE })).status).toBe(404);
  });

  it('answers 403 to a token without Explorer access that may still manage the registry, or 404 when set so', async () => {
    const denied = await call('GET', `${EXPLORER}?type=modules`, { token: NO_EXPLORER });
    expect(denied.status).toBe(403);
    expect(await json(denied)).toEqual({ errors: [{ status: '403', title: 'forbidden', detail: expect.any(String) }] });
    expect((await call('PATCH', `${V2}/1.0.0`, { token: NO_EXPLORER, body: DEPRECATE })).status).toBe(200);
    tfe.setOptions({ explorerDeniedStatus: 404 });
    expect((await call('GET', `${EXPLORER}?type=modules`, { token: NO_EXPLORER })).status).toBe(404);
  });

  it('answers 404 for another organization, and to everyone without Explorer', async () => {
    expect((await call('GET', `${EXPLORER}?type=modules`, { token: GLOBEX })).status).toBe(404);
    expect((await call('GET', '/api/v2/organizations/nope/explorer?type=modules')).status).toBe(404);
    tfe.setOptions({ explorer: false });
    expect((await call('GET', `${EXPLORER}?type=modules`)).status).toBe(404);
  });

  it('refuses bad seeds loudly', () => {
    expect(() => tfe.setUsage('acme', 'vpc', 'aws', '9.9.9', ['a'])).toThrow();
    expect(() => tfe.setUsage('acme', 'vpc', 'aws', '1.0.0', ['a,b'])).toThrow();
    expect(() => tfe.addUsageRow('nope', { name: 'x', source: 'x', version: '1.0.0', workspaces: [] })).toThrow();
  });
});
