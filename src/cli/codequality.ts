/** GitLab Code Quality (its subset of Code Climate's format) from a run's annotations: an MR shows each at its line. */
import { createHash } from 'node:crypto';
import type { Annotation } from '../report.ts';

interface CodeQualityIssue {
  readonly description: string;
  readonly check_name: string;
  readonly fingerprint: string;
  readonly severity: 'info' | 'minor' | 'major' | 'critical' | 'blocker';
  readonly location: { readonly path: string; readonly lines: { readonly begin: number } };
}

const SEVERITY = { error: 'major', warning: 'minor', notice: 'info' } as const;

/** A stable name per kind of finding, which GitLab groups by. */
function checkName(a: Annotation): string {
  const title = a.title ?? '';
  if (/ is revoked$/.test(title)) return 'tfe-module-lifecycle/revoked-version';
  if (/ is deprecated$/.test(title)) return 'tfe-module-lifecycle/deprecated-version';
  return `tfe-module-lifecycle/${a.level}`;
}

/**
 * Findings without a file (a check of a module named by flags, a service failure) are placed in the pipeline's
 * configuration file (GitLab's CI_CONFIG_PATH), where the check was asked for. `place` gives a finding's file from the
 * repository's top level, as GitLab reads it, or undefined outside the repository (then placed as one without a file).
 */
export function codeQualityIssues(
  annotations: readonly Annotation[],
  warnings: readonly string[],
  fallbackPath: string,
  place: (file: string) => string | undefined = (file) => file,
): CodeQualityIssue[] {
  const all: Annotation[] = [...annotations, ...warnings.map((message) => ({ level: 'warning' as const, message }))];
  const seen = new Map<string, number>();
  const fallback = fallbackPath.replace(/\\/g, '/').replace(/^\.\//, '');
  return all.map((a) => {
    const placed = a.file === undefined ? undefined : place(a.file);
    const path = placed?.replace(/\\/g, '/').replace(/^\.\//, '') ?? fallback;
    const outside =
      a.file !== undefined && placed === undefined
        ? ` (at ${a.file}${a.line !== undefined ? `:${a.line}` : ''}, outside the repository)`
        : '';
    const description = `${a.title !== undefined ? `${a.title}: ${a.message}` : a.message}${outside}`;
    const name = checkName(a);
    // The same finding at the same place keeps its fingerprint from run to run; twins get a count.
    const key = [name, path, a.line ?? '', description].join('\u0000');
    const twin = seen.get(key) ?? 0;
    seen.set(key, twin + 1);
    const fingerprint = createHash('sha256').update(`${key}\u0000${twin}`).digest('hex').slice(0, 32);
    return {
      description: description.replace(/\s*\r?\n\s*/g, ' '),
      check_name: name,
      fingerprint,
      severity: SEVERITY[a.level],
      location: { path, lines: { begin: placed !== undefined ? (a.line ?? 1) : 1 } },
    };
  });
}
