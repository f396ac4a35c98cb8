/**
 * A rewritten file read back with the gate's own parsers, as renovate extracts again after it
 * replaces: the new text must parse, hold the same blocks (by name and line), each rewritten one
 * saying its new version and every other plain literal unchanged. The old text's scan is at hand.
 */
import { moduleBlocksInText, type ModuleBlock } from '../read/blocks.ts';
import type { ScannedBlock } from '../read/hcl-shared.ts';
import { errorMessage } from '../../text.ts';

/** A block the rewrite must leave saying `version`: by its name, and its line where the name repeats. */
export interface Expected {
  readonly name: string;
  readonly line: number;
  readonly version: string;
}

/** Why `after` does not read as `before` with the expected versions; `written` decodes a literal as the parser does. */
export async function confirmRewrite(
  file: string,
  before: ReadonlyMap<string, readonly ScannedBlock[]>,
  after: string,
  expected: readonly Expected[],
  written: (raw: string) => string = (raw) => raw,
): Promise<string | undefined> {
  let now: ModuleBlock[];
  try {
    now = await moduleBlocksInText(file, file, after);
  } catch (error) {
    return `the rewritten file does not parse: ${errorMessage(error)}`;
  }
  const was = [...before].flatMap(([name, blocks]) => blocks.map((block) => ({ name, block })));
  if (now.length !== was.length) return `the rewritten file has ${now.length} blocks where it had ${was.length}`;
  for (const { name, block } of was) {
    const read = now.find((b) => b.name === name && b.line === block.line);
    if (read === undefined) return `block ${JSON.stringify(name)} is not where it was`;
    const wanted =
      expected.find((e) => e.name === name && e.line === block.line)?.version ??
      ('span' in block.version ? written(block.version.span.raw) : undefined);
    if (wanted !== undefined && read.version !== wanted) {
      return `block ${JSON.stringify(name)} reads version ${JSON.stringify(read.version ?? null)}, not ${JSON.stringify(wanted)}`;
    }
  }
  return undefined;
}
