/**
 * The gate's fixtures (test/fixtures/gate) in a workspace of a test's own, with `app.terraform.io`
 * pointing at a fresh fake service that holds acme's vpc, subnets, dns and flow-logs modules; and
 * the gate run on it. One per test, so that a file's tests may run at once.
 */
import { cp, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FakeTfe } from '../../fake-tfe/server.ts';
import { fakeService, scratchFolder } from '../../support/fake-service.ts';
import { runAction, type ActionRun } from '../harness.ts';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/gate');

export interface GateWorkspace {
  tfe: FakeTfe;
  workspace: string;
  /** The gate (`status: check`) on `directories` of the workspace. */
  gate(directories: string, overrides?: Record<string, string>): Promise<ActionRun>;
  /** Reads of the versions lists (the module read that shows revocation comes beside each). */
  reads(): string[];
}

/** The same host in full-width letters and digits (the port stays ASCII), which IDNA maps back. */
export const fullWidth = (host: string): string =>
  host.replace(/^[^:]*/, (name) => name.replace(/[0-9A-Za-z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)));

/**
 * The fixtures, copied into a fresh workspace with `app.terraform.io` pointing at the fake (and
 * its full-width spelling at the fake's host in full-width letters).
 */
async function makeWorkspace(host: string): Promise<string> {
  const dir = await scratchFolder('gate-workspace');
  await cp(FIXTURES, dir, { recursive: true });
  const rewrite = async (folder: string): Promise<void> => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) await rewrite(file);
      else
        await writeFile(
          file,
          (await readFile(file, 'utf8'))
            .replaceAll('app.terraform.io', host)
            .replaceAll(fullWidth('app.terraform.io'), fullWidth(host)),
        );
    }
  };
  await rewrite(dir);
  return dir;
}

/** vpc 1.0.0–2.0.0, subnets 2.0.0–2.2.0, dns 1.0.0–1.1.0, flow-logs 0.3.0–0.4.0; nothing deprecated. */
export async function gateWorkspace(token: string): Promise<GateWorkspace> {
  const tfe = await fakeService(token, { versions: ['1.0.0', '1.1.0', '1.2.0', '2.0.0'] });
  tfe.addModule({ namespace: 'acme', name: 'subnets', provider: 'aws', versions: ['2.0.0', '2.1.0', '2.2.0'] });
  tfe.addModule({ namespace: 'acme', name: 'dns', provider: 'aws', versions: ['1.0.0', '1.1.0'] });
  tfe.addModule({ namespace: 'acme', name: 'flow-logs', provider: 'aws', versions: ['0.3.0', '0.3.1', '0.4.0'] });
  const workspace = await makeWorkspace(tfe.host);
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
