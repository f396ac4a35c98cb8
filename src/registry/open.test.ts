import { describe, expect, it } from 'vitest';
import { startAcmeFake } from '../../test/support/acme-fake.ts';
import { parseServiceAddress } from '../address.ts';
import { openRegistry } from './open.ts';
import { ACTION_WORDS } from '../wording.ts';

const module = { namespace: 'acme', name: 'vpc', provider: 'aws' };

describe('openRegistry', () => {
  it('asks Explorer with the usage token and changes the registry with the token, paced by one limiter', async () => {
    const tfe = await startAcmeFake('manager', { versions: ['1.0.0'] });
    tfe.addToken('org', { organizations: ['acme'], canManagePrivateRegistry: false });
    tfe.setUsage('acme', 'vpc', 'aws', '1.0.0', ['app']);
    const service = parseServiceAddress(tfe.url);
    const registry = openRegistry(
      { service, token: 'manager', usageToken: 'org', requestTimeoutMs: 5_000, words: ACTION_WORDS },
      { info: () => {} },
    );
    try {
      expect(registry.usage).not.toBe(registry.client);
      expect((await registry.usage.listUsage('acme', module)).get('1.0.0')?.count).toBe(1);
      await registry.client.listVersions(module);
      expect(tfe.requests.map((r) => r.token)).toEqual(['org', 'manager']);
      expect(registry.stats()).toBe('requests sent: 2, rate limited: 0');
    } finally {
      registry.close();
      await tfe.close();
    }
  });

  it('uses the one client when no usage token, or the same one, is given', () => {
    const service = parseServiceAddress('https://tfe.example.com');
    for (const usageToken of [undefined, 'manager']) {
      const registry = openRegistry(
        {
          service,
          token: 'manager',
          requestTimeoutMs: 5_000,
          words: ACTION_WORDS,
          ...(usageToken !== undefined && { usageToken }),
        },
        { info: () => {} },
      );
      expect(registry.usage).toBe(registry.client);
      registry.close();
    }
  });
});
