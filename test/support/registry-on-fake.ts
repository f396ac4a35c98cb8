/**
 * Test support for the client's tests: the fake service with acme/vpc/aws and clients on it.
 */
import { startAcmeFake } from './acme-fake.ts';
import type { FakeTfeOptions } from '../fake-tfe/server.ts';
import { parseServiceAddress } from '../../src/address.ts';
import { RegistryClient } from '../../src/registry/client.ts';
import { Transport } from '../../src/registry/transport.ts';
import { ACTION_WORDS } from '../../src/wording.ts';

export const module = { namespace: 'acme', name: 'vpc', provider: 'aws' };

/** The fake with acme/vpc/aws and a client on it with `token` (the manager's by default). */
export async function openOn(options: FakeTfeOptions & { versions?: string[] } = {}) {
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
      words: ACTION_WORDS,
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

export async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a refusal');
}
