import { afterEach, describe, expect, it } from 'vitest';
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
