import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { modeInputs, parsed } from '../../test/support/settings.ts';
import { InputError } from '../inputs/errors.ts';
import { onlyNewOf, parse as parseGate } from './inputs.ts';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test/fixtures/gate');
const base = { status: 'check', 'config-directory': 'platform', token: 'tok-123' };
const env = { GITHUB_WORKSPACE: FIXTURES };

function parse(inputs: Record<string, string>, environment: Record<string, string> = env) {
  return parsed(parseGate, modeInputs(inputs, { env: environment }));
}

function problems(inputs: Record<string, string>, environment: Record<string, string> = env): string[] {
  try {
    parse(inputs, environment);
  } catch (error) {
    if (error instanceof InputError) return [...error.problems];
    throw error;
  }
  throw new Error('expected an InputError');
}

describe('gate inputs', () => {
  it('need neither a module, nor versions, nor an organization', () => {
    const request = parse(base);
    expect(request.configurations).toEqual({
      directories: [{ path: path.join(FIXTURES, 'platform'), display: 'platform' }],
      workspace: FIXTURES,
      dataDir: '.terraform',
    });
    expect(request.kind).toBe('gate');
  });

  it('take the tool that runs the configurations, in any case, or none for both', () => {
    expect(parse({ ...base, tool: ' OpenTofu ' }).configurations.tool).toBe('opentofu');
    expect(parse({ ...base, tool: 'terraform' }).configurations.tool).toBe('terraform');
    expect(parse(base).configurations).not.toHaveProperty('tool');
    expect(problems({ ...base, tool: 'tofu' })).toEqual([
      'Input `tool` must be `terraform` or `opentofu` (the tool that runs the configurations, whose rule on .tofu files applies), or empty to judge the calls both would read, got "tofu".',
    ]);
  });

  it('take several directories, one per line, each once', () => {
    const request = parse({ ...base, 'config-directory': 'platform\n\n  legacy  \nplatform/\n' });
    expect(request.configurations?.directories.map((d) => d.display)).toEqual(['platform', 'legacy']);
  });

  it('filter on the organization when one is given, as input or variable', () => {
    expect(parse({ ...base, organization: 'acme' }).configurations?.organization).toBe('acme');
    expect(parse(base, { ...env, TF_CLOUD_ORGANIZATION: 'globex' }).configurations?.organization).toBe('globex');
  });

  it('read directories relative to the working directory without GITHUB_WORKSPACE, and honour TF_DATA_DIR', () => {
    const request = parse(
      { ...base, 'config-directory': path.relative(process.cwd(), path.join(FIXTURES, 'legacy')) },
      {
        TF_DATA_DIR: '.tfdata',
      },
    );
    expect(request.configurations).toMatchObject({ workspace: process.cwd(), dataDir: '.tfdata' });
    expect(request.configurations?.directories[0]?.path).toBe(path.join(FIXTURES, 'legacy'));
  });

  it('refuse the inputs that pick one module, and any status but check', () => {
    expect(
      problems({ ...base, status: 'deprecated', reason: 'Old.', version: '1.0.0', source: 'acme/vpc/aws' }),
    ).toEqual([
      'Input `config-directory` works only with `status: check`: remove it, or set `status: check`.',
      "Input `config-directory` cannot be combined with `version`, `source`: the gate finds the modules and versions in the configuration. Give either `config-directory` or one module's inputs.",
    ]);
    expect(problems({ ...base, module: 'vpc' })[0]).toContain('cannot be combined with `module`');
  });

  it('name the input for a directory that does not exist or is a file', () => {
    expect(problems({ ...base, 'config-directory': 'nowhere\nplatform/main.tf' })).toEqual([
      `Input \`config-directory\`: "nowhere" does not exist (looked for ${path.join(FIXTURES, 'nowhere')}; relative paths start at GITHUB_WORKSPACE).`,
      'Input `config-directory`: "platform/main.tf" is a file; give the directory that holds the .tf files.',
    ]);
  });

  it('still need a token', () => {
    expect(problems({ ...base, token: '' })[0]).toContain('Input `token` is required');
  });
});

describe('only-new', () => {
  const sha = 'b'.repeat(40);
  it('takes the base commit of pull requests and merge queues, and nothing elsewhere', () => {
    expect(onlyNewOf({ name: 'pull_request', payload: { pull_request: { base: { sha } } } })).toEqual({ base: sha });
    expect(onlyNewOf({ name: 'pull_request_target', payload: { pull_request: { base: { sha } } } })).toEqual({
      base: sha,
    });
    expect(onlyNewOf({ name: 'merge_group', payload: { merge_group: { base_sha: sha } } })).toEqual({ base: sha });
    expect(onlyNewOf({ name: 'push', payload: { before: sha } })).toBeUndefined();
    expect(
      onlyNewOf({ name: 'pull_request', payload: { pull_request: { base: { sha: '--upload-pack=x' } } } }),
    ).toEqual({
      unreadable: 'the pull_request event names no base commit',
    });
  });

  it("takes the base the runner was given (the command line's) over the event, and checks it again", () => {
    expect(onlyNewOf({ name: '', payload: {}, base: { base: 'origin/main' } })).toEqual({ base: 'origin/main' });
    expect(onlyNewOf({ name: 'push', payload: {}, base: { unreadable: 'none given' } })).toEqual({
      unreadable: 'none given',
    });
    expect(onlyNewOf({ name: '', payload: {}, base: { base: '--upload-pack=x' } })).toEqual({
      unreadable: '"--upload-pack=x" names no commit: it starts with "-"',
    });
  });
});
