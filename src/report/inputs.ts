/**
 * The inputs of the organization's migration report (`status: report`): the organization, an
 * optional pattern over its modules (`source` or `module`), where to write the report's files,
 * and last run's report for the burn-down. Every mistake is reported at once, each naming its input.
 */
import path from 'node:path';
import type { Command, ModeInputs, Wording } from '../model.ts';
import type { SettingKey } from '../settings/table.ts';
import { initial } from '../wording.ts';
import { InputError } from '../inputs/errors.ts';
import { parseModuleScope } from '../inputs/module-scope.ts';
import { type Connection } from '../connection.ts';
import { runOptionsOf, type RunOptions } from '../inputs/run-options.ts';
import { parseUsageOptions, type UsageOptions } from '../usage/inputs.ts';
import { FILE_LIMITS } from '../files/limits.ts';
import { errorMessage, show, showFile } from '../text.ts';
import { type ModulePattern } from '../module-pattern.ts';
import { parsePreviousReport } from './read-back.ts';
import { fileToWrite, type NamedFile } from '../files/named-file.ts';
import type { PreviousReport } from './data.ts';

export interface ReportRequest extends Connection, RunOptions, UsageOptions {
  readonly kind: 'report';
  readonly organization: string;
  /** Only the modules it names; every private module without it. */
  readonly pattern?: ModulePattern;
  /** Where to write the JSON and CSV: inside the workspace or RUNNER_TEMP, checked before any request. */
  readonly reportFile?: NamedFile;
  readonly reportCsv?: NamedFile;
  /** Last run's report, for the burn-down; undefined when not given or not there yet. */
  readonly previous?: PreviousReport;
  /** `changeRequests: true`: open change requests on the workspaces that use retired versions, at most `limit`. */
  readonly changeRequests?: { readonly limit: number };
  readonly warnings: readonly string[];
}

/** Settings of the other modes that mean nothing here: said, so that nobody thinks they apply. */
const IGNORED: readonly SettingKey[] = ['version', 'reason', 'link', 'revokeOnlyUnused', 'namespace', 'provider'];

export function parse(inputs: ModeInputs): ReportRequest {
  const { command, env, words } = inputs;
  const workspace = env.GITHUB_WORKSPACE || inputs.cwd;
  const readFile = (file: string): Uint8Array => inputs.readFile(file, FILE_LIMITS.previousReport);
  const problems: string[] = [];
  const warnings: string[] = [];
  const { settings } = command;
  const In = (key: SettingKey): string => initial(words.input(key));

  // `source` or `module` narrows the report to the modules a pattern names.
  const { pattern, connection, organization } = parseModuleScope(command, env, problems, words, {
    status: 'report',
    giveOne: 'one pattern, such as acme/*/aws',
    organizationFrom: () => `${words.name('source')} or ${words.name('module')}`,
    ofOrganization: (organization) =>
      `the report lists the private modules of organization ${organization}, whose namespace is the organization's name`,
  });

  // The report's own product: a file it refuses or cannot write is a mistake in the inputs.
  const { roots } = inputs;
  const reportFile = fileToWrite('reportFile', settings.reportFile, roots, problems, words, true);
  const reportCsv = fileToWrite('reportCsv', settings.reportCsv, roots, problems, words, true);
  if (reportFile !== undefined && reportFile.path === reportCsv?.path) {
    problems.push(`${In('reportFile')} and ${words.name('reportCsv')} name the same file: give each its own.`);
  }

  let previous: PreviousReport | undefined;
  const previousFile = settings.previousReport === '' ? undefined : path.resolve(workspace, settings.previousReport);
  if (previousFile !== undefined) {
    let bytes: Uint8Array | undefined;
    try {
      bytes = readFile(previousFile);
    } catch (error) {
      // The first run has no previous report yet: that is a warning, not a mistake.
      if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT') {
        warnings.push(
          `${In('previousReport')}: ${showFile(settings.previousReport)} does not exist (yet), so the report shows no burn-down.`,
        );
      } else {
        problems.push(
          `${In('previousReport')}: ${showFile(settings.previousReport)} cannot be read: ${errorMessage(error)}.`,
        );
      }
    }
    if (bytes !== undefined) {
      const parsed = parsePreviousReport(Buffer.from(bytes).toString('utf8'));
      if ('error' in parsed)
        problems.push(`${In('previousReport')}: ${showFile(settings.previousReport)} ${parsed.error}.`);
      else if (organization !== '' && parsed.organization.toLowerCase() !== organization.toLowerCase()) {
        problems.push(
          `${In('previousReport')} is a report of organization ${show(parsed.organization)}, not ${show(organization)}.`,
        );
      } else previous = parsed;
    }
  }

  const ignored = IGNORED.filter((key) => command.given(key));
  if (ignored.length > 0) {
    warnings.push(
      `${initial(words.inputs(ignored))} ${ignored.length === 1 ? 'has' : 'have'} no effect with ${words.setting('status', 'report')}, which reports every version of every module it names.`,
    );
  }
  const runOptions = runOptionsOf(settings);
  const usage = parseUsageOptions(command, problems, words);
  const changeRequests = parseChangeRequestOptions(command, usage.usage, problems, warnings, words);
  if (problems.length > 0) throw new InputError(problems);
  return {
    kind: 'report',
    ...connection,
    ...runOptions,
    ...usage,
    organization,
    ...(pattern !== undefined && { pattern }),
    ...(reportFile !== undefined && { reportFile }),
    ...(reportCsv !== undefined && { reportCsv }),
    ...(previous !== undefined && { previous }),
    ...(changeRequests !== undefined && { changeRequests }),
    warnings,
  };
}

/** `changeRequests` and `changeRequestsLimit`; undefined when change requests are not asked for. */
function parseChangeRequestOptions(
  command: Command,
  usage: UsageOptions['usage'],
  problems: string[],
  warnings: string[],
  words: Wording,
): { limit: number } | undefined {
  const wanted = command.settings.changeRequests;
  if (command.given('changeRequestsLimit') && !wanted) {
    warnings.push(
      `${initial(words.input('changeRequestsLimit'))} has no effect without ${words.setting('changeRequests', 'true')}.`,
    );
  }
  if (!wanted) return undefined;
  if (usage === 'off') {
    problems.push(
      `${initial(words.setting('changeRequests', 'true'))} needs usage, to know which workspaces use each version: leave ${words.name('usage')} unset or ${words.setting('usage', 'auto')}.`,
    );
  }
  return { limit: command.settings.changeRequestsLimit };
}
