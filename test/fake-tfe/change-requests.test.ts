import { describe, expect, it } from 'vitest';
import { GLOBEX, READER, call, json, restart, startEach, tfe } from './test-client.ts';

startEach();

const BULK = '/api/v2/organizations/acme/explorer/bulk-actions';
const bulk = (attributes: Record<string, unknown>) => ({ data: { type: 'bulk_actions', attributes } });
const inputs = { subject: '[x] acme/vpc/aws 1.0.0 is deprecated', message: 'Move to **2.0.0**.' };
const byName = (names: string[]) => ({ type: 'workspaces', filter: [{ workspace_name: { is: names } }] });

function seedWorkspaces(): void {
  tfe.setUsage('acme', 'vpc', 'aws', '1.0.0', ['prod', 'staging', 'dev-1']);
}

describe("Explorer's bulk action", () => {
  it.each(['change_request', 'change_requests'])(
    'opens a change request on each workspace a query names, as %s',
    async (actionType) => {
      seedWorkspaces();
      const response = await call('POST', BULK, {
        body: bulk({ action_type: actionType, action_inputs: inputs, query: byName(['prod', 'dev-1']) }),
      });
      expect(response.status).toBe(201);
      expect(await json(response)).toMatchObject({
        data: {
          type: 'explorer_bulk_actions',
          id: expect.stringMatching(/^eba-/),
          attributes: { action_type: actionType },
        },
      });
      expect(tfe.changeRequestsOf('acme', 'prod')).toMatchObject([{ subject: inputs.subject, archivedAt: null }]);
      expect(tfe.changeRequestsOf('acme', 'staging')).toEqual([]);
      expect(tfe.bulkActions).toMatchObject([{ via: 'query', workspaces: ['prod', 'dev-1'] }]);
    },
  );

  it('opens them by target_ids, and refuses an id that is no workspace of the organization', async () => {
    seedWorkspaces();
    const id = tfe.workspaceId('acme', 'staging');
    const ok = await call('POST', BULK, {
      body: bulk({ action_type: 'change_request', action_inputs: inputs, target_ids: [id] }),
    });
    expect(ok.status).toBe(201);
    expect(tfe.changeRequestsOf('acme', 'staging')).toHaveLength(1);
    const bad = await call('POST', BULK, {
      body: bulk({ action_type: 'change_request', action_inputs: inputs, target_ids: ['ws-elsewhere'] }),
    });
    expect(bad.status).toBe(422);
  });

  it('is strict about its body, and takes only the spellings it is told', async () => {
    seedWorkspaces();
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { action_type: 'change_request', action_inputs: { subject: 's' }, query: byName(['prod']) },
        '/data/attributes/action_inputs/message',
      ],
      [{ action_type: 'archive', action_inputs: inputs, query: byName(['prod']) }, '/data/attributes/action_type'],
      [{ action_type: 'change_request', action_inputs: inputs }, '/data/attributes'],
      [
        { action_type: 'change_request', action_inputs: inputs, query: { type: 'modules', filter: [] } },
        '/data/attributes/query',
      ],
    ];
    for (const [attributes, pointer] of cases) {
      const response = await call('POST', BULK, { body: bulk(attributes) });
      expect(response.status, pointer).toBe(422);
      expect(await json(response)).toMatchObject({ errors: [{ source: { pointer } }] });
    }
    await restart({ bulkActionTypes: ['change_requests'] });
    seedWorkspaces();
    const singular = await call('POST', BULK, {
      body: bulk({ action_type: 'change_request', action_inputs: inputs, query: byName(['prod']) }),
    });
    expect(singular.status).toBe(422);
    expect(tfe.bulkActions).toEqual([]);
  });

  it('answers 404 on a service without it, and 403 to a token that may not manage workspaces', async () => {
    tfe.addToken('viewer', { organizations: ['acme'], canManageWorkspaces: false });
    seedWorkspaces();
    const body = bulk({ action_type: 'change_request', action_inputs: inputs, query: byName(['prod']) });
    expect((await call('POST', BULK, { body, token: 'viewer' })).status).toBe(403);
    expect((await call('POST', BULK, { body, token: GLOBEX })).status).toBe(404);
    await restart({ changeRequests: false });
    expect((await call('POST', BULK, { body })).status).toBe(404);
  });
});

describe("a workspace's change requests", () => {
  it('are listed in pages, open ones first, and shown and archived by id', async () => {
    seedWorkspaces();
    for (let i = 0; i < 25; i++) tfe.addChangeRequest('acme', 'prod', { subject: `s${i}`, message: 'm' });
    const archived = tfe.addChangeRequest('acme', 'prod', { subject: 'old', message: 'm', archived: true });
    const first = (await json(await call('GET', '/api/v2/workspaces/prod/change-requests'))) as {
      data: Array<{ type: string; attributes: { subject: string } }>;
      meta: { pagination: Record<string, unknown> };
    };
    expect(first.data).toHaveLength(20);
    expect(first.data[0]).toMatchObject({ type: 'workspace_change_requests', attributes: { subject: 's0' } });
    expect(first.meta.pagination).toMatchObject({ 'total-count': 26, 'total-pages': 2, 'next-page': 2 });
    const second = (await json(await call('GET', '/api/v2/workspaces/prod/change-requests?page%5Bnumber%5D=2'))) as {
      data: Array<{ id: string; attributes: { 'archived-at': string | null } }>;
    };
    expect(second.data.at(-1)).toMatchObject({ id: archived, attributes: { 'archived-at': expect.any(String) } });

    const open = tfe.changeRequestsOf('acme', 'prod')[0]?.id ?? '';
    expect((await call('GET', `/api/v2/workspaces/change-requests/${open}`)).status).toBe(200);
    expect((await call('GET', `/api/v2/change-requests/${open}`)).status).toBe(200);
    expect((await call('POST', `/api/v2/workspaces/change-requests/${open}`)).status).toBe(200);
    expect(tfe.changeRequestsOf('acme', 'prod')[0]?.archivedAt).not.toBeNull();
    expect((await call('GET', '/api/v2/workspaces/nowhere/change-requests')).status).toBe(404);
    expect((await call('GET', `/api/v2/change-requests/${open}`, { token: GLOBEX })).status).toBe(404);
  });
});

describe('feature sets', () => {
  it('answer 404 unless the service is HCP Terraform (the option), then list the current one', async () => {
    expect((await call('GET', '/api/v2/organizations/acme/feature-sets')).status).toBe(404);
    await restart({ featureSets: { name: 'Standard', moduleDeprecations: true, moduleRevocations: false } });
    const body = (await json(await call('GET', '/api/v2/organizations/acme/feature-sets', { token: READER }))) as {
      data: Array<{ attributes: Record<string, unknown> }>;
    };
    expect(body.data.find((s) => s.attributes['is-current'] === true)?.attributes).toEqual({
      name: 'Standard',
      'is-current': true,
      'module-deprecations': true,
      'module-revocations': false,
    });
  });
});
