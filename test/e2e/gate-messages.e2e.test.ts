/**
 * A finding's message as people read it, end to end: in an annotation (one part a line), in a
 * SARIF message and on the command line (the parts on one line), every part is a sentence that
 * ends, and the link stands apart, last, with nothing glued to it.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Log } from 'sarif';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FakeTfe } from '../fake-tfe/server.ts';
import { fakeService } from '../support/fake-service.ts';
import { runAction } from './harness.ts';
import { runCli } from './support/cli.ts';

const TOKEN = 'messages-token.atlasv1.s3cr3t-MESSAGES-8b9c0d';
// As people type them into the registry's UI: no full stop at the end.
const DEPRECATION = { reason: 'Opens the default security group', link: 'https://example.com/vpc/2' };
const REVOCATION = { message: 'CVE-2026-0001: move to 2.x', link: 'https://example.com/cve' };
const ADVICE =
  'Upgrade to 2.0.0, the newest version that is neither deprecated nor revoked: a new major version (1.x → 2.x), so check its breaking changes. Change version "1.1.0" to "2.0.0". Or go back to 1.0.0, the newest usable 1.x, to unblock now.';

let tfe: FakeTfe;
let workspace: string;

beforeEach(async () => {
  tfe = await fakeService(TOKEN, { versions: ['1.0.0', '1.1.0', '2.0.0'] });
  tfe.deprecate('acme', 'vpc', 'aws', '1.1.0', DEPRECATION);
  workspace = await mkdtemp(path.join(tmpdir(), 'gate-messages-'));
  await mkdir(path.join(workspace, 'stack'));
  await writeFile(
    path.join(workspace, 'stack', 'main.tf'),
    `module "network" {\n  source  = "${tfe.host}/acme/vpc/aws"\n  version = "1.1.0"\n}\n`,
  );
});

afterEach(async () => {
  await rm(workspace, { recursive: true, force: true });
});

describe('a finding message', () => {
  it('in an annotation: a sentence a line, the link last', async () => {
    const run = await runAction(
      {
        hostname: tfe.url,
        token: TOKEN,
        status: 'check',
        'config-directory': 'stack',
        'sarif-file': path.join(workspace, 'module-versions.sarif'),
      },
      { env: { GITHUB_WORKSPACE: workspace } },
    );
    expect(run.exitCode, run.stdout).toBe(1);
    const annotation = run.annotations.find((a) => a.title?.endsWith('is deprecated'));
    expect(annotation?.message.split('\n')).toEqual([
      'Opens the default security group.',
      ADVICE,
      'More information: https://example.com/vpc/2',
    ]);

    const sarif = JSON.parse(await readFile(path.join(workspace, 'module-versions.sarif'), 'utf8')) as Log;
    expect(sarif.runs[0]?.results?.[0]?.message.text).toBe(
      `module.network uses ${tfe.host}/acme/vpc/aws 1.1.0, which is deprecated: "Opens the default security group". ${ADVICE} More information: https://example.com/vpc/2`,
    );
  });

  it('on the command line: one line of sentences, the link at its end', async () => {
    tfe.revoke('acme', 'vpc', 'aws', '1.1.0', REVOCATION);
    const run = await runCli(['gate', 'stack', '--hostname', tfe.url], {
      cwd: workspace,
      env: { TF_API_TOKEN: TOKEN },
    });
    expect(run.exitCode, run.stderr).toBe(1);
    const line = run.stdout.split('\n').find((l) => l.startsWith('stack/main.tf:1:'));
    expect(line).toBe(
      `stack/main.tf:1: error: Module version 1.1.0 of ${tfe.host}/acme/vpc/aws is revoked: Runs of new workspaces that use it will not proceed; workspaces that used it before go on with a warning. CVE-2026-0001: move to 2.x. Opens the default security group. ${ADVICE} More information: https://example.com/cve and https://example.com/vpc/2`,
    );
  });

  it("in check's annotation: the reason ends as a sentence", async () => {
    const run = await runAction({
      hostname: tfe.url,
      token: TOKEN,
      status: 'check',
      source: `${tfe.host}/acme/vpc/aws`,
      version: '1.1.0',
    });
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.annotations.find((a) => a.title?.endsWith('is deprecated'))?.message).toBe(
      'Opens the default security group.\nMore information: https://example.com/vpc/2',
    );
  });
});
