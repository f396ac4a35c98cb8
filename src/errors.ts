/**
 * Failure causes, read off any error in one place: the registry's and GitHub's errors say them of themselves
 * (`failureReason`, `retryable`, `status`); the modes ask here. Pure.
 */
import type { FailureReason } from './report.ts';

/** The `failure-reason` an error says it stands for (a service without revocation), else the mode's `fallback`. */
export function failureReasonOf(error: unknown, fallback: FailureReason): FailureReason {
  const said = (error as { failureReason?: unknown } | null)?.failureReason;
  return said === 'revocation-unavailable' ? said : fallback;
}

/** Whether running the step again may help: the service was busy or failing (429, 5xx) or never answered. */
export function isTransient(error: unknown): boolean {
  return (error as { retryable?: unknown } | null)?.retryable === true;
}

/** The HTTP status an error carries (the service's or GitHub's answer), if any. */
export function httpStatusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}
