/** A module call as found in a configuration, and what its source address is. Pure. */
import { parseModuleSource, svchostForComparison } from '../../address.ts';
import type { ModuleAddress, Wording } from '../../model.ts';
import { initial } from '../../wording.ts';
import type { Tool } from './hcl-shared.ts';

/** Where to point a reader: a file relative to the workspace (with `/`), and a line when known. */
export interface Location {
  readonly file: string;
  readonly line?: number;
}

export interface ModuleCall {
  readonly directory: string;
  /** The call's key as `terraform init` writes it: `vpc`, or `network.subnets` for a nested call. */
  readonly key: string;
  /** As written in the block or recorded in modules.json. */
  readonly source: string;
  /** From modules.json. */
  readonly exact?: string;
  /** As written in the block, when known. */
  readonly constraint?: string;
  /** The block's `version` where it is an expression (`var.v`) that modules.json resolved: what to write is unknown. */
  readonly versionExpression?: string;
  /** The block to change: this call's own, or the enclosing call's when this one is out of reach. */
  readonly location: Location;
  /** The key of the call whose block `location` shows, when that is not this call. */
  readonly via?: string;
  readonly from: 'modules.json' | 'configuration';
  readonly problem?: CallProblem;
  /**
   * Where modules.json does not give this call's version, so the constraint does: `missing`, the manifest lacks the
   * call; `outdated`, its version no longer satisfies the constraint (changed since terraform init).
   */
  readonly stale?: 'missing' | 'outdated';
  /** Written as a Stack's `component` or Terragrunt's `terraform` block, not a `module` block. */
  readonly type?: 'component' | 'terraform';
  /**
   * Only this tool reads the call as it is here: its file is a `.tofu` file and the `.tf` of the same name (which
   * OpenTofu skips), or a local module reached through one; both tools when absent or when input `tool` named one.
   */
  readonly readBy?: Tool;
}

/**
 * - no-source: the block has no `source` (Terraform refuses it);
 * - duplicate: a second block of the same name (Terraform refuses it: "Duplicate module call");
 * - invalid-name: a label that is no identifier (`"//"` in JSON syntax, `"a b"`): Terraform refuses it;
 * - expression: `source` or `version` is an expression, not a literal, so which module or version
 *   Terraform uses cannot be known from the files;
 * - not-one-version: a Terragrunt `tfr://` source whose `version` is not one version (`~>1.1`):
 *   Terragrunt passes it to the registry as it is, and the download fails.
 */
export type CallProblem =
  | { readonly kind: 'no-source' }
  | { readonly kind: 'not-one-version'; readonly version: string }
  | { readonly kind: 'duplicate'; readonly first: Location }
  | { readonly kind: 'invalid-name' }
  | { readonly kind: 'expression'; readonly argument: 'source' | 'version'; readonly text: string };

/**
 * A name Terraform accepts for a module call (hclsyntax.ValidIdentifier, checked by decodeModuleBlock): a letter or
 * `_`, then letters, digits, `_` and `-`, letters in the Unicode sense.
 */
export function isValidCallName(name: string): boolean {
  return /^[\p{ID_Start}_][\p{ID_Continue}-]*$/u.test(name);
}

/** One version (`1.2.0-rc.1`, a leading `v` allowed), not a constraint: what Terragrunt sends as is in `tfr://`. */
export function isOneVersion(text: string): boolean {
  return ONE_VERSION.test(text);
}

const ONE_VERSION =
  /^v?(?:0|[1-9][0-9]*)\.(?:0|[1-9][0-9]*)\.(?:0|[1-9][0-9]*)(?:-[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/;

/** A call only one tool reads, said short for a table cell: ` (Terraform only)`; empty where both do. */
export function readByLabel(call: Pick<ModuleCall, 'readBy'>): string {
  return call.readBy === undefined ? '' : ` (${call.readBy === 'terraform' ? 'Terraform' : 'OpenTofu'} only)`;
}

/** A call only one tool reads, said in full for an annotation; undefined where both do. */
export function readByText(call: Pick<ModuleCall, 'readBy'>, words: Wording): string | undefined {
  if (call.readBy === undefined) return undefined;
  const tool = `${initial(words.input('tool'))} says which of the two runs the configuration.`;
  return call.readBy === 'terraform'
    ? `Only Terraform reads this call: OpenTofu reads a .tofu file in its place. ${tool}`
    : `Only OpenTofu reads this call: Terraform ignores .tofu files. ${tool}`;
}

/** `network.subnets` → `module.network.module.subnets`, the address Terraform prints. */
export function callAddress(key: string): string {
  return key
    .split('.')
    .map((name) => `module.${name}`)
    .join('.');
}

/** The call as its block names it: `module.vpc`, a Stack's `component.vpc`, Terragrunt's `terraform.source`. */
export function callLabel(call: Pick<ModuleCall, 'key' | 'type'>): string {
  if (call.type === 'component') return `component.${call.key}`;
  if (call.type === 'terraform') return 'terraform.source';
  return callAddress(call.key);
}

export const PUBLIC_REGISTRY_HOST = 'registry.terraform.io';

type SourceKind =
  | { readonly kind: 'registry'; readonly host: string; readonly module: ModuleAddress; readonly subdir?: string }
  | { readonly kind: 'local' }
  | { readonly kind: 'remote'; readonly what: string };

/** Terraform reads a source that starts with `./` or `../` as a path in the same repository. */
export function isLocalSource(source: string): boolean {
  return /^\.\.?[\\/]/.test(source.trim());
}

/**
 * Reads a source address as `terraform init` does, far enough to tell a registry address
 * (`[HOST/]NAMESPACE/NAME/PROVIDER[//SUBDIR]`) from a local path and from everything go-getter fetches.
 */
export function classifySource(raw: string): SourceKind {
  // A monorepo calls a few hundred sources tens of thousands of times: each is read once.
  const known = sourcesSeen.get(raw);
  if (known !== undefined) return known;
  const kind = readSource(raw);
  if (sourcesSeen.size < SOURCES_REMEMBERED) sourcesSeen.set(raw, kind);
  return kind;
}

/** Enough for any repository's sources; a bound, so a hostile one cannot grow the map without end. */
const SOURCES_REMEMBERED = 10_000;
const sourcesSeen = new Map<string, SourceKind>();

function readSource(raw: string): SourceKind {
  const source = raw.trim();
  if (source === '') return { kind: 'remote', what: 'no literal source' };
  if (isLocalSource(source)) return { kind: 'local' };
  const forced = /^([a-z0-9]+)::/i.exec(source);
  if (forced) return { kind: 'remote', what: forced[1]?.toLowerCase() === 'git' ? 'git' : `${forced[1]}::` };
  if (/^git@/.test(source) || /^(github\.com|bitbucket\.org)\//i.test(source)) return { kind: 'remote', what: 'git' };
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(source)) return { kind: 'remote', what: 'URL' };
  const [written = '', ...rest] = source.split('//');
  const subdir = rest.join('//');
  const parts = written.split('/');
  // With a host part, the host is the one svchost reads; where svchost refuses it, Terraform does not read the address
  // as a registry's at all (internal/addrs/module_source.go: what fails the registry parse is a go-getter address).
  const host = parts.length === 4 ? registryHost(parts[0] as string) : undefined;
  if (host === null) return { kind: 'remote', what: 'not a registry address' };
  try {
    const parsed = parseModuleSource(host === undefined ? written : parts.slice(1).join('/'));
    // Terraform reserves these hosts for version control shorthands, never registries.
    if (host !== undefined && /^(github\.com|bitbucket\.org)$/.test(host)) {
      return { kind: 'remote', what: 'git' };
    }
    return {
      kind: 'registry',
      host: host ?? PUBLIC_REGISTRY_HOST,
      module: parsed.module,
      ...(subdir !== '' && { subdir }),
    };
  } catch {
    return { kind: 'remote', what: 'not a registry address' };
  }
}

/**
 * The host of a registry source as svchost's ForComparison reads it, with the check terraform-registry-address's
 * ParseModuleSource adds (a dot in the host once normalized: `ｌｏｃａｌｈｏｓｔ:8080` is refused, `ｌｏｃａｌｈｏｓｔ.:8080`
 * is not); null where they refuse it.
 */
function registryHost(written: string): string | null {
  const host = svchostForComparison(written);
  return host === null || !host.replace(/:\d+$/, '').includes('.') ? null : host;
}

/** A host as Terraform compares hosts: `App.Terraform.io:443` is `app.terraform.io`, `bücher` is `xn--bcher-kva`. */
export function normalizeHost(host: string): string {
  return svchostForComparison(host, { punycode: true }) ?? host.toLowerCase();
}
