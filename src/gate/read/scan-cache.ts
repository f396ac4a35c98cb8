/**
 * What one run of the gate has read, shared by every directory it scans (and by the scan of
 * `onlyNew`'s base): each directory's module blocks, each file's parsed blocks by its text, the
 * paths as shown, and where the files are (the disk, or a tree in memory).
 */
import type { ModuleBlock } from './blocks.ts';
import type { ParsedTexts } from './hcl.ts';
import { showPath } from '../../text.ts';
import { DISK, type ConfigurationTree } from './tree.ts';

/** What a run has read: each directory's module blocks, by real path, and how many files. */
export class ScanCache {
  readonly blocks = new Map<string, Promise<ModuleBlock[]>>();
  /** The path each of `blocks` was read by: their files lie under it. */
  readonly readBy = new Map<string, string>();
  readonly files = { read: 0 };
  /** Each file's blocks by its name and text: shared with the scan of `onlyNew`'s base, which holds mostly the same files. */
  readonly parsed: ParsedTexts;

  /** Where the files are: the disk, or a tree in memory. */
  readonly tree: ConfigurationTree;

  constructor(parsed: ParsedTexts = new Map(), tree: ConfigurationTree = DISK) {
    this.parsed = parsed;
    this.tree = tree;
  }
  private readonly realPaths = new Map<string, Promise<string>>();
  private readonly shownPaths = new Map<string, string>();

  /**
   * A file as the workspace sees it (`showPath`), worked out once per file: every call of a
   * shared module points at its file, 800 times over in a monorepo.
   */
  show(workspace: string, file: string): string {
    const key = `${workspace}\u0000${file}`;
    let shown = this.shownPaths.get(key);
    if (shown === undefined) {
      shown = showPath(workspace, file);
      this.shownPaths.set(key, shown);
    }
    return shown;
  }

  /**
   * A directory's real path, asked of the tree once per run: 200 stacks calling one shared module
   * name the same directory 200 times.
   */
  realPath(dir: string): Promise<string> {
    let found = this.realPaths.get(dir);
    if (found === undefined) {
      // At once, like the files (hcl.ts): a trip through the thread pool per directory was
      // time spent waiting, not reading.
      found = Promise.resolve(this.tree.realPath(dir));
      this.realPaths.set(dir, found);
    }
    return found;
  }
}
