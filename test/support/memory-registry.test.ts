/**
 * The in-memory registry and the HTTP fake agree on every lifecycle transition and refusal: the
 * same walk through deprecate, revoke, undeprecate and unrevoke, against both, ends each step in
 * the same place.
 */
import { describe, expect, it } from 'vitest';
import { parseServiceAddress } from '../../src/address.ts';
import type { DesiredRevocation, DesiredState, ModuleRegistry } from '../../src/model.ts';
import { RegistryClient } from '../../src/registry/client.ts';
import { Transport } from '../../src/registry/transport.ts';
import { fakeService } from './fake-service.ts';
import { memoryRegistry } from './memory-registry.ts';
import { ACTION_WORDS } from '../../src/wording.ts';

const module = { namespace: 'acme', name: 'vpc', provider: 'aws' };
const OLD: DesiredState = { deprecated: true, reason: 'Old', link: '' };
const REVOKE: DesiredRevocation = { revoked: true, message: 'CVE', link: '' };

type Step = ['deprecation', DesiredState] | ['revocation', DesiredRevocation];

const WALK: Step[] = [
  ['revocation', REVOKE], // refused: not deprecated
  ['deprecation', OLD],
  ['revocation', REVOKE],
  ['deprecation', { deprecated: false }], // refused: unrevoke first
  ['deprecation', { ...OLD, reason: 'Older' }], // stays revoked
  ['revocation', { revoked: false }],
  ['revocation', { revoked: false }], // changes nothing
  ['deprecation', { deprecated: false }],
];

/** Where each step left version 1.0.0, or that it was refused. */
async function walk(registry: ModuleRegistry): Promise<string[]> {
  const seen: string[] = [];
  for (const [kind, desired] of WALK) {
    const refused = await (
      kind === 'deprecation'
        ? registry.setDeprecation('acme', module, '1.0.0', desired)
        : registry.setRevocation('acme', module, '1.0.0', desired)
    ).then(
      () => false,
      () => true,
    );
    const [version] = await registry.listVersions(module);
    const revoked = (await registry.readRevokedVersions?.(module))?.has('1.0.0') ?? false;
    const state = revoked ? 'revoked' : version?.deprecation ? `deprecated: ${version.deprecation.reason}` : 'active';
    seen.push(refused ? `refused, ${state}` : state);
  }
  return seen;
}

describe('memoryRegistry', () => {
  it('walks the lifecycle exactly as the HTTP fake does', async () => {
    const tfe = await fakeService('tok', { versions: ['1.0.0'] });
    // One try: a refusal is part of the walk, and retries would only slow it.
    const transport = new Transport({
      token: 'tok',
      userAgent: 'test',
      words: ACTION_WORDS,
      requestTimeoutMs: 5_000,
      retry: { maxAttempts: 1, baseDelayMs: 0, maxDelayMs: 0, maxElapsedMs: 0 },
    });
    const overHttp = await walk(new RegistryClient(parseServiceAddress(tfe.url), transport));
    transport.close();
    const inMemory = await walk(memoryRegistry({ 'acme/vpc/aws': [{ version: '1.0.0', deprecation: null }] }));
    expect(inMemory).toEqual(overHttp);
    expect(inMemory).toEqual([
      'refused, active',
      'deprecated: Old',
      'revoked',
      'refused, revoked',
      'revoked',
      'deprecated: Older',
      'deprecated: Older',
      'active',
    ]);
  });
});
