/** The command line's own options: rows of the table (table.ts) with a flag and no input of the action. Pure. */
import { COMMAND_NAMES } from './commands.ts';

export const CLI_OPTIONS = {
  codequalityFile: {
    flag: 'codequality-file',
    kind: 'path',
    commands: ['check', 'gate'],
    doc: 'write a GitLab Code Quality report (artifacts: reports: codequality)',
    valueName: 'PATH',
  },
  base: {
    flag: 'base',
    kind: 'text',
    commands: ['gate'],
    doc: 'with --only-new: the commit to compare with, a SHA or a name such as origin/main (default in a GitLab merge request pipeline: CI_MERGE_REQUEST_DIFF_BASE_SHA)',
    valueName: 'COMMIT',
  },
  resultFile: {
    flag: 'result-file',
    kind: 'path',
    commands: ['gate', 'campaign'],
    doc: 'write every call (the whole result, whatever its size) as JSON to PATH',
    valueName: 'PATH',
  },
  diffFile: {
    flag: 'diff-file',
    kind: 'path',
    commands: ['gate'],
    doc: 'with --fix --dry-run: write the unified diff to PATH, byte for byte (git apply takes it)',
    valueName: 'PATH',
  },
  json: {
    flag: 'json',
    kind: 'switch',
    default: false,
    commands: COMMAND_NAMES,
    doc: 'print one JSON document on stdout: result, outputs, verdict',
  },
  summaryFile: {
    flag: 'summary-file',
    kind: 'path',
    commands: COMMAND_NAMES,
    doc: 'write the Markdown summary (as the job summary) to PATH (files are never written through a symbolic link)',
    valueName: 'PATH',
  },
  verbose: {
    flag: 'verbose',
    kind: 'switch',
    default: false,
    commands: COMMAND_NAMES,
    doc: 'print debug lines on stderr',
  },
  help: { flag: 'help', kind: 'switch', default: false, commands: COMMAND_NAMES, doc: 'this help' },
} as const;

/** The command line's own options that name a file it writes: those of kind `path`. */
export type CliFileOption = {
  [K in keyof typeof CLI_OPTIONS]: (typeof CLI_OPTIONS)[K]['kind'] extends 'path' ? K : never;
}[keyof typeof CLI_OPTIONS];
export const CLI_FILE_OPTIONS = (Object.keys(CLI_OPTIONS) as Array<keyof typeof CLI_OPTIONS>).filter(
  (key): key is CliFileOption => CLI_OPTIONS[key].kind === 'path',
);
