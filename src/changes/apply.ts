/**
 * Sends the planned changes, several at a time. One failure does not stop the others: each
 * version gets its own result, so a partial batch is reported exactly and a re-run converges.
 */
import type { ModuleAddress, ModuleRegistry } from '../model.ts';
import { errorMessage } from '../report.ts';
import { mapConcurrent } from './concurrency.ts';
import { toDesired, type Change } from './plan.ts';

export type ApplyResult =
  { readonly ok: true; readonly deprecationId?: string } | { readonly ok: false; readonly error: string };

export interface ApplyOptions {
  /** Requests in flight at once; the transport's rate limiter paces them further. */
  readonly concurrency: number;
  readonly onResult?: (change: Change, result: ApplyResult) => void;
}

export async function applyChanges(
  client: Pick<ModuleRegistry, 'setDeprecation'>,
  organization: string,
  module: ModuleAddress,
  changes: readonly Change[],
  options: ApplyOptions,
): Promise<Map<string, ApplyResult>> {
  const toSend = changes.filter((c) => c.kind !== 'unchanged');
  const results = await mapConcurrent(toSend, options.concurrency, async (change) => {
    const desired = toDesired(change.after);
    let result: ApplyResult;
    try {
      const answer = await client.setDeprecation(organization, module, change.version, desired);
      result = { ok: true, ...(answer.deprecationId !== undefined && { deprecationId: answer.deprecationId }) };
    } catch (error) {
      result = { ok: false, error: errorMessage(error) };
    }
    options.onResult?.(change, result);
    return [change.version, result] as const;
  });
  return new Map(results);
}
