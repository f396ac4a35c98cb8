import { describe, expect, it } from 'vitest';
import type { FakeTfe, FakeTfeOptions } from '../../test/fake-tfe/server.ts';
import { module, openOn, rejection } from '../../test/support/registry-on-fake.ts';
import { ExplorerPagingError } from './explorer.ts';
import { RegistryError, ResponseShapeError, UsageAccessError } from './errors.ts';

describe('listUsage, against the fake service', () => {
  const EXPLORER = '/api/v2/organizations/acme/explorer';
  // The paged query, on a service without the export (its one refused request is left out).
  const openPaged = (options: FakeTfeOptions & { versions?: string[] } = {}) =>
    openOn({ explorerExportStatus: 404, ...options });
  const pageRequests = (tfe: FakeTfe) => tfe.requests.filter((r) => !r.path.includes('/export/'));

  it('reads usage per version in one filtered query, whatever form the source takes', async () => {
    const { tfe, client, done } = await openPaged();
    try {
      tfe.setUsage('acme', 'vpc', 'aws', '1.0.0', ['prod', 'staging']);
      tfe.setUsage('acme', 'vpc', 'aws', '1.1.0', ['dev'], { sourceForm: 'private' });
      tfe.addUsageRow('acme', {
        name: 'vpc',
        source: 'private/acme/vpc/aws/2.0.0',
        version: '2.0.0',
        registryType: 'private',
        workspaces: ['edge'],
      });
      // Not this module: the public registry's, another host's, another of the organization's.
      tfe.addUsageRow('acme', { name: 'vpc', source: 'acme/vpc/aws', version: '1.0.0', workspaces: ['public-user'] });
      tfe.addUsageRow('acme', {
        name: 'vpc',
        source: 'evil.example/acme/vpc/aws',
        version: '1.0.0',
        registryType: 'private',
        workspaces: ['x'],
      });
      tfe.addModule({ namespace: 'acme', name: 'vpc-peering', provider: 'aws', versions: ['1.0.0'] });
      tfe.setUsage('acme', 'vpc-peering', 'aws', '1.0.0', ['peer']);
      const usage = await client.listUsage('acme', module);
      expect(usage).toEqual(
        new Map([
          ['1.0.0', { count: 2, names: ['prod', 'staging'] }],
          ['1.1.0', { count: 1, names: ['dev'] }],
          ['2.0.0', { count: 1, names: ['edge'] }],
        ]),
      );
      expect(pageRequests(tfe)).toHaveLength(1);
      const sent = pageRequests(tfe)[0]?.path ?? '';
      expect(sent.startsWith(`${EXPLORER}?`)).toBe(true);
      // Brackets percent-encoded, as the reference asks.
      expect(sent).toContain('filter%5B0%5D%5Bsource%5D%5Bcontains%5D%5B0%5D=acme%2Fvpc%2Faws');
      const params = new URL(sent, tfe.url).searchParams;
      expect(params.get('type')).toBe('modules');
      expect(params.get('page[size]')).toBe('100');
      expect(params.get('page[number]')).toBe('1');
    } finally {
      await done();
    }
  });

  it('reads the private form on a server that spells every source that way', async () => {
    const { tfe, client, done } = await openPaged({ explorerSourceForm: 'private' });
    try {
      tfe.setUsage('acme', 'vpc', 'aws', '1.0.0', ['prod']);
      expect(await client.listUsage('acme', module)).toEqual(new Map([['1.0.0', { count: 1, names: ['prod'] }]]));
    } finally {
      await done();
    }
  });

  it('adds up one version under two spellings of its source, counting a workspace once', async () => {
    const { tfe, client, done } = await openPaged();
    try {
      tfe.setUsage('acme', 'vpc', 'aws', '1.0.0', ['prod', 'staging']);
      tfe.setUsage('acme', 'vpc', 'aws', '1.0.0', ['staging', 'dev'], { sourceForm: 'private' });
      expect((await client.listUsage('acme', module)).get('1.0.0')).toEqual({
        count: 3,
        names: ['dev', 'prod', 'staging'],
      });
    } finally {
      await done();
    }
  });

  it('says nothing of versions no workspace uses', async () => {
    const { client, done } = await openPaged();
    try {
      expect(await client.listUsage('acme', module)).toEqual(new Map());
    } finally {
      await done();
    }
  });

  it('pages through links.next, asking each page of this service by number', async () => {
    const versions = ['1.0.0', '1.1.0', '1.2.0', '1.3.0', '2.0.0'];
    const { tfe, client, done } = await openPaged({ versions, explorerMaxPageSize: 2 });
    try {
      for (const [i, v] of versions.entries()) tfe.setUsage('acme', 'vpc', 'aws', v, [`ws-${i}`]);
      const usage = await client.listUsage('acme', module);
      expect([...usage.keys()]).toEqual(versions);
      expect(pageRequests(tfe).map((r) => new URL(r.path, tfe.url).searchParams.get('page[number]'))).toEqual([
        '1',
        '2',
        '3',
      ]);
    } finally {
      await done();
    }
  });

  it('never follows a next link to another host, and fails when it says more than the pages counted', async () => {
    const { tfe, client, done } = await openPaged();
    try {
      tfe.setUsage('acme', 'vpc', 'aws', '1.0.0', ['prod']);
      tfe.injectFault({
        path: EXPLORER,
        fault: {
          kind: 'rewrite',
          rewrite: (body) => ({
            ...(body as object),
            links: { next: 'https://evil.example/steal' },
            meta: { pagination: { 'total-pages': 2 } },
          }),
        },
        times: Infinity,
      });
      // A `next` past the last page counted is a disagreement: usage is unknown, not cut short.
      const error = await rejection(client.listUsage('acme', module));
      expect(error).toBeInstanceOf(ExplorerPagingError);
      expect((error as ExplorerPagingError).disagreement).toBe('next-disagrees');
      expect(pageRequests(tfe)).toHaveLength(2);
      for (const r of pageRequests(tfe)) expect(r.path.startsWith(`${EXPLORER}?`)).toBe(true);
    } finally {
      await done();
    }
  });

  it('gives up on a service whose pages never end', async () => {
    const { tfe, client, done } = await openPaged();
    try {
      tfe.injectFault({
        path: EXPLORER,
        fault: { kind: 'rewrite', rewrite: (body) => ({ ...(body as object), links: { next: 'more' }, meta: {} }) },
        times: Infinity,
      });
      const error = await rejection(client.listUsage('acme', module));
      expect(error).toBeInstanceOf(ResponseShapeError);
      expect(error.message).toContain('more pages after 50 pages');
      expect(pageRequests(tfe)).toHaveLength(50);
    } finally {
      await done();
    }
  });

  it('reads usage with an organization token', async () => {
    const { tfe, clientFor, done } = await openPaged();
    try {
      tfe.setUsage('acme', 'vpc', 'aws', '1.0.0', ['prod']);
      expect((await clientFor('org-tok').listUsage('acme', module)).get('1.0.0')?.count).toBe(1);
    } finally {
      await done();
    }
  });

  it.each([
    ['a token without Explorer access', 'member-tok', {}, 403],
    ['a token without Explorer access, answered 404', 'member-tok', { explorerDeniedStatus: 404 }, 404],
    ['an organization without Explorer', 'tok', { explorer: false }, 404],
    ['an unknown token', 'nope', {}, 401],
  ] as const)(
    'gives a UsageAccessError for %s, saying which permission it needs',
    async (_, token, options, status) => {
      const { clientFor, done } = await openOn(options);
      try {
        const error = await rejection(clientFor(token).listUsage('acme', module));
        expect(error).toBeInstanceOf(UsageAccessError);
        expect(error).toBeInstanceOf(RegistryError);
        expect((error as RegistryError).status).toBe(status);
        expect((error as RegistryError).operation).toBe('read usage');
        if (status !== 401) expect(error.message).toContain('"Read all workspaces"');
        if (status !== 401) expect(error.message).toContain('organization token');
      } finally {
        await done();
      }
    },
  );

  it.each([
    ['a workspace name that is not one', { workspaces: 'prod,::error::forged' }, 'not a workspace name'],
    ['workspaces that are not a string', { workspaces: ['prod'] }, 'not a string'],
    ['a version that is not one', { version: '..' }, 'not a version'],
    ['a count that is not one', { 'workspace-count': -1 }, 'not a count'],
  ])('refuses a row of the module with %s, quoting it safely', async (_, change, said) => {
    const { tfe, client, done } = await openPaged();
    try {
      tfe.setUsage('acme', 'vpc', 'aws', '1.0.0', ['prod']);
      tfe.injectFault({
        path: EXPLORER,
        fault: {
          kind: 'rewrite',
          rewrite: (body) => {
            const doc = body as { data: Array<{ attributes: Record<string, unknown> }> };
            Object.assign(doc.data[0]?.attributes ?? {}, change);
            if ('version' in change)
              (doc.data[0] as { attributes: Record<string, unknown> }).attributes.source = 'private/acme/vpc/aws';
            return doc;
          },
        },
      });
      const error = await rejection(client.listUsage('acme', module));
      expect(error).toBeInstanceOf(ResponseShapeError);
      expect(error.message).toContain(said);
      expect(error.message).not.toContain('\n');
    } finally {
      await done();
    }
  });

  it('counts at least the names listed, and trusts a larger count', async () => {
    const { tfe, client, done } = await openPaged();
    try {
      tfe.setUsage('acme', 'vpc', 'aws', '1.0.0', ['prod', 'dev']);
      tfe.injectFault({
        path: EXPLORER,
        fault: {
          kind: 'rewrite',
          rewrite: (body) => {
            const doc = body as { data: Array<{ attributes: Record<string, unknown> }> };
            Object.assign(doc.data[0]?.attributes ?? {}, { 'workspace-count': 250, workspaces: ' prod , dev,,prod' });
            return doc;
          },
        },
      });
      expect((await client.listUsage('acme', module)).get('1.0.0')).toEqual({ count: 250, names: ['dev', 'prod'] });
    } finally {
      await done();
    }
  });

  it('reads the unpaged export in one request, with the same filter, asking for CSV', async () => {
    const { tfe, client, done } = await openOn({ explorerMaxPageSize: 1 });
    try {
      tfe.setUsage('acme', 'vpc', 'aws', '1.0.0', ['prod', 'staging']);
      tfe.setUsage('acme', 'vpc', 'aws', '1.1.0', ['dev'], { sourceForm: 'private' });
      tfe.addUsageRow('acme', { name: 'vpc', source: 'acme/vpc/aws', version: '1.0.0', workspaces: ['public-user'] });
      expect(await client.listUsage('acme', module)).toEqual(
        new Map([
          ['1.0.0', { count: 2, names: ['prod', 'staging'] }],
          ['1.1.0', { count: 1, names: ['dev'] }],
        ]),
      );
      expect(tfe.requests).toHaveLength(1);
      const [sent] = tfe.requests;
      expect(sent?.path.startsWith(`${EXPLORER}/export/csv?`)).toBe(true);
      expect(sent?.path).toContain('filter%5B0%5D%5Bsource%5D%5Bcontains%5D%5B0%5D=acme%2Fvpc%2Faws');
      expect(sent?.headers.accept).toBe('text/csv');
    } finally {
      await done();
    }
  });

  it.each([403, 404, 501])(
    "falls back to the pages when the export answers %i, and asks the organization's export once",
    async (status) => {
      const { tfe, client, done } = await openOn({ explorerExportStatus: status, explorerMaxPageSize: 1 });
      try {
        tfe.setUsage('acme', 'vpc', 'aws', '1.0.0', ['prod']);
        tfe.setUsage('acme', 'vpc', 'aws', '1.1.0', ['dev']);
        expect([...(await client.listUsage('acme', module)).keys()]).toEqual(['1.0.0', '1.1.0']);
        await client.listUsage('acme', module);
        const exports = tfe.requests.filter((r) => r.path.includes('/export/'));
        expect(exports).toHaveLength(1);
        expect(tfe.requests).toHaveLength(1 + 2 + 2);
      } finally {
        await done();
      }
    },
  );

  it('fails, rather than falls back, on an export it cannot read', async () => {
    const { tfe, client, done } = await openOn();
    try {
      tfe.injectFault({ path: `${EXPLORER}/export/csv`, fault: { kind: 'malformed' } });
      expect(await rejection(client.listUsage('acme', module))).toBeInstanceOf(ResponseShapeError);
      expect(tfe.requests).toHaveLength(1);
    } finally {
      await done();
    }
  });

  it.each([
    ['repeat-first-page', 'wrong-page'],
    ['omit-links', 'next-disagrees'],
    ['wrong-count', 'count-disagrees'],
  ] as const)('refuses pages when Explorer %s, naming the cause', async (fault, cause) => {
    const versions = ['1.0.0', '1.1.0', '1.2.0'];
    const { tfe, client, done } = await openPaged({ versions, explorerMaxPageSize: 2, explorerPagingFault: fault });
    try {
      for (const v of versions) tfe.setUsage('acme', 'vpc', 'aws', v, [`ws-${v.replace(/\./g, '-')}`]);
      const error = await rejection(client.listUsage('acme', module));
      expect(error).toBeInstanceOf(ExplorerPagingError);
      expect((error as ExplorerPagingError).disagreement).toBe(cause);
      expect(error.message).toContain(`(${cause})`);
    } finally {
      await done();
    }
  });

  it('refuses an answer without data', async () => {
    const { tfe, client, done } = await openPaged();
    try {
      tfe.injectFault({ path: EXPLORER, fault: { kind: 'empty-json' } });
      expect(await rejection(client.listUsage('acme', module))).toBeInstanceOf(ResponseShapeError);
    } finally {
      await done();
    }
  });
});
