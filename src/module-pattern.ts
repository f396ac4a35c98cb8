/**
 * Patterns over module addresses, one meaning wherever a user writes one (a policy's `source` and `exclude`, the
 * report's `source` or `module`): `[HOST/]NAMESPACE/NAME/PROVIDER` with `*` for any run of characters within NAME or
 * PROVIDER (`acme/network-*\/*`). Each `*` is checked as a letter would be, so a pattern only matches names an address
 * can hold; names match without case, as the registry compares them. The namespace is the organization whose modules
 * are listed, so never a pattern; a caller that knows the organization may allow `*` as the whole namespace. Pure.
 */
import { AddressError, parseSourceHost, validatePart, type AddressPart } from './address.ts';
import type { ModuleAddress } from './model.ts';

export interface ModulePattern {
  /** A namespace, or `*` (ANY_NAMESPACE) where the caller allowed it. */
  readonly namespace: string;
  /** May hold `*`. */
  readonly name: string;
  /** May hold `*`. */
  readonly provider: string;
}

export interface PatternOptions {
  /** Whether `*` may stand for the whole namespace (the report); never within it. */
  readonly namespaceWildcard: boolean;
}

export const ANY_NAMESPACE = '*';

/** Whether a `source` is a pattern rather than one module's address. */
export const isPattern = (source: string): boolean => source.includes('*');

const NAMESPACE_EXPECTED = 'letters, digits, `-` and `_`, starting and ending with a letter or digit, at most 64';
const EXPECTED: Record<'module' | 'provider', string> = {
  module: 'letters, digits, `-`, `_` and `*`, starting and ending with a letter, digit or `*`, at most 64',
  provider: 'lower-case letters, digits and `*`, at most 64 (e.g. aws)',
};
const LABEL: Record<'module' | 'provider', string> = { module: 'module name', provider: 'provider' };

/** Reads a pattern, or throws an AddressError whose message follows the name of what held it. */
export function parseModulePattern(raw: string, options: PatternOptions): { host?: string; pattern: ModulePattern } {
  const parts = raw.trim().split('/');
  if (parts.length !== 3 && parts.length !== 4) {
    const namespace = options.namespaceWildcard ? ', or `*` as the whole NAMESPACE' : '';
    throw new AddressError(
      `must be [HOST/]NAMESPACE/NAME/PROVIDER, with \`*\` for any run of characters within NAME or PROVIDER${namespace} (e.g. acme/*/aws)`,
    );
  }
  const host = parts.length === 4 ? parseSourceHost(parts[0] as string) : undefined;
  const [namespace, name, provider] = parts.slice(-3) as [string, string, string];
  return {
    ...(host !== undefined && { host }),
    pattern: {
      namespace: namespacePart(namespace, options),
      name: wildPart('module', name),
      provider: wildPart('provider', provider),
    },
  };
}

function namespacePart(value: string, options: PatternOptions): string {
  if (options.namespaceWildcard && value === ANY_NAMESPACE) return value;
  if (value.includes('*')) {
    throw new AddressError(
      options.namespaceWildcard
        ? 'may give the namespace as a name or as `*`, never a pattern within it: the namespace is the one organization whose modules are listed'
        : 'may hold `*` in the module name and provider only: the namespace is the organization whose modules are listed',
    );
  }
  if (!fits('namespace', value)) throw new AddressError(`has an invalid namespace: expected ${NAMESPACE_EXPECTED}`);
  return value;
}

function wildPart(part: 'module' | 'provider', value: string): string {
  if (!fits(part, value.replaceAll('*', 'x'))) {
    throw new AddressError(`has an invalid ${LABEL[part]}: expected ${EXPECTED[part]}`);
  }
  return value;
}

/** The address rule of address.ts, whitespace included (validatePart would trim it away). */
function fits(part: AddressPart, value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    validatePart(part, value);
    return true;
  } catch (error) {
    if (error instanceof AddressError) return false;
    throw error;
  }
}

export const patternText = (p: ModulePattern): string => `${p.namespace}/${p.name}/${p.provider}`;

/**
 * Whether `text` matches `part` (`*` for any run of characters), without case. The pieces between the stars are found
 * left to right, each at its first place after the one before, the last at the end: the first place is always as good
 * as a later one, so no choice is revisited. Linear in the name's length (at most `text.length × part.length`
 * comparisons, counted in `steps`), where a regular expression of `a*a*a*…b` backtracks for seconds on a long name.
 */
export function partMatches(part: string, text: string, steps: { count: number } = { count: 0 }): boolean {
  const pieces = part.toLowerCase().split('*');
  const name = text.toLowerCase();
  const first = pieces[0] as string;
  if (pieces.length === 1) return name === first;
  const last = pieces[pieces.length - 1] as string;
  if (name.length < first.length + last.length) return false;
  const at = (piece: string, start: number): boolean => {
    for (let i = 0; i < piece.length; i++) {
      steps.count += 1;
      if (name[start + i] !== piece[i]) return false;
    }
    return true;
  };
  if (!at(first, 0) || !at(last, name.length - last.length)) return false;
  let from = first.length;
  const end = name.length - last.length;
  for (const piece of pieces.slice(1, -1)) {
    let found = -1;
    for (let start = from; start + piece.length <= end; start++) {
      if (at(piece, start)) {
        found = start;
        break;
      }
    }
    if (found < 0) return false;
    from = found + piece.length;
  }
  return true;
}

/** A predicate over module addresses: without case, each `*` within its own part. */
export function patternMatcher(pattern: ModulePattern): (module: ModuleAddress) => boolean {
  const namespace = pattern.namespace === ANY_NAMESPACE ? undefined : pattern.namespace.toLowerCase();
  return (m) =>
    (namespace === undefined || m.namespace.toLowerCase() === namespace) &&
    partMatches(pattern.name, m.name) &&
    partMatches(pattern.provider, m.provider);
}
