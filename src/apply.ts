/**
 * Sends the planned changes, several at a time. One failure does not stop the others: each
 * version gets its own result, so a partial batch is reported exactly and a re-run converges.
 */
import type { ModuleAddress } from './registry/address.ts';
import type { RegistryClient } from './registry/client.ts';
import { toDesired, type Change } from './plan.ts';

export type ApplyResult =
  { readonly ok: true; readonly deprecationId?: string } | { readonly ok: false; readonly error: string };

export interface ApplyOptions {
  /** Requests in flight at once; the transport's rate limiter paces them further. */
  readonly concurrency: number;
  readonly onResult?: (change: Change, result: ApplyResult) => void;
}

/** Runs `task` over `items` with at most `concurrency` running at once, keeping input order. */
export async function mapConcurrent<T, R>(
  items: readonly T[],
  concurrency: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
  return results;
}

export async function applyChanges(
  client: RegistryClient,
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
      result = { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
    options.onResult?.(change, result);
    return [change.version, result] as const;
  });
  return new Map(results);
}
