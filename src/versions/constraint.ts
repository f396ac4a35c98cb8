/**
 * Terraform's version constraint syntax, mapped onto semver. Only the mapping is ours:
 * comparison is the semver library's.
 *
 * A constraint is comma-separated terms: `=`, `!=`, `>`, `>=`, `<`, `<=`, `~>`, or a bare
 * version (same as `=`). Missing minor and patch parts count as zero. `~>` allows only the
 * right-most given part to grow: `~> 1.2` is `>= 1.2.0, < 2.0.0`; `~> 1.2.0` is
 * `>= 1.2.0, < 1.3.0`; `~> 1` is `>= 1.0.0`, as Terraform's module installer (go-version) reads
 * it. As in Terraform, a prerelease matches only an exact `=` term naming it.
 */
import * as semver from './semver.ts';
import { VersionSyntaxError } from './errors.ts';

export type Operator = '=' | '!=' | '>' | '>=' | '<' | '<=' | '~>';

export interface ConstraintTerm {
  readonly operator: Operator;
  /** The version as written, padded to three parts. */
  readonly version: string;
  /** How many of MAJOR.MINOR.PATCH were written; `~>` depends on it. */
  readonly parts: 1 | 2 | 3;
}

export interface Constraint {
  readonly text: string;
  readonly terms: readonly ConstraintTerm[];
}

const TERM = /^(=|!=|>=|<=|>|<|~>)?\s*v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/;

/** True when the text reads as a constraint rather than a bare version. */
export function hasOperator(text: string): boolean {
  return /^\s*(=|!=|>=|<=|>|<|~>)/.test(text);
}

export function parseConstraint(text: string): Constraint {
  const raw = text.split(',').map((t) => t.trim());
  if (raw.length === 0 || raw.every((t) => t === '')) {
    throw new VersionSyntaxError('is an empty version constraint');
  }
  const terms = raw.map((term): ConstraintTerm => {
    const m = TERM.exec(term);
    if (m === null) {
      throw new VersionSyntaxError(
        `${JSON.stringify(term.length > 40 ? `${term.slice(0, 40)}…` : term)} is not a constraint term; expected an operator (=, !=, >, >=, <, <=, ~>) and a version, e.g. ">= 1.2.0"`,
      );
    }
    const [, op, major, minor, patch, prerelease = '', build = ''] = m;
    const parts = patch !== undefined ? 3 : minor !== undefined ? 2 : 1;
    const operator = (op ?? '=') as Operator;
    if (operator === '~>' && (prerelease !== '' || build !== '')) {
      throw new VersionSyntaxError(
        `${JSON.stringify(term)}: ~> takes a release version, without -prerelease or +build`,
      );
    }
    const version = semver.parse(`${major}.${minor ?? 0}.${patch ?? 0}${prerelease}${build}`);
    if (version === null) throw new VersionSyntaxError(`${JSON.stringify(term)} holds an invalid version`);
    return { operator, version: version.version, parts };
  });
  return { text: raw.join(', '), terms };
}

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
