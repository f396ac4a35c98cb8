/**
 * One job summary of each kind, made by the modes themselves (in process, against a registry in
 * memory) from fixed inputs: docs/job-summaries.md shows these, and test/docs.test.ts keeps it true.
 *
 *   node test/support/summary-examples.ts    print them, to paste into docs/job-summaries.md
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseGate } from '../../src/gate/inputs.ts';
import { report as reportGate } from '../../src/gate/report/report.ts';
import { run as runGateMode } from '../../src/gate/run.ts';
import type { ModeDeps, VersionState } from '../../src/model.ts';
import { parse as parsePolicy } from '../../src/policy/inputs.ts';
import { report as reportPolicy } from '../../src/policy/report.ts';
import { run as runPolicyMode } from '../../src/policy/run.ts';
import { parse as parseSingle } from '../../src/single/inputs.ts';
import { modeInputs } from './settings.ts';
import { report as reportSingle } from '../../src/single/report.ts';
import { run as runSingleMode } from '../../src/single/run.ts';
import { UsageSource } from '../../src/usage/source.ts';
import { recordingLog } from './fake-runner.ts';
import { memoryRegistry } from './memory-registry.ts';
import { ACTION_WORDS } from '../../src/wording.ts';
import { run as runCampaignMode } from '../../src/campaign/run.ts';
import { report as reportCampaign } from '../../src/campaign/report.ts';
import { manualClock } from '../../src/github/clock.ts';
import { openGithub } from '../../src/github/client.ts';
import { startFakeGithub } from '../fake-github/server.ts';
import { VERSIONS, calling, campaignRequest } from './campaign-fixtures.ts';
import { TEST_LIMITS } from './github-on-fake.ts';

// Each mode run and reported, as the dispatch does.
const runSingle = async (...args: Parameters<typeof runSingleMode>) => reportSingle(await runSingleMode(...args));
const runPolicy = async (...args: Parameters<typeof runPolicyMode>) => reportPolicy(await runPolicyMode(...args));
const runGate = async (...args: Parameters<typeof runGateMode>) => reportGate(await runGateMode(...args));

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/gate');
const CONTEXT = {
  runUrl: 'https://github.com/acme/platform-modules/actions/runs/4242',
  runLabel: 'Release run #7',
  words: ACTION_WORDS,
};
const REASON = 'Version 2.0.0 fixes a security issue; please upgrade.';
const LINK = 'https://example.com/vpc/2.0.0';

const versions = (list: string[], deprecated: Record<string, string> = {}): VersionState[] =>
  list.map((version) => ({
    version,
    deprecation: deprecated[version] !== undefined ? { reason: deprecated[version] as string, link: LINK } : null,
  }));

function deps(modules: Record<string, VersionState[]>, usage?: Record<string, Record<string, string[]>>): ModeDeps {
  const registry = memoryRegistry(modules, usage);
  const log = recordingLog();
  return {
    registry,
    log,
    context: CONTEXT,
    concurrency: 4,
    ...(usage !== undefined && { usage: new UsageSource('auto', registry, log, ACTION_WORDS) }),
  };
}

export async function summaryExamples(): Promise<Record<string, string>> {
  const vpc = () => ({ 'acme/vpc/aws': versions(['1.0.0', '1.1.0', '1.2.0', '2.0.0'], { '1.0.0': 'Old' }) });
  const single = { token: 't', source: 'acme/vpc/aws', reason: REASON, link: LINK };
  const deprecate = await runSingle(
    parseSingle(modeInputs({ ...single, status: 'deprecated', version: '< 2.0.0', 'keep-latest': '1' })),
    deps(vpc()),
  );
  const revoke = await runSingle(
    parseSingle(
      modeInputs({ ...single, status: 'revoked', version: '< 1.2.0', reason: 'CVE-2026-1234: use 2.x.', link: LINK }),
    ),
    // Who uses the versions revoked: the blast radius, and a warning for the one in use.
    deps(vpc(), { 'acme/vpc/aws': { '1.0.0': ['payments-prod'] } }),
  );
  const check = await runSingle(
    parseSingle(
      modeInputs({
        ...single,
        status: 'check',
        version: '>= 0.0.0',
        reason: '',
        link: '',
        'fail-on-deprecated': 'false',
      }),
    ),
    deps(
      { 'acme/vpc/aws': versions(['1.0.0', '1.1.0', '1.2.0', '2.0.0'], { '1.0.0': 'Old', '1.1.0': 'Old' }) },
      {
        'acme/vpc/aws': {
          '1.0.0': ['payments-prod'],
          '1.1.0': ['app-prod', 'app-staging', 'billing', 'data-lake', 'edge'],
          '2.0.0': ['network-core'],
        },
      },
    ),
  );
  const policyText = [
    'organization: acme',
    'modules:',
    '  - source: acme/vpc/aws',
    '    keep-latest: 1',
    '    rules:',
    '      - versions: "< 2.0.0"',
    `        reason: ${JSON.stringify('The 1.x line is end of life; 2.x adds IPv6.')}`,
    '        link: https://example.com/modules/vpc/upgrade-to-2',
  ].join('\n');
  const policy = await runPolicy(
    parsePolicy(
      modeInputs(
        { 'policy-file': 'deprecations.yml', token: 't', 'dry-run': 'true' },
        { readFile: () => Buffer.from(policyText) },
      ),
    ),
    deps(vpc()),
  );
  const gate = await runGate(
    parseGate(
      modeInputs(
        { status: 'check', token: 't', 'config-directory': 'platform' },
        { env: { GITHUB_WORKSPACE: FIXTURES } },
      ),
    ),
    deps({
      'acme/vpc/aws': versions(['1.0.0', '1.1.0', '1.2.0', '2.0.0'], { '1.2.0': 'Opens the default security group.' }),
      'acme/subnets/aws': versions(['2.0.0', '2.1.0', '2.2.0']),
      'acme/dns/aws': versions(['1.0.0', '1.1.0']),
    }),
  );
  return {
    campaign: await campaignExample(),
    deprecate: deprecate.summary,
    revoke: revoke.summary,
    check: check.summary,
    policy: policy.summary,
    gate: gate.summary,
  };
}

/** A campaign over three repositories of the fake GitHub (on a manual clock: no pacing waits), one archived. */
async function campaignExample(): Promise<string> {
  const clock = manualClock();
  const github = await startFakeGithub({
    tokens: { app: { access: 'write', login: 'campaign-app[bot]', kind: 'installation' } },
    now: clock.now,
  });
  try {
    github.addRepository({
      fullName: 'acme/web',
      files: { 'infra/main.tf': calling('1.0.0'), 'infra/dns.tf': calling('1.1.0', 'dns') },
    });
    github.addRepository({ fullName: 'acme/jobs', files: { 'main.tf': calling('1.2.0') } });
    github.addRepository({ fullName: 'acme/legacy', archived: true, files: { 'main.tf': calling('1.0.0') } });
    const open = () =>
      openGithub({ token: 'app', apiUrl: github.url, clock, limits: TEST_LIMITS, octokitThrottling: false });
    const result = await runCampaignMode(
      campaignRequest({ token: 'app', apiUrl: github.url }),
      deps({ 'acme/vpc/aws': VERSIONS }),
      open,
    );
    return reportCampaign(result).summary;
  } finally {
    await github.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [name, markdown] of Object.entries(await summaryExamples())) {
    console.log(
      `<!-- prettier-ignore-start -->\n<!-- summary: ${name} -->\n\n\`\`\`\`markdown\n${markdown.trimEnd()}\n\`\`\`\`\n<!-- prettier-ignore-end -->\n`,
    );
  }
}
