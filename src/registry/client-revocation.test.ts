import { describe, expect, it } from 'vitest';
import { startAcmeFake } from '../../test/support/acme-fake.ts';
import { parseServiceAddress } from '../address.ts';
import type { FakeTfe } from '../../test/fake-tfe/server.ts';
import { RegistryClient } from './client.ts';
import { module, openOn, rejection } from '../../test/support/registry-on-fake.ts';
import { Transport } from './transport.ts';
import { RegistryError, RevocationUnavailableError } from './errors.ts';
import { ACTION_WORDS } from '../wording.ts';

describe('readRevokedVersions, against the fake service', () => {
  const open = async (options: { revocation?: boolean } = {}) => {
    const tfe = await startAcmeFake('tok', { versions: ['1.0.0', '1.1.0', '2.0.0'], ...options });
    const transport = new Transport({ token: 'tok', userAgent: 'test', requestTimeoutMs: 5_000, words: ACTION_WORDS });
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
      const transport = new Transport({
        token: 'tok',
        userAgent: 'test',
        requestTimeoutMs: 5_000,
        words: ACTION_WORDS,
      });
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
