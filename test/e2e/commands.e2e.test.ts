/**
 * Workflow commands in every form the runner parses, fed through every field that carries text
 * the action did not write: what the service stores or answers, a policy file and its name, a
 * configuration's folder and file names. Whatever the form, the log must hold no command but
 * the action's own (test/support/runner-commands.ts finds them as the runner does).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { commandsIn } from '../support/runner-commands.ts';
import { fakeService, scratchFolder } from '../support/fake-service.ts';
import { deprecateInputs } from '../support/acme-fake.ts';
import { runAction, type ActionRun } from './harness.ts';

const TOKEN = 'commands-e2e.atlasv1.secret-9a8b7c';
/** The forms, from actions/runner's parser: `::` after any white space, `##[` anywhere. */
const FORMS = [
  'a ##[add-mask]INJECTED b',
  '##[warning title=INJECTED]pwned',
  '##[set-env name=INJECTED;]pwned',
  '::add-mask::INJECTED',
  '  ::warning title=INJECTED::pwned',
  '\t::stop-commands::INJECTED',
];
/** The forms joined as one value, line breaks included, for fields that take free text. */
const PAYLOAD = FORMS.join('\n');
/** The forms without line breaks or slashes, for names (files, folders) and single-line fields. */
const NAME = 'x ##[add-mask]INJECTED ##[set-env name=INJECTED;]y';

const OWN = new Set(['group', 'endgroup', 'add-mask', 'error', 'warning', 'notice', 'debug']);

/** Commands in the log that the action did not mean to give. */
function injected(run: ActionRun): string[] {
  return commandsIn(run.stdout)
    .filter(
      (c) =>
        c.form === 'legacy' ||
        !OWN.has(c.name) ||
        /^\s*::[^:]*INJECTED/.test(c.line) ||
        (c.name === 'add-mask' && c.line.includes('INJECTED')),
    )
    .map((c) => c.line);
}

describe.concurrent('no text the action did not write becomes a workflow command', () => {
  it('a stored reason and link, shown by check', async () => {
    const tfe = await fakeService(TOKEN);
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: PAYLOAD, link: `https://example.com/${NAME}` });
    const run = await runAction(deprecateInputs(tfe.url, TOKEN, { status: 'check', reason: '', link: '' }));
    expect(run.stdout).toContain('INJECTED');
    expect(injected(run)).toEqual([]);
  });

  it('a stored reason and link, shown by the plan of an update', async () => {
    const tfe = await fakeService(TOKEN);
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: PAYLOAD, link: `https://example.com/${NAME}` });
    const run = await runAction(deprecateInputs(tfe.url, TOKEN, { 'dry-run': 'true' }));
    expect(run.stdout).toContain('INJECTED');
    expect(injected(run)).toEqual([]);
  });

  it("a 422 error's detail", async () => {
    const tfe = await fakeService(TOKEN);
    tfe.injectFault({
      method: 'PATCH',
      fault: {
        kind: 'status',
        status: 422,
        body: JSON.stringify({ errors: [{ status: '422', title: NAME, detail: PAYLOAD }] }),
      },
    });
    const run = await runAction(deprecateInputs(tfe.url, TOKEN, { 'verify-timeout': '1' }));
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain('INJECTED');
    expect(injected(run)).toEqual([]);
  });

  it("a policy file's reasons in a dry-run plan, and the file's own name", async () => {
    const tfe = await fakeService(TOKEN);
    const dir = await scratchFolder('commands');
    const file = path.join(dir, `${NAME}.yml`);
    const reason = JSON.stringify(PAYLOAD);
    await writeFile(
      file,
      `organization: acme\nmodules:\n  - source: acme/vpc/aws\n    rules:\n      - versions: "< 2.0.0"\n        reason: ${reason}\n`,
    );
    const run = await runAction({ 'policy-file': file, hostname: tfe.url, token: TOKEN, 'dry-run': 'true' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.stdout).toContain('INJECTED');
    expect(injected(run)).toEqual([]);
  });

  it('a `policy-file` input with line breaks in it', async () => {
    const tfe = await fakeService(TOKEN);
    const run = await runAction({ 'policy-file': `missing.yml\n${PAYLOAD}`, hostname: tfe.url, token: TOKEN });
    expect(run.exitCode).toBe(1);
    expect(injected(run)).toEqual([]);
  });

  it("a configuration's local module folder and .tf file names, in the gate's lines", async () => {
    const tfe = await fakeService(TOKEN);
    const workspace = await scratchFolder('commands');
    await mkdir(path.join(workspace, 'stack', NAME), { recursive: true });
    await writeFile(
      path.join(workspace, 'stack', `${NAME}.tf`),
      `module "local" {\n  source = "./${NAME}"\n}\n\nmodule "vpc" {\n  source  = "${tfe.host}/acme/vpc/aws"\n  version = "1.0.0"\n}\n`,
    );
    await writeFile(path.join(workspace, 'stack', NAME, 'main.tf'), '# nothing here\n');
    const run = await runAction(
      { hostname: tfe.url, token: TOKEN, status: 'check', 'config-directory': 'stack' },
      { env: { GITHUB_WORKSPACE: workspace } },
    );
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.stdout).toContain('INJECTED');
    expect(injected(run)).toEqual([]);
  });
});
