/**
 * The command line: read it, run the action's code with the command line's runner adapter, and
 * return the exit code (docs/cli.md lists them). The same `run()` as the action, so a request
 * gives the same result from both.
 */
import { run } from '../main.ts';
import { USAGE_TOKEN_VARIABLE, baseCommit, parseCommandLine } from './command-line.ts';
import { EXIT_CODES, refusedDocument } from './exit-codes.ts';
import { helpText } from './help.ts';
import { cliRunner } from './runner.ts';
import { isLive, type Stream } from './progress.ts';
import { coloursFor } from './terminal.ts';
import { VERSION } from '../action-version.ts';

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
      // The second token (Explorer only) has no Terraform convention: it comes from the
      // environment too, never from a flag.
      const usageToken = env[USAGE_TOKEN_VARIABLE]?.trim();
      const runner = cliRunner({
        inputs: usageToken ? { ...command.inputs, 'usage-token': usageToken } : command.inputs,
        options: command.options,
        stdout,
        stderr,
        colours: coloursFor(stdout.isTTY === true && stderr.isTTY === true, env),
        liveProgress: isLive(stderr, env),
        ciConfigPath: env.CI_CONFIG_PATH?.trim() || '.gitlab-ci.yml',
        base: baseCommit(command.options, env),
      });
      // Paths (directories, the policy file) start at the working directory, as a person expects,
      // even when the command line runs inside a GitHub Actions job.
      const { GITHUB_WORKSPACE: _workspace, ...rest } = env;
      await run(runner, rest);
      return runner.exitCode();
    }
  }
}
