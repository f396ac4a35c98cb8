import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { commandsIn } from '../test/support/runner-commands.ts';
import { actionsRunner, runContext, runEvent } from './runner.ts';
import { loggable } from './text.ts';

/** The command forms the runner's parser accepts, as foreign text might carry them. */
const FORMS = [
  '::warning title=INJECTED::pwned',
  '::add-mask::INJECTED',
  '  ::stop-commands::INJECTED',
  '\t::set-env name=INJECTED::x',
  '\u00a0::error::INJECTED',
  '\u3000::notice::INJECTED',
  'text ##[warning title=INJECTED]pwned',
  '##[add-mask]INJECTED',
  '##[set-env name=INJECTED;]pwned',
  'before ##[add-path]INJECTED after',
  'line one\n::add-mask::INJECTED',
  'line one\r##[add-mask]INJECTED',
];

describe('loggable', () => {
  it.each(FORMS)('leaves no command in %j', (text) => {
    expect(commandsIn(`${loggable(text)}\n`)).toEqual([]);
    // The text itself still reads the same to a person.
    expect(loggable(text).replace(/\u200b/g, '')).toContain('INJECTED');
  });

  it('changes nothing in ordinary text', () => {
    expect(loggable('  1.0.0   deprecated: "Use 2.x" <https://example.com/a::b>')).toBe(
      '  1.0.0   deprecated: "Use 2.x" <https://example.com/a::b>',
    );
  });

  it('the table itself is parsed as commands when not escaped', () => {
    for (const text of FORMS) expect(commandsIn(`${text}\n`), text).not.toEqual([]);
  });
});

describe('runContext', () => {
  it('links the run when the runner says which', () => {
    expect(
      runContext({
        GITHUB_RUN_ID: '42',
        GITHUB_RUN_NUMBER: '7',
        GITHUB_REPOSITORY: 'acme/infra',
        GITHUB_WORKFLOW: 'Release',
        GITHUB_SERVER_URL: 'https://github.example.com/',
      }),
    ).toEqual({ runUrl: 'https://github.example.com/acme/infra/actions/runs/42', runLabel: 'Release run #7' });
  });

  it('is empty outside a workflow, and never says "run #NaN"', () => {
    expect(runContext({})).toEqual({});
    expect(runContext({ GITHUB_RUN_ID: '42', GITHUB_REPOSITORY: 'acme/infra' }).runLabel).toBe('Workflow run');
  });
});

describe('runEvent', () => {
  it('reads an unreadable payload as an empty one', () => {
    expect(runEvent({ GITHUB_EVENT_NAME: 'release', GITHUB_EVENT_PATH: '/nonexistent/event.json' })).toEqual({
      name: 'release',
      payload: {},
    });
  });

  it('reads a payload that is a link to an endless device as an empty one, without reading it whole', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'runner-event-'));
    try {
      const file = path.join(dir, 'event.json');
      symlinkSync('/dev/zero', file);
      expect(runEvent({ GITHUB_EVENT_NAME: 'push', GITHUB_EVENT_PATH: file })).toEqual({ name: 'push', payload: {} });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('actionsRunner().write', () => {
  it('writes a passing verdict that quotes foreign text as a line, not a command', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'runner-'));
    const written: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    const before = process.env.GITHUB_OUTPUT;
    process.env.GITHUB_OUTPUT = path.join(dir, 'output');
    writeFileSync(process.env.GITHUB_OUTPUT, '');
    try {
      await actionsRunner({}).write({
        outputs: {},
        annotations: [],
        summary: '',
        verdict: { failed: false, message: 'Checked ./mod ##[add-mask]INJECTED\n::add-mask::INJECTED' },
        warnings: [],
      });
    } finally {
      spy.mockRestore();
      if (before === undefined) delete process.env.GITHUB_OUTPUT;
      else process.env.GITHUB_OUTPUT = before;
      rmSync(dir, { recursive: true, force: true });
    }
    expect(written.join('')).toContain('INJECTED');
    expect(commandsIn(written.join(''))).toEqual([]);
  });
});

describe("actionsRunner: warnings past GitHub's limit", () => {
  it('logs at most 9 as annotations, the rest as lines, and the 10th annotation says how many more', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'runner-'));
    const written: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    const before = process.env.GITHUB_OUTPUT;
    process.env.GITHUB_OUTPUT = path.join(dir, 'output');
    writeFileSync(process.env.GITHUB_OUTPUT, '');
    try {
      const runner = actionsRunner({});
      for (let i = 1; i <= 12; i++) runner.log.warning(`logged ${i}`);
      await runner.write({
        outputs: {},
        annotations: [{ level: 'warning', message: 'from the report' }],
        summary: '',
        verdict: { failed: false },
        warnings: ['general'],
      });
    } finally {
      spy.mockRestore();
      if (before === undefined) delete process.env.GITHUB_OUTPUT;
      else process.env.GITHUB_OUTPUT = before;
      rmSync(dir, { recursive: true, force: true });
    }
    const lines = written.join('').split('\n');
    const annotations = lines.filter((l) => l.startsWith('::warning'));
    expect(annotations).toHaveLength(10);
    expect(annotations.slice(0, 9)).toEqual(Array.from({ length: 9 }, (_, i) => `::warning::logged ${i + 1}`));
    expect(annotations[9]).toBe(
      '::warning title=5 more warnings not shown here::GitHub shows at most 10 warning annotations per step; the other 5 are in the log, the step summary and the `result` output.',
    );
    expect(lines).toEqual(expect.arrayContaining(['Warning: logged 10', 'Warning: logged 11', 'Warning: logged 12']));
  });
});
