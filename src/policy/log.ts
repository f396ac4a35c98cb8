/** The policy mode's log lines in one place: inputs, modules read, the plan, each module's writes in file order. */
import type { Log, Wording } from '../model.ts';
import { moduleName } from '../address.ts';
import { logInputs, runOptionsLine, serviceLine } from '../inputs/log.ts';
import { usageLine } from '../usage/inputs.ts';
import { formatPlan, type PlannedModule } from './format.ts';
import type { PolicyRequest } from './inputs.ts';
import type { Policy } from './types.ts';
import type { PatternExpansion } from './patterns.ts';
import { plural } from '../text.ts';

type PolicyLog = Pick<Log, 'group' | 'info'>;

export async function logPolicyInputs(log: Log, words: Wording, request: PolicyRequest): Promise<void> {
  await logInputs(log, request.warnings, [
    ['Policy', `${request.policyFile} (${entriesText(request.policy)})`],
    serviceLine(request),
    runOptionsLine(request),
    usageLine(request, words),
  ]);
}

/** "3 modules", "1 module, 2 patterns". */
const entriesText = (policy: Policy): string =>
  [
    ...(policy.modules.length > 0 || policy.patterns.length === 0 ? [plural(policy.modules.length, 'module')] : []),
    ...(policy.patterns.length > 0 ? [plural(policy.patterns.length, 'pattern')] : []),
  ].join(', ');

/** What each pattern took, after the organization's modules were listed. */
export async function logPatterns(log: PolicyLog, expansion: PatternExpansion): Promise<void> {
  await log.group(`Expand ${plural(expansion.taken.length, 'pattern')}`, async () => {
    for (const { entry, modules } of expansion.taken) {
      log.info(
        `  ${entry.source} (line ${entry.line}): ${modules.length === 0 ? 'no module' : `${plural(modules.length, 'module')}: ${modules.map(moduleName).join(', ')}`}`,
      );
    }
  });
}

/** One line per module read: its versions, or why it could not be read. */
export const moduleRead = (log: PolicyLog, address: string, versions: number): void =>
  log.info(`  ${address}: ${versions} versions`);
export const moduleUnread = (log: PolicyLog, address: string, message: string): void =>
  log.info(`  ${address}: ✗ ${message}`);

export async function logPlan(log: PolicyLog, planned: readonly PlannedModule[], heldBack: string | undefined) {
  await log.group('Plan', async () => {
    for (const line of formatPlan(planned)) log.info(line);
  });
  if (heldBack !== undefined) log.info(`Nothing sent: ${heldBack}`);
}

/**
 * Writes buffered groups in a fixed order, each whole: a group waits for those before it, and
 * one write runs at a time, since the runner's `group` yields while its body runs.
 */
export class OrderedGroups {
  private readonly ready = new Map<number, { title: string; lines: readonly string[] }>();
  private next = 0;
  private writing: Promise<void> = Promise.resolve();

  private readonly log: PolicyLog;

  constructor(log: PolicyLog) {
    this.log = log;
  }

  done(index: number, title: string, lines: readonly string[]): Promise<void> {
    this.ready.set(index, { title, lines });
    this.writing = this.writing.then(() => this.flush());
    return this.writing;
  }

  private async flush(): Promise<void> {
    for (let group = this.ready.get(this.next); group !== undefined; group = this.ready.get(this.next)) {
      this.ready.delete(this.next);
      this.next++;
      if (group.lines.length === 0) continue;
      const { lines } = group;
      await this.log.group(group.title, async () => {
        for (const line of lines) this.log.info(line);
      });
    }
  }
}

/** Keeps a module's log lines until they can be written together. */
export class BufferedLog implements PolicyLog {
  readonly lines: string[] = [];
  async group<T>(title: string, body: () => Promise<T>): Promise<T> {
    this.lines.push(`${title}:`);
    return body();
  }
  info(message: string): void {
    this.lines.push(message);
  }
}
