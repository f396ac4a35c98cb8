/**
 * run(): wires the stages for the requested mode. Inputs → read → plan → apply → verify →
 * report. Only this file and `report/` write to the runner.
 */
import * as core from '@actions/core';
import * as github from '@actions/github';
import { CHANGE_VERB, carryOut, type RunLog } from './execute.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  InputError,
  parseInputs,
  parsePolicyInputs,
  tokenCandidates,
  type ActionRequest,
  type InputReader,
} from './inputs.ts';
import { runPolicy } from './policy/run.ts';
import { failedModules, policyOutputs, policySummary } from './report/policy.ts';
import { buildOutcomes, hasFailures, type VersionOutcome } from './outcome.ts';
import { planChanges, type Change } from './plan.ts';
import { formatModuleAddress, type ServiceAddress } from './registry/address.ts';
import { RegistryClient, type Deprecation } from './registry/client.ts';
import { printable } from './registry/errors.ts';
import { Transport } from './registry/transport.ts';
import { actionOutputs } from './report/outputs.ts';
import { buildSummary, failureSummary, type SkippedVersion } from './report/summary.ts';
import { releaseFromEvent, type ReleaseInfo } from './release.ts';
import { describeSelector, selectVersions } from './versions/selection.ts';
import { checkConfigurations } from './gate/check.ts';
import { logGateInputs, writeGateFailure, writeGateReport } from './report/gate-runner.ts';

const USER_AGENT = 'tfe-module-deprecation-action/1 (+https://github.com/features/actions)';
const APPLY_CONCURRENCY = 8;

const describeState = (d: Deprecation | null): string =>
  d === null ? 'active' : `deprecated: ${JSON.stringify(d.reason)}${d.link ? ` <${printable(d.link)}>` : ''}`;

/** The runner's log, for stages that log through `RunLog`. */
// Lines may carry text from the service or the user's files: never let it start a workflow command.
const runnerLog: RunLog = {
  group: (title, body) => core.group(printable(title), body),
  info: (message) => core.info(printable(message)),
};

interface RunContext {
  readonly runUrl?: string;
  readonly runLabel?: string;
}

function runContext(): RunContext {
  try {
    const { serverUrl, runId, runNumber, workflow } = github.context;
    const { owner, repo } = github.context.repo;
    if (!runId) return {};
    return {
      runUrl: `${serverUrl}/${owner}/${repo}/actions/runs/${runId}`,
      runLabel: `${workflow || 'Workflow'} run #${runNumber}`,
    };
  } catch {
    // Outside a workflow (a local run) there is no repository to link to.
    return {};
  }
}

export async function run(): Promise<void> {
  const env = process.env;
  const read: InputReader = (name) => core.getInput(name);
  // Masked before anything else runs, so no later line can print it.
  for (const token of tokenCandidates(read, env)) core.setSecret(token);
  // Every output starts blank, so a later step reading one after a failure (`if: always()`)
  // finds `[]` and `false`, never an unset value; each mode then writes its own.
  for (const [name, value] of Object.entries({ ...actionOutputs([]), plan: '[]' })) core.setOutput(name, value);

  try {
    if (read('policy-file').trim() !== '') await runPolicyMode(read, env);
    else await runSingleModule(read, env);
  } catch (error) {
    // Input errors are expected and say what to fix; anything else is a bug worth its stack.
    if (error instanceof InputError) core.setFailed(error.message);
    else core.setFailed(`Unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
}

function createClient(request: { service: ServiceAddress; token: string; requestTimeoutMs: number }): {
  client: RegistryClient;
  transport: Transport;
} {
  const transport = new Transport({
    token: request.token,
    userAgent: USER_AGENT,
    requestTimeoutMs: request.requestTimeoutMs,
    onRetry: (e) =>
      core.info(`  ${e.operation}: ${e.reason}; retrying in ${(e.delayMs / 1000).toFixed(1)} s (try ${e.attempt + 1})`),
  });
  return { client: new RegistryClient(request.service, transport), transport };
}

async function runSingleModule(read: InputReader, env: NodeJS.ProcessEnv): Promise<void> {
  const request = parseInputs(read, env);
  const { client, transport } = createClient(request);
  if (request.gate !== undefined) {
    // The gate: module calls found in configurations instead of one module's versions.
    const { gate } = request;
    try {
      await logGateInputs(request, gate);
      const result = await checkConfigurations(gate, request.service.host, client, runnerLog, APPLY_CONCURRENCY);
      await writeGateReport(result, {
        failOnDeprecated: request.failOnDeprecated,
        host: request.service.host,
        ...(gate.organization !== undefined && { organization: gate.organization }),
        ...runContext(),
      });
    } catch (error) {
      await writeGateFailure(error);
    } finally {
      transport.close();
    }
    return;
  }
  const address = formatModuleAddress(request.service.host, request.module);
  const context = runContext();
  const release = releaseFromEvent(github.context.eventName, github.context.payload);
  try {
    const { outcomes, skipped } = await execute(request, client, address, release);
    await report(request, outcomes, address, { ...context, skipped });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await writeSummary(failureSummary(address, message));
    core.setFailed(message);
  } finally {
    transport.close();
    core.debug(`requests sent: ${transport.requestCount}, rate limited: ${transport.rateLimitedCount}`);
  }
}

async function runPolicyMode(read: InputReader, env: NodeJS.ProcessEnv): Promise<void> {
  const workspace = env.GITHUB_WORKSPACE || process.cwd();
  const request = parsePolicyInputs(read, env, (file) => readFileSync(path.resolve(workspace, file), 'utf8'));
  const { client, transport } = createClient(request);
  try {
    await core.group('Inputs', async () => {
      core.info(`Policy:       ${request.policyFile} (${request.policy.modules.length} modules)`);
      core.info(`Service:      ${request.service.baseUrl} (token from ${request.tokenSource})`);
      core.info(
        `Dry run:      ${request.dryRun}; verify: ${request.verify ? `yes, up to ${request.verifyTimeoutMs / 1000} s` : 'no'}`,
      );
    });
    const results = await runPolicy(
      request.policy,
      client,
      {
        host: request.service.host,
        dryRun: request.dryRun,
        verify: request.verify,
        verifyTimeoutMs: request.verifyTimeoutMs,
        concurrency: APPLY_CONCURRENCY,
      },
      runnerLog,
    );
    for (const [name, value] of Object.entries(policyOutputs(results))) core.setOutput(name, value);
    await writeSummary(
      policySummary(results, { policyFile: request.policyFile, dryRun: request.dryRun, ...runContext() }),
    );
    const failed = failedModules(results, request.verify);
    for (const r of failed) {
      const problems = [
        r.error,
        ...r.outcomes.filter((o) => o.error !== undefined).map((o) => `${o.version}: ${o.error}`),
      ];
      core.error(problems.filter((p) => p !== undefined).join('\n'), {
        title: `Policy for ${r.address} was not fully applied`,
      });
    }
    if (failed.length > 0) {
      core.setFailed(
        `${failed.length} of ${results.length} modules were not fully applied: ${failed.map((r) => r.address).join(', ')}. The others were. See the step summary; running the step again retries only what is not done.`,
      );
    } else {
      core.info(request.dryRun ? 'Dry run: the plan above was not applied.' : 'The registry matches the policy.');
    }
  } finally {
    transport.close();
    core.debug(`requests sent: ${transport.requestCount}, rate limited: ${transport.rateLimitedCount}`);
  }
}

interface Execution {
  readonly outcomes: VersionOutcome[];
  /** Versions the module has that the step left alone, with why. */
  readonly skipped: SkippedVersion[];
}

async function execute(
  request: ActionRequest,
  client: RegistryClient,
  address: string,
  release: ReleaseInfo | undefined,
): Promise<Execution> {
  let desired = request.desired;
  await core.group('Inputs', async () => {
    for (const warning of request.warnings) core.warning(warning);
    core.info(`Module:       ${address} (organization ${request.organization})`);
    core.info(`Service:      ${request.service.baseUrl} (token from ${request.tokenSource})`);
    core.info(`Status:       ${request.mode}`);
    core.info(`Versions:     ${describeSelector(request.versions)}`);
    if (request.mode === 'deprecated' && request.keepLatest > 0) {
      core.info(`Keep latest:  the ${request.keepLatest} newest released versions are never deprecated`);
    }
    if (request.mode === 'deprecated' && release !== undefined) {
      core.info(
        release.version !== undefined
          ? `Release:      ${release.version} (tag ${release.tag}) was just released and is never deprecated by this step`
          : `Release:      tag ${release.tag} names no version, so no version is protected as the release`,
      );
      if (desired?.deprecated && desired.link === '' && release.url !== undefined) {
        desired = { ...desired, link: release.url };
        core.info(`Link:         none given; using the release page ${release.url}`);
      }
    }
    core.info(
      `Dry run:      ${request.dryRun}; verify: ${request.verify ? `yes, up to ${request.verifyTimeoutMs / 1000} s` : 'no'}`,
    );
  });

  const current = await core.group(`Read current state of ${address}`, async () => {
    const versions = await client.listVersions(request.module);
    core.info(`The registry lists ${versions.length} version${versions.length === 1 ? '' : 's'}.`);
    return versions;
  });

  // Missing versions go to the plan too, which reports them as missing.
  const rules =
    request.mode === 'deprecated'
      ? { keepLatest: request.keepLatest, ...(release?.version !== undefined && { protect: release.version }) }
      : {};
  const selection = selectVersions(
    request.versions,
    current.map((v) => v.version),
    rules,
  );
  const { selected, missing } = selection;
  const skipped = selection.skipped.map((s) => ({
    ...s,
    state: current.find((v) => v.version === s.version)?.deprecation ?? null,
  }));
  const plan = planChanges(current, [...selected, ...missing], desired);
  if (request.versions.kind === 'constraint' && plan.changes.length === 0) {
    core.info(
      `The constraint "${request.versions.constraint.text}" matches no version to ${request.mode === 'check' ? 'check' : 'change'}.`,
    );
  }

  await core.group(request.mode === 'check' ? 'Deprecation status' : 'Plan', async () => {
    for (const change of plan.changes) {
      const state = describeState(change.before);
      core.info(
        request.mode === 'check'
          ? `  ${change.version.padEnd(12)} ${state}`
          : `  ${change.version.padEnd(12)} ${state.padEnd(40)} → ${CHANGE_VERB[change.kind]}`,
      );
    }
    for (const version of plan.missing) core.info(`  ${version.padEnd(12)} not in the registry`);
    if (request.mode === 'check') return;
    const n = (k: Change['kind']): number => plan.changes.filter((c) => c.kind === k).length;
    core.info(
      `Plan: ${n('deprecate')} to deprecate, ${n('update')} to update, ${n('revert')} to revert, ${n('unchanged')} unchanged, ${plan.missing.length} missing.`,
    );
  });

  if (request.mode === 'check') {
    const outcomes = buildOutcomes(plan, {
      dryRun: false,
      verify: request.verify,
      verifyTimeoutMs: request.verifyTimeoutMs,
    });
    return { outcomes, skipped };
  }
  const outcomes = await carryOut(
    client,
    request.organization,
    request.module,
    plan,
    {
      dryRun: request.dryRun,
      verify: request.verify,
      verifyTimeoutMs: request.verifyTimeoutMs,
      concurrency: APPLY_CONCURRENCY,
    },
    runnerLog,
  );
  return { outcomes, skipped };
}

async function report(
  request: ActionRequest,
  outcomes: VersionOutcome[],
  address: string,
  context: RunContext & { skipped: SkippedVersion[] },
): Promise<void> {
  const outputs = actionOutputs(outcomes);
  for (const [name, value] of Object.entries(outputs)) core.setOutput(name, value);

  for (const o of outcomes) {
    if (o.status === 'failed' || (o.error !== undefined && !o.verified && o.status === 'changed')) {
      core.error(`${o.version}: ${o.error ?? 'failed'}`, { title: `Module version ${o.version} of ${address}` });
    }
  }
  const deprecated = outcomes.filter((o) => o.after !== null && o.status !== 'failed');
  if (request.mode === 'check') {
    for (const o of deprecated) {
      const d = o.after as Deprecation;
      const message = [d.reason, d.link ? `More information: ${d.link}` : ''].filter((s) => s !== '').join('\n');
      const title = `Module version ${o.version} of ${address} is deprecated`;
      if (request.failOnDeprecated) core.error(message || title, { title });
      else core.warning(message || title, { title });
    }
  }

  const summary = buildSummary(outcomes, {
    moduleAddress: address,
    mode: request.mode,
    dryRun: request.dryRun,
    verify: request.verify,
    ...context,
  });
  await writeSummary(summary);

  const failed = outcomes.filter((o) => o.status === 'failed');
  if (hasFailures(outcomes, request.verify)) {
    const unverified = outcomes.filter((o) => o.status === 'changed' && request.verify && !o.verified);
    const parts = [
      failed.length > 0
        ? `${failed.length} of ${outcomes.length} versions failed: ${failed.map((o) => o.version).join(', ')}`
        : '',
      unverified.length > 0
        ? `${unverified.length} changed but not verified: ${unverified.map((o) => o.version).join(', ')}`
        : '',
    ].filter((s) => s !== '');
    core.setFailed(`${parts.join('; ')}. See the step summary; running the step again retries only what is not done.`);
  } else if (request.mode === 'check' && request.failOnDeprecated && deprecated.length > 0) {
    core.setFailed(
      `${deprecated.length} checked version${deprecated.length === 1 ? ' is' : 's are'} deprecated: ${deprecated.map((o) => o.version).join(', ')}.`,
    );
  } else {
    const changed = outcomes.filter((o) => o.status === 'changed' || o.status === 'planned').length;
    core.info(
      request.mode === 'check'
        ? `Checked ${outcomes.length} version(s): ${deprecated.length} deprecated.`
        : `Done: ${changed} ${request.dryRun ? 'would change' : 'changed'}, ${outcomes.length - changed} unchanged.`,
    );
  }
}

async function writeSummary(markdown: string): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return;
  try {
    await core.summary.addRaw(markdown).write();
  } catch (error) {
    core.warning(`Could not write the job summary: ${String(error)}`);
  }
}
