/**
 * What `run()` (src/main.ts) needs of a runner: what it was given, masking, a log with groups, debug lines,
 * the run's context and event, and writing a mode's `Report` (outputs, annotations, summary,
 * verdict). src/runner.ts adapts GitHub Actions to it; any other runner (a command line, a test's
 * fake) implements it without loading @actions/core.
 */
import type { Log, RunEvent, RunLinks, Wording } from './model.ts';
import type { Report } from './report.ts';
import type { Given } from './settings/read.ts';
import type { WriteRoot } from './files/safe-write.ts';
import type { PullRequestComments } from './comment/post.ts';
import type { PullRequestReviews } from './comment/review.ts';

export interface Runner {
  /** What the run was given: its command and each setting as given (src/settings/read.ts). */
  given(): Given;
  /** Hides a secret in every later line of the log. */
  mask(secret: string): void;
  readonly log: Log;
  /** How this runner names inputs and its report, in every message (src/wording.ts has the action's). */
  readonly words: Wording;
  debug(message: string): void;
  context(): RunLinks;
  event(): RunEvent;
  /**
   * A pull request's comments through GitHub's API, for `comment`; loaded only when a comment is
   * to be written. Absent where the runner has no GitHub to talk to.
   */
  pullRequestComments?(token: string, pullRequest: number): Promise<PullRequestComments>;
  /** A pull request's review comments and reviews, for `suggest`; absent where there is no GitHub. */
  pullRequestReviews?(token: string, pullRequest: number): Promise<PullRequestReviews>;
  /**
   * The repository's top level where it may differ from the workspace (the command line run in a
   * subdirectory); absent where the workspace is it (GITHUB_WORKSPACE). Asked only when needed.
   */
  repositoryRoot?(): string;
  /**
   * Where the files the settings name may be written (`sarifFile`, `reportFile`); absent: the
   * workspace and RUNNER_TEMP. The command line's take any folder its user names.
   */
  writeRoots?(): readonly WriteRoot[];
  /** Writes a mode's report; outputs it does not set are written blank, each output once. */
  write(report: Report): Promise<void>;
}
