/**
 * SARIF as code scanning reads it, for what a repository can hold: a call inside a local module
 * outside the repository is placed at the block in the repository that brings it in (code
 * scanning refuses a whole upload for one result without a location, and a `..` points nowhere),
 * and so are its annotation (GitHub places one only in a file of the repository) and the summary's
 * link to it; and a reason with braces reaches the message escaped as SARIF §3.11.5 asks. (Past
 * the 5,000 results code scanning keeps: gate-scale.e2e.test.ts.)
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Log } from 'sarif';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeTfe } from '../fake-tfe/server.ts';
import { fakeService, scratchFolder } from '../support/fake-service.ts';
import { sarifProblems } from '../support/sarif-schema.ts';
import { runAction, type ActionRun } from './harness.ts';

const TOKEN = 'sarif-placement-token.atlasv1.s3cr3t-PLACE-1q2w3e';

let tfe: FakeTfe;
let root: string;
let workspace: string;

/** A fresh service (acme/vpc/aws 1.0.0, 1.1.0, 2.0.0) and a repository with an empty `infra`, in a folder of its own. */
async function setUp(): Promise<void> {
  tfe = await fakeService(TOKEN, { versions: ['1.0.0', '1.1.0', '2.0.0'] });
  root = await scratchFolder('sarif-placement');
  workspace = path.join(root, 'repository');
  await mkdir(path.join(workspace, 'infra'), { recursive: true });
}

const call = (name: string, version = '1.1.0'): string =>
  `module "${name}" {\n  source  = "${tfe.host}/acme/vpc/aws"\n  version = "${version}"\n}\n`;

async function gate(
  inputs: Record<string, string> = {},
  env: Record<string, string> = {},
): Promise<{ run: ActionRun; sarif: Log }> {
  const run = await runAction(
    {
      hostname: tfe.url,
      token: TOKEN,
      status: 'check',
      'config-directory': 'infra',
      'sarif-file': 'gate.sarif',
      ...inputs,
    },
    { env: { GITHUB_WORKSPACE: workspace, ...env } },
  );
  const text = await readFile(path.join(workspace, 'gate.sarif'), 'utf8').catch(() => {
    throw new Error(run.stdout + run.stderr);
  });
  return { run, sarif: JSON.parse(text) as Log };
}

const uris = (sarif: Log): string[] =>
  (sarif.runs[0]?.results ?? []).flatMap((r) =>
    (r.locations ?? []).map((l) => l.physicalLocation?.artifactLocation?.uri ?? ''),
  );

/**
 * One repository, and a local module beside it: `infra` calls acme/vpc/aws 1.1.0 (deprecated) at
 * its first block and brings in `../../shared/net`, which calls it too. The two describes below
 * look at the same run: SARIF, then annotations and summary.
 */
async function gateModuleOutsideRepository(): Promise<{ run: ActionRun; sarif: Log }> {
  tfe.deprecate('acme', 'vpc', 'aws', '1.1.0', { reason: 'Opens port 22.', link: '' });
  await mkdir(path.join(root, 'shared', 'net'), { recursive: true });
  await writeFile(path.join(root, 'shared', 'net', 'main.tf'), `\n\n${call('vpc')}`);
  await writeFile(
    path.join(workspace, 'infra', 'main.tf'),
    `${call('direct')}\nmodule "net" {\n  source = "../../shared/net"\n}\n`,
  );
  return gate();
}

describe('a call inside a local module outside the repository', () => {
  let outside: { run: ActionRun; sarif: Log };
  beforeAll(async () => {
    await setUp();
    outside = await gateModuleOutsideRepository();
  });

  describe('SARIF locations', () => {
    it('places a call inside a local module outside the repository at the block that brings the module in', () => {
      const { run, sarif } = outside;
      expect(run.exitCode, run.stdout).toBe(1);
      expect(sarifProblems(sarif)).toEqual([]);
      const results = sarif.runs[0]?.results ?? [];
      // Both deprecated calls are kept, each with a location inside the repository.
      expect(results).toHaveLength(2);
      for (const result of results) expect(result.locations).toHaveLength(1);
      expect(uris(sarif).every((uri) => !uri.split('/').includes('..') && !uri.startsWith('/'))).toBe(true);
      const nested = results.find((r) => r.message.text?.includes('module.net.module.vpc'));
      expect(nested?.locations?.[0]?.physicalLocation).toEqual({
        artifactLocation: { uri: 'infra/main.tf', uriBaseId: '%SRCROOT%' },
        region: { startLine: 6 },
      });
      // The message still says where the call itself is.
      expect(nested?.message.text).toContain('shared/net/main.tf');
    });
  });

  describe('annotations and summary links of a call outside the repository', () => {
    /** The commit the harness's runner names (GITHUB_SHA), as the summary links its files. */
    const BLOB = 'https://github.com/acme/platform-modules/blob/ffac537e6cbbf934b08745a378932722df287a53';

    it('are at the block that brings the module in, where its SARIF result is, saying where the call is', () => {
      const { run, sarif } = outside;
      expect(run.exitCode, run.stdout).toBe(1);
      // GitHub places an annotation only on a path inside the repository: none leads out of it.
      const placed = run.annotations.filter((a) => a.file !== undefined);
      expect(placed.map((a) => a.file?.split('/').includes('..'))).not.toContain(true);
      const nested = run.annotations.find((a) => a.message.includes('shared/net/main.tf'));
      expect(nested).toMatchObject({ level: 'error', file: 'infra/main.tf', line: '6' });
      expect(nested?.message).toContain('../shared/net/main.tf line 3, outside the repository');
      // Where the SARIF result of the same call is.
      const result = (sarif.runs[0]?.results ?? []).find((r) => r.message.text?.includes('module.net.module.vpc'));
      expect(result?.locations?.[0]?.physicalLocation?.artifactLocation?.uri).toBe(nested?.file);
      expect(result?.locations?.[0]?.physicalLocation?.region?.startLine).toBe(Number(nested?.line));
      // The summary's row and its line to change link that block, and say where the call is.
      const link = `[infra/main.tf:6](${BLOB}/infra/main.tf#L6)`;
      const row = run.summary.split('\n').find((l) => l.startsWith('| `module.net.module.vpc` |')) ?? '';
      expect(row).toContain(link);
      expect(row).toContain('../shared/net/main.tf:3');
      const item = run.summary.split('\n').find((l) => l.startsWith('- ') && l.includes('shared/net')) ?? '';
      expect(item).toContain(link);
      // No link leads out of the repository.
      expect(run.summary).not.toMatch(/\]\([^)]*\/\.\.\//);
    });
  });
});

describe('the other cases', () => {
  beforeEach(setUp);

  describe('SARIF messages', () => {
    it('escape braces in text from the service, as SARIF 2.1.0 §3.11.5 asks', async () => {
      tfe.deprecate('acme', 'vpc', 'aws', '1.1.0', { reason: 'Use {0} instead, see {docs}.', link: '' });
      await writeFile(path.join(workspace, 'infra', 'main.tf'), call('network'));
      const { sarif } = await gate();
      const text = sarif.runs[0]?.results?.[0]?.message.text ?? '';
      expect(text).toContain('Use {{0}} instead, see {{docs}}.');
      // No brace is left alone: every one is doubled.
      expect(text.replace(/\{\{|\}\}/g, '')).not.toMatch(/[{}]/);
    });

    it('escape braces in a check’s messages too', async () => {
      tfe.deprecate('acme', 'vpc', 'aws', '1.1.0', { reason: 'Use {0}.', link: '' });
      const file = path.join(workspace, 'check.sarif');
      await runAction(
        {
          hostname: tfe.url,
          token: TOKEN,
          organization: 'acme',
          module: 'vpc',
          provider: 'aws',
          status: 'check',
          version: '1.1.0',
          'sarif-file': 'check.sarif',
        },
        {
          env: {
            GITHUB_WORKSPACE: workspace,
            GITHUB_WORKFLOW_REF: 'acme/infra/.github/workflows/c.yml@refs/heads/main',
          },
        },
      );
      const sarif = JSON.parse(await readFile(file, 'utf8')) as Log;
      expect(sarif.runs[0]?.results?.[0]?.message.text).toContain('"Use {{0}}."');
    });
  });
});
