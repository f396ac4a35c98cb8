/**
 * What Terraform's version constraints mean, mapped onto semver's comparison (constraint-syntax.ts
 * reads them). Missing minor and patch parts count as zero. `~>` lets only the right-most given part
 * grow: `~> 1.2` is `>= 1.2.0, < 2.0.0`; `~> 1.2.0` is `>= 1.2.0, < 1.3.0`; `~> 1` is `>= 1.0.0`, as
 * Terraform's module installer (go-version) reads it. As in Terraform, a prerelease matches only `=` naming it.
 */
import * as semver from './semver.ts';
import type { Constraint, ConstraintTerm } from './constraint-syntax.ts';

function satisfiesTerm(version: semver.SemVer, term: ConstraintTerm): boolean {
  const cmp = semver.compare(version, term.version);
  switch (term.operator) {
    case '=':
      return cmp === 0;
    case '!=':
      return cmp !== 0;
    case '>':
      return cmp > 0;
    case '>=':
      return cmp >= 0;
    case '<':
      return cmp < 0;
    case '<=':
      return cmp <= 0;
    case '~>': {
      const base = semver.parse(term.version) as semver.SemVer;
      // The right-most written part may grow; the parts before it are fixed.
      if (term.parts === 1) return cmp >= 0;
      const ceiling = term.parts === 3 ? `${base.major}.${base.minor + 1}.0` : `${base.major + 1}.0.0`;
      return cmp >= 0 && semver.compare(version, ceiling) < 0;
    }
  }
}

/** Whether a version satisfies every term of a constraint, with Terraform's prerelease rule. */
export function satisfies(version: string, constraint: Constraint): boolean {
  const parsed = semver.parse(version);
  if (parsed === null) return false;
  if (parsed.prerelease.length > 0) {
    const named = constraint.terms.some((t) => t.operator === '=' && semver.compare(parsed, t.version) === 0);
    if (!named) return false;
  }
  return constraint.terms.every((term) => satisfiesTerm(parsed, term));
}
