/**
 * `sarif-file` with `status: check`: the checked versions that are deprecated or revoked, as a
 * SARIF 2.1.0 log valid against the schema, with the gate's rules. A checked version has no file
 * of its own, so each result is at the workflow file that ran the step (GITHUB_WORKFLOW_REF); two
 * runs give the same fingerprints. With no workflow file to place them at, the results are left out
 * with a warning: code scanning refuses a whole upload for one result without a location.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Log } from 'sarif';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FakeTfe } from '../fake-tfe/server.ts';
import { fakeService, scratchFolder } from '../support/fake-service.ts';
import { sarifProblems } from '../support/sarif-schema.ts';
import { runAction, type ActionRun } from './harness.ts';

const TOKEN = 'sarif-check-token.atlasv1.s3cr3t-CHECK-8u9i0o';
const WORKFLOW_REF = 'acme/infra/.github/workflows/module-check.yml@refs/heads/main';
const DEPRECATION = { reason: 'Version 1.1.0 opens the default security group.', link: 'https://example.com/vpc/1.1' };
const REVOCATION = { message: 'Leaks state; do not use.', link: 'https://example.com/vpc/revoked' };

let tfe: FakeTfe;
let folder: string;

beforeEach(async () => {
  tfe = await fakeService(TOKEN, { versions: ['1.0.0', '1.1.0', '1.2.0', '2.0.0'] });
  folder = await scratchFolder('sarif-check');
  tfe.deprecate('acme', 'vpc', 'aws', '1.1.0', DEPRECATION);
  tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: 'Superseded.', link: '' });
  tfe.revoke('acme', 'vpc', 'aws', '1.0.0', REVOCATION);
});

/** A check of versions 1.0.0 (revoked), 1.1.0 (deprecated) and 2.0.0; returns the run and its log. */
async function check(
  file: string,
  inputs: Record<string, string> = {},
  env: Record<string, string> = { GITHUB_WORKFLOW_REF: WORKFLOW_REF },
): Promise<{ run: ActionRun; sarif: Log }> {
  // The file is written inside the workspace: the scratch folder stands for it.
  env = { GITHUB_WORKSPACE: folder, ...env };
  const run = await runAction(
    {
      hostname: tfe.url,
      token: TOKEN,
      organization: 'acme',
      module: 'vpc',
      provider: 'aws',
      status: 'check',
      version: '1.0.0, 1.1.0, 2.0.0',
      'sarif-file': file,
      ...inputs,
    },
    { env },
  );
  const text = await readFile(file, 'utf8').catch(() => {
    throw new Error(run.stdout + run.stderr);
  });
  return { run, sarif: JSON.parse(text) as Log };
}

describe('sarif-file with status: check', () => {
  it('writes a valid SARIF 2.1.0 log with a result per deprecated or revoked version, at the workflow file', async () => {
    const { run, sarif } = await check(path.join(folder, 'out', 'check.sarif'), { 'fail-on-deprecated': 'false' });
    // The verdict is the check's: the revoked version fails it, the deprecated one only warns.
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.outputs['failure-reason']).toBe('revoked-in-use');
    expect(sarifProblems(sarif)).toEqual([]);
    const [only] = sarif.runs;
    expect(only?.tool.driver.rules?.map((r) => r.id)).toEqual([
      'deprecated-module-version',
      'revoked-module-version',
      'unchecked-module-call',
    ]);
    const results = only?.results ?? [];
    expect(results.map((r) => [r.ruleId, r.level, r.properties?.version])).toEqual([
      ['revoked-module-version', 'error', '1.0.0'],
      ['deprecated-module-version', 'warning', '1.1.0'],
    ]);
    for (const result of results) {
      expect(result.locations).toEqual([
        {
          physicalLocation: {
            artifactLocation: { uri: '.github/workflows/module-check.yml', uriBaseId: '%SRCROOT%' },
            region: { startLine: 1 },
          },
        },
      ]);
      expect(result.properties?.module).toBe(`${tfe.host}/acme/vpc/aws`);
    }
    const [revoked, deprecated] = results.map((r) => r.message.text ?? '');
    expect(deprecated).toBe(
      `${tfe.host}/acme/vpc/aws 1.1.0 is deprecated: ${JSON.stringify(DEPRECATION.reason)}. More information: ${DEPRECATION.link}`,
    );
    expect(revoked).toBe(
      `${tfe.host}/acme/vpc/aws 1.0.0 is revoked: "Superseded.". Revoked: ${JSON.stringify(REVOCATION.message)}. More information: ${REVOCATION.link}`,
    );
    expect(run.stdout).toContain('2 results for code scanning');
  });

  it('with no workflow file to place results at, leaves them out, warns, and writes a log code scanning takes', async () => {
    const { run, sarif } = await check(path.join(folder, 'nowhere.sarif'), { 'fail-on-deprecated': 'false' }, {});
    // The verdict is the check's, whatever the file holds.
    expect(run.exitCode, run.stdout).toBe(1);
    expect(sarifProblems(sarif)).toEqual([]);
    expect(sarif.runs[0]?.results).toEqual([]);
    const warnings = run.annotations.filter((a) => a.level === 'warning' && a.message.includes('SARIF'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.message).toMatch(/^The SARIF file leaves out 2 results: /);
    expect(warnings[0]?.message).toContain('GITHUB_WORKFLOW_REF');
    expect(warnings[0]?.message).toContain('CI_CONFIG_PATH');
  });

  it('places the results at the pipeline file CI_CONFIG_PATH names, outside GitHub Actions', async () => {
    const { sarif } = await check(path.join(folder, 'gitlab.sarif'), {}, { CI_CONFIG_PATH: 'ci/pipeline.yml' });
    expect(sarifProblems(sarif)).toEqual([]);
    const uris = (sarif.runs[0]?.results ?? []).map((r) => r.locations?.[0]?.physicalLocation?.artifactLocation?.uri);
    expect(uris).toEqual(['ci/pipeline.yml', 'ci/pipeline.yml']);
  });

  it('gives the same fingerprints on two runs, one per version and kind', async () => {
    const first = await check(path.join(folder, 'first.sarif'));
    const second = await check(path.join(folder, 'second.sarif'));
    const prints = (log: Log) => (log.runs[0]?.results ?? []).map((r) => r.partialFingerprints);
    expect(prints(first.sarif)).toHaveLength(2);
    expect(prints(second.sarif)).toEqual(prints(first.sarif));
    expect(new Set(prints(first.sarif).map((p) => JSON.stringify(p))).size).toBe(2);
  });

  it('warns and keeps the verdict when the file cannot be written', async () => {
    const blocker = path.join(folder, 'not-a-folder');
    await writeFile(blocker, 'a file where a folder should be');
    const run = await runAction(
      {
        hostname: tfe.url,
        token: TOKEN,
        organization: 'acme',
        module: 'vpc',
        provider: 'aws',
        status: 'check',
        version: '2.0.0',
        'sarif-file': path.join(blocker, 'check.sarif'),
      },
      { env: { GITHUB_WORKFLOW_REF: WORKFLOW_REF, GITHUB_WORKSPACE: folder } },
    );
    expect(run.exitCode, run.stdout).toBe(0);
    const warning = run.annotations.find((a) => a.level === 'warning' && a.message.includes('No SARIF file'));
    expect(warning?.message).toMatch(/^Input `sarif-file`: ".*not-a-folder\/check\.sarif" cannot be written: /);
  });
});
