/**
 * The house the code is: floors from the entry points down to the foundations, every file of src/
 * on one floor, and the arrows its imports draw between floors. docs/development.md shows the
 * drawing (`node test/support/house.ts` prints it); test/layout.test.ts keeps the page in step
 * with the code and finds no arrow running back up a floor.
 */
import path from 'node:path';
import madge from 'madge';

/** The floors, top to bottom: each may import only from the floors below it (and its own). */
export const FLOORS = [
  { name: 'entry points', holds: (f: string) => f === 'index.ts' || f === 'cli/index.ts' },
  { name: 'runners', holds: (f: string) => f === 'runner.ts' || f.startsWith('cli/') },
  { name: 'dispatch', holds: (f: string) => ['main.ts', 'modes.ts', 'runner-interface.ts'].includes(f) },
  { name: 'modes', holds: inFolder('single', 'policy', 'gate', 'report', 'campaign') },
  { name: 'shared work', holds: inFolder('changes', 'usage', 'comment', 'inputs') },
  {
    name: 'the world',
    holds: (f: string) =>
      inFolder('registry', 'github', 'files', 'credentials')(f) || ['connection.ts', 'credentials.ts'].includes(f),
  },
  { name: 'foundations', holds: () => true },
] as const;

function inFolder(...folders: string[]): (file: string) => boolean {
  return (file) => folders.includes(file.split('/')[0] as string) && file.includes('/');
}

/** The floor a file of src/ (relative to it, with `/`) stands on, by its index in FLOORS. */
export const floorOf = (file: string): number => FLOORS.findIndex((floor) => floor.holds(file));

/** What stands on each floor: folders on the floor most of their files are on, other files by name. */
function roomsOf(files: readonly string[], floor: number): string[] {
  const folderOf = (f: string): string | undefined => (f.includes('/') ? `${f.split('/')[0]}/` : undefined);
  const mostOn = (folder: string): number => {
    const floors = files.filter((f) => folderOf(f) === folder).map(floorOf);
    return floors.sort((a, b) => floors.filter((x) => x === b).length - floors.filter((x) => x === a).length)[0] ?? -1;
  };
  const rooms = files
    .filter((f) => floorOf(f) === floor)
    .map((f) => {
      const folder = folderOf(f);
      return folder !== undefined && mostOn(folder) === floor ? folder : f;
    });
  return [...new Set(rooms)].sort();
}

export interface House {
  /** Every file of src/ but tests, relative to it. */
  readonly files: readonly string[];
  /** The floors an import joins, as [from, to], each pair once, in order. */
  readonly arrows: readonly (readonly [number, number])[];
  /** Each import that runs up a floor: `from -> to`. */
  readonly upward: readonly string[];
}

/** The house as src/'s imports draw it. */
export async function houseOf(src: string): Promise<House> {
  const graph = (await madge(src, { fileExtensions: ['ts'], excludeRegExp: [/\.test\.ts$/] })).obj();
  const files = Object.keys(graph)
    .filter((f) => !f.startsWith('..'))
    .sort();
  const arrows = new Map<string, readonly [number, number]>();
  const upward: string[] = [];
  for (const from of files) {
    for (const to of graph[from] ?? []) {
      if (to.startsWith('..')) continue;
      const [a, b] = [floorOf(from), floorOf(to)];
      if (b < a) upward.push(`${from} -> ${to}`);
      if (a !== b) arrows.set(`${a} ${b}`, [a, b]);
    }
  }
  const sorted = [...arrows.values()].sort(([a, b], [c, d]) => a - c || b - d);
  return { files, arrows: sorted, upward };
}

/** The house as a Mermaid flowchart, each floor a box listing what stands on it. */
export function drawHouse(house: House): string {
  const floors = FLOORS.map((floor, i) => `  f${i}["<b>${floor.name}</b><br/>${roomsOf(house.files, i).join(', ')}"]`);
  const arrows = house.arrows.map(([a, b]) => `  f${a} --> f${b}`);
  return ['```mermaid', 'flowchart TB', ...floors, ...arrows, '```'].join('\n');
}

if (import.meta.filename === process.argv[1]) {
  console.log(drawHouse(await houseOf(path.join(import.meta.dirname, '..', '..', 'src'))));
}
