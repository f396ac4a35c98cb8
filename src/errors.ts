/**
 * Failure causes, read off any error in one place: the `failure-reason` it stands for, whether
 * running the step again may help, and the HTTP status it carries. The registry's and GitHub's
 * errors say these of themselves (`failureReason`, `retryable`, `status`); the modes ask here.
 * Pure.
 */
import type { FailureReason } from './report.ts';

/**
 * The `failure-reason` of a run that stopped on an error: the one the error says it stands for
 * (a service without revocation), else the mode's `fallback` for what it could not account for.
 * Every mode chooses it here.
 */
export function failureReasonOf(error: unknown, fallback: FailureReason): FailureReason {
  const said = (error as { failureReason?: unknown } | null)?.failureReason;
  return said === 'revocation-unavailable' ? said : fallback;
}

/**
 * Whether running the step again may get past an error: the service was busy or failing (429,
 * 5xx) or never answered. A refusal (another 4xx) or a version that does not exist stays as it is.
 */
export function isTransient(error: unknown): boolean {
  return (error as { retryable?: unknown } | null)?.retryable === true;
}

/** The HTTP status an error carries (the service's or GitHub's answer), if any. */
export function httpStatusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}
