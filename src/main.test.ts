import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeTfe } from '../test/fake-tfe/server.ts';
import { deprecateInputs, startAcmeFake } from '../test/support/acme-fake.ts';
import { fakeRunner } from '../test/support/fake-runner.ts';
import { run } from './main.ts';

const TOKEN = 'main-test-token';
let tfe: FakeTfe | undefined;
afterEach(async () => {
  await tfe?.close();
  tfe = undefined;
});

describe('run()', () => {
  it('masks the tokens first, then reports every input problem at once, before any request', async () => {
    tfe = await startAcmeFake(TOKEN);
    const runner = fakeRunner({ ...deprecateInputs(tfe.url, TOKEN), status: 'deprecate', 'keep-latest': 'many' });
    await run(runner, { TF_API_TOKEN: 'env-token' });
    expect(runner.masked).toEqual([TOKEN, 'env-token']);
    expect(runner.reports).toHaveLength(1);
    const [report] = runner.reports;
    expect(report?.verdict.failed).toBe(true);
    expect(report?.verdict.message).toContain(
      'Input `status` must be deprecated, undeprecated, revoked, unrevoked or check',
    );
    expect(report?.verdict.message).toContain('Input `keep-latest` must be a whole number');
    expect(tfe.requests).toHaveLength(0);
  });

  it('dispatches on the kind of request and writes the mode’s report once', async () => {
    tfe = await startAcmeFake(TOKEN);
    const runner = fakeRunner(deprecateInputs(tfe.url, TOKEN));
    await run(runner, {});
    expect(runner.reports).toHaveLength(1);
    expect(runner.reports[0]?.outputs).toMatchObject({ changed: 'true', 'changed-versions': '1.0.0' });
    expect(runner.reports[0]?.verdict).toEqual({ failed: false, message: '1 version deprecated.' });
    expect(runner.lines).toContain('[Apply 1 change]');
  });

  it('turns a bug into a failed step with its stack, and still writes the report', async () => {
    tfe = await startAcmeFake(TOKEN);
    const runner = fakeRunner(deprecateInputs(tfe.url, TOKEN), {
      context: () => {
        throw new TypeError('a bug');
      },
    });
    await run(runner, {});
    expect(runner.reports).toHaveLength(1);
    expect(runner.reports[0]?.verdict.message).toMatch(/^Unexpected error: TypeError: a bug\n\s+at /);
  });
});

describe('hosts beyond plain ASCII, read as the inputs are parsed', () => {
  // A fresh module graph for each: the UTS #46 table not loaded yet, as at a run's start.
  let runFresh: typeof run;
  beforeEach(async () => {
    vi.resetModules();
    ({ run: runFresh } = await import('./main.ts'));
  });

  it('finds the token a credential names for the service in full-width digits, as Terraform maps it', async () => {
    tfe = await startAcmeFake(TOKEN);
    // UTS #46 maps full-width digits and dots to ASCII: the same host as the service's.
    const fullWidth = tfe.host.replace(/^[^:]*/, (name) =>
      name.replace(/[0-9.]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)),
    );
    const runner = fakeRunner(deprecateInputs(tfe.url, undefined));
    await runFresh(runner, { TERRAFORM_CLOUD_TOKENS: `${fullWidth}=${TOKEN}` });
    expect(runner.masked).toEqual([TOKEN]);
    expect(runner.reports[0]?.verdict).toEqual({ failed: false, message: '1 version deprecated.' });
  });

  it('reads a policy file that names the service in Unicode, and refuses the token that goes elsewhere', async () => {
    const workspace = await mkdtemp(path.join(tmpdir(), 'main-idna-'));
    try {
      await writeFile(
        path.join(workspace, 'deprecations.yml'),
        [
          'hostname: tfe.bücher.example',
          'organization: acme',
          'modules:',
          '  - source: acme/vpc/aws',
          '    rules:',
          '      - versions: "< 2.0.0"',
          '        reason: Use 2.x',
        ].join('\n'),
      );
      const runner = fakeRunner({ 'policy-file': 'deprecations.yml' });
      await runFresh(runner, { GITHUB_WORKSPACE: workspace, TF_API_TOKEN: 'env-token' });
      expect(runner.reports[0]?.verdict).toMatchObject({ failed: true, reason: 'invalid-input' });
      expect(runner.reports[0]?.verdict.message).toContain(
        '`hostname` in deprecations.yml names "https://tfe.xn--bcher-kva.example", not the host the workflow names',
      );
    } finally {
      await rm(workspace, { recursive: true, force: true });
    }
  });
});
