/**
 * The modules an organization-wide command works on (the report, the campaign): a pattern in `source` or `module`
 * (`acme/*\/aws`) whose host is the service's and whose namespace names the organization, the connection, and the
 * organization itself. Problems are added to `problems`, each naming its setting. Pure.
 */
import type { Command, Wording } from '../model.ts';
import type { SettingKey } from '../settings/table.ts';
import { initial } from '../wording.ts';
import { parsePart } from './fields.ts';
import { parseConnection, type Connection } from '../connection.ts';
import { AddressError, redactUserinfo } from '../address.ts';
import { show } from '../text.ts';
import { ANY_NAMESPACE, parseModulePattern, type ModulePattern } from '../module-pattern.ts';

/** What each command says in its own words. */
export interface ScopeWords {
  readonly status: 'report' | 'campaign';
  /** After "give", when both settings are given: "one pattern, such as acme/*\/aws". */
  readonly giveOne: string;
  /** Why a pattern is required, when it is (the campaign); optional where absent. */
  readonly required?: string;
  /** The settings whose namespace may name the organization instead. */
  readonly organizationFrom: (patternKey: SettingKey) => string;
  /** After "but", where the pattern's namespace is another organization's. */
  readonly ofOrganization: (organization: string) => string;
}

export interface ModuleScope {
  readonly patternKey: 'source' | 'module';
  /** Undefined where none was given (every module) or it is wrong (then a problem says why). */
  readonly pattern?: ModulePattern;
  readonly connection: Connection;
  readonly organization: string;
}

export function parseModuleScope(
  command: Command,
  env: Readonly<Record<string, string | undefined>>,
  problems: string[],
  words: Wording,
  says: ScopeWords,
): ModuleScope {
  const { settings } = command;
  const In = (key: SettingKey): string => initial(words.input(key));
  const [patternKey, patternRaw] =
    settings.source !== '' ? (['source', settings.source] as const) : (['module', settings.module] as const);
  let parsed: ReturnType<typeof parseModulePattern> | undefined;
  if (settings.source !== '' && settings.module !== '') {
    problems.push(`${In('source')} cannot be combined with ${words.name('module')}: give ${says.giveOne}.`);
  } else if (patternRaw === '') {
    if (says.required !== undefined) {
      problems.push(`${In('source')} is required with ${words.setting('status', says.status)}: ${says.required}.`);
    }
  } else {
    try {
      // `*` as the namespace means the organization, whatever its name.
      parsed = parseModulePattern(patternRaw, { namespaceWildcard: true });
    } catch (error) {
      if (!(error instanceof AddressError)) throw error;
      problems.push(`${In(patternKey)} ${error.message}, got ${show(redactUserinfo(patternRaw))}.`);
    }
  }
  // A host in the pattern is the service's, as in a module's `source`.
  const host = parsed?.host;
  const connection = parseConnection(
    command,
    env,
    problems,
    words,
    host !== undefined ? { host, from: `The host in ${words.name(patternKey)}` } : undefined,
  );
  const { service } = connection;
  if (host !== undefined && host !== service.host.toLowerCase() && host !== service.hostname) {
    problems.push(
      `${In(patternKey)} names host ${show(host)} but the service is ${show(service.host)}: make ${words.name('hostname')} and ${words.name(patternKey)} agree.`,
    );
  }
  const namespace = parsed !== undefined && parsed.pattern.namespace !== ANY_NAMESPACE ? parsed.pattern.namespace : '';
  const organizationRaw = settings.organization || namespace || env.TF_CLOUD_ORGANIZATION?.trim() || '';
  const organization =
    organizationRaw === ''
      ? (problems.push(
          `${In('organization')} is required with ${words.setting('status', says.status)} (or the namespace in ${says.organizationFrom(patternKey)}, or the variable TF_CLOUD_ORGANIZATION).`,
        ),
        '')
      : parsePart('organization', 'organization', organizationRaw, problems, words);
  // A private module's namespace is its organization: another would match nothing.
  if (namespace !== '' && organization !== '' && namespace.toLowerCase() !== organization.toLowerCase()) {
    problems.push(
      `${In(patternKey)} names namespace ${show(namespace)}, but ${says.ofOrganization(show(organization))}: give that, or \`*\`, as the namespace.`,
    );
  }
  return { patternKey, ...(parsed !== undefined && { pattern: parsed.pattern }), connection, organization };
}
