/**
 * Which versions the user asked for. Pure: no I/O. Comparison is semver's, not ours.
 */
import semver from 'semver';

/** Thrown for a version text that cannot be used; the caller names the input. */
export class VersionSyntaxError extends Error {
  override name = 'VersionSyntaxError';
}

/** `1.2.0` and `v1.2.0` (a tag name) both mean 1.2.0; anything else that is not semver is refused. */
export function normalizeVersion(raw: string): string {
  const text = raw.trim();
  const parsed = /^v?\d/.test(text) ? semver.parse(text.replace(/^v/, '')) : null;
  if (parsed === null) {
    throw new VersionSyntaxError(
      `${JSON.stringify(clip(text))} is not a version; expected MAJOR.MINOR.PATCH such as 1.2.0 (a leading v is accepted)`,
    );
  }
  return parsed.version;
}

export interface VersionList {
  readonly kind: 'list';
  /** Normalized, de-duplicated, in the order given. */
  readonly versions: readonly string[];
}

export type VersionSelector = VersionList;

/** Splits on commas and newlines; every part must be a bare version. */
export function parseVersionSelector(raw: string): VersionSelector {
  const parts = raw
    .split(/[,\n]/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (parts.length === 0)
    throw new VersionSyntaxError('is empty; expected one version or several separated by commas or newlines');
  const operator = parts.find((p) => /^(=|!=|>=?|<=?|~>)/.test(p));
  if (operator !== undefined) {
    throw new VersionSyntaxError(
      `${JSON.stringify(clip(operator))} is a version constraint; this version of the action takes exact versions only`,
    );
  }
  return { kind: 'list', versions: [...new Set(parts.map(normalizeVersion))] };
}

/** Which registry versions a selector picks, and which requested versions the registry lacks. */
export function selectVersions(
  selector: VersionSelector,
  available: readonly string[],
): { selected: string[]; missing: string[] } {
  const byNormal = new Map<string, string>();
  for (const v of available) {
    const parsed = semver.parse(v.replace(/^v/, ''));
    if (parsed !== null) byNormal.set(parsed.version, v);
  }
  const selected: string[] = [];
  const missing: string[] = [];
  for (const wanted of selector.versions) {
    const found = byNormal.get(wanted);
    if (found === undefined) missing.push(wanted);
    else selected.push(found);
  }
  return { selected, missing };
}

function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
