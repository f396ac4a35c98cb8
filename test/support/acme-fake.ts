/**
 * The situation most tests start from: organization `acme` with module `acme/vpc/aws` in a fake
 * service, a token that may manage acme's private registry, and the inputs that deprecate one of
 * its versions. Each test overrides only what it is about. No vitest here, so scripts and
 * benchmarks may use it too; tests take `fakeService` (fake-service.ts), which also closes it.
 */
import { startFakeTfe, type FakeTfe, type FakeTfeOptions } from '../fake-tfe/server.ts';

export interface AcmeOptions extends FakeTfeOptions {
  /** Versions of acme/vpc/aws (default 1.0.0 and 1.1.0). */
  versions?: string[];
}

/** A fake service holding acme/vpc/aws, where `token` may manage acme's private registry. */
export async function startAcmeFake(token: string, options: AcmeOptions = {}): Promise<FakeTfe> {
  const { versions = ['1.0.0', '1.1.0'], ...fakeOptions } = options;
  const tfe = await startFakeTfe(fakeOptions);
  tfe.addOrganization('acme');
  tfe.addToken(token, { organizations: ['acme'] });
  tfe.addModule({ namespace: 'acme', name: 'vpc', provider: 'aws', versions });
  return tfe;
}

/**
 * Inputs that deprecate acme/vpc/aws 1.0.0 on `hostname`. Without a token the action looks for
 * one in the environment, which is what some tests are about.
 */
export function deprecateInputs(
  hostname: string,
  token: string | undefined,
  overrides: Record<string, string> = {},
): Record<string, string> {
  return {
    hostname,
    ...(token !== undefined && { token }),
    organization: 'acme',
    module: 'vpc',
    provider: 'aws',
    status: 'deprecated',
    version: '1.0.0',
    reason: 'Superseded by 2.0.0',
    link: 'https://example.com/upgrade',
    'verify-timeout': '5',
    ...overrides,
  };
}
