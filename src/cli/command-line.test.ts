import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MERGE_REQUEST_BASE_VARIABLE, baseCommit, parseCommandLine } from './command-line.ts';
import { helpText } from './help.ts';
import { SETTING_KEYS, rowOf } from '../settings/table.ts';
import { COMMAND_NAMES } from '../settings/commands.ts';
import { cliCommand } from '../../test/support/settings.ts';

describe('parseCommandLine', () => {
  it('reads each flag as its setting, typed: switches without a value, numbers as numbers', () => {
    const command = cliCommand(['deprecate', '--source', 'a/b/c', '--keep-latest', '2', '--dry-run', '--no-verify']);
    expect(command.name).toBe('deprecate');
    expect(command.settings).toMatchObject({ source: 'a/b/c', keepLatest: 2, dryRun: true, verify: false });
    expect(command.problems).toEqual([]);
    expect(parseCommandLine(['deprecate'])).toMatchObject({ kind: 'run', options: { json: false } });
  });

  it.each([
    [['undeprecate'], 'undeprecate', {}],
    [['revoke'], 'revoke', {}],
    [['unrevoke'], 'unrevoke', {}],
    [['check'], 'check', {}],
    [['gate'], 'gate', { configDirectory: ['.'] }],
    [['gate', 'a', 'b/*'], 'gate', { configDirectory: ['a', 'b/*'] }],
    [['policy', 'plan', 'p.yml'], 'policy', { policyFile: 'p.yml', dryRun: true }],
    [['policy', 'apply', 'p.yml'], 'policy', { policyFile: 'p.yml', dryRun: false }],
    [['usage'], 'usage', { usage: 'true', version: '>= 0.0.0', failOnDeprecated: false, failOnRevoked: false }],
    [
      ['usage', '--version', '< 2.0.0', '--fail-on-deprecated'],
      'usage',
      { version: '< 2.0.0', failOnDeprecated: true },
    ],
  ])('%j is the command %s, with the settings its arguments and defaults give', (argv, name, settings) => {
    const command = cliCommand(argv);
    expect(command.name).toBe(name);
    expect(command.settings).toMatchObject(settings);
  });

  it("tells a command's own default from a flag given: `usage` warns by itself", () => {
    expect(cliCommand(['usage']).given('failOnRevoked')).toBe(false);
    expect(cliCommand(['usage', '--no-fail-on-revoked']).given('failOnRevoked')).toBe(true);
    expect(cliCommand(['check', '--no-fail-on-revoked']).given('failOnRevoked')).toBe(true);
  });

  it('reads a negative number as a value, and says what the setting takes', () => {
    expect(cliCommand(['deprecate', '--keep-latest', '-1']).problems).toEqual([
      '--keep-latest must be a whole number from 0 to 9999, got "-1".',
    ]);
  });

  it.each([['--token'], ['--usage-token']])('refuses %s, saying where tokens come from', (flag) => {
    const line = parseCommandLine(['check', flag, 'secret-value']);
    expect(line.kind).toBe('invalid');
    expect(line.kind === 'invalid' && line.message).toMatch(/shell's history.*TF_TOKEN_<host>.*TF_API_TOKEN/);
    expect(JSON.stringify(line)).not.toContain('secret-value');
  });

  it.each([
    [['nonsense'], /unknown command "nonsense"/],
    [['check', '--status', 'revoked'], /--status is no flag of `check`: the command says it/],
    [['policy', 'apply', 'p.yml', '--dry-run'], /--dry-run is set by the subcommand/],
    [['policy', 'show', 'p.yml'], /expects `plan FILE` or `apply FILE`/],
    [['policy', 'plan'], /plan expects the policy FILE/],
    [['deprecate', 'extra'], /unexpected argument "extra"/],
    [
      ['deprecate', '--codequality-file', 'x.json'],
      /--codequality-file does nothing for `deprecate`: leave it out \(it works with `check`, `gate`\)/,
    ],
    [['check', '--bogus'], /^unknown flag --bogus for `check`$/],
    [['deprecate', '--dryrun'], /unknown flag --dryrun for `deprecate`: did you mean --dry-run\?/],
    [['check', '--No_Fail_On_Deprecated'], /did you mean --no-fail-on-deprecated\?/],
    [
      ['deprecate', '--on-prerelease', 'deprecate'],
      /--on-prerelease is no flag of `deprecate`: it applies to a GitHub release event/,
    ],
    [
      ['check', '--keep-latest', '2'],
      /--keep-latest does nothing for `check`: leave it out \(it works with `deprecate`, `revoke`\)/,
    ],
    [['gate', '--version', '1.0.0'], /--version does nothing for `gate`/],
    [
      ['check', '--comment', 'always'],
      /--comment is no flag of `check`: the command line writes no pull request comment/,
    ],
    [['gate', '--config-directory', 'x'], /give the directories to `gate` as arguments/],
    [
      ['check', '--version', '1.0.0', '--version', '1.1.0'],
      /--version is given more than once \(--version, --version\): give it once, with one value/,
    ],
    [['check', '--version=1.0.0', '--version', '1.1.0'], /--version is given more than once/],
    [
      ['deprecate', '--verify', '--no-verify'],
      /--verify is given more than once \(--verify, --no-verify\): give it once$/,
    ],
    [['check', '--json', '--json'], /--json is given more than once/],
  ])('%j is invalid: %s', (argv, message) => {
    const line = parseCommandLine(argv);
    expect(line.kind).toBe('invalid');
    expect(line.kind === 'invalid' && line.message).toMatch(message);
  });

  it.each([
    [
      ['--json'],
      /^a command is missing: give one of `deprecate`, `undeprecate`, .*`report`, `campaign`, before the flags$/,
    ],
    [['--json', 'check'], /^the command comes first: `check`, then the flags$/],
    [['--verbose', '--source', 'a/b/c'], /^a command is missing/],
    [['frobnicate'], /^unknown command "frobnicate": give one of `deprecate`, .*`report`, `campaign`$/],
  ])('%j names no command: %s', (argv, message) => {
    const line = parseCommandLine(argv);
    expect(line).toMatchObject({ kind: 'invalid', json: argv.includes('--json') });
    expect(line.kind === 'invalid' && line.message).toMatch(message);
  });

  it.each([
    [
      ['gate', '--version', '1', '--version', '2'],
      /^--version does nothing for `gate`: leave it out \(it works with `deprecate`,/,
    ],
    [['gate', '--reason', 'x', '--reason', 'y'], /^--reason does nothing for `gate`/],
    [['policy', 'apply', 'p.yml', '--dry-run', '--dry-run'], /--dry-run is set by the subcommand/],
    [['gate', '--reason', '--json'], /^--reason does nothing for `gate`/],
  ])('%j refuses a flag the command does not take before anything else: %s', (argv, message) => {
    const line = parseCommandLine(argv);
    expect(line.kind).toBe('invalid');
    expect(line.kind === 'invalid' && line.message).toMatch(message);
  });

  it.each([
    [['gate', '--tool', '--json'], '--tool needs a value: --tool terraform|opentofu', true],
    [['gate', '--tool'], '--tool needs a value: --tool terraform|opentofu', false],
    [['deprecate', '--reason', '--dry-run'], '--reason needs a value: --reason TEXT', false],
    [['check', '--usage', '-x'], '--usage needs a value: --usage auto|true|false', false],
    [['gate', '--summary-file'], '--summary-file needs a value: --summary-file PATH', false],
    [['deprecate', '--dry-run=yes'], '--dry-run takes no value: --dry-run, or --no-dry-run', false],
  ])('%j says in its own words what the flag takes: %s', (argv, message, json) => {
    expect(parseCommandLine(argv)).toEqual({ kind: 'invalid', subcommand: argv[0], json, message });
  });

  it('says that a refusal asked for --json, so that it is printed as a JSON document too', () => {
    expect(parseCommandLine(['check', '--bogus', '--json'])).toMatchObject({ kind: 'invalid', json: true });
    expect(parseCommandLine(['frobnicate', '--json'])).toMatchObject({ kind: 'invalid', json: true });
    expect(parseCommandLine(['check', '--bogus'])).toMatchObject({ kind: 'invalid', json: false });
  });

  it('takes every setting as a flag of some command, or says why none takes it', () => {
    for (const key of SETTING_KEYS) {
      const row = rowOf(key);
      const taken = row.flag !== undefined && row.commands.length > 0;
      expect(taken || row.kind === 'secret' || row.notAFlag?.why !== undefined, key).toBe(true);
      expect(taken && row.notAFlag !== undefined, key).toBe(false);
    }
  });

  it('tells `--version` of the tool from `--version` of a subcommand (the versions setting)', () => {
    expect(parseCommandLine(['--version'])).toEqual({ kind: 'version' });
    expect(cliCommand(['check', '--version', '1.0.0']).settings.version).toBe('1.0.0');
  });

  it("lists its own flags in docs/cli.md's table", () => {
    const docs = readFileSync(path.join(import.meta.dirname, '../../docs/cli.md'), 'utf8');
    for (const key of SETTING_KEYS.filter((k) => rowOf(k).input === undefined)) {
      expect(docs, key).toMatch(new RegExp(`^\\| .*\`--${rowOf(key).flag}\\b`, 'm'));
    }
  });

  it('has help for the command and for every subcommand, each with examples', () => {
    expect(parseCommandLine([])).toEqual({ kind: 'help' });
    expect(parseCommandLine(['gate', '--help'])).toEqual({ kind: 'help', subcommand: 'gate' });
    expect(parseCommandLine(['help', 'policy'])).toEqual({ kind: 'help', subcommand: 'policy' });
    for (const name of COMMAND_NAMES) {
      expect(helpText(), name).toContain(`  ${name}`);
      expect(helpText(name), name).toMatch(/Examples:\n {2}tfe-module-lifecycle /);
    }
  });
});

describe('--base, the commit --only-new compares with', () => {
  const sha = 'a1'.repeat(20);

  it.each([[sha], ['origin/main'], ['v1.2.0'], ['HEAD~1'], ['a1b2c3d']])('takes %s, as git would', (base) => {
    expect(parseCommandLine(['gate', '--only-new', '--base', base])).toMatchObject({ kind: 'run', options: { base } });
    expect(cliCommand(['gate', '--only-new', '--base', base]).settings.onlyNew).toBe(true);
  });

  it.each([
    [['gate', '--base', sha], /--base is the commit --only-new compares with: add --only-new/],
    [['gate', '--no-only-new', '--base', sha], /add --only-new/],
    [['check', '--only-new', '--base', sha], /--only-new does nothing for `check`/],
    [['check', '--base', sha], /--base does nothing for `check`: leave it out \(it works with `gate`\)/],
    [['gate', '--only-new', '--base='], /--base expects one commit, a SHA or a name git knows .*"" is empty/],
    [['gate', '--only-new', '--base=--upload-pack=x'], /--base expects one commit.*starts with "-"/],
    [['gate', '--only-new', '--base', 'main..topic'], /--base expects one commit.*is a range/],
    [['gate', '--only-new', '--base', 'a b'], /--base expects one commit.*whitespace/],
    [['gate', '--only-new', '--base'], /^--base needs a value: --base COMMIT$/],
  ])('%j is invalid: %s', (argv, message) => {
    const line = parseCommandLine(argv);
    expect(line.kind).toBe('invalid');
    expect(line.kind === 'invalid' && line.message).toMatch(message);
  });

  it('is the flag, else the merge request base of a GitLab pipeline, else says none is known', () => {
    const options = { json: false, verbose: false };
    const gitlab = { [MERGE_REQUEST_BASE_VARIABLE]: ` ${sha}\n` };
    expect(baseCommit({ ...options, base: 'origin/main' }, gitlab)).toEqual({ base: 'origin/main' });
    expect(baseCommit(options, gitlab)).toEqual({ base: sha });
    expect(baseCommit(options, { [MERGE_REQUEST_BASE_VARIABLE]: '--upload-pack=x' })).toEqual({
      unreadable: 'CI_MERGE_REQUEST_DIFF_BASE_SHA is not a commit SHA',
    });
    for (const env of [{}, { [MERGE_REQUEST_BASE_VARIABLE]: '' }]) {
      expect(baseCommit(options, env)).toEqual({
        unreadable:
          'no base commit was given: --base COMMIT, or CI_MERGE_REQUEST_DIFF_BASE_SHA in a GitLab merge request pipeline',
      });
    }
  });
});
