/** What every mode's input parser shares: the error that lists every problem at once, each naming its input. */
import type { Annotation } from '../report.ts';

export type Env = Record<string, string | undefined>;

/** One or more inputs are wrong. The message lists each, naming the input. */
export class InputError extends Error {
  override name = 'InputError';
  readonly problems: readonly string[];
  /** Problems that have a place in a file of the repository (a policy file's line), to annotate. */
  readonly annotations: readonly Annotation[];
  /** The summary and outputs that list the problems in full, where there are many (a policy file's). */
  readonly details: { readonly summary: string; readonly outputs: Readonly<Record<string, string>> };
  constructor(
    found: readonly string[],
    annotations: readonly Annotation[] = [],
    details: InputError['details'] = { summary: '', outputs: {} },
  ) {
    // Values are quoted with JSON.stringify, which leaves DEL, C1 controls and line separators raw.
    const problems = found.map((p) =>
      p.replace(/[\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
    );
    super(
      problems.length === 1
        ? (problems[0] as string)
        : `${problems.length} inputs are invalid:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.problems = problems;
    this.annotations = annotations;
    this.details = details;
  }
}

/** A mode's request from its parser; the problems reading the settings found come first, with the mode's own. */
export function withSettingProblems<T>(problems: readonly string[], parse: () => T): T {
  let request: T;
  try {
    request = parse();
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    throw new InputError([...problems, ...error.problems], error.annotations, error.details);
  }
  if (problems.length > 0) throw new InputError(problems);
  return request;
}
