/**
 * The campaign's inputs (`status: campaign`, the command line's `campaign`): the modules (`source`
 * or `module`: one address, or a pattern such as `acme/*\/aws` as the organization report takes
 * it), the repositories to look in, the GitHub token and API, the bound on pull requests opened,
 * code search as a filter, the fix's `fix-major`, and the service. Every mistake at once, each
 * naming its setting, before any request.
 */
import type { ModeInputs } from '../model.ts';
import type { SettingKey } from '../settings/table.ts';
import { initial } from '../wording.ts';
import { InputError } from '../inputs/errors.ts';
import { parseModuleScope } from '../inputs/module-scope.ts';
import { type Connection } from '../connection.ts';
import { parseUsageOptions, type UsageOptions } from '../usage/inputs.ts';
import { show } from '../text.ts';
import { type ModulePattern } from '../module-pattern.ts';
import { parseGithubApiUrl } from '../github/api-url.ts';
import { parseSelection, type RepositorySelection } from './select.ts';

export interface CampaignRequest extends Connection, UsageOptions {
  readonly kind: 'campaign';
  readonly organization: string;
  /** The modules to move calls off, the namespace being the organization's. */
  readonly pattern: ModulePattern;
  readonly repositories: RepositorySelection;
  /** The GitHub token (never logged) and API, checked; the token goes to that host only. */
  readonly github: { readonly token: string; readonly apiUrl: string; readonly tokenFrom: string };
  /** The most pull requests one run opens. */
  readonly pullRequestsLimit: number;
  /** Read only the repositories code search finds the module in. */
  readonly codeSearch: boolean;
  readonly fixMajor: boolean;
  readonly dryRun: boolean;
  readonly requestTimeoutMs: number;
  readonly warnings: readonly string[];
}

/** Settings of the other modes that mean nothing to a campaign: said, so that nobody thinks they apply. */
const IGNORED: readonly SettingKey[] = ['version', 'reason', 'link', 'namespace', 'provider', 'keepLatest'];

export function parse(inputs: ModeInputs): CampaignRequest {
  const { command, env, words } = inputs;
  const { settings } = command;
  const problems: string[] = [];
  const warnings: string[] = [];
  const In = (key: SettingKey): string => initial(words.input(key));

  const { pattern, connection, organization } = parseModuleScope(command, env, problems, words, {
    status: 'campaign',
    giveOne: 'one, such as acme/vpc/aws',
    required: 'the module whose calls to move, such as acme/vpc/aws, or a pattern such as acme/*/aws',
    organizationFrom: (key) => words.name(key),
    ofOrganization: (organization) => `the campaign moves calls of organization ${organization}'s private modules`,
  });

  const owner = env.GITHUB_REPOSITORY_OWNER?.trim() || env.GITHUB_REPOSITORY?.split('/')[0]?.trim() || undefined;
  const selected = parseSelection(settings.repositories, owner);
  for (const { entry, why } of selected.problems) problems.push(`${In('repositories')}: ${show(entry)} ${why}.`);
  if (selected.selection === undefined && selected.problems.length === 0) {
    problems.push(
      `${In('repositories')} is required here: an owner (a GitHub organization or user) whose repositories to look in, or OWNER/NAME patterns.`,
    );
  }

  const github = parseGithub(inputs, problems);
  const ignored = IGNORED.filter((key) => command.given(key));
  if (ignored.length > 0) {
    warnings.push(
      `${initial(words.inputs(ignored))} ${ignored.length === 1 ? 'has' : 'have'} no effect with ${words.setting('status', 'campaign')}, which moves every call of the modules named off deprecated and revoked versions.`,
    );
  }
  const usage = parseUsageOptions(command, problems, words);
  if (problems.length > 0) throw new InputError(problems);
  return {
    kind: 'campaign',
    ...connection,
    ...usage,
    organization,
    pattern: { ...(pattern as ModulePattern), namespace: organization },
    repositories: selected.selection as RepositorySelection,
    github,
    pullRequestsLimit: settings.pullRequestsLimit,
    codeSearch: settings.codeSearch,
    fixMajor: settings.fixMajor,
    dryRun: settings.dryRun,
    requestTimeoutMs: settings.requestTimeout * 1000,
    warnings,
  };
}

/**
 * The GitHub token (`github-token`; the command line's GH_TOKEN or GITHUB_TOKEN, as gh reads them)
 * and API (GITHUB_API_URL, as the runner sets it; api.github.com where unset).
 */
function parseGithub(inputs: ModeInputs, problems: string[]): CampaignRequest['github'] {
  const { command, env, words } = inputs;
  const token = command.settings.githubToken.trim();
  if (token === '') {
    problems.push(
      `${initial(words.name('githubToken'))} is required with ${words.setting('status', 'campaign')}: a token that may write the repositories' contents and pull requests (a GitHub App's installation token).`,
    );
  } else if (/\s/.test(token)) {
    problems.push(`${initial(words.name('githubToken'))} must be one token, without spaces or line breaks.`);
  }
  const api = parseGithubApiUrl(env.GITHUB_API_URL);
  if ('problem' in api) problems.push(`The variable GITHUB_API_URL ${api.problem}.`);
  return { token, apiUrl: 'url' in api ? api.url : '', tokenFrom: words.name('githubToken') };
}
