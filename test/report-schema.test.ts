/**
 * The published JSON Schema of the organization report (schema/migration-report.schema.json) and
 * the parser that reads a previous report back (src/report/read-back.ts) must agree on
 * what a report is: the report the action writes fits both, and each way of spoiling it is
 * refused by both.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import formats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { moduleEntry, type ReportData } from '../src/report/data.ts';
import { burndown } from '../src/report/burndown.ts';
import { reportJson } from '../src/report/formats.ts';
import { parsePreviousReport } from '../src/report/read-back.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const schema = JSON.parse(readFileSync(path.join(root, 'schema/migration-report.schema.json'), 'utf8')) as object;
const validateSchema = formats.default(new Ajv({ allErrors: true, strict: true })).compile(schema);

const deprecation = { reason: 'old', link: '' };
const data = (users: string[]): ReportData => ({
  organization: 'acme',
  generatedAt: '2026-11-24T07:23:00.000Z',
  scope: { patterns: [] },
  usage: 'export',
  modules: [
    moduleEntry(
      { namespace: 'acme', name: 'vpc', provider: 'aws' },
      [
        { version: '1.0.0', deprecation },
        { version: '2.0.0', deprecation: null },
      ],
      new Set(['1.0.0']),
      new Map([['1.0.0', { count: users.length + 1, names: users }]]),
    ),
  ],
});
const previous = parsePreviousReport(reportJson(data(['a', 'b', 'c'])));
if ('error' in previous) throw new Error(previous.error);
/** A report as the action writes it, with a burn-down. */
const written = (): Record<string, unknown> =>
  JSON.parse(reportJson(data(['a']), burndown(previous, data(['a'])))) as Record<string, unknown>;

type Json = Record<string, unknown>;
type Edit = (d: Json) => void;
/** The object at a dotted path (`modules.0.versions.0`), and the last key. */
function at(d: Json, dotted: string): [Json, string] {
  const keys = dotted.split('.');
  const last = keys.pop() as string;
  return [keys.reduce<Json>((o, k) => o[k] as Json, d), last];
}
const set =
  (dotted: string, value: unknown): Edit =>
  (d) => {
    const [o, k] = at(d, dotted);
    o[k] = value;
  };
const drop =
  (...paths: string[]): Edit =>
  (d) => {
    for (const dotted of paths) {
      const [o, k] = at(d, dotted);
      delete o[k];
    }
  };
const VERSION = 'modules.0.versions.0';

const GOOD: Record<string, Edit> = {
  'the report as written': () => {},
  'keys it does not know (a newer report of the same format)': (d) => {
    set('notes', [{ at: 'x' }])(d);
    set('modules.0.owner', 'me')(d);
  },
  'a minimal report': drop('usage', 'totals', 'in-use', 'burn-down', 'workspaces'),
  'a report written before reports kept their scope': drop('scope'),
  'a report of the modules a pattern names': set('scope', { patterns: ['acme/storage/*'] }),
  'a workspace whose project is not known': set('workspaces', [{ name: 'a', project: null }]),
  'a revocation with its message and link': set(`${VERSION}.revocation`, { message: 'CVE', link: '' }),
  'a time with an offset': set('generated-at', '2026-11-24T08:23:00+01:00'),
  'a history of earlier runs': set('history', [
    {
      'generated-at': '2026-11-10T07:23:00.000Z',
      'deprecated-in-use': 3,
      'revoked-in-use': 1,
      'retired-uses': 9,
      'workspaces-affected': 5,
    },
  ]),
  'workspace names that are not names': set(`${VERSION}.workspaces`, ['bad name <b>', '=1+1']),
};
const BAD: Record<string, Edit> = {
  'a count of 1e308': set(`${VERSION}.workspace-count`, 1e308),
  'a negative count': set(`${VERSION}.workspace-count`, -5),
  'a fractional count': set(`${VERSION}.workspace-count`, 2.5),
  'a count as a string': set(`${VERSION}.workspace-count`, '2'),
  'a negative total': set('totals.retired-uses', -1),
  'a fractional burn-down': set('burn-down.then', 0.5),
  'a huge burn-down of a module': set('burn-down.modules.0.now', 1e300),
  'an in-use entry without a module': drop('in-use.0.module'),
  'an unknown state': set(`${VERSION}.state`, 'retired'),
  'a workspace named twice': set(`${VERSION}.workspaces`, ['a', 'a']),
  'a workspace that is a number': set(`${VERSION}.workspaces`, [1]),
  'a module that is no address': set('modules.0.module', 'vpc'),
  'an empty version': set(`${VERSION}.version`, ''),
  'no modules': drop('modules'),
  'modules that are an object': set('modules', {}),
  'a version without workspaces': drop(`${VERSION}.workspaces`),
  'a date that is no date': set('generated-at', 'last Tuesday'),
  'a day that does not exist': set('generated-at', '2026-02-30T07:23:00.000Z'),
  'a time without a zone': set('generated-at', '2026-11-24T07:23:00'),
  'an unknown usage': set('usage', 'guessed'),
  'an empty organization': set('organization', ''),
  'another format': set('format', 2),
  'another kind': set('kind', 'something-else'),
  'a history point with a negative count': set('history', [
    {
      'generated-at': '2026-11-10T07:23:00.000Z',
      'deprecated-in-use': -3,
      'revoked-in-use': 1,
      'retired-uses': 9,
      'workspaces-affected': 5,
    },
  ]),
  'a history point without its date': set('history', [
    { 'deprecated-in-use': 3, 'revoked-in-use': 1, 'retired-uses': 9, 'workspaces-affected': 5 },
  ]),
  'a history that is not a list': set('history', {}),
  'a scope without its patterns': set('scope', {}),
  'a scope pattern that is no module pattern': set('scope', { patterns: ['storage'] }),
  'a deprecation reason that is not text': set(`${VERSION}.deprecation`, { reason: 5, link: '' }),
  'a revocation without its message': set(`${VERSION}.revocation`, { link: '' }),
  'a workspace whose project is a number': set('workspaces', [{ name: 'a', project: 7 }]),
  'workspaces that are an object': set('workspaces', {}),
  'a workspace still on a version no longer retired, named twice': set('burn-down.modules.0.no-longer-retired', {
    versions: ['1.0.0'],
    workspaces: ['a', 'a'],
  }),
};

const edited = (edit: Edit): Record<string, unknown> => {
  const d = written();
  edit(d);
  return d;
};

describe('the migration report schema and the parser of a previous report', () => {
  it.each(Object.entries(GOOD))('both accept %s', (_, edit) => {
    const d = edited(edit);
    expect(validateSchema(d), JSON.stringify(validateSchema.errors)).toBe(true);
    expect(parsePreviousReport(JSON.stringify(d))).not.toHaveProperty('error');
  });

  it.each(Object.entries(BAD))('both refuse %s', (_, edit) => {
    const d = edited(edit);
    expect(validateSchema(d)).toBe(false);
    expect(parsePreviousReport(JSON.stringify(d))).toHaveProperty('error');
  });

  it('refuses, beyond the schema, a version that counts fewer workspaces than it names', () => {
    const d = edited(set(`${VERSION}.workspace-count`, 0));
    expect(parsePreviousReport(JSON.stringify(d))).toEqual({
      error:
        "does not fit the report's schema (schema/migration-report.schema.json): `modules[0].versions[0].workspace-count` is 0, fewer than the 1 workspaces it names",
    });
  });

  it('says where the misfit is and what it got, quoting nothing from the file', () => {
    const d = edited(set(`${VERSION}.workspace-count`, 1e308));
    expect(parsePreviousReport(JSON.stringify(d))).toEqual({
      error:
        "does not fit the report's schema (schema/migration-report.schema.json): `modules[0].versions[0].workspace-count` is not a count (a whole number, 0 or more), got 1e+308",
    });
  });
});
