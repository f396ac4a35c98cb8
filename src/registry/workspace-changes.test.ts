/**
 * Change requests and feature sets against the fake service: every page of a workspace's list,
 * one bulk action per batch (a POST that failed is never sent again), and the current feature
 * set, or nothing where the service has no such endpoint.
 */
import { describe, expect, it } from 'vitest';
import { parseServiceAddress } from '../address.ts';
import { RegistryClient } from './client.ts';
import { RegistryError } from './errors.ts';
import { Transport } from './transport.ts';
import { openOn, rejection } from '../../test/support/registry-on-fake.ts';
import { ACTION_WORDS } from '../wording.ts';

const batch = { actionType: 'change_request', subject: 's', message: 'm', workspaces: ['prod', 'dev'] };

describe('change requests', () => {
  it('lists every page of a workspace’s change requests, archived ones marked', async () => {
    const { tfe, client, done } = await openOn();
    try {
      tfe.setUsage('acme', 'vpc', 'aws', '1.0.0', ['prod']);
      for (let i = 0; i < 150; i++) tfe.addChangeRequest('acme', 'prod', { subject: `s${i}`, message: 'm' });
      tfe.addChangeRequest('acme', 'prod', { subject: 'done', message: 'm', archived: true });
      const listed = await client.listChangeRequests('prod');
      expect(listed).toHaveLength(151);
      expect(listed.filter((r) => r.archived).map((r) => r.subject)).toEqual(['done']);
      expect(tfe.requests.filter((r) => r.path.includes('/change-requests?'))).toHaveLength(2);
    } finally {
      await done();
    }
  });

  it('opens a batch with one bulk action over a workspace query', async () => {
    const { tfe, client, done } = await openOn();
    try {
      tfe.setUsage('acme', 'vpc', 'aws', '1.0.0', ['prod', 'dev', 'other']);
      expect(await client.openChangeRequests('acme', batch)).toEqual({ id: expect.stringMatching(/^eba-/) });
      expect(tfe.bulkActions).toMatchObject([
        { via: 'query', workspaces: ['prod', 'dev'], actionType: 'change_request' },
      ]);
    } finally {
      await done();
    }
  });

  it('never sends a bulk action twice after a failure, though it retries after a 429', async () => {
    const { tfe, done } = await openOn();
    try {
      tfe.setUsage('acme', 'vpc', 'aws', '1.0.0', ['prod', 'dev']);
      const retrying = new RegistryClient(
        parseServiceAddress(tfe.url),
        new Transport({
          token: 'tok',
          userAgent: 'test',
          words: ACTION_WORDS,
          requestTimeoutMs: 5_000,
          retry: { maxAttempts: 4, baseDelayMs: 1, maxDelayMs: 2, maxElapsedMs: 5_000 },
        }),
      );
      tfe.injectFault({ method: 'POST', path: /bulk-actions/, fault: { kind: 'status', status: 503 } });
      expect(await rejection(retrying.openChangeRequests('acme', batch))).toBeInstanceOf(RegistryError);
      expect(tfe.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
      tfe.injectFault({ method: 'POST', path: /bulk-actions/, fault: { kind: 'status', status: 429 } });
      await retrying.openChangeRequests('acme', batch);
      expect(tfe.requests.filter((r) => r.method === 'POST')).toHaveLength(3);
      expect(tfe.bulkActions).toHaveLength(1);
    } finally {
      await done();
    }
  });
});

describe('readFeatureSet', () => {
  it('gives the current set, unknown features undefined, and nothing where the endpoint is absent', async () => {
    const absent = await openOn();
    try {
      expect(await absent.client.readFeatureSet('acme')).toBeUndefined();
    } finally {
      await absent.done();
    }
    const hcp = await openOn({ featureSets: { name: 'Standard', moduleDeprecations: true, moduleRevocations: false } });
    try {
      expect(await hcp.client.readFeatureSet('acme')).toEqual({
        name: 'Standard',
        moduleDeprecations: true,
        moduleRevocations: false,
      });
    } finally {
      await hcp.done();
    }
  });
});
