/**
 * `sarif-file`: the gate writes a SARIF 2.1.0 log for code scanning, valid against the schema,
 * a result per call of a deprecated or revoked version at its block relative to the repository
 * root, a note per call that could not be checked, and fingerprints that two runs over the same
 * tree give alike.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Log } from 'sarif';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FakeTfe } from '../fake-tfe/server.ts';
import { sarifProblems } from '../support/sarif-schema.ts';
import { runAction, type ActionRun } from './harness.ts';
import { gateWorkspace } from './support/gate-workspace.ts';

const TOKEN = 'sarif-token.atlasv1.s3cr3t-SARIF-5q6w7e';
const DEPRECATION = { reason: 'Version 1.2.0 opens the default security group.', link: 'https://example.com/vpc/1.2' };

let tfe: FakeTfe;
let workspace: string;

beforeEach(async () => {
  ({ tfe, workspace } = await gateWorkspace(TOKEN));
});

/** Runs the gate with its working directory in the workspace; returns the run and the log it wrote. */
async function gate(directories: string, inputs: Record<string, string> = {}): Promise<{ run: ActionRun; sarif: Log }> {
  const file = path.join(workspace, 'out', 'modules.sarif');
  const run = await runAction(
    {
      hostname: tfe.url,
      token: TOKEN,
      status: 'check',
      'config-directory': directories,
      'sarif-file': file,
      ...inputs,
    },
    { env: { GITHUB_WORKSPACE: workspace } },
  );
  const text = await readFile(file, 'utf8').catch(() => {
    throw new Error(run.stdout + run.stderr);
  });
  return { run, sarif: JSON.parse(text) as Log };
}

describe('sarif-file', () => {
  it('writes a valid SARIF 2.1.0 log with a result at each call of a deprecated version', async () => {
    tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', DEPRECATION);
    const { run, sarif } = await gate('platform');
    expect(run.exitCode, run.stdout).toBe(1);
    expect(sarifProblems(sarif)).toEqual([]);
    // The validator does refuse what is not SARIF.
    expect(sarifProblems({ version: '2.1.0', runs: [{ results: [] }] })).not.toEqual([]);
    const [only] = sarif.runs;
    expect(only?.tool.driver.rules?.map((r) => r.id)).toEqual([
      'deprecated-module-version',
      'revoked-module-version',
      'unchecked-module-call',
    ]);
    const deprecated = only?.results?.filter((r) => r.ruleId === 'deprecated-module-version') ?? [];
    expect(deprecated).toHaveLength(1);
    expect(deprecated[0]).toMatchObject({
      level: 'error',
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: 'platform/main.tf', uriBaseId: '%SRCROOT%' },
            region: { startLine: 29 },
          },
        },
      ],
      properties: { version: '1.2.0', suggestedVersion: '2.0.0' },
    });
    const text = deprecated[0]?.message.text ?? '';
    expect(text).toContain(DEPRECATION.reason);
    expect(text).toContain(DEPRECATION.link);
    expect(text).toContain('Upgrade to 2.0.0');
    expect(run.stdout).toContain('for code scanning');
  });

  it('marks a revoked version with its own rule, an error even where a deprecation only warns', async () => {
    tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', DEPRECATION);
    tfe.revoke('acme', 'vpc', 'aws', '1.2.0', { message: 'Broken.', link: 'https://example.com/revoked' });
    const { sarif } = await gate('platform', { 'fail-on-deprecated': 'false' });
    expect(sarifProblems(sarif)).toEqual([]);
    const results = sarif.runs[0]?.results ?? [];
    expect(results.filter((r) => r.ruleId === 'revoked-module-version').map((r) => r.level)).toEqual(['error']);
  });

  it('notes a call whose version could not be resolved', async () => {
    const { sarif } = await gate('variables');
    expect(sarifProblems(sarif)).toEqual([]);
    const notes = (sarif.runs[0]?.results ?? []).filter((r) => r.ruleId === 'unchecked-module-call');
    expect(notes.length).toBeGreaterThan(0);
    expect(notes.every((n) => n.level === 'note')).toBe(true);
  });

  it('gives the same fingerprints on two runs over the same tree', async () => {
    tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', DEPRECATION);
    const first = await gate('platform\nvariables');
    const second = await gate('platform\nvariables');
    const prints = (log: Log) => (log.runs[0]?.results ?? []).map((r) => r.partialFingerprints);
    expect(prints(first.sarif).length).toBeGreaterThan(1);
    expect(prints(second.sarif)).toEqual(prints(first.sarif));
    expect(new Set(prints(first.sarif).map((p) => JSON.stringify(p))).size).toBe(prints(first.sarif).length);
  });
});
