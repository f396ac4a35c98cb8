import { describe, expect, it } from 'vitest';
import { startAcmeFake } from '../../test/e2e/fixtures.ts';
import { parseServiceAddress } from '../address.ts';
import type { FakeTfe, FakeTfeOptions } from '../../test/fake-tfe/server.ts';
import { RegistryClient, checkVersionsList, isRegistryVersion, usageSourceMatches } from './client.ts';
import { ExplorerPagingError } from './explorer.ts';
import { Transport } from './transport.ts';
import { RegistryError, ResponseShapeError, RevocationUnavailableError, UsageAccessError } from './errors.ts';

const module = { namespace: 'acme', name: 'vpc', provider: 'aws' };
const service = { host: 'tfe.example.com', hostname: 'tfe.example.com' };
const entry = (versions: unknown[], source: unknown = 'acme/vpc/aws') => ({ source, versions });
const check = (modules: unknown[]) => checkVersionsList(modules, module, service);
const refusal = (modules: unknown[]): string => {
  try {
    check(modules);
  } catch (error) {
    expect(error).toBeInstanceOf(ResponseShapeError);
    return (error as Error).message;
  }
  throw new Error('expected the list to be refused');
};

describe('isRegistryVersion', () => {
  it.each(['0.0.0', '1.2.3', '10.20.30', '1.0.0-rc.1', '1.0.0-alpha-1.0a', '1.0.0+build.7', '2.0.0-rc.1+sha.5114f85'])(
    'accepts %s',
    (v) => expect(isRegistryVersion(v)).toBe(true),
  );
  it.each([
    '',
    '..',
    '.',
    '1.0.0/../x',
    '1.0.0/..',
    '../1.0.0',
    'v1.0.0',
    '1.0',
    '1',
    '01.0.0',
    '1.0.0-',
    '1.0.0-01',
    '1.0.0+',
    '1.0.0 ',
    ' 1.0.0',
    '1.0.0\n',
    '1.0.0%2F..',
    '1.0.0?x=1',
    '1.0.0#x',
    `1.0.0-${'a'.repeat(200)}`,
  ])('refuses %j', (v) => expect(isRegistryVersion(v)).toBe(false));
});

describe('checkVersionsList', () => {
  it('reads the versions of the module asked for, its source in any case or with this host', () => {
    expect(check([entry([{ version: '1.0.0', deprecation: null }], 'ACME/Vpc/AWS')])).toEqual([
      { version: '1.0.0', deprecation: null },
    ]);
    expect(check([entry([{ version: '1.0.0' }], 'tfe.example.com/acme/vpc/aws')])).toHaveLength(1);
    // An older service without `source`: nothing to compare, the versions still count.
    expect(check([{ versions: [{ version: '1.0.0' }] }])).toHaveLength(1);
    expect(check([])).toEqual([]);
  });

  it.each([
    ['another module', 'acme/eks/aws'],
    ['another namespace', 'other/vpc/aws'],
    ['another provider', 'acme/vpc/google'],
    ['another host', 'registry.example.org/acme/vpc/aws'],
    ['a path with more parts', 'acme/vpc/aws/extra'],
    ['no string', 42],
  ])('refuses a list whose source is %s, before anything acts on it', (_, source) => {
    const message = refusal([entry([{ version: '1.0.0' }], source)]);
    expect(message).toContain('not the module asked for (acme/vpc/aws); nothing was changed');
  });

  it('refuses a list with one foreign entry among good ones', () => {
    expect(refusal([entry([{ version: '1.0.0' }]), entry([{ version: '9.9.9' }], 'acme/eks/aws')])).toContain(
      '"acme/eks/aws"',
    );
  });

  it.each(['..', '1.0.0/../x', 'v1.0.0', '1.0.0\n::error::forged'])(
    'refuses a list with the version %j, quoting it safely',
    (version) => {
      const message = refusal([entry([{ version: '1.0.0' }, { version }])]);
      expect(message).toContain('is not a version (MAJOR.MINOR.PATCH such as 1.2.0); nothing was changed');
      expect(message).toContain(JSON.stringify(version));
      expect(message).not.toContain('\n');
    },
  );

  it('collapses a version listed twice with the same deprecation, keeping the first place', () => {
    const deprecation = { reason: 'old', link: 'https://e.com' };
    expect(
      check([
        entry([
          { version: '1.0.0', deprecation },
          { version: '2.0.0', deprecation: null },
          { version: '1.0.0', deprecation: { ...deprecation } },
        ]),
        entry([{ version: '2.0.0' }]),
      ]),
    ).toEqual([
      { version: '1.0.0', deprecation },
      { version: '2.0.0', deprecation: null },
    ]);
  });

  it.each([
    [{ reason: 'old', link: '' }, null, 'once deprecated (reason "old") and once not deprecated'],
    [{ reason: 'old', link: '' }, { reason: 'new', link: '' }, 'once deprecated (reason "old") and once deprecated'],
    [{ reason: 'old', link: 'https://a.example' }, { reason: 'old', link: 'https://b.example' }, 'twice'],
  ])('refuses a version listed twice when the entries disagree: %j and %j', (a, b, said) => {
    const message = refusal([
      entry([
        { version: '1.0.0', deprecation: a },
        { version: '1.0.0', deprecation: b },
      ]),
    ]);
    expect(message).toContain('has version 1.0.0 twice');
    expect(message).toContain(said);
    expect(message).toContain('nothing was changed');
  });
});

describe('readRevokedVersions, against the fake service', () => {
  const open = async (options: { revocation?: boolean } = {}) => {
    const tfe = await startAcmeFake('tok', { versions: ['1.0.0', '1.1.0', '2.0.0'], ...options });
    const transport = new Transport({ token: 'tok', userAgent: 'test', requestTimeoutMs: 5_000 });
    const client = new RegistryClient(parseServiceAddress(tfe.url), transport);
    return { tfe, client, done: async () => (transport.close(), tfe.close()) };
  };

  it('reads the revoked versions from the v2 module read, in one request', async () => {
    const { tfe, client, done } = await open();
    try {
      tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: 'Old', link: '' });
      tfe.revoke('acme', 'vpc', 'aws', '1.0.0', { message: 'Old', link: '' });
      expect(await client.readRevokedVersions(module)).toEqual(new Set(['1.0.0']));
      expect(tfe.requests.map((r) => r.path)).toEqual([
        '/api/v2/organizations/acme/registry-modules/private/acme/vpc/aws',
      ]);
    } finally {
      await done();
    }
  });

  it('says a service without revocation has none to show', async () => {
    const { client, done } = await open({ revocation: false });
    try {
      expect(await client.readRevokedVersions(module)).toBeUndefined();
    } finally {
      await done();
    }
  });
});

describe('readRevocation, against the fake service', () => {
  it('reads one revoked version’s message and link, and null for one not revoked or on a service without', async () => {
    for (const revocation of [true, false]) {
      const tfe = await startAcmeFake('tok', { versions: ['1.0.0', '1.1.0'], revocation });
      const transport = new Transport({ token: 'tok', userAgent: 'test', requestTimeoutMs: 5_000 });
      const client = new RegistryClient(parseServiceAddress(tfe.url), transport);
      try {
        tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: 'Old', link: '' });
        if (revocation) tfe.revoke('acme', 'vpc', 'aws', '1.0.0', { message: 'Unsafe', link: 'https://e.com/cve' });
        expect(await client.readRevocation('acme', module, '1.0.0')).toEqual(
          revocation ? { message: 'Unsafe', link: 'https://e.com/cve' } : null,
        );
        expect(await client.readRevocation('acme', module, '1.1.0')).toBeNull();
        expect(tfe.requests[0]?.path).toBe(
          '/api/v2/organizations/acme/registry-modules/private/acme/vpc/aws/version?module_version=1.0.0',
        );
      } finally {
        transport.close();
        await tfe.close();
      }
    }
  });
});

/** The fake with acme/vpc/aws and a client on it with `token` (the manager's by default). */
async function openOn(options: FakeTfeOptions & { versions?: string[] } = {}) {
  const tfe = await startAcmeFake('tok', { versions: ['1.0.0', '1.1.0', '2.0.0'], ...options });
  tfe.addToken('org-tok', { organizations: ['acme'], canManagePrivateRegistry: false });
  tfe.addToken('member-tok', { organizations: ['acme'], canReadExplorer: false });
  const transports: Transport[] = [];
  const clientFor = (token: string): RegistryClient => {
    // One try: a refusal is what these tests are about, and retries would only slow them.
    const transport = new Transport({
      token,
      userAgent: 'test',
      requestTimeoutMs: 5_000,
      retry: { maxAttempts: 1, baseDelayMs: 0, maxDelayMs: 0, maxElapsedMs: 0 },
    });
    transports.push(transport);
    return new RegistryClient(parseServiceAddress(tfe.url), transport);
  };
  return {
    tfe,
    client: clientFor('tok'),
    clientFor,
    done: async () => {
      for (const t of transports) t.close();
      await tfe.close();
    },
  };
}

async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a refusal');
}

describe('setRevocation, against the fake service', () => {
  const V2 = '/api/v2/organizations/acme/registry-modules/private/acme/vpc/aws';
  const revoke = { revoked: true, message: 'Unsafe: use 2.x', link: 'https://example.com/cve' } as const;
  const deprecated = (tfe: FakeTfe, version = '1.0.0') =>
    tfe.deprecate('acme', 'vpc', 'aws', version, { reason: 'Old', link: '' });

  it('revokes with the documented body and reads the echo', async () => {
    const { tfe, client, done } = await openOn();
    try {
      deprecated(tfe);
      const result = await client.setRevocation('acme', module, '1.0.0', revoke);
      expect(result).toEqual({
        moduleVersionId: expect.stringMatching(/^modver-/),
        status: 'revoked',
        message: 'Unsafe: use 2.x',
        link: 'https://example.com/cve',
      });
      expect(tfe.requests.map((r) => [r.method, r.path])).toEqual([['PATCH', `${V2}/1.0.0`]]);
      expect(JSON.parse(tfe.requests[0]?.body ?? '')).toEqual({
        data: {
          type: 'module-versions',
          attributes: {
            revocation: { status: 'Revoked', message: 'Unsafe: use 2.x', link: 'https://example.com/cve' },
          },
        },
      });
      expect(tfe.requests[0]?.headers['content-type']).toBe('application/vnd.api+json');
      expect(tfe.getRevocation('acme', 'vpc', 'aws', '1.0.0')).toEqual({
        message: 'Unsafe: use 2.x',
        link: 'https://example.com/cve',
      });
      expect(await client.readRevokedVersions(module)).toEqual(new Set(['1.0.0']));
    } finally {
      await done();
    }
  });

  it('unrevokes with the status alone, back to deprecated', async () => {
    const { tfe, client, done } = await openOn();
    try {
      deprecated(tfe);
      tfe.revoke('acme', 'vpc', 'aws', '1.0.0', { message: 'm', link: '' });
      expect(await client.setRevocation('acme', module, '1.0.0', { revoked: false })).toMatchObject({
        status: 'unrevoked',
      });
      expect(JSON.parse(tfe.requests[0]?.body ?? '')).toEqual({
        data: { type: 'module-versions', attributes: { revocation: { status: 'Unrevoked' } } },
      });
      expect(tfe.getRevocation('acme', 'vpc', 'aws', '1.0.0')).toBeNull();
      expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.0.0')).not.toBeNull();
    } finally {
      await done();
    }
  });

  it.each([
    ['REVOKED', 'revoked'],
    ['revoked', 'revoked'],
    ['Unrevoked', 'unrevoked'],
    ['gone', undefined],
    [7, undefined],
  ])('reads the echoed status %j without case, and leaves out what it cannot read', async (echoed, status) => {
    const { tfe, client, done } = await openOn();
    try {
      deprecated(tfe);
      tfe.injectFault({
        method: 'PATCH',
        fault: {
          kind: 'rewrite',
          rewrite: () => ({ data: { id: '../x', attributes: { revocation: { status: echoed, message: 3 } } } }),
        },
      });
      const result = await client.setRevocation('acme', module, '1.0.0', revoke);
      expect(result).toEqual(status === undefined ? {} : { status });
    } finally {
      await done();
    }
  });

  it('takes a 200 with a body it cannot read as done', async () => {
    const { tfe, client, done } = await openOn();
    try {
      deprecated(tfe);
      tfe.injectFault({ method: 'PATCH', fault: { kind: 'empty-json' } });
      expect(await client.setRevocation('acme', module, '1.0.0', revoke)).toEqual({});
    } finally {
      await done();
    }
  });

  it.each([undefined, 400, 409] as const)(
    'passes on the refusal to revoke a version that is not deprecated (fake status %s), with what to check',
    async (status) => {
      const { tfe, client, done } = await openOn(status === undefined ? {} : { revokeNotDeprecatedStatus: status });
      try {
        const error = await rejection(client.setRevocation('acme', module, '1.0.0', revoke));
        expect(error).toBeInstanceOf(RegistryError);
        expect(error).not.toBeInstanceOf(RevocationUnavailableError);
        expect((error as RegistryError).status).toBe(status ?? 422);
        expect((error as RegistryError).operation).toBe('revoke');
        expect(error.message).toContain('must be deprecated before it can be revoked');
        // A 422 may mean "no revocation here": one read of the module tells it apart.
        expect(tfe.requests.map((r) => r.method)).toEqual(status === undefined ? ['PATCH', 'GET'] : ['PATCH']);
      } finally {
        await done();
      }
    },
  );

  it.each([404, 422] as const)(
    'says a service without revocation (answering %s) has none, naming the edition it needs',
    async (status) => {
      const { tfe, client, done } = await openOn({ revocation: false, revocationUnsupportedStatus: status });
      try {
        deprecated(tfe);
        const error = await rejection(client.setRevocation('acme', module, '1.0.0', revoke));
        expect(error).toBeInstanceOf(RevocationUnavailableError);
        expect(error).toBeInstanceOf(RegistryError);
        expect((error as RegistryError).status).toBe(status);
        expect(error.message).toMatch(/^revoke failed: HTTP \d+: this service has no module revocation/);
        expect(error.message).toContain('Premium');
        // The PATCH, then one read of the module to tell why.
        expect(tfe.requests.map((r) => r.method)).toEqual(['PATCH', 'GET']);
        const unrevoke = await rejection(client.setRevocation('acme', module, '1.0.0', { revoked: false }));
        expect(unrevoke).toBeInstanceOf(RevocationUnavailableError);
        expect(unrevoke.message).toMatch(/^unrevoke failed/);
      } finally {
        await done();
      }
    },
  );

  it('passes on a 404 of a service that has revocation as not found or not allowed', async () => {
    const { tfe, clientFor, done } = await openOn();
    try {
      deprecated(tfe);
      const error = await rejection(clientFor('org-tok').setRevocation('acme', module, '1.0.0', revoke));
      expect(error).not.toBeInstanceOf(RevocationUnavailableError);
      expect((error as RegistryError).status).toBe(404);
      expect(error.message).toContain('manage private registry');
      expect(error.message).toContain('Premium');
    } finally {
      await done();
    }
  });

  it.each(['..', '1.0.0/../x', 'v1.0.0', '1.0.0\n::error::x'])('sends nothing for the version %j', async (version) => {
    const { tfe, client, done } = await openOn();
    try {
      const error = await rejection(client.setRevocation('acme', module, version, revoke));
      expect(error.message).toContain('is not a version; nothing was sent');
      expect(error.message).not.toContain('\n');
      expect(tfe.requests).toEqual([]);
    } finally {
      await done();
    }
  });
});

describe('usageSourceMatches', () => {
  const service = { host: 'tfe.example.com:8443', hostname: 'tfe.example.com' };
  const matches = (source: string, type: unknown) => usageSourceMatches(source, type, '1.0.0', module, service);

  it.each([
    'tfe.example.com:8443/acme/vpc/aws',
    'tfe.example.com/acme/vpc/aws',
    'TFE.example.com/ACME/Vpc/AWS',
    'private/acme/vpc/aws',
    'private/acme/vpc/aws/1.0.0',
    'tfe.example.com/acme/vpc/aws/1.0.0',
    'localterraform.com/acme/vpc/aws',
    // A submodule comes in the module's package: its users use the version.
    'private/acme/vpc/aws//modules/x',
    'tfe.example.com/acme/vpc/aws//modules/x/y',
    'private/acme/vpc/aws/1.0.0//modules/x',
  ])('reads %s as the module', (source) => {
    expect(matches(source, 'private')).toBe(true);
    expect(matches(source, 'PRIVATE')).toBe(true);
    expect(matches(source, undefined)).toBe(true);
  });

  it('reads a bare ns/name/provider as the module only when the row says it is private', () => {
    expect(matches('acme/vpc/aws', 'private')).toBe(true);
    expect(matches('acme/vpc/aws', 'public')).toBe(false);
    expect(matches('acme/vpc/aws', undefined)).toBe(false);
  });

  it.each([
    ['a public row', 'tfe.example.com/acme/vpc/aws', 'public'],
    ['another host', 'registry.example.org/acme/vpc/aws', 'private'],
    ['another module', 'private/acme/vpc-peering/aws', 'private'],
    ['another namespace', 'private/globex/vpc/aws', 'private'],
    ['another provider', 'private/acme/vpc/google', 'private'],
    ['another version after it', 'private/acme/vpc/aws/2.0.0', 'private'],
    ['a submodule of another module', 'private/acme/vpc-peering/aws//modules/vpc', 'private'],
    ['more parts', 'a/b/acme/vpc/aws/1.0.0', 'private'],
    ['a public module of that name', 'terraform-aws-modules/vpc/aws', 'public'],
  ])('refuses %s', (_, source, type) => {
    expect(matches(source, type)).toBe(false);
  });
});

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
