/**
 * The one place the fix reads the gate's suggestion: the version a deprecated call should move
 * to. The judge (judge.ts) chooses it; the fix decides only how to write it.
 */
import type { Verdict } from '../judge.ts';

export function suggestedVersion(verdict: Extract<Verdict, { status: 'deprecated' }>): string | undefined {
  return verdict.suggestion?.version;
}
