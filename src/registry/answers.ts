/**
 * The shapes of the service's answers, apart from the queries that fetch them (client.ts): each is parsed and checked
 * here before anything acts on it, with the run's secrets scrubbed from every string the service sends.
 */
import type {
  ChangeRequest,
  Deprecation,
  FeatureSet,
  ModuleAddress,
  Revocation,
  ServiceAddress,
  SetDeprecationResult,
  SetRevocationResult,
  VersionState,
  Wording,
} from '../model.ts';
import { printable, show } from '../text.ts';
import { ResponseShapeError } from './errors.ts';
import { parseScrubbedJson, type Scrub } from './scrub.ts';

const ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

type AttributesDocument = { data?: { attributes?: Record<string, unknown> } };

/** The registry read API's versions list: the `modules` array. */
export function parseVersionsList(
  body: string,
  module: ModuleAddress,
  service: Pick<ServiceAddress, 'host' | 'hostname'>,
  scrub: Scrub,
  words: Wording,
): VersionState[] {
  const document = parseAnswerJson(body, 'the versions list', scrub);
  const modules = (document as { modules?: unknown }).modules;
  if (!Array.isArray(modules)) {
    throw new ResponseShapeError(
      'the versions list has no `modules` array; is the hostname an HCP Terraform or Terraform Enterprise host?',
    );
  }
  return checkVersionsList(modules, module, service, words);
}

/** The revoked versions a v2 module read lists; undefined when the key is absent (a service without revocation). */
export function parseRevokedVersions(body: string, scrub: Scrub): ReadonlySet<string> | undefined {
  const attributes = (parseAnswerJson(body, 'the module read', scrub) as AttributesDocument).data?.attributes;
  const revoked = attributes?.['revoked-versions'];
  if (revoked === undefined || revoked === null) return undefined;
  if (!Array.isArray(revoked) || !revoked.every((v) => typeof v === 'string' && isRegistryVersion(v))) {
    throw new ResponseShapeError('the module read lists `revoked-versions` that are not versions');
  }
  return new Set(revoked as string[]);
}

/** A v2 one-version read's revocation: its message and link, or null when it is not revoked. */
export function parseRevocation(body: string, scrub: Scrub): Revocation | null {
  const attributes = (parseAnswerJson(body, 'the version read', scrub) as AttributesDocument).data?.attributes;
  const revocation = attributes?.['revocation'];
  if (revocation === undefined || revocation === null || typeof revocation !== 'object') return null;
  const r = revocation as { status?: unknown; message?: unknown; link?: unknown };
  // Reads spell the status in lower case and answers to a PATCH capitalised: compare without case.
  if (typeof r.status !== 'string' || r.status.toLowerCase() !== 'revoked') return null;
  return { message: typeof r.message === 'string' ? r.message : '', link: typeof r.link === 'string' ? r.link : '' };
}

/**
 * Whether a v2 module read shows revocation at all; undefined when the answer has no attributes to tell by. Only a yes
 * or no is taken from it, so it is not scrubbed.
 */
export function parseHasRevocation(body: string): boolean | undefined {
  const attributes = (JSON.parse(body) as AttributesDocument | null)?.data?.attributes;
  if (attributes === undefined || attributes === null || typeof attributes !== 'object') return undefined;
  return Array.isArray(attributes['revoked-versions']);
}

/**
 * An answer's JSON object, its strings scrubbed: everything the service says enters here (or through `answerDocument`,
 * or parseApiErrors for errors). A body that is none is refused, its start quoted.
 */
export function parseAnswerJson(body: string, what: string, scrub: Scrub): object {
  try {
    const parsed = parseScrubbedJson(body, scrub);
    if (typeof parsed === 'object' && parsed !== null) return parsed;
  } catch {
    // fall through
  }
  // Scrubbed before it is cut, so a token across the cut is still found whole.
  const preview = scrub(body.trim().slice(0, 4096)).slice(0, 60).replace(/\s+/g, ' ');
  throw new ResponseShapeError(
    `${what} answer is not JSON (starts with ${JSON.stringify(preview)}); a proxy or the wrong hostname may be in the way`,
  );
}

function parseDeprecation(value: unknown): Deprecation | null {
  // An older service without deprecation support has no key at all: read that as "not deprecated".
  if (value === null || value === undefined || typeof value !== 'object') return null;
  const d = value as { reason?: unknown; link?: unknown };
  return {
    reason: typeof d.reason === 'string' ? d.reason : '',
    link: typeof d.link === 'string' ? d.link : '',
  };
}

/**
 * A version as the registry stores it: MAJOR.MINOR.PATCH with optional pre-release and build parts, by semver 2.0's
 * grammar. It becomes a path segment of a PATCH, so anything else (`..`, `1.0.0/../x`) is refused, never sent.
 */
const NUMBER = '(?:0|[1-9][0-9]*)';
const PRE_PART = '(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*)';
const BUILD_PART = '[0-9A-Za-z-]+';
const VERSION_PATTERN = new RegExp(
  `^${NUMBER}\\.${NUMBER}\\.${NUMBER}(?:-${PRE_PART}(?:\\.${PRE_PART})*)?(?:\\+${BUILD_PART}(?:\\.${BUILD_PART})*)?$`,
);
const MAX_VERSION_LENGTH = 128;

export function isRegistryVersion(text: string): boolean {
  return text.length <= MAX_VERSION_LENGTH && VERSION_PATTERN.test(text);
}

/**
 * The versions of `modules`: each entry is the module asked for, each version is a version, and a version listed twice
 * is one version. Two entries for one version that disagree about its deprecation are refused: there is no telling
 * which is current, and acting on the wrong one would go the wrong way; a re-run once the service agrees is safe.
 */
export function checkVersionsList(
  modules: readonly unknown[],
  module: ModuleAddress,
  service: Pick<ServiceAddress, 'host' | 'hostname'>,
  words: Wording,
): VersionState[] {
  const what = 'the versions list';
  const asked = `${module.namespace}/${module.name}/${module.provider}`;
  const byVersion = new Map<string, VersionState>();
  for (const entry of modules) {
    const source = (entry as { source?: unknown } | null)?.source;
    if (source !== undefined && !(typeof source === 'string' && sameModule(source, module, service))) {
      throw new ResponseShapeError(
        `${what} is for ${typeof source === 'string' ? printable(show(source)) : `a \`source\` of type ${typeof source}`}, not the module asked for (${asked}); nothing was changed. Check that ${words.name('hostname')} names the service itself, not a proxy or mirror that answers for other modules.`,
      );
    }
    const list = (entry as { versions?: unknown } | null)?.versions;
    for (const value of Array.isArray(list) ? (list as unknown[]) : []) {
      const state = parseVersionState(value, what, words);
      const seen = byVersion.get(state.version);
      if (seen === undefined) byVersion.set(state.version, state);
      else if (!sameDeprecation(seen.deprecation, state.deprecation)) {
        throw new ResponseShapeError(
          `${what} has version ${state.version} twice, once ${describeDeprecation(seen.deprecation)} and once ${describeDeprecation(state.deprecation)}; nothing was changed, since either could be stale. Try again later; if it persists, report it to the service's administrators.`,
        );
      }
    }
  }
  return [...byVersion.values()];
}

/** `namespace/name/provider`, or with this service's host in front; names compare without case. */
function sameModule(
  source: string,
  module: ModuleAddress,
  service: Pick<ServiceAddress, 'host' | 'hostname'>,
): boolean {
  const parts = source.toLowerCase().split('/');
  if (parts.length === 4) {
    const host = parts.shift();
    if (host !== service.host.toLowerCase() && host !== service.hostname.toLowerCase()) return false;
  }
  return isModuleParts(parts, module);
}

/** Whether lower-case `[namespace, name, provider]` names `module`, whose names compare without case. */
export const isModuleParts = (parts: readonly string[], module: ModuleAddress): boolean =>
  parts.length === 3 && parts.join('/') === `${module.namespace}/${module.name}/${module.provider}`.toLowerCase();

function sameDeprecation(a: Deprecation | null, b: Deprecation | null): boolean {
  return a === null || b === null ? a === b : a.reason === b.reason && a.link === b.link;
}

function describeDeprecation(d: Deprecation | null): string {
  return d === null ? 'not deprecated' : `deprecated (reason ${printable(show(d.reason))})`;
}

function parseVersionState(value: unknown, what: string, words: Wording): VersionState {
  const version = (value as { version?: unknown } | null)?.version;
  if (typeof version !== 'string') throw new ResponseShapeError(`${what} has an entry without a version`);
  if (!isRegistryVersion(version)) {
    throw new ResponseShapeError(
      `${what} has an entry whose version, ${printable(show(version))}, is not a version (MAJOR.MINOR.PATCH such as 1.2.0); nothing was changed. Check that ${words.name('hostname')} names an HCP Terraform or Terraform Enterprise host.`,
    );
  }
  return { version, deprecation: parseDeprecation((value as { deprecation?: unknown }).deprecation) };
}

/** The answer to a PATCH, if it is JSON: a 200 is what matters, the body only adds detail. */
function answerDocument(body: string, scrub: Scrub): unknown {
  try {
    return parseScrubbedJson(body, scrub);
  } catch {
    return undefined;
  }
}

export function parseSetDeprecation(body: string, scrub: Scrub): SetDeprecationResult {
  const document = answerDocument(body, scrub);
  if (document === undefined) return {};
  const data = (document as { data?: Record<string, unknown> } | null)?.data;
  const relation = (data?.relationships as { deprecation?: { data?: { id?: unknown } } } | undefined)?.deprecation
    ?.data;
  // Ids look like `dep-9CmCnXPxFuNJE9W5`; anything else is not printed or passed on.
  const deprecationId = typeof relation?.id === 'string' && ID_PATTERN.test(relation.id) ? relation.id : undefined;
  const included = (document as { included?: unknown }).included;
  const resource = Array.isArray(included)
    ? (included as Array<{ type?: unknown; id?: unknown; attributes?: Record<string, unknown> }>).find(
        (r) => r?.type === 'deprecations' && (deprecationId === undefined || r.id === deprecationId),
      )
    : undefined;
  const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
  return {
    ...(typeof data?.id === 'string' && { moduleVersionId: data.id }),
    ...(deprecationId !== undefined && { deprecationId }),
    ...(text(resource?.attributes?.reason) !== undefined && { reason: text(resource?.attributes?.reason) }),
    ...(text(resource?.attributes?.link) !== undefined && { link: text(resource?.attributes?.link) }),
  };
}

export function parseSetRevocation(body: string, scrub: Scrub): SetRevocationResult {
  const document = answerDocument(body, scrub);
  if (document === undefined) return {};
  const data = (document as { data?: Record<string, unknown> } | null)?.data;
  const attributes = data?.attributes as { revocation?: unknown } | undefined;
  const echo = attributes?.revocation as { status?: unknown; message?: unknown; link?: unknown } | null | undefined;
  const status = typeof echo?.status === 'string' ? echo.status.toLowerCase() : undefined;
  return {
    ...(typeof data?.id === 'string' && ID_PATTERN.test(data.id) && { moduleVersionId: data.id }),
    ...((status === 'revoked' || status === 'unrevoked') && { status }),
    ...(typeof echo?.message === 'string' && { message: echo.message }),
    ...(typeof echo?.link === 'string' && { link: echo.link }),
  };
}

/** One page of a workspace's change requests: each one's id, subject, and whether it is archived. */
export function parseChangeRequestPage(body: string, scrub: Scrub): { document: object; requests: ChangeRequest[] } {
  const document = parseAnswerJson(body, "the workspace's change requests", scrub);
  const data = (document as { data?: unknown }).data;
  if (!Array.isArray(data)) throw new ResponseShapeError("the workspace's change requests have no `data` array");
  const requests = (data as unknown[]).map((entry) => {
    const e = entry as { id?: unknown; attributes?: Record<string, unknown> } | null;
    const subject = e?.attributes?.subject;
    if (typeof e?.id !== 'string' || !ID_PATTERN.test(e.id) || typeof subject !== 'string') {
      throw new ResponseShapeError("the workspace's change requests list one without an id or a subject");
    }
    const archivedAt = e.attributes?.['archived-at'];
    return { id: e.id, subject, archived: archivedAt !== null && archivedAt !== undefined };
  });
  return { document, requests };
}

/** The id of the bulk action the service accepted, where its (experimental) answer gives one. */
export function parseBulkAction(body: string, scrub: Scrub): { id?: string } {
  if (body.trim() === '') return {};
  const id = (parseAnswerJson(body, 'the bulk action', scrub) as { data?: { id?: unknown } }).data?.id;
  return typeof id === 'string' && ID_PATTERN.test(id) ? { id } : {};
}

/**
 * The organization's current feature set; undefined when none is marked current. A feature the set does not name (the
 * documentation's samples name none) is unknown, never assumed missing.
 */
export function parseCurrentFeatureSet(body: string, scrub: Scrub): FeatureSet | undefined {
  const data = (parseAnswerJson(body, 'the feature sets', scrub) as { data?: unknown }).data;
  if (!Array.isArray(data)) throw new ResponseShapeError('the feature sets answer has no `data` array');
  const current = (data as unknown[])
    .map((entry) => (entry as { attributes?: Record<string, unknown> } | null)?.attributes)
    .find((a) => a?.['is-current'] === true);
  if (current === undefined) return undefined;
  const flag = (key: string): boolean | undefined => (typeof current[key] === 'boolean' ? current[key] : undefined);
  const name = current.name;
  const set: { -readonly [K in keyof FeatureSet]: FeatureSet[K] } = {};
  if (typeof name === 'string' && name !== '') set.name = printable(name).slice(0, 80);
  const deprecations = flag('module-deprecations');
  const revocations = flag('module-revocations');
  const changeRequests = flag('change-requests');
  if (deprecations !== undefined) set.moduleDeprecations = deprecations;
  if (revocations !== undefined) set.moduleRevocations = revocations;
  if (changeRequests !== undefined) set.changeRequests = changeRequests;
  return set;
}
