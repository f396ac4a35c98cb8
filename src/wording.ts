/**
 * The action's words for its inputs and its report (Wording, in src/model.ts), and the helpers
 * every runner's share. A message names an input through the runner's Wording, never by writing
 * the action's name for it, so that the command line says `--version` where the action says
 * input `version`. Pure.
 */
import type { Wording } from './model.ts';

/** How a workflow names things: the inputs under `with:`, the job summary, the annotations. */
export const ACTION_WORDS: Wording = {
  input: (name) => `input \`${name}\``,
  name: (name) => `\`${name}\``,
  inputs: (names) => (names.length === 1 ? `input \`${names[0]}\`` : `inputs ${listed(names.map((n) => `\`${n}\``))}`),
  setting: (name, value) => `\`${name}: ${value}\``,
  takes: () => true,
  output: (name) => `the \`${name}\` output`,
  summary: 'the step summary',
  annotations: 'the annotations',
  run: 'the step',
  setup: 'the workflow',
};

/** The words of a run's context: the runner's, else the action's (a unit test's context names none). */
export const wordsOf = (context: { readonly words?: Wording } | undefined): Wording => context?.words ?? ACTION_WORDS;

/** Words in a sentence: "a", "a and b", "a, b and c". */
export const listed = (words: readonly string[]): string =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/** A sentence's first word with a capital: "Input `version` must…", "--version must…". */
export const initial = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Where a failed run's details are, and whether running it again helps: the end of a verdict. */
export const seeSummary = (words: Wording, rerunMayHelp: boolean): string =>
  `See ${words.summary}${rerunMayHelp ? `; running ${words.run} again retries only what is not done` : ''}.`;

/** Several inputs as a list: "`module`, `provider`" / "--module, --provider". */
export const names = (words: Wording, inputs: readonly string[]): string => inputs.map((n) => words.name(n)).join(', ');
