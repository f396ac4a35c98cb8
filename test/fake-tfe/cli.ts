/**
 * Runs a seeded fake HCP Terraform until SIGINT or SIGTERM, for demos and benchmarks:
 *
 *   node test/fake-tfe/cli.ts [--port N] [--latency MS] [--rate-limit N] [--no-revocation]
 *                             [--explorer-source host|private] [--sandbox]
 *
 * Prints one JSON line once listening:
 *   {"url":"http://127.0.0.1:PORT","token":"...","organizationToken":"...","organization":"acme"}
 * Seed: organization acme, a token that may manage acme's private registry and read Explorer, an
 * organization token (Explorer only), module acme/vpc/aws with versions 1.0.0, 1.1.0, 1.2.0 and
 * 2.0.0, and Explorer usage: 1.0.0 by two workspaces, 1.1.0 by one, 2.0.0 by three.
 *
 * With `--sandbox` (`npm run fake`): seeded like the demo, with versions in every state
 * (seed.ts), a workspace to try the gate and a policy file in, and instead of the JSON line, the
 * environment to paste and the commands to try (sandbox.ts).
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeTfeOnPort } from './server.ts';
import type { FakeTfe, FakeTfeOptions } from './server.ts';
import { sandboxText, seedGithub, writeSandbox } from './sandbox.ts';
import { startFakeGithub } from '../fake-github/server.ts';
import { seedDemo } from './seed.ts';

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
      'no-revocation': { type: 'boolean' },
      'explorer-source': { type: 'string' },
      sandbox: { type: 'boolean' },
    },
  });
  const options: FakeTfeOptions = {};
  const latencyMs = number('latency', values.latency);
  const rateLimit = number('rate-limit', values['rate-limit']);
  if (latencyMs !== undefined) options.latencyMs = latencyMs;
  if (rateLimit !== undefined) options.rateLimit = rateLimit;
  if (values['no-revocation'] === true) options.revocation = false;
  const form = values['explorer-source'];
  if (form !== undefined) {
    if (form !== 'host' && form !== 'private') {
      throw new Error(`--explorer-source must be host or private, got ${JSON.stringify(form)}`);
    }
    options.explorerSourceForm = form;
  }

  const tfe = await startFakeTfeOnPort(number('port', values.port) ?? 0, options);
  // A fresh token per run: it is printed, and nothing should rely on a fixed secret.
  const freshToken = (): string => `fake-${randomBytes(12).toString('hex')}.atlasv1.${randomBytes(24).toString('hex')}`;
  const token = freshToken();
  const organizationToken = freshToken();
  if (values.sandbox === true) {
    await sandbox(tfe, token);
    return;
  }
  tfe.addOrganization(ORGANIZATION);
  tfe.addToken(token, { organizations: [ORGANIZATION] });
  tfe.addToken(organizationToken, { organizations: [ORGANIZATION], canManagePrivateRegistry: false });
  tfe.addModule({
    namespace: ORGANIZATION,
    name: 'vpc',
    provider: 'aws',
    versions: ['1.0.0', '1.1.0', '1.2.0', '2.0.0'],
  });
  tfe.setUsage(ORGANIZATION, 'vpc', 'aws', '1.0.0', ['network-prod', 'network-staging']);
  tfe.setUsage(ORGANIZATION, 'vpc', 'aws', '1.1.0', ['billing-dev']);
  tfe.setUsage(ORGANIZATION, 'vpc', 'aws', '2.0.0', ['platform-prod', 'platform-staging', 'platform-dev']);

  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    void tfe.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  process.stdout.write(`${JSON.stringify({ url: tfe.url, token, organizationToken, organization: ORGANIZATION })}\n`);
}

/** `--sandbox`: the demo's seed in every state, a workspace, and what to paste; stops on a signal. */
async function sandbox(tfe: FakeTfe, token: string): Promise<void> {
  seedDemo(tfe, [token], { states: true });
  const folder = await mkdtemp(path.join(tmpdir(), 'tfe-sandbox-'));
  const workspace = await writeSandbox(folder, tfe.host);
  // A GitHub App installation's token, as the campaign's docs give it one.
  const githubToken = `ghs_${randomBytes(18).toString('hex')}`;
  const github = await startFakeGithub({ tokens: { [githubToken]: 'write' } });
  seedGithub(github, tfe.host);
  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    void Promise.all([tfe.close(), github.close(), rm(folder, { recursive: true, force: true })]).then(() =>
      process.exit(0),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  process.stdout.write(
    sandboxText({ url: tfe.url, host: tfe.host, token, workspace, github: { url: github.url, token: githubToken } }),
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`fake-tfe: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
