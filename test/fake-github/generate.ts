/**
 * A large organization for tests and bench/: many repositories, some whose configurations call a
 * module (each with several configuration files), others without a call, and some archived, forks
 * or empty. Named and laid out deterministically, so a test can say which should be found.
 */
import type { FakeGithub, FakeRepositorySeed } from './api.ts';

export interface OrganizationShape {
  readonly owner?: string;
  /** Repositories in all (default 1,000). */
  readonly repositories?: number;
  /** Of those, how many call the module (default 200). */
  readonly calling?: number;
  /** Configuration files calling the module in each calling repository (default 25). */
  readonly filesEach?: number;
  /** Calling repositories archived, and calling repositories that are forks (default 25 each). */
  readonly archived?: number;
  readonly forks?: number;
  /** Repositories with no commit at all, among those that call nothing (default 10). */
  readonly empty?: number;
  /** The module called, as a configuration writes its `source`, and the version each call asks for. */
  readonly source: string;
  readonly version: string;
  /** Per token, what it may do in every generated repository (`read`: no push access). */
  readonly access?: Readonly<Record<string, 'admin' | 'write' | 'read' | 'none'>>;
}

export interface GeneratedOrganization {
  readonly owner: string;
  /** Every repository's full name, in the order made. */
  readonly repositories: readonly string[];
  /** Those whose default branch calls the module, archived and forks included. */
  readonly calling: readonly string[];
  readonly archived: readonly string[];
  readonly forks: readonly string[];
  readonly empty: readonly string[];
  /** Configuration files calling the module, in all. */
  readonly callingFiles: number;
}

/** A configuration file that calls the module once. */
export function callingConfiguration(source: string, version: string, index: number): string {
  return [
    `module "network_${index}" {`,
    `  source  = "${source}"`,
    `  version = "${version}"`,
    '',
    `  name = "network-${index}"`,
    '}',
    '',
  ].join('\n');
}

export function generateOrganization(github: FakeGithub, shape: OrganizationShape): GeneratedOrganization {
  const owner = shape.owner ?? 'acme';
  const total = shape.repositories ?? 1000;
  const calling = Math.min(total, shape.calling ?? 200);
  const filesEach = shape.filesEach ?? 25;
  const archivedCount = Math.min(calling, shape.archived ?? 25);
  const forkCount = Math.min(calling - archivedCount, shape.forks ?? 25);
  const emptyCount = Math.min(total - calling, shape.empty ?? 10);
  const width = String(total).length;
  const out = { repositories: [] as string[], calling: [] as string[], archived: [] as string[] };
  const forks: string[] = [];
  const empty: string[] = [];
  for (let i = 1; i <= total; i++) {
    const fullName = `${owner}/service-${String(i).padStart(width, '0')}`;
    const calls = i <= calling;
    // The last calling repositories are archived or forks: found by the calls, skipped by the campaign.
    const archived = calls && i > calling - archivedCount;
    const fork = calls && !archived && i > calling - archivedCount - forkCount;
    const isEmpty = !calls && i > total - emptyCount;
    const files: Record<string, string> = {
      'README.md': `# service ${i}\n`,
      'main.tf': 'terraform {\n  required_version = ">= 1.5"\n}\n',
    };
    if (calls) {
      for (let f = 1; f <= filesEach; f++) {
        files[`environments/env-${String(f).padStart(2, '0')}/network.tf`] = callingConfiguration(
          shape.source,
          shape.version,
          f,
        );
      }
    }
    const seed: FakeRepositorySeed = {
      fullName,
      ...(isEmpty ? { empty: true } : { files }),
      archived,
      fork,
      topics: calls ? ['terraform'] : [],
      ...(shape.access !== undefined && { access: shape.access }),
    };
    github.addRepository(seed);
    out.repositories.push(fullName);
    if (calls) out.calling.push(fullName);
    if (archived) out.archived.push(fullName);
    if (fork) forks.push(fullName);
    if (isEmpty) empty.push(fullName);
  }
  return { owner, ...out, forks, empty, callingFiles: calling * filesEach };
}
