/**
 * Where a call is shown in the repository: GitHub places an annotation, a code scanning result and
 * a link only in a file of the repository, so a call in a local module outside it is shown at the
 * nearest enclosing block inside it, saying where it really is. Annotations, links and SARIF all
 * place calls here, so they agree. Pure.
 */
import type { Location } from '../read/calls.ts';
import type { Finding } from '../judge/judge.ts';
import { repositoryPath } from '../../sarif.ts';
import { cell, lineLink } from '../../text.ts';

export interface Placement {
  /** The block shown: relative to the workspace, as every file of the findings. */
  readonly at: Location;
  /** The same block relative to the repository root, with `/`: what SARIF locations name. */
  readonly inRepository: string;
  /** Where the call itself is, when that is outside the repository and `at` an enclosing block. */
  readonly outside?: Location;
}

/** A finding's placement; undefined when neither its block nor any block enclosing it is in the repository. */
export type Placer = (finding: Finding) => Placement | undefined;

export interface Roots {
  /** What the findings' files are relative to. */
  readonly workspace: string;
  /** The repository's top level: the workspace where the runner knows no other. */
  readonly repositoryRoot?: string;
}

/** Each call at its own block: where every file is known to be in the repository (a unit test's findings). */
export const ownBlock: Placer = (finding) => ({ at: finding.call.location, inRepository: finding.call.location.file });

/** The placer of a run's findings: each placed at its own block, or its nearest enclosing block in the repository. */
export function placer(findings: readonly Finding[], roots: Roots): Placer {
  const root = roots.repositoryRoot ?? roots.workspace;
  const known = new Map<string, string | undefined>();
  const inRepository = (file: string): string | undefined => {
    if (!known.has(file)) known.set(file, repositoryPath(root, roots.workspace, file));
    return known.get(file);
  };
  const byKey = new Map(findings.map((f) => [`${f.call.directory}\u0000${f.call.key}`, f]));
  return (finding) => {
    const { location } = finding.call;
    const own = inRepository(location.file);
    if (own !== undefined) return { at: location, inRepository: own };
    // `net.vpc` is inside `net`: the enclosing calls, nearest first.
    const parts = finding.call.key.split('.');
    for (let n = parts.length - 1; n > 0; n--) {
      const enclosing = byKey.get(`${finding.call.directory}\u0000${parts.slice(0, n).join('.')}`);
      const file = enclosing === undefined ? undefined : inRepository(enclosing.call.location.file);
      if (enclosing !== undefined && file !== undefined) {
        return { at: enclosing.call.location, inRepository: file, outside: location };
      }
    }
    return undefined;
  };
}

/** "../shared/net/main.tf line 3": where a call outside the repository is. */
export const outsideText = (location: Location): string =>
  `${location.file}${location.line !== undefined ? ` line ${location.line}` : ''}`;

/** A call's `file:line`, linked at the run's commit (`blob`); outside the repository, its enclosing block's. */
export function placeMarkdown(finding: Finding, place: Placer, blob: string | undefined): string {
  const label = (l: Location): string => `${cell(l.file)}${l.line !== undefined ? `:${l.line}` : ''}`;
  const linked = (l: Location, inRepository: string): string =>
    blob === undefined ? label(l) : lineLink(label(l), blob, inRepository, l.line);
  const placement = place(finding);
  if (placement === undefined) return `${label(finding.call.location)} (outside the repository)`;
  if (placement.outside === undefined) return linked(placement.at, placement.inRepository);
  return `${label(placement.outside)} (outside the repository; brought in at ${linked(placement.at, placement.inRepository)})`;
}
