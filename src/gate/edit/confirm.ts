/**
 * A rewritten file read back with the gate's own readers (HashiCorp's HCL parser, jsonc-parser
 * for `.tf.json`), as renovate extracts again after it replaces: the new text must parse, each
 * rewritten block must say its new version, and every other block must read as it did before.
 * The readers load on first use (the parser's WebAssembly); nothing is read from the files.
 */
import { moduleBlocksInText, type ModuleBlock } from '../read/blocks.ts';
import { errorMessage } from '../../text.ts';

/** A block the rewrite must leave saying `version`: by its name, and its line where the name repeats. */
export interface Expected {
  readonly name: string;
  readonly line: number;
  readonly version: string;
}

/** Why `after` does not read as `before` with the expected versions, or undefined when it does. */
export async function confirmRewrite(
  file: string,
  before: string,
  after: string,
  expected: readonly Expected[],
): Promise<string | undefined> {
  let was: ModuleBlock[];
  let now: ModuleBlock[];
  try {
    was = await moduleBlocksInText(file, file, before);
  } catch (error) {
    return `the file does not parse: ${errorMessage(error)}`;
  }
  try {
    now = await moduleBlocksInText(file, file, after);
  } catch (error) {
    return `the rewritten file does not parse: ${errorMessage(error)}`;
  }
  if (now.length !== was.length) return `the rewritten file has ${now.length} blocks where it had ${was.length}`;
  const wanted = (block: ModuleBlock): Expected | undefined =>
    expected.find((e) => e.name === block.name && (e.line === block.line || block.line === undefined));
  for (const [index, block] of now.entries()) {
    const old = was[index] as ModuleBlock;
    const expect = wanted(block);
    const version = expect?.version ?? old.version;
    if (block.name !== old.name || block.line !== old.line) return `block ${JSON.stringify(block.name)} moved`;
    if (block.version !== version) {
      return `block ${JSON.stringify(block.name)} reads version ${JSON.stringify(block.version ?? null)}, not ${JSON.stringify(version ?? null)}`;
    }
    if (block.source !== old.source || JSON.stringify(block.expression) !== JSON.stringify(old.expression)) {
      return `block ${JSON.stringify(block.name)} reads another source`;
    }
  }
  for (const e of expected) {
    if (!now.some((b) => b.name === e.name && b.version === e.version))
      return `block ${JSON.stringify(e.name)} is missing`;
  }
  return undefined;
}
