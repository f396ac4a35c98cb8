/** The command line: read it, run the action's `run()` with the CLI's runner, return the exit code (docs/cli.md). */
import { run } from '../main.ts';
import { USAGE_TOKEN_VARIABLE, baseCommit, parseCommandLine } from './command-line.ts';
import { EXIT_CODES, refusedDocument } from './exit-codes.ts';
import { helpText } from './help.ts';
import { cliRunner } from './runner.ts';
import { isLive, type Stream } from './progress.ts';
import { coloursFor } from './terminal.ts';
import { VERSION } from '../action-version.ts';
import { checkNamedFile } from '../files/named-file.ts';
import { commandLineRoots, type WriteRoot } from '../files/safe-write.ts';
import { failedReport } from '../report.ts';
import { findRepositoryRoot } from './repository-root.ts';
import { CLI_WORDS } from '../wording.ts';
import { CLI_FILE_OPTIONS, type CliFileOption } from '../settings/cli-options.ts';
import type { CliOptions } from './command-line.ts';

export async function main(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  streams: { stdout: Stream; stderr: Stream },
): Promise<number> {
  const { stdout, stderr } = streams;
  const command = parseCommandLine(argv);
  switch (command.kind) {
    case 'version':
      stdout.write(`${VERSION}\n`);
      return EXIT_CODES.passed;
    case 'help':
      stdout.write(`${helpText(command.subcommand)}\n`);
      return EXIT_CODES.passed;
    case 'invalid': {
      const more = command.subcommand !== undefined ? `${command.subcommand} --help` : '--help';
      stderr.write(`tfe-module-lifecycle: ${command.message}\nRun \`tfe-module-lifecycle ${more}\` for usage.\n`);
      if (command.json) stdout.write(refusedDocument(command.message));
      return EXIT_CODES['invalid-input'];
    }
    case 'run': {
      // The second token (Explorer only) has no Terraform convention: it comes from the environment too, never a flag.
      const usageToken = env[USAGE_TOKEN_VARIABLE]?.trim();
      // The campaign's GitHub token, from where gh reads it (GH_TOKEN first), for `campaign` only.
      const githubToken = command.subcommand === 'campaign' ? githubTokenOf(env) : undefined;
      // Paths (directories, the policy file, the files written) start at the working directory, as a person expects,
      // even when the command line runs inside a GitHub Actions job.
      const { GITHUB_WORKSPACE: _workspace, ...rest } = env;
      const cwd = process.cwd();
      const roots = commandLineRoots(rest, cwd);
      const refused = refusedFiles(command.options, roots);
      const { given } = command;
      const runner = cliRunner({
        given: {
          ...given,
          value: (key) => (key === 'usageToken' ? usageToken : key === 'githubToken' ? githubToken : given.value(key)),
        },
        // A file refused is not tried again when the refusal is reported: said once, as an error.
        options: withoutFiles(command.options, refused),
        stdout,
        stderr,
        colours: coloursFor(stdout.isTTY === true && stderr.isTTY === true, env),
        liveProgress: isLive(stderr, env),
        ciConfigPath: env.CI_CONFIG_PATH?.trim() || '.gitlab-ci.yml',
        base: baseCommit(command.options, env),
        roots,
        cwd,
        repositoryRoot: () => findRepositoryRoot(env, cwd),
      });
      if (refused.length > 0) {
        // Before any request, as every input's mistake: one JSON document with --json, exit 2.
        await runner.write(failedReport('invalid-input', refused.map((r) => r.message).join('\n')));
        return runner.exitCode();
      }
      await run(runner, rest);
      return runner.exitCode();
    }
  }
}

const githubTokenOf = (env: Record<string, string | undefined>): string | undefined =>
  env.GH_TOKEN?.trim() || env.GITHUB_TOKEN?.trim() || undefined;

/** The options that name a file to write. */
interface RefusedFile {
  readonly option: CliFileOption;
  readonly message: string;
}

/** The files the flags name that will not be written (outside the roots, a link, a directory). */
function refusedFiles(options: CliOptions, roots: readonly WriteRoot[]): RefusedFile[] {
  return CLI_FILE_OPTIONS.flatMap((option) => {
    const file = options[option];
    if (file === undefined) return [];
    const { problem } = checkNamedFile(file, { roots, label: CLI_WORDS.name(option) });
    return problem?.kind === 'refused' ? [{ option, message: problem.message }] : [];
  });
}

function withoutFiles(options: CliOptions, refused: readonly RefusedFile[]): CliOptions {
  const kept: { -readonly [K in keyof CliOptions]: CliOptions[K] } = { ...options };
  for (const { option } of refused) delete kept[option];
  return kept;
}
