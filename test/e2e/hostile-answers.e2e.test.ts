/**
 * Hostile answers, end to end: text that the service stores or answers (a link saved through the
 * UI, an error's detail, an id) ends up in the log, the summary and the outputs. None of it may
 * become a workflow command, markup, or a broken output. A line the runner sees starting with `::`
 * is a command: a raw newline in service text would let the service print `::add-mask::`,
 * `::stop-commands::` or annotations of its choosing.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { type FakeTfe } from '../fake-tfe/server.ts';
import { deprecateInputs, startAcmeFake } from './fixtures.ts';
import { parseResult, runAction, type ActionRun } from './harness.ts';

const TOKEN = 'hostile-answers.atlasv1.Qm4-secret-5d6e7f';
/** A workflow command on a line of its own, as a hostile service would smuggle it. */
const COMMAND = '\n::warning title=INJECTED::pwned\n::stop-commands::INJECTED\n';

const fakes: FakeTfe[] = [];
afterAll(() => Promise.all(fakes.map((f) => f.close())));

async function fake(): Promise<FakeTfe> {
  const tfe = await startAcmeFake(TOKEN);
  fakes.push(tfe);
  return tfe;
}

const inputs = (tfe: FakeTfe, overrides: Record<string, string> = {}): Record<string, string> =>
  deprecateInputs(tfe.url, TOKEN, { 'verify-timeout': '1', ...overrides });

/** No line of the log is a command the action did not mean to give. */
function expectNoInjectedCommand(run: ActionRun): void {
  const injected = run.stdout
    .split('\n')
    .map((line) => line.trimStart())
    .filter((line) => line.startsWith('::warning title=INJECTED') || line.startsWith('::stop-commands::'));
  expect(injected).toEqual([]);
  expect(run.annotations.filter((a) => a.title === 'INJECTED')).toEqual([]);
}

describe.concurrent('text from the service never becomes a workflow command', () => {
  it('a stored link with a newline in it, shown by check', async () => {
    const tfe = await fake();
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: 'Use 2.x', link: `https://example.com/up${COMMAND}` });
    const run = await runAction(inputs(tfe, { status: 'check', reason: '', link: '' }));
    expect(run.exitCode).toBe(1);
    expectNoInjectedCommand(run);
    expect(run.stdout).toContain('<https://example.com/up\\n::warning title=INJECTED::pwned\\n');
    // The outputs carry it exactly, in a form a step can read back.
    expect(run.outputs.link).toBe(`https://example.com/up${COMMAND}`);
  });

  it('a stored reason with a newline in it, shown by the plan and check', async () => {
    const tfe = await fake();
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: `Use 2.x${COMMAND}`, link: 'https://example.com' });
    const run = await runAction(inputs(tfe, { status: 'check', reason: '', link: '' }));
    expect(run.exitCode).toBe(1);
    expectNoInjectedCommand(run);
    expect(run.outputs.reason).toBe(`Use 2.x${COMMAND}`);
  });

  it("an error's detail on a rejected PATCH", async () => {
    const tfe = await fake();
    tfe.injectFault({
      method: 'PATCH',
      fault: {
        kind: 'status',
        status: 422,
        body: JSON.stringify({ errors: [{ status: '422', title: 'invalid', detail: `Link rejected${COMMAND}` }] }),
      },
    });
    const run = await runAction(inputs(tfe));
    expect(run.exitCode).toBe(1);
    expectNoInjectedCommand(run);
    expect(run.stdout).toContain('✗ 1.0.0: deprecate failed: HTTP 422 (invalid: Link rejected\\n::warning');
    expect(parseResult(run)[0]?.error).toContain('Link rejected\\n::warning title=INJECTED::pwned');
  });

  it("an error's detail on a failed read, in the log and the summary", async () => {
    const tfe = await fake();
    tfe.injectFault({
      method: 'GET',
      fault: { kind: 'status', status: 404, body: JSON.stringify({ errors: [`Not found <img src=x>${COMMAND}`] }) },
    });
    const run = await runAction(inputs(tfe));
    expect(run.exitCode).toBe(1);
    expectNoInjectedCommand(run);
    expect(run.summary).toContain('Not found \\<img src=x\\>');
  });

  it('a deprecation id that is not an id', async () => {
    const tfe = await fake();
    tfe.injectFault({
      method: 'PATCH',
      fault: {
        kind: 'malformed',
        contentType: 'application/vnd.api+json',
        body: JSON.stringify({
          data: {
            id: 'modver-1',
            type: 'module-versions',
            relationships: { deprecation: { data: { id: `dep-1${COMMAND}` } } },
          },
        }),
      },
    });
    const run = await runAction(inputs(tfe, { verify: 'false' }));
    expect(run.exitCode, run.stdout).toBe(0);
    expectNoInjectedCommand(run);
    expect(run.outputs['deprecation-id']).toBe('');
    expect(parseResult(run)[0]).toMatchObject({ outcome: 'changed', 'deprecation-id': null });
  });
});
