/**
 * The flags of the command line as a new user meets them, from the built CLI against the fake:
 * help offers only what the command takes, each flag with a line and each value the parser
 * accepts; a flag a command has no use for, or one given twice, is refused (exit 2) before any
 * request; and with `--json` even a refused command line is one JSON document on stdout.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTfe, type FakeTfe } from '../fake-tfe/server.ts';
import { parseCliJson, runCli } from './support/cli.ts';

const TOKEN = 'cli-flags-token.atlasv1.s3cr3t-FLAG-1a2b3c';

let tfe: FakeTfe;
let workspace: string;

beforeAll(async () => {
  tfe = await startFakeTfe();
  tfe.addOrganization('acme');
  tfe.addToken(TOKEN, { organizations: ['acme'] });
  tfe.addModule({ namespace: 'acme', name: 'vpc', provider: 'aws', versions: ['1.0.0', '1.1.0', '2.0.0'] });
  tfe.deprecate('acme', 'vpc', 'aws', '1.1.0', { reason: 'Old.', link: 'https://example.com/vpc/2' });
  workspace = await mkdtemp(path.join(tmpdir(), 'cli-flags-'));
});

afterAll(async () => {
  await tfe?.close();
  if (workspace !== undefined) await rm(workspace, { recursive: true, force: true });
});

const cli = (args: string[]) => runCli(args, { cwd: workspace, env: { TF_API_TOKEN: TOKEN } });
const module = () => ['--source', `${tfe.host}/acme/vpc/aws`, '--hostname', tfe.url];

describe('help', () => {
  it('offers deprecate no flag its parser refuses, and describes every flag', async () => {
    const help = await cli(['deprecate', '--help']);
    expect(help.exitCode).toBe(0);
    // It offered `--on-prerelease skip|include`: `include` was refused, and no release event
    // reaches the command line anyway.
    expect(help.stdout).not.toContain('--on-prerelease');
    expect(help.stdout).toMatch(/^ {2}--verify-timeout S +seconds to wait for the registry .*\(default 30\)$/m);
    expect(help.stdout).toMatch(/^ {2}--request-timeout S +seconds to wait for one answer .*\(default 30\)$/m);
    for (const line of help.stdout.split('\nOptions:\n')[1]?.split('\n\n')[0]?.split('\n') ?? []) {
      if (/^ {2}-/.test(line)) expect(line, 'a flag without a description').toMatch(/^ {2}\S.*\S {2,}\S|^ {2}\S+ \S+$/);
    }
  });

  it('offers each value that the command takes, for `--usage`', async () => {
    const help = await cli(['check', '--help']);
    const offered = /--usage (\S+)/.exec(help.stdout)?.[1]?.split('|') ?? [];
    expect(offered).toEqual(['auto', 'true', 'false']);
    for (const value of offered) {
      const run = await cli(['check', ...module(), '--version', '2.0.0', '--usage', value]);
      expect(run.exitCode, `--usage ${value}: ${run.stderr}`).toBe(0);
    }
  });
});

describe('flags refused before any request (exit 2)', () => {
  it.each([
    [
      ['deprecate', '--on-prerelease', 'include'],
      /--on-prerelease is no flag of `deprecate`: it applies to a GitHub release event/,
    ],
    [
      ['check', '--keep-latest', '2'],
      /--keep-latest does nothing for `check`: leave it out \(it works with `deprecate`, `revoke`\)/,
    ],
    [['check', '--version', '1.0.0', '--version', '1.1.0'], /--version is given more than once .*give it once/],
    [
      ['deprecate', '--dryrun', '--version', '1.0.0'],
      /unknown flag --dryrun for `deprecate`: did you mean --dry-run\?/,
    ],
  ])('%j', async (args, message) => {
    tfe.resetRequests();
    const run = await cli([...args, ...module()]);
    expect(run.exitCode, run.stderr).toBe(2);
    expect(run.stderr).toMatch(message);
    expect(tfe.requests).toEqual([]);
  });
});

describe('--json', () => {
  it('prints one JSON document for an unknown or misspelled flag, too', async () => {
    const run = await cli(['check', ...module(), '--version', '1.0.0', '--jsno', '--json']);
    expect(run.exitCode).toBe(2);
    expect(parseCliJson(run)).toMatchObject({
      exitCode: 2,
      verdict: { failed: true, reason: 'invalid-input', message: expect.stringMatching(/unknown flag --jsno/) },
      result: [],
      outputs: { 'failure-reason': 'invalid-input', result: '[]' },
      annotations: [],
    });
  });

  it('prints one JSON document for an unknown command and a flag given twice', async () => {
    for (const args of [
      ['frobnicate', '--json'],
      ['check', ...module(), '--json', '--version', '1.0.0', '--version', '1.1.0'],
    ]) {
      const run = await cli(args);
      expect(run.exitCode, args.join(' ')).toBe(2);
      expect(parseCliJson(run).verdict.reason, args.join(' ')).toBe('invalid-input');
    }
  });
});
