/**
 * The command line's runner adapter: what src/runner.ts is to GitHub Actions, for a terminal or another CI system. The
 * log goes to stderr (groups as headings, a progress line on a terminal); the report to stdout as text (annotations as
 * `file:line: level: message`) or one JSON document with `--json`; the Markdown summary and a GitLab Code Quality
 * report to files on request. Never loads @actions/core.
 */
import type { BaseCommit, Log, RunEvent, RunLinks } from '../model.ts';
import type { Runner } from '../runner-interface.ts';
import type { Given } from '../settings/read.ts';
import { BLANK_OUTPUTS } from '../action-interface.ts';
import { annotationsShown, type Report } from '../report.ts';
import { writeFileSafely, type WriteRoot } from '../files/safe-write.ts';
import { repositoryPath } from '../sarif.ts';
import { errorMessage } from '../text.ts';
import { codeQualityIssues } from './codequality.ts';
import type { CliOptions } from './command-line.ts';
import type { CliFileOption } from '../settings/cli-options.ts';
import { exitCodeFor } from './exit-codes.ts';
import { CLI_WORDS } from '../wording.ts';
import { Progress, type Stream } from './progress.ts';
import { annotationLine, markdownToText, terminalDiff, terminalSafe, type Colours } from './terminal.ts';

interface CliRunnerSetup {
  readonly given: Given;
  readonly options: CliOptions;
  readonly stdout: Stream;
  readonly stderr: Stream;
  readonly colours: Colours;
  /** Whether stderr takes a progress line (a terminal, not `TERM=dumb`); by default, whether it is a terminal. */
  readonly liveProgress?: boolean;
  /** For the Code Quality report's findings that have no file: GitLab's CI_CONFIG_PATH. */
  readonly ciConfigPath: string;
  /** Where the files the flags name may be: the working directory, and RUNNER_TEMP when set. */
  readonly roots: readonly WriteRoot[];
  /** The working directory, which findings' files are relative to. */
  readonly cwd: string;
  /** The repository's top level, which Code Quality paths are relative to; found when first asked. */
  readonly repositoryRoot: () => string;
  /** What `onlyNew` compares with; there is no event to find it in. */
  readonly base?: BaseCommit;
}

interface CliRunner extends Runner {
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
  const { options, stdout, stderr, colours } = setup;
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
  const warn = (text: string): void => err(`${colours.yellow('warning')}: ${text}`);
  let exitCode = 4;
  let root: string | undefined;
  /** The log's warnings, to tell whether one pointed at a record file that was not asked for. */
  const warned: string[] = [];
  const repositoryRoot = (): string => (root ??= setup.repositoryRoot());
  /** Writes a file a flag named; one that cannot be written is a warning that says which flag and why. */
  const writeNamed = async (key: CliFileOption, file: string, content: string): Promise<string | undefined> => {
    try {
      return await writeFileSafely(file, content, { roots: setup.roots, label: CLI_WORDS.name(key) });
    } catch (error) {
      warn(terminalSafe(errorMessage(error)));
      return undefined;
    }
  };
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
    warning: (message) => {
      warned.push(message);
      warn(terminalSafe(message));
    },
  };
  return {
    given: () => setup.given,
    writeRoots: () => setup.roots,
    mask: (secret) => {
      if (secret !== '' && !secrets.includes(secret)) secrets.push(secret);
      secrets.sort((a, b) => b.length - a.length);
    },
    log,
    words: CLI_WORDS,
    debug: (message) => {
      if (options.verbose) err(colours.dim(`debug: ${terminalSafe(message)}`));
    },
    context: (): RunLinks => ({}),
    event: (): RunEvent => ({ name: '', payload: {}, ...(setup.base !== undefined && { base: setup.base }) }),
    repositoryRoot,
    exitCode: () => exitCode,
    async write(report: Report) {
      progress.stop();
      // No cap here: every finding at its line, in the terminal, --json and Code Quality alike.
      const shown = annotationsShown(report.annotations, false);
      const { verdict } = report;
      const failureReason = verdict.failed ? verdict.reason : '';
      // The record (gate: every call) only where `resultFile` asks: a terminal's runs leave no temporary files.
      const recorded: Record<string, string> = {};
      const record = report.files?.find((f) => f.output === 'result-file');
      if (options.resultFile !== undefined && record !== undefined) {
        const written = await writeNamed('resultFile', options.resultFile, redact(record.content));
        if (written !== undefined) recorded[record.output] = written;
      } else if (record !== undefined) {
        // A note that something was cut points at the record: say how to have it.
        const notes = [...warned, ...report.warnings, ...shown.map((a) => a.message)];
        if (notes.some((note) => note.includes(record.name))) {
          warn(
            `${record.name} was not written: give ${CLI_WORDS.name('resultFile')} PATH to keep every entry that the notes point to.`,
          );
        }
      }
      // A dry run's diff, byte for byte in the file `diffFile` names (empty when nothing would change).
      const { diff } = report;
      if (options.diffFile !== undefined) {
        if (diff === undefined) {
          warn(
            `${CLI_WORDS.name('diffFile')}: nothing was written: it takes the diff of \`gate ${CLI_WORDS.setting('fix', 'true')} ${CLI_WORDS.setting('dryRun', 'true')}\`.`,
          );
        } else {
          const written = await writeNamed('diffFile', options.diffFile, redact(diff));
          if (written !== undefined && diff !== '') recorded['diff-file'] = written;
        }
      }
      const outputs: Record<string, string> = {
        ...BLANK_OUTPUTS,
        ...report.outputs,
        ...recorded,
        'failure-reason': failureReason,
      };
      exitCode = exitCodeFor(failureReason);
      if (options.summaryFile !== undefined) {
        await writeNamed('summaryFile', options.summaryFile, redact(report.summary));
      }
      if (options.codequalityFile !== undefined) {
        // GitLab places a finding by its path from the repository's top level, wherever this ran.
        const place = (file: string): string | undefined => repositoryPath(repositoryRoot(), setup.cwd, file);
        const issues = codeQualityIssues(shown, report.warnings, setup.ciConfigPath, place);
        await writeNamed('codequalityFile', options.codequalityFile, json(issues));
      }
      const annotations = [...shown, ...report.warnings.map((message) => ({ level: 'warning' as const, message }))];
      if (options.json) {
        const document = {
          exitCode,
          verdict,
          result: parseJson(outputs.result ?? '[]'),
          outputs,
          annotations,
          ...(diff !== undefined && { diff }),
          ...(report.record !== undefined && { report: report.record() }),
        };
        stdout.write(json(document));
        // Annotations still reach a person watching, on stderr, as editors link them.
        for (const a of annotations) err(annotationLine(a, colours));
      } else {
        const out = (text: string): unknown => stdout.write(`${redact(text)}\n`);
        // The diff in the summary's place for it, as it is where stdout is a file or a pipe (to apply it), its controls
        // made safe on a terminal: once, and never on stderr.
        const verbatim =
          diff === undefined || diff === ''
            ? undefined
            : { info: 'diff', text: stdout.isTTY === true ? terminalDiff(diff) : diff };
        if (report.summary !== '') out(`\n${markdownToText(report.summary, colours, verbatim)}\n`);
        for (const a of annotations) out(annotationLine(a, colours));
      }
      if (verdict.message !== undefined) {
        const message = terminalSafe(verdict.message, true);
        err(verdict.failed ? `${colours.red('error')}: ${message}` : message);
      }
    },
  };
}
