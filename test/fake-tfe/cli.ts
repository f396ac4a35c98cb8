/**
 * Runs a seeded fake HCP Terraform until SIGINT or SIGTERM, for demos and benchmarks:
 *
 *   node test/fake-tfe/cli.ts [--port N] [--latency MS] [--rate-limit N]
 *
 * Prints one JSON line once listening: {"url":"http://127.0.0.1:PORT","token":"...","organization":"acme"}
 * Seed: organization acme, a token that may manage acme's private registry, and module acme/vpc/aws
 * with versions 1.0.0, 1.1.0, 1.2.0 and 2.0.0.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { startFakeTfeOnPort } from './server.ts';
import type { FakeTfeOptions } from './server.ts';

const ORGANIZATION = 'acme';

function number(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (value.trim() === '' || !Number.isFinite(parsed) || parsed < 0) {
    throw new Error(`--${flag} must be a non-negative number, got ${JSON.stringify(value)}`);
  }
  return parsed;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      latency: { type: 'string' },
      'rate-limit': { type: 'string' },
    },
  });
  const options: FakeTfeOptions = {};
  const latencyMs = number('latency', values.latency);
  const rateLimit = number('rate-limit', values['rate-limit']);
  if (latencyMs !== undefined) options.latencyMs = latencyMs;
  if (rateLimit !== undefined) options.rateLimit = rateLimit;

  const tfe = await startFakeTfeOnPort(number('port', values.port) ?? 0, options);
  // A fresh token per run: it is printed, and nothing should rely on a fixed secret.
  const token = `fake-${randomBytes(12).toString('hex')}.atlasv1.${randomBytes(24).toString('hex')}`;
  tfe.addOrganization(ORGANIZATION);
  tfe.addToken(token, { organizations: [ORGANIZATION] });
  tfe.addModule({
    namespace: ORGANIZATION,
    name: 'vpc',
    provider: 'aws',
    versions: ['1.0.0', '1.1.0', '1.2.0', '2.0.0'],
  });

  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    void tfe.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  process.stdout.write(`${JSON.stringify({ url: tfe.url, token, organization: ORGANIZATION })}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`fake-tfe: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
