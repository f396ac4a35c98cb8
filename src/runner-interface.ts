/**
 * What `run()` (src/main.ts) needs of a runner. src/runner.ts adapts GitHub Actions to it; any other runner (the
 * command line, a test's fake) implements it without loading @actions/core.
 */
import type { Log, RunEvent, RunLinks, Wording } from './model.ts';
import type { Report } from './report.ts';
import type { Given } from './settings/read.ts';
import type { WriteRoot } from './files/safe-write.ts';
import type { PullRequestComments } from './comment/post.ts';
import type { PullRequestReviews } from './comment/review.ts';

export interface Runner {
  /** What the run was given: its command and each setting as given. */
  given(): Given;
  mask(secret: string): void;
  readonly log: Log;
  /** How this runner names inputs and its report (src/wording.ts has the action's). */
  readonly words: Wording;
  debug(message: string): void;
  context(): RunLinks;
  event(): RunEvent;
  /** A pull request's comments, for `comment`; loaded only when one is written. Absent without GitHub. */
  pullRequestComments?(token: string, pullRequest: number): Promise<PullRequestComments>;
  /** For `suggest`; absent without GitHub. */
  pullRequestReviews?(token: string, pullRequest: number): Promise<PullRequestReviews>;
  /** Where it may differ from the workspace (the command line in a subdirectory); asked only when needed. */
  repositoryRoot?(): string;
  /** Where the files the settings name may be written; absent: the workspace and RUNNER_TEMP. */
  writeRoots?(): readonly WriteRoot[];
  /** Outputs it does not set are written blank, each output once. */
  write(report: Report): Promise<void>;
}
