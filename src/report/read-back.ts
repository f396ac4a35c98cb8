/**
 * A previous report (`previousReport`), a file someone may have put there, checked against the report's schema (a
 * test keeps the two in step) before anything reads it, so that a count that is not a count never reaches the
 * burn-down; also what the schema cannot say: a version counts at least the workspaces it names, a date is a day of
 * the calendar. Keys the action does not know are left alone (a newer report of the same format). Pure.
 */
import type { Lifecycle } from '../model.ts';
import {
  HISTORY_RUNS,
  type HistoryPoint,
  type ModuleEntry,
  type PreviousReport,
  type ReportScope,
  type UsageOrigin,
  type VersionEntry,
} from './data.ts';
import { REPORT_FORMAT, REPORT_KIND } from './formats.ts';

/** Where the schema is, for the message that refuses a file. */
const REPORT_SCHEMA = 'schema/migration-report.schema.json';

/** A member of the file that does not fit the schema. */
class Misfit extends Error {}

type At = string;
const STATES: readonly Lifecycle[] = ['active', 'deprecated', 'revoked'];
const USAGE_ORIGINS = ['export', 'pages', 'unread'];
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?(Z|[+-](\d{2}):(\d{2}))$/;

/** What a value is, said without quoting text from the file. */
function kindOf(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'a number out of range';
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

const misfit = (at: At, expected: string, value: unknown): Misfit =>
  new Misfit(
    value === undefined
      ? `\`${at}\` is missing: expected ${expected}`
      : `\`${at}\` is not ${expected}, got ${kindOf(value)}`,
  );

function object(value: unknown, at: At): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw misfit(at, 'an object', value);
  return value as Record<string, unknown>;
}

function list(value: unknown, at: At): unknown[] {
  if (!Array.isArray(value)) throw misfit(at, 'a list', value);
  return value;
}

function text(value: unknown, at: At): string {
  if (typeof value !== 'string' || value === '') throw misfit(at, 'a non-empty string', value);
  return value;
}

function count(value: unknown, at: At): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw misfit(at, 'a count (a whole number, 0 or more)', value);
  }
  return value;
}

function timestamp(value: unknown, at: At): string {
  const m = typeof value === 'string' ? TIMESTAMP.exec(value) : null;
  const [year, month, day, hour, minute, second] = (m?.slice(1, 7) ?? []).map(Number) as number[];
  const date = new Date(Date.UTC(year ?? NaN, (month ?? 0) - 1, day));
  if (
    m === null ||
    date.getUTCDate() !== day ||
    date.getUTCMonth() !== (month ?? 0) - 1 ||
    (hour ?? 99) > 23 ||
    (minute ?? 99) > 59 ||
    (second ?? 99) > 60
  ) {
    throw misfit(at, 'a date and time such as 2026-11-24T07:23:00.000Z', value);
  }
  return value as string;
}

function moduleName(value: unknown, at: At): string {
  if (typeof value !== 'string' || !/^[^/]+\/[^/]+\/[^/]+$/.test(value)) {
    throw misfit(at, 'a module `namespace/name/provider`', value);
  }
  return value;
}

function names(value: unknown, at: At): string[] {
  const all = list(value, at).map((name, i) => {
    if (typeof name !== 'string') throw misfit(`${at}[${i}]`, 'a workspace name', name);
    return name;
  });
  if (new Set(all).size !== all.length) throw new Misfit(`\`${at}\` names a workspace twice`);
  return all;
}

/** An object of strings (a deprecation's reason and link, a revocation's message and link), checked. */
function texts(value: unknown, at: At, keys: readonly string[]): void {
  if (value === undefined) return;
  const o = object(value, at);
  for (const key of keys) if (typeof o[key] !== 'string') throw misfit(`${at}.${key}`, 'a string', o[key]);
}

/** What a report read besides its organization: the patterns it was narrowed by, in lower case. */
function scope(value: unknown): ReportScope | undefined {
  if (value === undefined) return undefined;
  const patterns = list(object(value, 'scope').patterns, 'scope.patterns').map((p, i) =>
    moduleName(p, `scope.patterns[${i}]`).toLowerCase(),
  );
  return { patterns };
}

function version(value: unknown, at: At): VersionEntry {
  const v = object(value, at);
  texts(v.deprecation, `${at}.deprecation`, ['reason', 'link']);
  texts(v.revocation, `${at}.revocation`, ['message', 'link']);
  const state = v.state;
  if (!STATES.includes(state as Lifecycle)) throw misfit(`${at}.state`, '`active`, `deprecated` or `revoked`', state);
  const workspaces = names(v.workspaces, `${at}.workspaces`);
  const counted = count(v['workspace-count'], `${at}.workspace-count`);
  if (counted < workspaces.length) {
    throw new Misfit(
      `\`${at}.workspace-count\` is ${counted}, fewer than the ${workspaces.length} workspaces it names`,
    );
  }
  return { version: text(v.version, `${at}.version`), state: state as Lifecycle, count: counted, workspaces };
}

/** Earlier runs' counts, at most the last HISTORY_RUNS kept. */
function history(value: unknown): HistoryPoint[] {
  if (value === undefined) return [];
  return list(value, 'history')
    .map((raw, i) => {
      const p = object(raw, `history[${i}]`);
      return {
        at: timestamp(p['generated-at'], `history[${i}].generated-at`),
        deprecatedInUse: count(p['deprecated-in-use'], `history[${i}].deprecated-in-use`),
        revokedInUse: count(p['revoked-in-use'], `history[${i}].revoked-in-use`),
        retiredUses: count(p['retired-uses'], `history[${i}].retired-uses`),
        workspacesAffected: count(p['workspaces-affected'], `history[${i}].workspaces-affected`),
      };
    })
    .slice(-HISTORY_RUNS);
}

/** The members the action writes but does not read back: checked all the same, as the schema says. */
function checkTheRest(d: Record<string, unknown>): void {
  if (d.usage !== undefined && !USAGE_ORIGINS.includes(d.usage as string)) {
    throw misfit('usage', '`export`, `pages` or `unread`', d.usage);
  }
  if (d.totals !== undefined) {
    for (const [key, value] of Object.entries(object(d.totals, 'totals'))) {
      if (
        [
          'modules',
          'versions',
          'deprecated',
          'revoked',
          'deprecated-in-use',
          'revoked-in-use',
          'retired-uses',
          'workspaces-affected',
        ].includes(key)
      ) {
        count(value, `totals.${key}`);
      }
    }
  }
  if (d['in-use'] !== undefined) {
    for (const [i, entry] of list(d['in-use'], 'in-use').entries()) {
      version(entry, `in-use[${i}]`);
      moduleName(object(entry, `in-use[${i}]`).module, `in-use[${i}].module`);
    }
  }
  if (d['burn-down'] !== undefined) {
    const b = object(d['burn-down'], 'burn-down');
    timestamp(b['previous-generated-at'], 'burn-down.previous-generated-at');
    count(b.then, 'burn-down.then');
    count(b.now, 'burn-down.now');
    if (b['previous-scope'] !== undefined) scope(b['previous-scope']);
    for (const [i, entry] of list(b.modules, 'burn-down.modules').entries()) {
      const m = object(entry, `burn-down.modules[${i}]`);
      moduleName(m.module, `burn-down.modules[${i}].module`);
      count(m.then, `burn-down.modules[${i}].then`);
      count(m.now, `burn-down.modules[${i}].now`);
      names(m['moved-off'], `burn-down.modules[${i}].moved-off`);
      if (m['no-longer-retired'] !== undefined) {
        const u = object(m['no-longer-retired'], `burn-down.modules[${i}].no-longer-retired`);
        list(u.versions, `burn-down.modules[${i}].no-longer-retired.versions`);
        names(u.workspaces, `burn-down.modules[${i}].no-longer-retired.workspaces`);
      }
    }
  }
  if (d.workspaces !== undefined) {
    for (const [i, entry] of list(d.workspaces, 'workspaces').entries()) {
      const w = object(entry, `workspaces[${i}]`);
      if (typeof w.name !== 'string') throw misfit(`workspaces[${i}].name`, 'a workspace name', w.name);
      if (w.project !== null && typeof w.project !== 'string') {
        throw misfit(`workspaces[${i}].project`, 'a project name or null', w.project);
      }
    }
  }
}

/** A previous report file's text as a PreviousReport, or why it is not one (to follow the file's name). */
export function parsePreviousReport(source: string): PreviousReport | { readonly error: string } {
  let document: unknown;
  try {
    document = JSON.parse(source);
  } catch {
    return { error: 'is not JSON' };
  }
  const d = document as Record<string, unknown> | null;
  if (typeof d !== 'object' || d === null || Array.isArray(d) || d.kind !== REPORT_KIND) {
    return { error: `is not a migration report (no "kind": "${REPORT_KIND}")` };
  }
  if (d.format !== REPORT_FORMAT) {
    return { error: `has format ${kindOf(d.format)}; this action reads format ${REPORT_FORMAT}` };
  }
  try {
    const organization = text(d.organization, 'organization');
    const generatedAt = timestamp(d['generated-at'], 'generated-at');
    const narrowed = scope(d.scope);
    const modules: ModuleEntry[] = list(d.modules, 'modules').map((raw, i) => {
      const m = object(raw, `modules[${i}]`);
      return {
        module: moduleName(m.module, `modules[${i}].module`),
        versions: list(m.versions, `modules[${i}].versions`).map((v, j) => version(v, `modules[${i}].versions[${j}]`)),
      };
    });
    checkTheRest(d);
    return {
      organization,
      generatedAt,
      ...(narrowed !== undefined && { scope: narrowed }),
      ...(d.usage !== undefined && { usage: d.usage as UsageOrigin }),
      modules,
      history: history(d.history),
    };
  } catch (error) {
    if (!(error instanceof Misfit)) throw error;
    return { error: `does not fit the report's schema (${REPORT_SCHEMA}): ${error.message}` };
  }
}
