/**
 * Hostile and mistaken input, end to end: every case runs the bundle against its own fake
 * service and must fail with an error that names the input and says what is wrong, before a
 * single request reaches the service. Unicode in a reason, by contrast, must arrive intact.
 */
import { describe, expect, it } from 'vitest';
import { type FakeTfe, type RecordedRequest } from '../fake-tfe/server.ts';
import { fakeService } from '../support/fake-service.ts';
import { deprecateInputs } from '../support/acme-fake.ts';
import { parseResult, runAction, type ActionRun } from './harness.ts';
import { CASES, TOKEN, input, type Case } from './hostile-input.cases.ts';
import { shareRuns } from './hostile-input.runs.ts';

const valid = (tfe: FakeTfe): Record<string, string> => deprecateInputs(tfe.url, TOKEN);

/**
 * Each case's run, shared with the cases that spoil other inputs, none read by another's check
 * (hostile-input.runs.ts): each finds its own input's line of the error, as in a run of its own.
 * Started by the first of their tests, once.
 */
const runs = new Map<Case, () => Promise<{ tfe: FakeTfe; run: ActionRun }>>();
for (const cases of shareRuns(CASES.map(([, c]) => c))) {
  let started: Promise<{ tfe: FakeTfe; run: ActionRun }> | undefined;
  const start = async (): Promise<{ tfe: FakeTfe; run: ActionRun }> => {
    const tfe = await fakeService(TOKEN);
    const run = await runAction(Object.assign(valid(tfe), ...cases.map((c) => c.set(tfe))), {
      env: Object.assign({}, ...cases.map((c) => c.env ?? {})),
      secrets: cases.flatMap((c) => c.secrets ?? []),
    });
    return { tfe, run };
  };
  for (const c of cases) runs.set(c, () => (started ??= start()));
}
const runOf = (c: Case): Promise<{ tfe: FakeTfe; run: ActionRun }> => (runs.get(c) ?? fail(c))();
const fail = (c: Case): never => {
  throw new Error(`no run for the case naming ${c.names}`);
};

describe.concurrent(
  `${CASES.length} hostile or mistaken inputs: a clear error naming the input, and no request`,
  () => {
    it.each(CASES)('%s', async (_, c) => {
      const { tfe, run } = await runOf(c);
      expect(run.exitCode, run.stdout).toBe(1);
      expect(tfe.requests).toEqual([]);
      const failure = run.annotations.find((a) => a.level === 'error')?.message ?? '';
      const line = failure.split('\n').find((l) => l.includes(c.names)) ?? '';
      expect(line, failure).toContain(c.names);
      if (typeof c.says === 'string') expect(line, failure).toContain(c.says);
      else expect(line, failure).toMatch(c.says);
      // Shown safely: no raw control characters, long values cut short.
      expect(failure).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f]/);
      expect(failure.length).toBeLessThan(1200);
      // Outputs start blank, so later steps never meet an unset one; nothing of the input lands there.
      expect(run.outputs).toMatchObject({ result: '[]', changed: 'false', plan: '[]' });
    });

    it('reports every mistake at once, each naming its input', async () => {
      const tfe = await fakeService(TOKEN);
      const run = await runAction({
        ...valid(tfe),
        module: '../x',
        version: '>= banana',
        link: 'javascript:alert(1)',
        'dry-run': 'maybe',
        hostname: 'http://tfe.example.com',
      });
      expect(run.exitCode).toBe(1);
      expect(tfe.requests).toEqual([]);
      const failure = run.annotations.find((a) => a.level === 'error')?.message ?? '';
      expect(failure).toMatch(/^5 inputs are invalid:\n/);
      for (const name of ['module', 'version', 'link', 'dry-run', 'hostname']) expect(failure).toContain(input(name));
    });
  },
);

describe.concurrent('Unicode and markup in a reason arrive intact', () => {
  const REASONS: Array<[string, string]> = [
    [
      'accents, CJK, emoji and a combining mark',
      'Ünïcödé ✓ — 日本語のモジュール 🚀 please upgrade to café\u0301 2.0.0',
    ],
    ['right-to-left text and a right-to-left override', 'עברית العربية \u202Eevil\u202C upgrade'],
    ['a newline and a tab', 'Line one of the reason.\n\tLine two, indented.'],
    ['markup and a workflow command', 'Use 2.x <img src=x> | **bold** `code`\n::warning title=INJECTED::pwned'],
  ];

  /**
   * A deprecation of 1.0.0 with the reason on a fake of its own, and what the fake saw and held
   * right after: started once a reason, as the re-run below starts from the first reason's.
   */
  const deprecations = new Map<string, Promise<Deprecated>>();
  const deprecatedWith = (reason: string): Promise<Deprecated> => {
    const started =
      deprecations.get(reason) ??
      (async () => {
        const tfe = await fakeService(TOKEN);
        const run = await runAction({ ...valid(tfe), reason });
        return { tfe, run, requests: [...tfe.requests], stored: tfe.getDeprecation('acme', 'vpc', 'aws', '1.0.0') };
      })();
    deprecations.set(reason, started);
    return started;
  };

  it.each(REASONS)('%s: sent as given, stored, read back and reported unchanged', async (_, reason) => {
    const { run, requests, stored } = await deprecatedWith(reason);
    expect(run.exitCode, run.stdout).toBe(0);
    const patch = requests.find((r) => r.method === 'PATCH');
    expect(patch?.headers['content-type']).toBe('application/vnd.api+json');
    expect(JSON.parse(patch?.body ?? '{}').data.attributes.deprecation.reason).toBe(reason);
    expect(stored?.reason).toBe(reason);
    expect(run.outputs.reason).toBe(reason);
    expect(parseResult(run)[0]).toMatchObject({ verified: true, after: { reason } });
    expectSafelyShown(run);
    // The summary holds it on one line, as text.
    const firstLine = reason.split('\n')[0] ?? '';
    expect(run.summary).toContain(firstLine.replace(/[\\`*_[\]<>|]/g, (ch) => `\\${ch}`));
  });

  it('is read back intact by check, and compared as given on a re-run', async () => {
    const reason = REASONS[0]?.[1] ?? '';
    const { tfe, run: first } = await deprecatedWith(reason);
    expect(first.exitCode).toBe(0);
    tfe.resetRequests();
    const again = await runAction({ ...valid(tfe), reason });
    expect(again.exitCode, again.stdout).toBe(0);
    expect(tfe.requests.filter((r) => r.method === 'PATCH')).toEqual([]);
    const check = await runAction({
      ...valid(tfe),
      status: 'check',
      reason: '',
      link: '',
      'fail-on-deprecated': 'false',
    });
    expect(check.outputs.reason).toBe(reason);
    expect(
      check.annotations.find((a) => a.level === 'warning' && a.title?.includes('is deprecated'))?.message,
    ).toContain(reason);
  });
});

interface Deprecated {
  tfe: FakeTfe;
  run: ActionRun;
  /** The requests of the run, and what the fake held for 1.0.0 after it. */
  requests: RecordedRequest[];
  stored: ReturnType<FakeTfe['getDeprecation']>;
}

function expectSafelyShown(run: ActionRun): void {
  expect(run.stdout.split('\n').filter((l) => l.trimStart().startsWith('::warning title=INJECTED'))).toEqual([]);
  expect(run.annotations.filter((a) => a.title === 'INJECTED')).toEqual([]);
}
