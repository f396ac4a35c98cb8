/**
 * A command as a runner builds it, for unit tests of the parsers: the action's from input texts
 * (as `INPUT_*` would give them), the command line's from argv.
 */
import type { Command, Wording } from '../../src/model.ts';
import { parseCommandLine } from '../../src/cli/command-line.ts';
import { givenByInputs } from '../../src/settings/action-inputs.ts';
import { readCommand } from '../../src/settings/read.ts';
import { ACTION_WORDS, CLI_WORDS } from '../../src/wording.ts';

/** The command the action's inputs (by input name) ask for, its settings read. */
export function actionCommand(inputs: Readonly<Record<string, string>>, words: Wording = ACTION_WORDS): Command {
  return readCommand(
    givenByInputs((name) => inputs[name] ?? '', words),
    words,
  );
}

/** The command a command line asks for, its settings read; throws where the line is refused. */
export function cliCommand(argv: readonly string[]): Command {
  const line = parseCommandLine(argv);
  if (line.kind !== 'run') throw new Error(`not a run: ${JSON.stringify(line)}`);
  return readCommand(line.given, CLI_WORDS);
}
