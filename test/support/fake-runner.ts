/**
 * A runner for in-process tests of run() and of each mode: the action's inputs from a table, a log kept as
 * lines, and the reports it was asked to write. The end-to-end suites check the real runner.
 */
import type { Log, RunEvent, RunLinks, Wording } from '../../src/model.ts';
import { ACTION_WORDS } from '../../src/wording.ts';
import { givenByInputs } from '../../src/settings/action-inputs.ts';
import type { Report } from '../../src/report.ts';
import type { Runner } from '../../src/runner-interface.ts';

export interface FakeRunner extends Runner {
  readonly lines: string[];
  readonly masked: string[];
  readonly reports: Report[];
}

export function fakeRunner(
  inputs: Record<string, string>,
  options: { context?: () => RunLinks; event?: RunEvent; words?: Wording } = {},
): FakeRunner {
  const lines: string[] = [];
  const masked: string[] = [];
  const reports: Report[] = [];
  return {
    lines,
    masked,
    reports,
    given: () => givenByInputs((name) => inputs[name] ?? '', options.words ?? ACTION_WORDS),
    mask: (secret) => masked.push(secret),
    log: recordingLog(lines),
    words: options.words ?? ACTION_WORDS,
    debug: (message) => lines.push(`debug: ${message}`),
    context: options.context ?? (() => ({})),
    event: () => options.event ?? { name: 'push', payload: {} },
    write: async (report) => {
      reports.push(report);
    },
  };
}

/** A log that keeps its lines, groups marked as `[title]`. */
export function recordingLog(lines: string[] = []): Log & { readonly lines: string[] } {
  return {
    lines,
    group: async (title, body) => {
      lines.push(`[${title}]`);
      return body();
    },
    info: (message) => lines.push(message),
    warning: (message) => lines.push(`warning: ${message}`),
  };
}
