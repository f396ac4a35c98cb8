/**
 * Usage for one run: asks Explorer once per module (when `usage` allows); under `auto`, says once why it could not, stops
 * asking that organization, and goes on. Under `required` (`usage: true`, or a safe revoke) it fails instead.
 */
import {
  usageAccessHint,
  type Log,
  type ModuleAddress,
  type OrganizationUsage,
  type OrganizationUsageReader,
  type Usage,
  type UsageLookup,
  type UsageMode,
  type UsageReader,
  type Wording,
} from '../model.ts';
import { initial } from '../wording.ts';
import { type Report } from '../report.ts';
import type { UsageOptions } from './inputs.ts';
import { errorMessage, plural, show } from '../text.ts';
import { moduleName } from '../address.ts';

/** A module's key in a preloaded organization: as OrganizationUsage keys it, in lower case. */
const moduleKey = (m: ModuleAddress): string => moduleName(m).toLowerCase();

/** Usage was required and could not be read. */
export class UsageUnavailableError extends Error {
  override name = 'UsageUnavailableError';
}

/** Whether an error is Explorer refusing the token (the client marks it so). */
const refusedAccess = (error: unknown): boolean =>
  (error as { usageAccessRefused?: unknown } | null)?.usageAccessRefused === true;

/** Whether a refusal's message already says what access is needed (the client marks it so). */
const saysWhatAccess = (error: unknown): boolean =>
  (error as { saysWhatAccess?: unknown } | null)?.saysWhatAccess === true;

export class UsageSource implements UsageLookup {
  readonly mode: UsageMode;
  private readonly reader: UsageReader;
  private readonly log: Pick<Log, 'info'>;
  private readonly words: Wording;
  /**
   * Organizations whose Explorer refused the token or failed after every retry: not asked again, so that a policy of
   * many modules is not held up a retry budget per module. Per organization: a token may read one and not another.
   */
  private readonly givenUp = new Set<string>();
  /** Usage read for a whole organization at once (`preload`): per organization, per module key. */
  private readonly preloaded = new Map<string, ReadonlyMap<string, Usage>>();
  /** Why usage was not read, per organization given up, as the user wrote its name. */
  private readonly reasons = new Map<string, string>();

  constructor(mode: UsageMode, reader: UsageReader, log: Pick<Log, 'info'>, words: Wording) {
    this.mode = mode;
    this.reader = reader;
    this.log = log;
    this.words = words;
  }

  get enabled(): boolean {
    return this.mode !== 'off';
  }

  /** The usage of a module's versions; undefined when it was not read. */
  async read(organization: string, module: ModuleAddress, required = false): Promise<Usage | undefined> {
    if (!this.enabled) return undefined;
    const mustHave = required || this.mode === 'required';
    const key = organization.toLowerCase();
    if (this.givenUp.has(key) && !mustHave) return undefined;
    // A safe revoke reads its module on its own, as it always has: the one read it relies on.
    const preloaded = required ? undefined : this.preloaded.get(key)?.get(moduleKey(module));
    if (preloaded !== undefined) return preloaded;
    try {
      return await this.reader.listUsage(organization, module);
    } catch (error) {
      // What access is needed, and which input to set, is said once: by the refusal where it says it.
      const why = refusedAccess(error)
        ? `Explorer refused the token: ${errorMessage(error)}${saysWhatAccess(error) ? '' : ` ${usageAccessHint(this.words.input('usageToken'))}`}`
        : `reading Explorer failed: ${errorMessage(error)}`;
      if (mustHave) {
        const name = show(moduleName(module));
        throw new UsageUnavailableError(
          required
            ? `A revoke of unused versions only needs usage, and it could not be read, so no version of ${name} was changed: ${why}`
            : `${initial(this.words.input('usage'))} is true, but workspace usage could not be read, so no version of ${name} was changed: ${why}`,
        );
      }
      if (!this.givenUp.has(key)) {
        this.givenUp.add(key);
        this.reasons.set(organization, why);
        this.log.info(`Workspace usage of organization ${show(organization)} was not read: ${why}`);
      }
      return undefined;
    }
  }

  /**
   * One Explorer read for many modules of an organization (a policy's pattern would otherwise ask once per module). A
   * failure preloads nothing: each module is then read on its own, and its failure reported as `read` reports it.
   */
  async preload(
    organization: string,
    modules: readonly ModuleAddress[],
    reader: OrganizationUsageReader,
  ): Promise<void> {
    const key = organization.toLowerCase();
    if (!this.enabled || modules.length === 0 || this.givenUp.has(key) || this.preloaded.has(key)) return;
    let read: OrganizationUsage;
    try {
      read = await reader.listOrganizationUsage(organization, modules);
    } catch {
      return;
    }
    const byModule = new Map<string, Usage>();
    for (const module of modules) byModule.set(moduleKey(module), new Map());
    for (const [name, usage] of read.modules) byModule.set(name.toLowerCase(), usage);
    this.preloaded.set(key, byModule);
  }

  /** The run's one notice, when usage could not be read under `auto`: every organization given up, each with why. */
  get notice(): string | undefined {
    if (this.reasons.size === 0) return undefined;
    const each = [...this.reasons].map(([organization, why]) => `${show(organization)}: ${why}`);
    return `Workspace usage was not read for ${plural(this.reasons.size, 'organization')}, whose versions show no workspaces. ${each.join(' ')} Set ${this.words.setting('usage', 'false')} to not ask.`;
  }
}

/** The run's usage source: under the request's `usage` input, or off for a mode without one. */
export function usageSource(
  options: UsageOptions | undefined,
  reader: UsageReader,
  log: Pick<Log, 'info'>,
  words: Wording,
): UsageSource {
  return new UsageSource(options?.usage ?? 'off', reader, log, words);
}

/** The report with the run's one notice that usage was not read, said once whichever module met it. */
export function withUsageNotice(report: Report, usage: UsageSource): Report {
  if (usage.notice === undefined) return report;
  const notice = { level: 'notice' as const, title: 'Workspace usage not read', message: usage.notice };
  return { ...report, annotations: [...report.annotations, notice] };
}
