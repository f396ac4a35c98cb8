/**
 * The token, end to end: masked before the action prints anything else, whichever way it is
 * given, and never printed or written. Every run of every e2e file is scanned for its secrets by
 * `runAction` itself and again, suite-wide, by `leak-scan.global.ts`; these tests show the mask
 * comes first and that the scan sees every place the action writes to.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { type FakeTfe } from '../fake-tfe/server.ts';
import { fakeService } from '../support/fake-service.ts';
import { deprecateInputs } from '../support/acme-fake.ts';
import { runAction, tokenLeaks } from './harness.ts';
import { findLeaks } from './leaks.ts';

const TOKEN = 'mask-first.atlasv1.Zq8-secret-3c1f0e';
const OTHER_HOST_TOKEN = 'other-host.atlasv1.YW-secret-77ab1c';

let tfe: FakeTfe;

beforeEach(async () => {
  tfe = await fakeService(TOKEN);
});

// No token input: where the token comes from is what these tests are about.
const inputs = (overrides: Record<string, string> = {}): Record<string, string> =>
  deprecateInputs(tfe.url, undefined, overrides);

/** The lines the action printed before its first line that is not a mask command. */
function leadingMasks(stdout: string): string[] {
  const lines = stdout.split('\n');
  const first = lines.findIndex((l) => !l.startsWith('::add-mask::'));
  return lines.slice(0, first === -1 ? lines.length : first);
}

describe('the token is masked before anything else', () => {
  it.each([
    ['the token input', { token: TOKEN }, {}],
    ['TF_API_TOKEN', {}, { TF_API_TOKEN: TOKEN }],
    ["Terraform's TF_TOKEN_<host>", {}, { TF_TOKEN_127_0_0_1: TOKEN }],
  ])('from %s: the first lines printed mask it, and every other token variable', async (_, given, env) => {
    const run = await runAction(inputs(given), { env: { ...env, TF_TOKEN_other_example_com: OTHER_HOST_TOKEN } });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(leadingMasks(run.stdout).sort()).toEqual([`::add-mask::${TOKEN}`, `::add-mask::${OTHER_HOST_TOKEN}`].sort());
    expect(run.stdout.split('\n').filter((l) => l.startsWith('::add-mask::'))).toHaveLength(2);
    expect(run.stderr).toBe('');
    // The requests carried it, so it really was the token in use.
    expect(tfe.requests.every((r) => r.token === TOKEN)).toBe(true);
  });

  it('even when every other input is wrong, and the step fails before any request', async () => {
    const run = await runAction(
      inputs({ token: TOKEN, status: 'remove', version: 'latest', link: 'javascript:alert(1)', module: '../x' }),
    );
    expect(run.exitCode).toBe(1);
    expect(leadingMasks(run.stdout)).toEqual([`::add-mask::${TOKEN}`]);
    expect(run.stdout).toContain('4 inputs are invalid');
    expect(tfe.requests).toHaveLength(0);
  });

  it('even when the token itself is malformed: masked, refused by name, never echoed', async () => {
    const malformed = `${TOKEN} pasted-with-a-space`;
    const run = await runAction(inputs({ token: malformed }));
    expect(run.exitCode).toBe(1);
    expect(leadingMasks(run.stdout)).toEqual([`::add-mask::${malformed}`]);
    expect(run.stdout).toContain('Input `token` (from input `token`) must not contain whitespace');
    expect(tfe.requests).toHaveLength(0);
  });
});

describe('the scan covers every place the action writes to', () => {
  it('sees text in the log, the outputs file and the summary file', async () => {
    // Not a secret: a value the action is meant to print, to show where the scan looks.
    const marker = 'visible-marker-0f9e8d7c6b5a';
    const reason = `Use 2.x (${marker})`;
    tfe.deprecate('acme', 'vpc', 'aws', '1.1.0', { reason, link: 'https://example.com/upgrade' });
    const run = await runAction(inputs({ token: TOKEN, reason, version: '1.0.0,1.1.0' }));
    expect(run.exitCode, run.stdout).toBe(0);
    const places = new Set(findLeaks(run.sources, [marker]).map((l) => l.where.replace(/:\d+$/, '')));
    expect([...places].sort()).toEqual(['output.txt', 'stdout', 'summary.md']);
    expect(tokenLeaks(run, TOKEN)).toEqual([]);
  });
});
