/**
 * A rewritten file read back with the gate's own parsers (HashiCorp's HCL, jsonc-parser for
 * `.tf.json`), as renovate extracts again after it replaces: the new text must parse, hold the
 * blocks the text held before (by name and line, as the scanner found them there), each rewritten
 * block must say its new version, and every other block whose version was a plain literal must
 * still say it. The text as it was is not parsed again: the gate parsed it, and its scan is at
 * hand. The parser loads on first use (its WebAssembly); nothing is read from the files.
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

/**
 * Why `after` does not read as the text scanned as `before` with the expected versions, or
 * undefined when it does. `written` turns a literal as written into the value the parser gives
 * (a Terragrunt query decoded).
 */
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
