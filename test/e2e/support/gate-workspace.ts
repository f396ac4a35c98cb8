/**
 * The gate's fixtures (test/fixtures/gate) in a workspace of a test's own, with `app.terraform.io`
 * pointing at a fresh fake service that holds acme's vpc, subnets, dns and flow-logs modules; and
 * the gate run on it. One per test, so that a file's tests may run at once.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FakeTfe } from '../../fake-tfe/server.ts';
import type { AcmeOptions } from '../../support/acme-fake.ts';
import { copyOnHost } from '../../support/example-host.ts';
import { fakeService, scratchFolder } from '../../support/fake-service.ts';
import { runAction, type ActionRun } from '../harness.ts';

/** The gate's fixtures, one configuration (or a few) to a folder. */
export const GATE_FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/gate');

export interface GateWorkspace {
  tfe: FakeTfe;
  workspace: string;
  /** The gate (`status: check`) on `directories` of the workspace. */
  gate(directories: string, overrides?: Record<string, string>): Promise<ActionRun>;
  /** Reads of the versions lists (the module read that shows revocation comes beside each). */
  reads(): string[];
}

/**
 * vpc 1.0.0–2.0.0, subnets 2.0.0–2.2.0, dns 1.0.0–1.1.0, flow-logs 0.3.0–0.4.0; nothing deprecated.
 * `options` set up the fake (a service without revocation, say).
 */
export async function gateWorkspace(
  token: string,
  options: Omit<AcmeOptions, 'versions'> = {},
): Promise<GateWorkspace> {
  const tfe = await fakeService(token, { ...options, versions: ['1.0.0', '1.1.0', '1.2.0', '2.0.0'] });
  tfe.addModule({ namespace: 'acme', name: 'subnets', provider: 'aws', versions: ['2.0.0', '2.1.0', '2.2.0'] });
  tfe.addModule({ namespace: 'acme', name: 'dns', provider: 'aws', versions: ['1.0.0', '1.1.0'] });
  tfe.addModule({ namespace: 'acme', name: 'flow-logs', provider: 'aws', versions: ['0.3.0', '0.3.1', '0.4.0'] });
  const workspace = await scratchFolder('gate-workspace');
  await copyOnHost(GATE_FIXTURES, workspace, tfe.host);
  return {
    tfe,
    workspace,
    gate: (directories, overrides = {}) =>
      runAction(
        { hostname: tfe.url, token, status: 'check', 'config-directory': directories, ...overrides },
        { env: { GITHUB_WORKSPACE: workspace } },
      ),
    reads: () =>
      tfe.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/api/registry/v1/')).map((r) => r.path),
  };
}

/** The annotations that say a version in use is deprecated. */
export const deprecationAnnotations = (run: ActionRun) =>
  run.annotations.filter((a) => a.title?.endsWith('is deprecated'));
