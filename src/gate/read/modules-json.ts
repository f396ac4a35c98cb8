/**
 * `.terraform/modules/modules.json`, which `terraform init` writes: every module call of the
 * configuration, nested ones included, with the exact version installed. Pure: parses text.
 *
 * Terraform versions write it differently: up to 1.0 a registry source as written in the
 * block (`hashicorp/consul/aws`), from 1.1 fully qualified (`registry.terraform.io/hashicorp/consul/aws`),
 * and a subdirectory after `//` in both. Both forms go through the same source classifier.
 */
import { GateError } from './hcl-shared.ts';

export interface ModulesJsonEntry {
  /** `vpc`, or `network.subnets` for a call inside module `network`. Never the root's "". */
  readonly key: string;
  readonly source: string;
  /** The installed version; only registry modules have one. */
  readonly version?: string;
  /** Where the module's files are, relative to the configuration directory (or absolute). */
  readonly dir: string;
}

export function parseModulesJson(text: string, shownAs: string): ModulesJsonEntry[] {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw new GateError(
      `Cannot parse ${shownAs}: ${(error as Error).message}. Run \`terraform init\` again to rewrite it.`,
      shownAs,
    );
  }
  const modules = (document as { Modules?: unknown } | null)?.Modules;
  if (!Array.isArray(modules)) {
    throw new GateError(`Cannot read ${shownAs}: it has no "Modules" list. Run \`terraform init\` again.`, shownAs);
  }
  const entries: ModulesJsonEntry[] = [];
  for (const raw of modules as unknown[]) {
    const m = (raw ?? {}) as Record<string, unknown>;
    if (typeof m.Key !== 'string' || typeof m.Source !== 'string') {
      throw new GateError(`Cannot read ${shownAs}: an entry has no "Key" or "Source".`, shownAs);
    }
    if (m.Key === '') continue; // the root module itself
    entries.push({
      key: m.Key,
      source: m.Source,
      ...(typeof m.Version === 'string' && m.Version !== '' && { version: m.Version }),
      dir: typeof m.Dir === 'string' ? m.Dir : '',
    });
  }
  return entries;
}
