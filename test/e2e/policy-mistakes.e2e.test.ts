/**
 * A policy file's mistakes, end to end: each is reported at its line of the file, where the pull
 * request shows it, all at once and before any request (past the ten annotations GitHub shows, in
 * the summary and `result`); a file that is not UTF-8 or nests too deep is a clear error; inputs
 * that a policy file replaces, or that belong to the gate, are refused naming each; and a rule
 * naming a version the registry lacks fails the whole run before it writes anything.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FakeTfe } from '../fake-tfe/server.ts';
import { fakeService, scratchFolder } from '../support/fake-service.ts';
import { parseResult, runAction, tokenLeaks } from './harness.ts';

const TOKEN = 'policy-mistakes.atlasv1.secret-3e4f5a';

/** acme/vpc/aws 1.0.0, 1.1.0 and 2.0.0, and acme/eks/aws 1.0.0 and 2.0.0. */
async function fake(): Promise<FakeTfe> {
  const tfe = await fakeService(TOKEN, { versions: ['1.0.0', '1.1.0', '2.0.0'] });
  tfe.addModule({ namespace: 'acme', name: 'eks', provider: 'aws', versions: ['1.0.0', '2.0.0'] });
  return tfe;
}

/** The policy file `policy` as `deprecations.yml` of a fresh workspace, run with `inputs`. */
async function runPolicy(tfe: FakeTfe, policy: string | Uint8Array, inputs: Record<string, string> = {}) {
  const dir = await scratchFolder('policy-mistakes');
  await writeFile(path.join(dir, 'deprecations.yml'), policy);
  const run = await runAction(
    { 'policy-file': 'deprecations.yml', hostname: tfe.url, token: TOKEN, 'verify-timeout': '5', ...inputs },
    { env: { GITHUB_WORKSPACE: dir } },
  );
  expect(tokenLeaks(run, TOKEN)).toEqual([]);
  return run;
}

const ONE_MODULE =
  'modules:\n  - source: acme/vpc/aws\n    rules:\n      - versions: "< 2.0.0"\n        reason: Old.\n';

describe.concurrent('mistakes in a policy file', () => {
  it('reports every mistake in the file with its line before any request', async () => {
    const tfe = await fake();
    const run = await runPolicy(
      tfe,
      'modules:\n  - source: acme/vpc/aws\n    rules:\n      - versions: ">= x"\n        reason: R\n        link: ftp://x\n',
    );
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toMatch(/deprecations\.yml:4:\d+: modules\[0\]\.rules\[0\]\.versions/);
    expect(run.stdout).toMatch(/deprecations\.yml:6:\d+: modules\[0\]\.rules\[0\]\.link/);
    expect(tfe.requests).toHaveLength(0);
  });

  it('puts each mistake at its line of the file, where the pull request shows it', async () => {
    const tfe = await fake();
    const run = await runPolicy(
      tfe,
      'modules:\n  - source: acme/vpc/aws\n    rules:\n      - versions: ">= x"\n        reason: R\n',
    );
    expect(run.exitCode).toBe(1);
    expect(run.outputs['failure-reason']).toBe('invalid-input');
    const placed = run.annotations.filter((a) => a.title === 'Policy file');
    expect(placed.map((a) => [a.file, a.line])).toEqual([['deprecations.yml', '4']]);
    expect(placed[0]?.message).toMatch(/^modules\[0\]\.rules\[0\]\.versions/);
    expect(tfe.requests).toHaveLength(0);
  });

  it('lists every one of more than ten mistakes in the summary and in `result`, where the annotation says', async () => {
    const tfe = await fake();
    const rules = Array.from({ length: 14 }, (_, i) => `      - versions: ">= x${i}"\n        reason: R\n`).join('');
    const run = await runPolicy(tfe, `modules:\n  - source: acme/vpc/aws\n    rules:\n${rules}`);
    expect(run.exitCode).toBe(1);
    expect(run.outputs['failure-reason']).toBe('invalid-input');
    expect(tfe.requests).toHaveLength(0);
    const overflow = run.annotations.find((a) => a.title?.endsWith('not shown here'));
    expect(overflow?.message).toContain('are in the step summary and the `result` output');
    // Every mistake, at its line, in the summary.
    for (let i = 0; i < 14; i++) expect(run.summary).toContain(`deprecations.yml:${4 + 2 * i}:`);
    expect(run.summary).toContain('14 problems');
    // And in `result`, one entry for the file that was not read, with each problem.
    const result = parseResult(run);
    expect(result).toHaveLength(1);
    expect(result[0]).toMatchObject({ module: null, versions: [], file: 'deprecations.yml' });
    const problems = result[0]?.problems as Array<{ line: number; column: number; message: string }>;
    expect(problems.map((p) => p.line)).toEqual(Array.from({ length: 14 }, (_, i) => 4 + 2 * i));
    expect(problems[13]?.message).toMatch(/^modules\[0\]\.rules\[13\]\.versions/);
  });

  it('refuses a file that is not UTF-8, naming the file and the place, before any request', async () => {
    const tfe = await fake();
    const latin1 = new Uint8Array([
      ...new TextEncoder().encode('modules:\n  - source: acme/vpc/aws\n    rules: [{ versions: "< 2.0.0", reason: "'),
      0xc4, // Ä in Latin-1
      ...new TextEncoder().encode('ltere Version" }]\n'),
    ]);
    const run = await runPolicy(tfe, latin1);
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toMatch(
      /deprecations\.yml:3:45: the file is not UTF-8 text: the bytes here \(from 0xc4\) are not a UTF-8 character; save it as UTF-8/,
    );
    expect(tfe.requests).toHaveLength(0);
  });

  it('refuses YAML nested thousands deep with a clear error, not a stack overflow', async () => {
    const tfe = await fake();
    const run = await runPolicy(tfe, `modules: ${'['.repeat(100_000)}${']'.repeat(100_000)}\n`);
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toMatch(/deprecations\.yml:1:\d+: the file nests collections more than 32 levels deep/);
    expect(run.everything).not.toContain('Maximum call stack');
    expect(run.everything).not.toContain('Unexpected error');
    expect(tfe.requests).toHaveLength(0);
  });
});

describe.concurrent('inputs beside a policy file', () => {
  it('refuses per-module inputs next to a policy file', async () => {
    const tfe = await fake();
    const run = await runPolicy(tfe, ONE_MODULE, { status: 'deprecated', version: '1.0.0' });
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain('Input `policy-file` replaces the per-module inputs: remove `status`, `version`');
    expect(tfe.requests).toHaveLength(0);
  });

  it("refuses the gate's input, and names no setting the policy file lacks", async () => {
    const tfe = await fake();
    const run = await runPolicy(tfe, `organization: acme\n${ONE_MODULE}`, {
      'config-directory': 'stacks',
      'keep-latest': '2',
    });
    expect(run.exitCode).toBe(1);
    expect(run.outputs['failure-reason']).toBe('invalid-input');
    expect(run.stdout).not.toContain('set them in the policy file');
    expect(run.stdout).toContain('`config-directory` belongs to the gate');
    expect(run.stdout).toContain("a module's `keep-latest` (for `keep-latest`)");
    expect(tfe.requests).toEqual([]);
  });
});

describe.concurrent('a rule naming a version the registry lacks', () => {
  it('fails the whole run before any write, in any module', async () => {
    const tfe = await fake();
    const run = await runPolicy(
      tfe,
      `
organization: acme
modules:
  - source: acme/eks/aws
    rules:
      - versions: "< 2.0.0"
        reason: EKS 1 is end of life.
  - source: acme/vpc/aws
    rules:
      - versions: "= 9.9.9"
        reason: A typo.
`,
    );
    expect(run.exitCode).toBe(1);
    expect(tfe.requests.filter((r) => r.method === 'PATCH')).toEqual([]);
    expect(tfe.getDeprecation('acme', 'eks', 'aws', '1.0.0')).toBeNull();
    expect(run.outputs['failure-reason']).toBe('invalid-input');
    expect(run.stdout).toMatch(/9\.9\.9.*not in the registry/);
    expect(run.stdout).toMatch(/::error::.*Nothing was changed/);
  });
});
