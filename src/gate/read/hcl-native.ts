/**
 * HCL's native syntax: the arguments of module blocks from HashiCorp's parser, and their lines
 * from the scanner of the file's text (hcl-scanner.ts), since the parser returns no positions.
 */
import { parseHcl } from './hcl-parser.ts';
import { scanHcl } from './hcl-scanner.ts';
import { GateError, MAX_NESTING, tooDeep, type BlockType, type RawBlock } from './hcl-shared.ts';

/** HCL native syntax: arguments from HashiCorp's parser, lines from the scanner. */
export async function nativeBlocks(shownAs: string, text: string, type: BlockType = 'module'): Promise<RawBlock[]> {
  const { blocks, maxNesting } = scanHcl(text, type);
  if (maxNesting > MAX_NESTING) throw tooDeep(shownAs);
  // A file that never spells the block type holds none of its blocks: most of a stack's files
  // (variables.tf, outputs.tf) are not parsed, and a configuration without any call never starts
  // the parser (about 250 ms of CPU). A syntax error in such a file is left to Terraform.
  if (!new RegExp(`\\b${type}\\b`).test(text)) return [];
  let parsed: Record<string, unknown>;
  try {
    parsed = await parseHcl(shownAs, text);
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).replace(/^parse config: \[|\]$/g, '');
    const at = new RegExp(`${escapeRegExp(shownAs)}:(\\d+),`).exec(message);
    throw new GateError(
      `Cannot parse ${shownAs}: ${message}`,
      shownAs,
      at?.[1] !== undefined ? Number(at[1]) : undefined,
    );
  }
  if (type === 'terraform') return terragruntBlocks(parsed.terraform, blocks.get('terraform')?.[0]?.line);
  const modules = parsed[type];
  if (typeof modules !== 'object' || modules === null) return [];
  // JSON.parse makes every label an own property, `__proto__` included; each holds its blocks.
  return Object.entries(modules as Record<string, unknown>).flatMap(([name, bodies]) =>
    (Array.isArray(bodies) ? bodies : [bodies]).map((body, index): RawBlock => {
      const line = blocks.get(name)?.[index]?.line;
      const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
      return { name, ...(line !== undefined && { line }), source: b.source, version: b.version };
    }),
  );
}

/**
 * Terragrunt's `terraform { source = "…" }`: one module per terragrunt.hcl. A registry module is
 * `tfr://HOST/NAMESPACE/NAME/PROVIDER[//SUBDIR]?version=X` (an exact version; `tfr:///` is the
 * public registry), read here as the module source and version Terraform would be given. Any
 * other source (git, a local path) is passed on as written.
 */
function terragruntBlocks(terraform: unknown, line: number | undefined): RawBlock[] {
  const bodies = Array.isArray(terraform) ? terraform : terraform === undefined ? [] : [terraform];
  return bodies.flatMap((body: unknown): RawBlock[] => {
    const source = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    if (!('source' in source)) return [];
    const raw = source.source;
    const where = line !== undefined ? { line } : {};
    const registry = typeof raw === 'string' ? /^tfr:\/\/([^/?#]*)\/([^?#]*)\?([^#]*)/.exec(raw) : null;
    // Terragrunt reads the query as Go's url.Query does, and refuses a source with no `version`
    // or more than one ("more than one version query"): those are shown as not one version.
    const versions = registry === null ? [] : new URLSearchParams(registry[3]).getAll('version');
    if (registry === null || versions.length === 0) return [{ name: 'terraform', ...where, source: raw }];
    const [, host = '', path = ''] = registry;
    // `tfr:///NAMESPACE/…` names the public registry, as Terragrunt reads it.
    return [
      {
        name: 'terraform',
        ...where,
        source: `${host === '' ? 'registry.terraform.io' : host}/${path}`,
        version: versions.join(', '),
      },
    ];
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
