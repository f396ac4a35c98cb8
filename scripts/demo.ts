/**
 * A demo to watch: starts the fake HCP Terraform on 127.0.0.1, then runs the bundled action
 * (dist/index.js, as a runner would) to deprecate two versions, revoke one, write the migration
 * report (who still uses what), take a revoked version back, and plan a policy file, printing
 * each step's log, outputs and job summary. Run with `npm run demo`.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeTfe } from '../test/fake-tfe/server.ts';
import { seedDemo } from '../test/fake-tfe/seed.ts';
import { runAction, type ActionRun } from '../test/e2e/harness.ts';

const TOKEN = 'demo-token.atlasv1.not-a-real-secret';
const bold = (s: string): string => (process.stdout.isTTY ? `\u001b[1m${s}\u001b[0m` : s);

/** Shows the runner's workflow commands the way the Actions log would. */
function printLog(run: ActionRun): void {
  for (const line of run.stdout.split('\n')) {
    if (line === '' || /^::(add-mask|debug|endgroup)::/.test(line)) continue;
    const group = /^::group::(.*)$/.exec(line);
    if (group) console.log(`  ▸ ${group[1]}`);
    else if (!/^::(error|warning|notice)/.test(line)) console.log(`    ${line}`);
  }
  for (const a of run.annotations) {
    console.log(`    ${a.level.toUpperCase()}: ${a.title ? `${a.title}: ` : ''}${a.message.replace(/\n/g, ' / ')}`);
  }
}

async function step(title: string, inputs: Record<string, string>): Promise<ActionRun> {
  console.log(`\n${bold(`━━ ${title}`)}`);
  console.log(
    `  with: ${Object.entries(inputs)
      .filter(([k]) => k !== 'token' && k !== 'hostname')
      .map(([k, v]) => `${k}=${JSON.stringify(v)}`)
      .join(' ')}`,
  );
  // No run link: the demo runs outside GitHub, and a link to a run that does not exist would 404.
  const run = await runAction(inputs, { env: { GITHUB_RUN_ID: '' } });
  printLog(run);
  console.log(`\n  exit code ${run.exitCode}; outputs:`);
  for (const [name, value] of Object.entries(run.outputs)) if (name !== 'result') console.log(`    ${name} = ${value}`);
  console.log('\n  job summary:\n');
  console.log(run.summary.replace(/^/gm, '    '));
  return run;
}

const tfe = await startFakeTfe({ readLagMs: 300 });
try {
  // Three modules and who uses them (Explorer), as `npm run fake` seeds them too.
  seedDemo(tfe, [TOKEN]);
  console.log(`Fake HCP Terraform listening on ${tfe.url} with module acme/vpc/aws 1.0.0, 1.1.0, 1.2.0, 2.0.0.`);

  const connection = { hostname: tfe.url, token: TOKEN, source: `${tfe.host}/acme/vpc/aws` };
  await step('1. Deprecate 1.0.0 and 1.1.0 (a release workflow)', {
    ...connection,
    status: 'deprecated',
    version: '1.0.0, 1.1.0',
    // No `link`: the demo's module has no release page, and a summary should link only to real ones.
    reason: 'Version 2.0.0 fixes a security issue; please upgrade.',
  });
  await step('2. Revoke what no workspace uses below 1.2.0, safely (the next step of retirement)', {
    ...connection,
    status: 'revoked',
    version: '< 1.2.0',
    reason: 'Version 2.0.0 fixes a security issue; 1.x no longer runs in new workspaces.',
    'revoke-only-unused': 'true',
  });
  await step('3. The migration report: every version, its state and who still uses it', {
    ...connection,
    status: 'check',
    version: '>= 0.0.0',
    // A report, not a gate: neither a deprecated nor a revoked version fails it.
    'fail-on-deprecated': 'false',
    'fail-on-revoked': 'false',
  });
  await step('4. Take 1.0.0 back to active: unrevoke, then undeprecate (a manual workflow_dispatch)', {
    ...connection,
    status: 'undeprecated',
    version: '1.0.0',
  });
  // The example names app.terraform.io; a policy file may not send the token elsewhere, so the
  // demo plans a copy without that line, against the fake. Its links are placeholders on
  // example.com: the copy leaves them out, so the demo's summaries link only to real pages.
  const example = await readFile(fileURLToPath(new URL('../docs/deprecations.yml', import.meta.url)), 'utf8');
  const folder = await mkdtemp(path.join(tmpdir(), 'demo-'));
  const policyFile = path.join(folder, 'deprecations.yml');
  await writeFile(policyFile, example.replace(/^hostname:.*\n/m, '').replace(/^\s*link:.*\n/gm, ''));
  try {
    await step('5. Plan the example policy file docs/deprecations.yml (a pull request, dry run)', {
      hostname: tfe.url,
      token: TOKEN,
      'policy-file': policyFile,
      'dry-run': 'true',
    });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  const sent = tfe.requests.map((r) => `${r.method} ${r.path} → ${r.status}`);
  console.log(`\n${bold('━━ What the fake service received')}\n${sent.map((s) => `  ${s}`).join('\n')}`);
} finally {
  await tfe.close();
}
