/**
 * Reads the registry back until every change shows, or time runs out: the read APIs may lag behind the management
 * API. One list read per poll (and one module read when revocation changed) covers a whole batch.
 */
import type { ReadOptions, VersionState } from '../model.ts';
import { shows, type Expected } from './plan.ts';
import { errorMessage } from '../text.ts';

interface VerifyOptions {
  readonly timeoutMs: number;
  readonly onPoll?: (pending: number, attempt: number) => void;
}

export interface VerifyResult {
  /** Per version: whether the read API showed the desired state. */
  readonly verified: ReadonlyMap<string, boolean>;
  /** What the read APIs showed last for every version listed, expected or not. */
  readonly lastSeen: ReadonlyMap<string, VersionState>;
  readonly lastError?: string;
}

/** How long past the deadline a read may retry: the last read lands on it; one transient error should not end it. */
export const READ_GRACE_MS = 2_000;

export async function verifyChanges(
  /** One read of the module; given the deadline, so that a failing read does not retry past it. */
  readVersions: (options: ReadOptions) => Promise<readonly VersionState[]>,
  expected: ReadonlyMap<string, Expected>,
  options: VerifyOptions,
): Promise<VerifyResult> {
  const verified = new Map([...expected.keys()].map((v) => [v, false]));
  const lastSeen = new Map<string, VersionState>();
  const deadline = Date.now() + options.timeoutMs;
  // The pause between reads doubles from half a second up to 4 s.
  let interval = 500;
  let lastError: string | undefined;
  for (let attempt = 1; ; attempt++) {
    try {
      const states = await readVersions({ deadline: Math.max(deadline, Date.now() + READ_GRACE_MS) });
      lastError = undefined;
      for (const state of states) {
        lastSeen.set(state.version, state);
        const want = expected.get(state.version);
        if (want !== undefined && shows(state, want)) verified.set(state.version, true);
      }
    } catch (error) {
      lastError = errorMessage(error);
    }
    const pending = [...verified.values()].filter((ok) => !ok).length;
    options.onPoll?.(pending, attempt);
    const remaining = deadline - Date.now();
    if (pending === 0 || remaining <= 0) break;
    // The last pause is cut short so that one final read lands at the deadline.
    await new Promise((resolve) => setTimeout(resolve, Math.min(interval, remaining)));
    interval = Math.min(interval * 2, 4_000);
  }
  return { verified, lastSeen, ...(lastError !== undefined && { lastError }) };
}
