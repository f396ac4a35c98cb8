/**
 * The command line's runner adapter: what src/runner.ts is to GitHub Actions, for a terminal or
 * another CI system. Inputs come from flags; the log goes to stderr (groups as headings, a
 * progress line on a terminal); the report goes to stdout as readable text (annotations as
 * `file:line: level: message`) or as one JSON document with `--json`; the Markdown summary and a
 * GitLab Code Quality report go to files on request. Never loads @actions/core.
 */
import { writeFileSync } from 'node:fs';
import type { BaseCommit, Log, RunContext, RunEvent } from '../model.ts';
import type { Runner } from '../runner-interface.ts';
import { BLANK_OUTPUTS } from '../action-interface.ts';
import type { Report } from '../report.ts';
import { writeRecordFiles } from '../files/record-file.ts';
import { codeQualityIssues } from './codequality.ts';
import type { CliOptions } from './command-line.ts';
import { exitCodeFor } from './exit-codes.ts';
import { Progress, type Stream } from './progress.ts';
import { annotationLine, markdownToText, terminalSafe, type Colours } from './terminal.ts';

export interface CliRunnerSetup {
  readonly inputs: Readonly<Record<string, string>>;
  readonly options: CliOptions;
  readonly stdout: Stream;
  readonly stderr: Stream;
  readonly colours: Colours;
  /** Whether stderr takes a progress line (a terminal, not `TERM=dumb`); by default, whether it is a terminal. */
  readonly liveProgress?: boolean;
  /** For the Code Quality report's findings that have no file: GitLab's CI_CONFIG_PATH. */
  readonly ciConfigPath: string;
  /** Where record files go: RUNNER_TEMP when set, else the system's temporary folder. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** What `--only-new` compares with; there is no event to find it in. */
  readonly base?: BaseCommit;
}

export interface CliRunner extends Runner {
  /** The exit code the written report stands for; 4 until a report is written. */
  exitCode(): number;
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

export function cliRunner(setup: CliRunnerSetup): CliRunner {
  const { inputs, options, stdout, stderr, colours } = setup;
  const secrets: string[] = [];
  // What the action masks in the log, the command line removes from everything it prints.
  const redact = (text: string): string => secrets.reduce((t, s) => t.split(s).join('***'), text);
  // Redacted value by value: a token's JSON escaping would hide it from a redaction of the text.
  const json = (value: unknown): string =>
    `${JSON.stringify(value, (_key, v: unknown) => (typeof v === 'string' ? redact(v) : v), 2)}\n`;
  const progress = new Progress(stderr, setup.liveProgress);
  const err = (line: string): void => {
    progress.clear();
    stderr.write(`${redact(line)}\n`);
    progress.redraw();
  };
  let exitCode = 4;
  const log: Log = {
    async group(title, body) {
      err(`\n${colours.bold(`── ${terminalSafe(title)}`)}`);
      progress.start(terminalSafe(title));
      try {
        return await body();
      } finally {
        progress.stop();
      }
    },
    info: (message) => err(terminalSafe(message)),
    warning: (message) => err(`${colours.yellow('warning')}: ${terminalSafe(message)}`),
  };
  return {
    input: (name) => inputs[name] ?? '',
    mask: (secret) => {
      if (secret !== '' && !secrets.includes(secret)) secrets.push(secret);
      secrets.sort((a, b) => b.length - a.length);
    },
    log,
    debug: (message) => {
      if (options.verbose) err(colours.dim(`debug: ${terminalSafe(message)}`));
    },
    context: (): RunContext => ({}),
    event: (): RunEvent => ({ name: '', payload: {}, ...(setup.base !== undefined && { base: setup.base }) }),
    exitCode: () => exitCode,
    async write(report: Report) {
      progress.stop();
      const { verdict } = report;
      const failureReason = verdict.failed ? verdict.reason : '';
      let recorded: Record<string, string> = {};
      try {
        recorded = await writeRecordFiles(report.files ?? [], setup.env ?? process.env);
      } catch (error) {
        err(`${colours.yellow('warning')}: could not write the result file: ${terminalSafe(String(error))}`);
      }
      const outputs: Record<string, string> = {
        ...BLANK_OUTPUTS,
        ...report.outputs,
        ...recorded,
        'failure-reason': failureReason,
      };
      exitCode = exitCodeFor(failureReason);
      if (options.summaryFile !== undefined) {
        writeFileSync(options.summaryFile, redact(report.summary));
      }
      if (options.codequalityFile !== undefined) {
        const issues = codeQualityIssues(report.annotations, report.warnings, setup.ciConfigPath);
        writeFileSync(options.codequalityFile, json(issues));
      }
      const annotations = [
        ...report.annotations,
        ...report.warnings.map((message) => ({ level: 'warning' as const, message })),
      ];
      if (options.json) {
        const document = {
          exitCode,
          verdict,
          result: parseJson(outputs.result ?? '[]'),
          outputs,
          annotations,
        };
        stdout.write(json(document));
        // Annotations still reach a person watching, on stderr, as editors link them.
        for (const a of annotations) err(annotationLine(a, colours));
      } else {
        const out = (text: string): unknown => stdout.write(`${redact(text)}\n`);
        if (report.summary !== '') out(`\n${markdownToText(report.summary, colours)}\n`);
        for (const a of annotations) out(annotationLine(a, colours));
      }
      if (verdict.message !== undefined) {
        const message = terminalSafe(verdict.message, true);
        err(verdict.failed ? `${colours.red('error')}: ${message}` : message);
      }
    },
  };
}
