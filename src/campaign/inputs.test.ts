import { describe, expect, it } from 'vitest';
import { cliCommand, modeInputs, parsed } from '../../test/support/settings.ts';
import { InputError } from '../inputs/errors.ts';
import { CLI_WORDS } from '../wording.ts';
import { parse as parseCampaign } from './inputs.ts';

const base = { status: 'campaign', source: 'acme/vpc/aws', token: 'tfe-token', 'github-token': 'ghs_app' };
const ENV = { GITHUB_REPOSITORY_OWNER: 'acme', GITHUB_API_URL: 'https://api.github.com' };

const parse = (inputs: Record<string, string>, env: Record<string, string> = ENV) =>
  parsed(parseCampaign, modeInputs(inputs, { env }));

function problems(inputs: Record<string, string>, env: Record<string, string> = ENV): string[] {
  try {
    parse(inputs, env);
  } catch (error) {
    if (error instanceof InputError) return [...error.problems];
    throw error;
  }
  throw new Error('expected an InputError');
}

describe('the campaign’s inputs', () => {
  it('reads one module, the workflow’s owner, the bound and the GitHub API', () => {
    expect(parse(base)).toMatchObject({
      kind: 'campaign',
      organization: 'acme',
      pattern: { namespace: 'acme', name: 'vpc', provider: 'aws' },
      repositories: { owners: ['acme'], include: ['acme/*'], exclude: [] },
      github: { token: 'ghs_app', apiUrl: 'https://api.github.com' },
      pullRequestsLimit: 20,
      codeSearch: false,
      dryRun: false,
    });
  });

  it('takes a pattern as the report does, its namespace the organization', () => {
    const request = parse({ ...base, source: '*/*/aws', organization: 'acme', repositories: 'acme\n!acme/old-*' });
    expect(request.pattern).toEqual({ namespace: 'acme', name: '*', provider: 'aws' });
    expect(request.repositories.exclude).toEqual(['acme/old-*']);
    expect(parse({ ...base, source: 'app.terraform.io/acme/vpc/aws' }).service.host).toBe('app.terraform.io');
  });

  it('says every mistake at once, naming each input, before any request', () => {
    expect(
      problems(
        {
          status: 'campaign',
          token: 'tfe-token',
          'github-token': 'two words',
          repositories: '-x',
          'pull-requests-limit': '-1',
        },
        { GITHUB_API_URL: 'http://github.example.com' },
      ),
    ).toEqual([
      'Input `pull-requests-limit` must be a whole number from 0 to 1000, got "-1".',
      'Input `source` is required with `status: campaign`: the module whose calls to move, such as acme/vpc/aws, or a pattern such as acme/*/aws.',
      'Input `organization` is required with `status: campaign` (or the namespace in `module`, or the variable TF_CLOUD_ORGANIZATION).',
      'Input `repositories`: "-x" does not start with an owner GitHub would name so (letters, digits, `-`).',
      '`github-token` must be one token, without spaces or line breaks.',
      'The variable GITHUB_API_URL must use https:// (plain http:// only for a loopback host).',
    ]);
    expect(problems({ ...base, source: 'other/vpc/aws', organization: 'acme' })).toEqual([
      'Input `source` names namespace "other", but the campaign moves calls of organization "acme"\'s private modules: give that, or `*`, as the namespace.',
    ]);
    expect(problems({ ...base }, {})).toEqual([
      'Input `repositories` is required here: an owner (a GitHub organization or user) whose repositories to look in, or OWNER/NAME patterns.',
    ]);
  });

  it('on the command line, takes the GitHub token from GH_TOKEN or GITHUB_TOKEN and names it so', () => {
    const command = cliCommand(['campaign', '--source', 'acme/vpc/aws', '--repositories', 'acme,!acme/x']);
    const inputs = { ...modeInputs({}, { env: { TF_API_TOKEN: 'tfe-token' }, words: CLI_WORDS }), command };
    let message = '';
    try {
      parsed(parseCampaign, inputs);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('GH_TOKEN or GITHUB_TOKEN is required with `campaign`');
    const withToken = {
      ...inputs,
      command: { ...command, settings: { ...command.settings, githubToken: 'gho_x' } },
    };
    expect(parsed(parseCampaign, withToken).repositories).toEqual({
      owners: ['acme'],
      include: ['acme/*'],
      exclude: ['acme/x'],
    });
  });
});
