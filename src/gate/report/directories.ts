/**
 * Many configuration directories said in a few words: a heading or a log line that named each of
 * 2,000 stacks would be one line of 68 KB. Pure.
 */
import { thousands } from '../../text.ts';
import { listed } from '../../wording.ts';
import type { DirectoryScan } from '../read/scan.ts';

/** Up to this many directories are named; past it, they are counted under their common parent. */
export const DIRECTORIES_NAMED = 20;

/** `a`, `b` for a few; `2,000 directories under stacks/` for many (`quote` marks each name). */
export function directoriesText(directories: readonly string[], quote = (text: string): string => text): string {
  if (directories.length <= DIRECTORIES_NAMED) return directories.map((d) => quote(d)).join(', ');
  const parent = commonParent(directories);
  return `${thousands(directories.length)} directories${parent !== '' ? ` under ${quote(`${parent}/`)}` : ''}`;
}

/** The longest folder every directory is in, `''` when none (or they are the workspace's own). */
export function commonParent(directories: readonly string[]): string {
  const [first, ...rest] = directories.map((d) => d.split('/').slice(0, -1));
  if (first === undefined) return '';
  let length = first.length;
  for (const parts of rest) {
    let same = 0;
    while (same < Math.min(length, parts.length) && parts[same] === first[same]) same++;
    length = same;
  }
  return first.slice(0, length).join('/');
}

/** Where a directory's calls and versions were read from, as the log and the summary say it (`code` marks names). */
export function readFromText(
  scan: Pick<DirectoryScan, 'from' | 'read' | 'manifest'>,
  code: (text: string) => string,
): string {
  if (scan.from === 'modules.json') {
    return `from ${code(scan.manifest ?? 'modules.json')}, the exact versions ${code('terraform init')} installed`;
  }
  const kinds = scan.read ?? [];
  const modules = kinds.filter((k) => k === '.tf' || k === '.tf.json' || k === '.tofu' || k === '.tofu.json');
  const components = kinds.filter((k) => k === '.tfcomponent.hcl' || k === '.tfstack.hcl');
  const terragrunt = kinds.includes('terragrunt.hcl');
  const parts = [
    ...(modules.length > 0 ? [`the ${listed(modules.map(code))} files`] : []),
    ...(components.length > 0 ? [`the Stack's components (${listed(components.map(code))})`] : []),
    ...(terragrunt ? [code('terragrunt.hcl')] : []),
  ];
  const versions =
    terragrunt && parts.length === 1
      ? `the version its ${code('tfr://')} source names`
      : `each version constraint resolved as ${code('terraform init')} would${modules.length > 0 ? ` (run ${code('terraform init')} first for exact versions and nested calls)` : ''}`;
  return `from ${parts.length > 0 ? listed(parts) : 'the configuration files'}, ${versions}`;
}

/** Calls modules.json lacks (it predates them), and calls whose recorded version the constraint no longer admits. */
export function staleCalls(scan: Pick<DirectoryScan, 'calls'>): { missing: number; outdated: number } {
  let missing = 0;
  let outdated = 0;
  for (const call of scan.calls) {
    if (call.stale === 'missing') missing++;
    else if (call.stale === 'outdated') outdated++;
  }
  return { missing, outdated };
}
