/**
 * The single-module mode's request: one module, which of its versions, and what to do with them
 * (the command). Every setting is checked before any request; every mistake found is reported at
 * once, each naming its setting.
 */
import { parseModuleSource, redactUserinfo } from '../address.ts';
import type { ModeInputs, ModuleAddress, Status, Target } from '../model.ts';
import type { SettingKey } from '../settings/table.ts';
import { InputError } from '../inputs/errors.ts';
import { parseDeprecationText, parseKeepLatest, parseKeepReasons, parsePart } from '../inputs/fields.ts';
import { parseConnection, type Connection } from '../connection.ts';
import { runOptionsOf, type RunOptions } from '../inputs/run-options.ts';
import { statusOf, type CommandName } from '../settings/commands.ts';
import { parseVersionSelector, type VersionSelector } from '../versions/selector.ts';
import { VersionSyntaxError } from '../versions/errors.ts';
import { releaseFromEvent, withoutTagPrefix, type ReleaseInfo } from './release.ts';
import { parseUsageOptions, type UsageOptions } from '../usage/inputs.ts';
import { show } from '../text.ts';
import { initial, names } from '../wording.ts';
import { workflowFileOf } from './workflow-file.ts';
import { fileToWrite, type NamedFile } from '../files/named-file.ts';

export interface SingleRequest extends Connection, RunOptions, UsageOptions {
  readonly kind: 'single';
  readonly organization: string;
  readonly module: ModuleAddress;
  readonly versions: VersionSelector;
  /** What the `status` input asks of the versions selected. */
  readonly status: Status;
  /** Where the selected versions go; undefined in check mode. */
  readonly target: Target | undefined;
  readonly failOnDeprecated: boolean;
  /** With `check`: a revoked version fails the step, even where `failOnDeprecated` is false. */
  readonly failOnRevoked: boolean;
  /**
   * The command whose own default makes retired versions only warn, and which of the two
   * settings it sets so, where the person gave neither (the command line's `usage` reports).
   */
  readonly warnsByDefault?: WarnsByDefault;
  /** With `deprecated` or `revoked`: the N newest released versions are left alone. */
  readonly keepLatest: number;
  /** With `deprecated` or `revoked`: versions already there keep their reason and link (`keepReasons`). */
  readonly keepReasons: boolean;
  /** The release that started the run, when a `release` event did. */
  readonly release?: ReleaseInfo;
  /** With `deprecated` or `revoked` on a prerelease: change nothing (`skip`), or go ahead. */
  readonly onPrerelease: 'skip' | 'deprecate';
  /** With `revoked`: revoke only the selected versions no workspace uses; deprecate the others. */
  readonly revokeOnlyUnused: boolean;
  /** With `check`: where to write the SARIF log of the deprecated and revoked versions (`sarifFile`). */
  readonly sarifFile?: NamedFile;
  /** With `sarifFile`: the workflow file that ran the step, where the log places its results. */
  readonly workflowFile?: string;
  /** Things worth a warning that do not stop the step. */
  readonly warnings: readonly string[];
}

const MAX_VERSION_INPUT_LENGTH = 10_000;

/** The settings that make a retired version fail a check. */
const FAIL_ON = ['failOnDeprecated', 'failOnRevoked'] as const;

/** Retired versions that only warn by a command's own default: the command, and the settings it sets so. */
export interface WarnsByDefault {
  readonly command: CommandName;
  readonly keys: readonly (typeof FAIL_ON)[number][];
}

/** The mode's request, from the inputs and the release event that started the run. */
export function parse(inputs: ModeInputs): SingleRequest {
  const { command, env, words } = inputs;
  const event = inputs.event();
  const problems: string[] = [];
  const warnings: string[] = [];
  const { settings } = command;
  // A setting as a sentence starts with it: "Input `version`", "--version".
  const In = (key: SettingKey): string => initial(words.input(key));

  const status = (statusOf(command.name) ?? 'check') as Status;
  const release = event !== undefined ? releaseFromEvent(event.name, event.payload) : undefined;

  // Where: `source` may carry the host; the `hostname` input and TF_HOSTNAME come next.
  const sourceRaw = settings.source;
  let source: ReturnType<typeof parseModuleSource> | undefined;
  if (sourceRaw !== '') {
    try {
      source = parseModuleSource(sourceRaw);
    } catch (error) {
      problems.push(`${In('source')} ${(error as Error).message}, got ${show(redactUserinfo(sourceRaw))}.`);
    }
    const conflicting = (['module', 'provider', 'namespace'] as const).filter((key) => command.given(key));
    if (conflicting.length > 0) {
      problems.push(
        `${In('source')} cannot be combined with ${names(words, conflicting)}: give either ${words.name('source')} or the separate parts.`,
      );
    }
  }

  const connection = parseConnection(
    command,
    env,
    problems,
    words,
    source?.host !== undefined ? { host: source.host, from: `The host in ${words.name('source')}` } : undefined,
  );
  const { service } = connection;
  if (source?.host !== undefined && source.host !== service.host.toLowerCase() && source.host !== service.hostname) {
    problems.push(
      `${In('source')} names host ${show(source.host)} but the service is ${show(service.host)}: make ${words.name('hostname')} and ${words.name('source')} agree.`,
    );
  }

  // What: organization, then the module's parts.
  // A namespace written in `source` names the organization more precisely than a variable set for
  // a whole workflow: the private registry's namespace is its organization.
  const organizationRaw = settings.organization || source?.module.namespace || env.TF_CLOUD_ORGANIZATION?.trim() || '';
  const organization =
    organizationRaw === ''
      ? (problems.push(
          `${In('organization')} is required (or the variable TF_CLOUD_ORGANIZATION, or ${words.name('source')}).`,
        ),
        '')
      : parsePart('organization', 'organization', organizationRaw, problems, words);

  let module: ModuleAddress = source?.module ?? { namespace: '', name: '', provider: '' };
  if (sourceRaw === '') {
    const name = settings.module;
    const provider = settings.provider;
    if (name === '')
      problems.push(`${In('module')} is required (or give ${words.name('source')}): the module name, e.g. vpc.`);
    if (provider === '')
      problems.push(`${In('provider')} is required (or give ${words.name('source')}): the module provider, e.g. aws.`);
    const namespace = settings.namespace || organization;
    module = {
      // With no organization there is no default namespace, and that is already reported.
      namespace: namespace ? parsePart('namespace', 'namespace', namespace, problems, words) : '',
      name: name === '' ? '' : parsePart('module', 'module', name, problems, words),
      provider: provider === '' ? '' : parsePart('provider', 'provider', provider, problems, words),
    };
  }
  // The management API addresses a private module as organization/namespace and answers 404 when
  // they differ: say so now instead of after the read.
  if (
    status !== 'check' &&
    organization !== '' &&
    module.namespace !== '' &&
    organization.toLowerCase() !== module.namespace.toLowerCase()
  ) {
    problems.push(
      `${In('organization')} (${show(organization)}) and the module's namespace (${show(module.namespace)}) differ: a private module's namespace is its organization, and the service refuses changes to it from another organization.`,
    );
  }

  // Which versions. A monorepo's tag (`vpc-v2.0.0`) counts as its version on a release with that prefix.
  const versionRaw = withoutTagPrefix(settings.version, release);
  let versions: VersionSelector = { kind: 'list', versions: [] };
  if (versionRaw.trim() === '') {
    problems.push(
      `${In('version')} is required: one version, several separated by commas or newlines, or a constraint such as "< 2.0.0".`,
    );
  } else if (versionRaw.length > MAX_VERSION_INPUT_LENGTH) {
    problems.push(`${In('version')} must be at most ${MAX_VERSION_INPUT_LENGTH} characters.`);
  } else if (/^\s*(all|any|every|\*)\s*$/i.test(versionRaw)) {
    problems.push(
      `${In('version')} must name versions, got ${show(versionRaw.trim())}. Did you mean the constraint ">= 0.0.0", which selects every released version (${words.name('keepLatest')} still protects the newest)?`,
    );
  } else {
    try {
      versions = parseVersionSelector(versionRaw);
    } catch (error) {
      if (!(error instanceof VersionSyntaxError)) throw error;
      const tagged = /[A-Za-z][\w./-]*-v?\d/.test(versionRaw)
        ? ' A tag prefix such as `vpc-v` is read only on a release event whose tag has the same prefix.'
        : '';
      problems.push(`${In('version')}: ${error.message}.${tagged}`);
    }
  }

  const { reason, link } = parseDeprecationText(command, status, problems, warnings, words);
  const { failOnDeprecated, failOnRevoked, onPrerelease, revokeOnlyUnused } = settings;
  const defaulted = FAIL_ON.filter((key) => !settings[key] && !command.given(key));
  const options = runOptionsOf(settings);
  const keepLatest = parseKeepLatest(command, status, warnings, words);
  const keepReasons = parseKeepReasons(command, status, warnings, words);
  const usageOptions = parseUsageOptions(command, problems, words);
  if (revokeOnlyUnused && status !== 'revoked') {
    warnings.push(
      `${In('revokeOnlyUnused')} is used only with ${words.setting('status', 'revoked')}; ignored for ${status}.`,
    );
  } else if (revokeOnlyUnused && usageOptions.usage === 'off') {
    problems.push(
      `${In('revokeOnlyUnused')} needs to know who uses each version, but ${words.name('usage')} is false: remove one of them.`,
    );
  }

  // A check's findings have no file of their own: the log places them at the workflow file.
  const sarifRaw = settings.sarifFile;
  const workflowFile = workflowFileOf(env);
  // Checked before any request: a path the action refuses to write is a mistake in the inputs.
  const sarifFile = status === 'check' ? fileToWrite('sarifFile', sarifRaw, inputs.roots, problems, words) : undefined;
  if (sarifRaw !== '' && status !== 'check') {
    warnings.push(
      `${In('sarifFile')} is used only with ${words.setting('status', 'check')} or ${words.name('configDirectory')}; ignored for ${status}.`,
    );
  }

  if (problems.length > 0) throw new InputError(problems);

  const target: Target | undefined =
    status === 'deprecated' || status === 'revoked'
      ? { to: status, reason, link, ...(keepReasons && { keepReasons }) }
      : status === 'undeprecated'
        ? { to: 'active' }
        : status === 'unrevoked'
          ? { to: 'unrevoked' }
          : undefined;
  return {
    kind: 'single',
    ...connection,
    organization,
    module,
    versions,
    status,
    target,
    ...options,
    failOnDeprecated,
    failOnRevoked,
    ...(defaulted.length > 0 && { warnsByDefault: { command: command.name, keys: defaulted } }),
    keepLatest,
    keepReasons,
    ...(release !== undefined && { release }),
    onPrerelease,
    ...usageOptions,
    revokeOnlyUnused: revokeOnlyUnused && status === 'revoked',
    ...(sarifFile !== undefined && { sarifFile }),
    ...(sarifFile !== undefined && workflowFile !== undefined && { workflowFile }),
    warnings,
  };
}
