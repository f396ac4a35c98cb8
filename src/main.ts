/**
 * run(): wires the stages for the requested mode. Inputs → read → plan → apply → verify →
 * report. Only this file and `report/` write to the runner.
 */
import * as core from '@actions/core';
import * as github from '@actions/github';
import { applyChanges } from './apply.ts';
import { InputError, parseInputs, tokenCandidates, type ActionRequest, type InputReader } from './inputs.ts';
import { buildOutcomes, hasFailures, type VersionOutcome } from './outcome.ts';
import { planChanges, toDesired, type Change } from './plan.ts';
import { formatModuleAddress } from './registry/address.ts';
import { RegistryClient, type Deprecation } from './registry/client.ts';
import { printable } from './registry/errors.ts';
import { Transport } from './registry/transport.ts';
import { actionOutputs } from './report/outputs.ts';
import { buildSummary, failureSummary } from './report/summary.ts';
import { selectVersions } from './versions/selection.ts';
import { verifyChanges, type VerifyResult } from './verify.ts';

const USER_AGENT = 'tfe-module-deprecation-action/1 (+https://github.com/features/actions)';
const APPLY_CONCURRENCY = 8;

const describeState = (d: Deprecation | null): string =>
  d === null ? 'active' : `deprecated: ${JSON.stringify(d.reason)}${d.link ? ` <${printable(d.link)}>` : ''}`;

const CHANGE_VERB: Record<Change['kind'], string> = {
  deprecate: 'deprecate',
  update: 'update deprecation',
  revert: 'revert deprecation',
  unchanged: 'unchanged',
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

  let request: ActionRequest;
  try {
    request = parseInputs(read, env);
  } catch (error) {
    core.setFailed(error instanceof InputError ? error.message : `Unexpected error reading inputs: ${String(error)}`);
    return;
  }

  const transport = new Transport({
    token: request.token,
    userAgent: USER_AGENT,
    requestTimeoutMs: request.requestTimeoutMs,
    onRetry: (e) =>
      core.info(`  ${e.operation}: ${e.reason}; retrying in ${(e.delayMs / 1000).toFixed(1)} s (try ${e.attempt + 1})`),
  });
  const client = new RegistryClient(request.service, transport);
  const address = formatModuleAddress(request.service.host, request.module);
  const context = runContext();
  try {
    const outcomes = await execute(request, client, address);
    await report(request, outcomes, address, context);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await writeSummary(failureSummary(address, message));
    core.setFailed(message);
  } finally {
    transport.close();
    core.debug(`requests sent: ${transport.requestCount}, rate limited: ${transport.rateLimitedCount}`);
  }
}

async function execute(request: ActionRequest, client: RegistryClient, address: string): Promise<VersionOutcome[]> {
  await core.group('Inputs', async () => {
    for (const warning of request.warnings) core.warning(warning);
    core.info(`Module:       ${address} (organization ${request.organization})`);
    core.info(`Service:      ${request.service.baseUrl} (token from ${request.tokenSource})`);
    core.info(`Status:       ${request.mode}`);
    core.info(`Versions:     ${request.versions.versions.join(', ')}`);
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
  const { selected, missing } = selectVersions(
    request.versions,
    current.map((v) => v.version),
  );
  const plan = planChanges(current, [...selected, ...missing], request.desired);

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

  const toSend = plan.changes.filter((c) => c.kind !== 'unchanged');
  if (request.mode === 'check' || request.dryRun || toSend.length === 0) {
    if (request.dryRun && toSend.length > 0) core.info('Dry run: no change sent.');
    return buildOutcomes(plan, {
      dryRun: request.dryRun,
      verify: request.verify,
      verifyTimeoutMs: request.verifyTimeoutMs,
    });
  }

  const applied = await core.group(`Apply ${toSend.length} change${toSend.length === 1 ? '' : 's'}`, () =>
    applyChanges(client, request.organization, request.module, plan.changes, {
      concurrency: APPLY_CONCURRENCY,
      onResult: (change, result) =>
        core.info(
          result.ok
            ? `  ✓ ${change.version}: ${CHANGE_VERB[change.kind]}${result.deprecationId ? ` (deprecation ${result.deprecationId})` : ''}`
            : `  ✗ ${change.version}: ${result.error}`,
        ),
    }),
  );

  const succeeded = new Map(
    toSend.filter((c) => applied.get(c.version)?.ok).map((c) => [c.version, toDesired(c.after)]),
  );
  let reads: VerifyResult | undefined;
  if (request.verify) {
    reads = await core.group('Verify through the registry read API', () =>
      verifyChanges(() => client.listVersions(request.module), succeeded, {
        timeoutMs: request.verifyTimeoutMs,
        onPoll: (pending, attempt) =>
          core.info(`  read ${attempt}: ${pending === 0 ? 'every change shows' : `${pending} not showing yet`}`),
      }),
    );
  } else if (succeeded.size < toSend.length) {
    // Even unverified, one read after a failure tells what state the failed versions are in.
    reads = await core.group('Read back the failed versions', () =>
      verifyChanges(() => client.listVersions(request.module), new Map(), { timeoutMs: 0 }),
    );
  }
  return buildOutcomes(plan, {
    dryRun: false,
    verify: request.verify,
    applied,
    ...(reads !== undefined && { reads }),
    verifyTimeoutMs: request.verifyTimeoutMs,
  });
}

async function report(
  request: ActionRequest,
  outcomes: VersionOutcome[],
  address: string,
  context: RunContext,
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
