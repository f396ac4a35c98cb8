/**
 * run(): mask the tokens, parse the request, dispatch on its kind, write the report. Each mode
 * is loaded with a dynamic import, so a run loads only its own code (the gate's HCL parser only
 * for the gate). This is also the one place that turns an unexpected error (a bug) into a
 * failed step, with its stack.
 */
import path from 'node:path';
import { readBoundedSync } from './files/read-bounded.ts';
import type { ModeDeps, RunEvent } from './model.ts';
import { UsageSource } from './usage/source.ts';
import { errorMessage, failedReport, type Report } from './report.ts';
import { InputError, requestKind, tokenCandidates, type Env, type InputReader, type Request } from './request.ts';
// Type only: the command line runs main without loading the Actions adapter (@actions/core).
import type { Runner } from './runner.ts';
import { FILE_LIMITS } from './files/limits.ts';

/** Requests in flight at once; the transport's rate limiter paces them further. */
const CONCURRENCY = 8;

type ModeRun<R> = (request: R, deps: ModeDeps) => Promise<Report>;
type RequestOf<K extends Request['kind']> = Extract<Request, { kind: K }>;

/** Per kind: how to read its request from the inputs, and how to run it. Loaded on use only. */
const MODES: {
  [K in Request['kind']]: {
    parse(read: InputReader, env: Env, event: () => RunEvent): Promise<RequestOf<K>>;
    run(): Promise<ModeRun<RequestOf<K>>>;
  };
} = {
  single: {
    parse: async (read, env, event) => (await import('./single/inputs.ts')).parseSingleInputs(read, env, event()),
    run: async () => (await import('./single/run.ts')).run,
  },
  policy: {
    parse: async (read, env) => {
      const workspace = env.GITHUB_WORKSPACE || process.cwd();
      const { parsePolicyInputs } = await import('./policy/inputs.ts');
      const readPolicy = (file: string): Buffer =>
        readBoundedSync(path.resolve(workspace, file), FILE_LIMITS.policyFile);
      return parsePolicyInputs(read, env, readPolicy, workspace);
    },
    run: async () => (await import('./policy/run.ts')).run,
  },
  gate: {
    parse: async (read, env) => (await import('./gate/inputs.ts')).parseGateRequest(read, env),
    run: async () => (await import('./gate/run.ts')).run,
  },
};

export async function run(runner: Runner, env: Env = process.env): Promise<void> {
  const read: InputReader = (name) => runner.input(name);
  // Masked before anything else runs, so no later line can print it.
  const secrets = tokenCandidates(read, env);
  for (const token of secrets) runner.mask(token);
  try {
    const report = await dispatch(runner, read, env, secrets);
    await runner.write(report);
  } catch (error) {
    // Each mode reports what it can account for; what reaches here is a bug worth its stack.
    const stack = error instanceof Error ? (error.stack ?? error.message) : errorMessage(error);
    await runner.write(failedReport('internal-error', `Unexpected error: ${stack}`));
  }
}

async function dispatch(runner: Runner, read: InputReader, env: Env, secrets: readonly string[]): Promise<Report> {
  const kind = requestKind(read);
  let request: Request;
  try {
    request = await MODES[kind].parse(read, env, () => runner.event());
  } catch (error) {
    // Input errors are expected, and say what to fix.
    if (!(error instanceof InputError)) throw error;
    const failed = failedReport('invalid-input', error.message, error.details.summary, error.annotations);
    return { ...failed, outputs: error.details.outputs };
  }
  const [modeRun, { openRegistry }] = await Promise.all([
    (MODES[request.kind].run as () => Promise<ModeRun<Request>>)(),
    import('./registry/open.ts'),
  ]);
  // The registry scrubs what it masks from the service's answers: outputs and the summary are not masked.
  const registry = openRegistry({ ...request, secrets }, runner.log);
  // Who uses each version, for the modes that change or check versions; the gate has no use for it.
  const usage =
    'usage' in request
      ? new UsageSource(
          request.usage,
          registry.usage,
          runner.log,
          request.kind === 'single' && request.revokeOnlyUnused
            ? 'Input `revoke-only-unused` is true'
            : 'Input `usage` is true',
        )
      : UsageSource.off();
  try {
    const report = await modeRun(request, {
      registry: registry.client,
      log: runner.log,
      context: runner.context(),
      concurrency: CONCURRENCY,
      usage,
    });
    // Said once per run, whichever module met it first.
    if (usage.notice === undefined) return report;
    const notice = { level: 'notice' as const, title: 'Workspace usage not read', message: usage.notice };
    return { ...report, annotations: [...report.annotations, notice] };
  } finally {
    registry.close();
    runner.debug(registry.stats());
  }
}
