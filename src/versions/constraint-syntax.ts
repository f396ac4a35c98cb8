/**
 * Terraform's version constraint syntax, read: what the terms say, checked without loading semver
 * (reading inputs needs no comparison). constraint.ts says what the terms mean and compares.
 */
import { parseVersionText } from './version-text.ts';
import { clip, VersionSyntaxError } from './errors.ts';

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
        `${JSON.stringify(clip(term))} is not a constraint term; expected an operator (=, !=, >, >=, <, <=, ~>) and a version, e.g. ">= 1.2.0"`,
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
    const version = parseVersionText(`${major}.${minor ?? 0}.${patch ?? 0}${prerelease}${build}`);
    if (version === null) throw new VersionSyntaxError(`${JSON.stringify(term)} holds an invalid version`);
    return { operator, version: version.version, parts };
  });
  return { text: raw.join(', '), terms };
}
