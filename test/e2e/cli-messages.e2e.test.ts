/**
 * What the built command line says to a person who gets it a little wrong, or who reads its log:
 * a command left out, a flag the command does not take, a flag without its value, a file flag
 * named as every other flag is, and the gate's log saying what it read (terragrunt.hcl, .tofu,
 * a Stack's components) and counting revoked versions alike for every module.
 */
import { mkdirSync } from 'node:fs';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { startFakeTfe, type FakeTfe } from '../fake-tfe/server.ts';
import { parseCliJson, runCli } from './support/cli.ts';

const TOKEN = 'cli-messages-token.atlasv1.s3cr3t-MSG-4b3a29';

let tfe: FakeTfe;
let workspace: string;

beforeAll(async () => {
  tfe = await startFakeTfe();
  tfe.addOrganization('acme');
  tfe.addToken(TOKEN, { organizations: ['acme'] });
  tfe.addModule({ namespace: 'acme', name: 'vpc', provider: 'aws', versions: ['1.0.0', '1.1.0', '1.2.0', '2.0.0'] });
  tfe.addModule({ namespace: 'acme', name: 'dns', provider: 'aws', versions: ['1.0.0', '1.1.0'] });
  tfe.addModule({ namespace: 'acme', name: 'subnets', provider: 'aws', versions: ['2.0.0', '2.1.0'] });
  tfe.deprecate('acme', 'vpc', 'aws', '1.1.0', { reason: 'Old.', link: 'https://example.com/vpc/2' });
  workspace = await mkdtemp(path.join(tmpdir(), 'cli-messages-'));
  const files: Record<string, string> = {
    'tf/main.tf': `module "vpc" {\n  source  = "${tfe.host}/acme/vpc/aws"\n  version = "1.1.0"\n}\n\nmodule "dns" {\n  source  = "${tfe.host}/acme/dns/aws"\n  version = "1.0.0"\n}\n`,
    'tofu/main.tofu': `module "dns" {\n  source  = "${tfe.host}/acme/dns/aws"\n  version = "1.1.0"\n}\n`,
    'live/terragrunt.hcl': `terraform {\n  source = "tfr://${tfe.host}/acme/subnets/aws?version=2.1.0"\n}\n`,
    'stack/components.tfcomponent.hcl': `component "dns" {\n  source  = "${tfe.host}/acme/dns/aws"\n  version = "1.1.0"\n}\n`,
  };
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(workspace, file)), { recursive: true });
    await writeFile(path.join(workspace, file), text);
  }
});

afterAll(async () => {
  await tfe?.close();
  if (workspace !== undefined) await rm(workspace, { recursive: true, force: true });
});

const cli = (args: string[]) => runCli(args, { cwd: workspace, env: { TF_API_TOKEN: TOKEN } });

describe('a command line that is a little wrong gets a message in its own words (exit 2)', () => {
  it('says a command is missing, and lists the commands, as one JSON document with --json', async () => {
    const run = await cli(['--json']);
    expect(run.exitCode).toBe(2);
    const said =
      'a command is missing: give one of `deprecate`, `undeprecate`, `revoke`, `unrevoke`, `check`, `gate`, `policy`, `usage`, `report`, `campaign`, before the flags';
    expect(parseCliJson(run).verdict).toMatchObject({ failed: true, reason: 'invalid-input', message: said });
    expect(run.stderr).toContain(`tfe-module-lifecycle: ${said}\n`);
    expect(run.stderr).not.toContain('unknown command');
  });

  it('refuses a flag the command does not take as such, even when given twice', async () => {
    const run = await cli(['gate', '--version', '1', '--version', '2']);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain(
      '--version does nothing for `gate`: leave it out (it works with `deprecate`, `undeprecate`, `revoke`, `unrevoke`, `check`, `usage`)',
    );
    expect(run.stderr).not.toContain('more than once');
  });

  it('says which value a flag needs where the next word is a flag', async () => {
    const tool = await cli(['gate', '--tool', '--json']);
    expect(tool.exitCode).toBe(2);
    expect(parseCliJson(tool).verdict.message).toBe('--tool needs a value: --tool terraform|opentofu');
    const reason = await cli(['deprecate', '--reason', '--dry-run']);
    expect(reason.exitCode).toBe(2);
    expect(reason.stderr).toContain('tfe-module-lifecycle: --reason needs a value: --reason TEXT\n');
    for (const run of [tool, reason]) expect(run.stderr).not.toMatch(/ambiguous|option argument/);
  });

  it('says a pattern that matches nothing found no configuration of any language the gate reads', async () => {
    const run = await cli(['gate', 'nomatch/*', '--hostname', tfe.url]);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain(
      `"nomatch/*" matches no directory holding a configuration file (.tf, .tf.json, .tofu, .tofu.json, a Stack's .tfcomponent.hcl or terragrunt.hcl; patterns start at the working directory)`,
    );
  });

  it('names every file flag as it names any other flag', async () => {
    // A directory where each file is named: refused alike, whichever runner's file it is.
    const elsewhere = await mkdtemp(path.join(tmpdir(), 'cli-messages-elsewhere-'));
    onTestFinished(() => rm(elsewhere, { recursive: true, force: true }));
    const outside = (name: string): string => {
      const folder = path.join(elsewhere, name);
      mkdirSync(folder);
      return folder;
    };
    const gate = (flags: string[]) => cli(['gate', 'tf', '--hostname', tfe.url, ...flags]);
    const runs = [
      // The command line's own files are refused before the run; the action's as its inputs are read.
      await gate(['--summary-file', outside('s'), '--codequality-file', outside('c'), '--result-file', outside('r')]),
      await gate(['--sarif-file', outside('sarif')]),
      await cli([
        'report',
        '--organization',
        'acme',
        '--hostname',
        tfe.url,
        '--report-file',
        outside('json'),
        '--report-csv',
        outside('csv'),
      ]),
    ];
    for (const run of runs) expect(run.exitCode, run.stderr).toBe(2);
    // A previous report not there yet is a warning: the report runs on.
    runs.push(
      await cli(['report', '--organization', 'acme', '--hostname', tfe.url, '--previous-report', 'missing.json']),
    );
    const said = runs.map((run) => run.stderr).join('\n');
    for (const flag of ['summary-file', 'codequality-file', 'result-file', 'sarif-file', 'report-file', 'report-csv']) {
      expect(said).toMatch(new RegExp(`(^|[ ])--${flag}: "[^"]*" is a directory`, 'm'));
    }
    expect(said).toMatch(/(^|[ ])--previous-report: "missing\.json" does not exist/m);
    expect(said).not.toMatch(/`--[a-z-]+`/);
  });
});

describe("the gate's log", () => {
  it('says what each directory was read from, and counts revoked versions alike', async () => {
    const run = await cli(['gate', 'tf', 'tofu', 'live', 'stack', '--hostname', tfe.url, '--no-fail-on-deprecated']);
    expect(run.exitCode, run.stderr).toBe(0);
    const resolved = 'each version constraint resolved as terraform init would';
    expect(run.stderr).toContain(`tf: 2 module calls, from the .tf files, ${resolved} (run terraform init first`);
    expect(run.stderr).toContain(`tofu: 1 module call, from the .tofu files, ${resolved} (run terraform init first`);
    expect(run.stderr).toContain('live: 1 module call, from terragrunt.hcl, the version its tfr:// source names');
    expect(run.stderr).toContain(`stack: 1 module call, from the Stack's components (.tfcomponent.hcl), ${resolved}\n`);
    expect(run.stderr).not.toMatch(/(live|stack): .*from the \.tf files/);
    // vpc's revocations were read (1.1.0 is deprecated), the others' not: no count of zero for one of them.
    expect(run.stderr).toMatch(new RegExp(`\\n {2}${tfe.host}/acme/vpc/aws: 4 versions\\n`));
    expect(run.stderr).toMatch(new RegExp(`\\n {2}${tfe.host}/acme/dns/aws: 2 versions\\n`));
    expect(run.stderr).not.toContain('0 revoked');
  });

  it('counts the revoked versions where there are some', async () => {
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: 'Older.', link: '' });
    tfe.revoke('acme', 'vpc', 'aws', '1.0.0', { message: 'Broken.', link: '' });
    const run = await cli(['gate', 'tf', '--hostname', tfe.url, '--no-fail-on-deprecated']);
    expect(run.stderr).toMatch(new RegExp(`\\n {2}${tfe.host}/acme/vpc/aws: 4 versions, 1 revoked\\n`));
  });
});
