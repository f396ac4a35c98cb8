/**
 * run(): mask the tokens, read the settings, parse the mode's request, dispatch it, write the report, for any runner
 * (index.ts hands it the GitHub Actions adapter, which main never imports). The one place that turns an unexpected
 * error (a bug) into a failed step, with its stack.
 */
import { readBoundedSync } from './files/read-bounded.ts';
import type { Command, ModeInputs, RunContext } from './model.ts';
import { failedReport, type Report } from './report.ts';
import { tokenCandidates } from './connection.ts';
import { loadIdna, loadIdnaFor } from './address.ts';
import { hostTexts } from './credentials.ts';
import { InputError, withSettingProblems, type Env } from './inputs/errors.ts';
import { MODES, MODE_OF, type ModeWork, type Request } from './modes.ts';
import { readCommand } from './settings/read.ts';
import { writeRoots } from './files/safe-write.ts';
import type { Runner } from './runner-interface.ts';
import { errorMessage } from './text.ts';
import { commentOptions } from './comment/options.ts';
import type { CommentDeps } from './comment/write.ts';
import type { ReviewDeps } from './comment/review.ts';

/** Requests in flight at once; the transport's rate limiter paces them further. */
const CONCURRENCY = 8;

export async function run(runner: Runner, env: Env = process.env): Promise<void> {
  const given = runner.given();
  // Parsing compares hosts as it reads them: the UTS #46 table is loaded first where one may need it (a policy file,
  // read as it is parsed, may name the service's host).
  await (given.command === 'policy' ? loadIdna() : loadIdnaFor(hostTexts(given, env)));
  // Masked before anything is logged, so no later line can print it.
  const secrets = tokenCandidates(given, env);
  for (const token of secrets) runner.mask(token);
  try {
    const command = readCommand(given, runner.words);
    const comment = commentOptions(command.settings);
    let report = await dispatch(runner, command, env, secrets);
    // The review's and the comment's writers are loaded only for a run that uses them.
    if (report.review !== undefined) {
      report = await (await import('./comment/review.ts')).withReview(report, reviewDeps(runner, command));
    }
    await runner.write(
      comment.setting === 'never'
        ? report
        : await (await import('./comment/write.ts')).withComment(report, comment, await commentDeps(runner, env)),
    );
  } catch (error) {
    // Each mode reports what it can account for; what reaches here is a bug worth its stack.
    const stack = error instanceof Error ? (error.stack ?? error.message) : errorMessage(error);
    await runner.write(failedReport('internal-error', `Unexpected error: ${stack}`));
  }
}

const contextOf = (runner: Runner): RunContext => ({ ...runner.context(), words: runner.words });

function inputFailure(error: InputError): Report {
  const failed = failedReport('invalid-input', error.message, error.details.summary, error.annotations);
  return { ...failed, outputs: error.details.outputs };
}

function reviewDeps(runner: Runner, command: Command): ReviewDeps {
  const connect = runner.pullRequestReviews?.bind(runner);
  return {
    log: runner.log,
    words: runner.words,
    token: command.settings.githubToken,
    ...(connect !== undefined && { connect }),
  };
}

/** The GitHub API is loaded only when used. */
async function commentDeps(runner: Runner, env: Env): Promise<CommentDeps> {
  const connect = runner.pullRequestComments?.bind(runner);
  const { commentOwner } = await import('./comment/body.ts');
  return {
    event: runner.event(),
    owner: commentOwner(env),
    context: contextOf(runner),
    log: runner.log,
    ...(connect !== undefined && { connect }),
  };
}

async function dispatch(runner: Runner, command: Command, env: Env, secrets: readonly string[]): Promise<Report> {
  const inputs: ModeInputs = {
    command,
    roots: runner.writeRoots?.() ?? writeRoots(env, process.cwd()),
    env,
    cwd: process.cwd(),
    ...(runner.repositoryRoot !== undefined && { repositoryRoot: () => runner.repositoryRoot?.() ?? process.cwd() }),
    event: () => runner.event(),
    readFile: (file, maxBytes) => readBoundedSync(file, maxBytes),
    words: runner.words,
  };
  let request: Request;
  try {
    const parse = await MODES[MODE_OF[command.name]].parse();
    request = withSettingProblems(command.problems, () => parse(inputs));
  } catch (error) {
    // Input errors are expected, and say what to fix.
    if (!(error instanceof InputError)) throw error;
    return inputFailure(error);
  }
  const [mode, { openRegistry }, { usageSource, withUsageNotice }] = await Promise.all([
    (MODES[request.kind].work as (request: Request) => Promise<ModeWork<Request>>)(request),
    import('./registry/open.ts'),
    import('./usage/source.ts'),
  ]);
  // The registry scrubs what it masks from the service's answers: outputs and the summary are not masked.
  const registry = openRegistry({ ...request, secrets, words: runner.words }, runner.log);
  const usage = usageSource('usage' in request ? request : undefined, registry.usage, runner.log, runner.words);
  try {
    const result = await mode.run(request, {
      registry: registry.client,
      moduleList: registry.client,
      log: runner.log,
      context: contextOf(runner),
      concurrency: CONCURRENCY,
      usage,
      organizationUsage: registry.usage,
      changeRequests: registry.client,
      featureSets: registry.client,
      workspaceRepositories: registry.usage,
    });
    return withUsageNotice(mode.report(result), usage);
  } finally {
    registry.close();
    runner.debug(registry.stats());
  }
}
