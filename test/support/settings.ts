/**
 * A command as a runner builds it, for unit tests of the parsers: the action's from input texts
 * (as `INPUT_*` would give them), the command line's from argv; and what a mode's parser is given.
 */
import type { Command, ModeInputs, RunEvent, Wording } from '../../src/model.ts';
import { withSettingProblems } from '../../src/inputs/errors.ts';
import { readBoundedSync } from '../../src/files/read-bounded.ts';
import { writeRoots } from '../../src/files/safe-write.ts';
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

/** What a mode's parser is given by run(), for the action's inputs: the workspace and RUNNER_TEMP as roots. */
export function modeInputs(
  inputs: Readonly<Record<string, string>>,
  over: Partial<Omit<ModeInputs, 'command' | 'event'>> & { readonly event?: RunEvent | (() => RunEvent) } = {},
): ModeInputs {
  const words = over.words ?? ACTION_WORDS;
  const env = over.env ?? {};
  const cwd = over.cwd ?? process.cwd();
  const { event } = over;
  return {
    command: actionCommand(inputs, words),
    roots: over.roots ?? writeRoots(env, cwd),
    env,
    cwd,
    ...(over.repositoryRoot !== undefined && { repositoryRoot: over.repositoryRoot }),
    event: typeof event === 'function' ? event : () => event ?? { name: 'push', payload: {} },
    readFile: over.readFile ?? ((file, maxBytes) => readBoundedSync(file, maxBytes)),
    words,
  };
}

/** A mode's request as run() parses it: the settings' problems and the mode's reported at once. */
export function parsed<R>(parse: (inputs: ModeInputs) => R, inputs: ModeInputs): R {
  return withSettingProblems(inputs.command.problems, () => parse(inputs));
}
