/**
 * Which versions the user asked for: a list or a constraint, read and checked without loading
 * semver (selection.ts picks the registry's versions, comparing with semver).
 */
import { hasOperator, parseConstraint, type Constraint } from './constraint-syntax.ts';
import { clip, VersionSyntaxError } from './errors.ts';
import { parseVersionText } from './version-text.ts';

/** `1.2.0` and `v1.2.0` (a tag name) both mean 1.2.0; anything else that is not semver is refused. */
function normalizeVersion(raw: string): string {
  const text = raw.trim();
  const parsed = /^v?\d/.test(text) ? parseVersionText(text.replace(/^v/, '')) : null;
  if (parsed === null) {
    throw new VersionSyntaxError(
      `${JSON.stringify(clip(text))} is not a version; expected MAJOR.MINOR.PATCH such as 1.2.0 (a leading v is accepted)`,
    );
  }
  return parsed.version;
}

export type VersionSelector =
  /** Exact versions: normalized, de-duplicated, in the order given. */
  | { readonly kind: 'list'; readonly versions: readonly string[] }
  | { readonly kind: 'constraint'; readonly constraint: Constraint };

/** Human wording of a selector, for logs. */
export function describeSelector(selector: VersionSelector): string {
  return selector.kind === 'list' ? selector.versions.join(', ') : `constraint "${selector.constraint.text}"`;
}

/**
 * A value whose comma- or newline-separated parts are all bare versions is a list; one with an
 * operator in any part is one constraint; one that mixes the two is an error that says so.
 */
export function parseVersionSelector(raw: string): VersionSelector {
  const parts = raw
    .split(/[,\n]/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (parts.length === 0) {
    throw new VersionSyntaxError('is empty; expected versions separated by commas or newlines, or a constraint');
  }
  const withOperator = parts.filter(hasOperator);
  if (withOperator.length === 0) return { kind: 'list', versions: [...new Set(parts.map(normalizeVersion))] };
  const bare = parts.filter((p) => !hasOperator(p));
  if (bare.length > 0) {
    throw new VersionSyntaxError(
      `mixes bare versions (${bare.map((b) => JSON.stringify(clip(b))).join(', ')}) with constraint terms (${withOperator.map((w) => JSON.stringify(clip(w))).join(', ')}); give either a list of versions or one constraint, writing "= 1.2.0" for an exact term`,
    );
  }
  return { kind: 'constraint', constraint: parseConstraint(parts.join(', ')) };
}
