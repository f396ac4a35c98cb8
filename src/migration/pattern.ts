/**
 * Which modules a `source` pattern names, such as every AWS module of acme (`acme`, `*`, `aws`)
 * or every network module (`acme`, `network-*`, `*`). Each of the three parts is matched on its
 * own, `*` standing for any run of characters within the part, without case (as the registry
 * compares names). Pure.
 */
import type { ModuleAddress } from '../model.ts';

export interface ModulePattern {
  readonly namespace: string;
  readonly name: string;
  readonly provider: string;
}

/** A part of a pattern: letters, digits, `-`, `_` and `*`. */
const PATTERN_PART = /^[0-9A-Za-z_*-]{1,64}$/;

/** The pattern, or what is wrong with it. */
export function parseModulePattern(raw: string): ModulePattern | { readonly error: string } {
  const parts = raw.trim().split('/');
  if (parts.length !== 3) return { error: 'must be NAMESPACE/NAME/PROVIDER, each part a name or a pattern with `*`' };
  if (!parts.every((p) => PATTERN_PART.test(p))) {
    return { error: 'may hold only letters, digits, `-`, `_` and `*` in each of its three parts' };
  }
  const [namespace, name, provider] = parts as [string, string, string];
  return { namespace, name, provider };
}

function partMatcher(part: string): RegExp {
  const body = part
    .split('*')
    .map((s) => s.replace(/[-]/g, '\\-'))
    .join('.*');
  return new RegExp(`^${body}$`, 'i');
}

/** A predicate over module addresses. */
export function patternMatcher(pattern: ModulePattern): (module: ModuleAddress) => boolean {
  const namespace = partMatcher(pattern.namespace);
  const name = partMatcher(pattern.name);
  const provider = partMatcher(pattern.provider);
  return (m) => namespace.test(m.namespace) && name.test(m.name) && provider.test(m.provider);
}

export const patternText = (p: ModulePattern): string => `${p.namespace}/${p.name}/${p.provider}`;
