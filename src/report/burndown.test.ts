import { describe, expect, it } from 'vitest';
import { burndown, shownTime } from './burndown.ts';
import { runLabels } from './burndown-chart.ts';
import type { HistoryPoint, ModuleEntry, PreviousReport, ReportData, VersionEntry } from './data.ts';
import { scopeOf } from './run.ts';
import { parseModulePattern } from '../module-pattern.ts';

const v = (version: string, state: VersionEntry['state'], workspaces: string[]): VersionEntry => ({
  version,
  state,
  count: workspaces.length,
  workspaces,
});
const m = (module: string, ...versions: VersionEntry[]): ModuleEntry => ({ module, versions });

const current = (modules: ModuleEntry[], more: Partial<ReportData> = {}): ReportData => ({
  organization: 'acme',
  generatedAt: '2026-11-24T07:00:00.000Z',
  scope: { patterns: [] },
  usage: 'export',
  modules,
  ...more,
});
const previous = (modules: ModuleEntry[], more: Partial<PreviousReport> = {}): PreviousReport => ({
  organization: 'acme',
  generatedAt: '2026-11-17T07:00:00.000Z',
  scope: { patterns: [] },
  usage: 'export',
  modules,
  history: [],
  ...more,
});
const point = (at: string, workspacesAffected = 1): HistoryPoint => ({
  at,
  deprecatedInUse: 1,
  revokedInUse: 0,
  retiredUses: workspacesAffected,
  workspacesAffected,
});

describe('the burn-down', () => {
  const vpc = m('acme/vpc/aws', v('1.0.0', 'deprecated', ['v1', 'v2']));
  const storage = (users: string[]) => m('acme/storage/aws', v('1.0.0', 'deprecated', users));

  it('compares a previous report of another scope only on the modules both read', () => {
    const b = burndown(
      previous([storage(['s1', 's2']), vpc], { history: [point('2026-11-10T07:00:00.000Z')] }),
      current([storage(['s1'])], { scope: { patterns: ['acme/storage/*'] } }),
    );
    expect(b).toMatchObject({ scopeDiffers: true, scopeAssumed: false, then: 2, now: 1, onlyThen: ['acme/vpc/aws'] });
    expect(b.modules.map((x) => [x.module, x.movedOff])).toEqual([['acme/storage/aws', ['s2']]]);
    // Counts of another scope would draw a cliff: the chart starts again.
    expect(b.history).toEqual([]);
  });

  it('takes a report that does not say its scope for one of the whole organization', () => {
    const older = previous([storage(['s1']), vpc], { history: [point('2026-11-10T07:00:00.000Z')] });
    delete (older as { scope?: unknown }).scope;
    const whole = burndown(older, current([storage(['s1']), vpc]));
    expect(whole).toMatchObject({ scopeDiffers: false, scopeAssumed: true, onlyThen: [], onlyNow: [] });
    expect(whole.history).toHaveLength(2);
    const narrow = burndown(older, current([storage(['s1'])], { scope: { patterns: ['acme/storage/*'] } }));
    expect(narrow).toMatchObject({ scopeDiffers: true, scopeAssumed: true, previousScope: { patterns: [] } });
  });

  it('leaves out a module only one report read, even of the same scope', () => {
    const b = burndown(previous([vpc]), current([storage(['s1'])]));
    expect(b).toMatchObject({ scopeDiffers: false, then: 0, now: 0, modules: [] });
    expect([b.onlyThen, b.onlyNow]).toEqual([['acme/vpc/aws'], ['acme/storage/aws']]);
  });

  it('tells workspaces still on a version no longer retired from those that moved', () => {
    const then = m(
      'acme/vpc/aws',
      v('1.0.0', 'deprecated', ['a', 'b']),
      v('1.1.0', 'revoked', ['c']),
      v('2.0.0', 'active', []),
    );
    const now = m(
      'acme/vpc/aws',
      v('1.0.0', 'active', ['a']),
      v('1.1.0', 'deprecated', []),
      v('2.0.0', 'active', ['b', 'c']),
    );
    const [vpcNow] = burndown(previous([then]), current([now])).modules;
    expect(vpcNow).toEqual({
      module: 'acme/vpc/aws',
      then: 3,
      now: 0,
      movedOff: ['b', 'c'],
      unretired: { versions: ['1.0.0'], workspaces: ['a'] },
      unretiredUses: 2,
    });
  });

  it('an un-revoked version is still deprecated: its workspaces neither moved nor left a retired version', () => {
    const then = m('acme/vpc/aws', v('1.0.0', 'revoked', ['a']));
    const now = m('acme/vpc/aws', v('1.0.0', 'deprecated', ['a']));
    expect(burndown(previous([then]), current([now])).modules).toMatchObject([
      { then: 1, now: 1, movedOff: [], unretired: { workspaces: [] } },
    ]);
  });

  it('compares nothing when either report read no usage', () => {
    const gone = current([m('acme/vpc/aws', v('1.0.0', 'deprecated', []))], { usage: 'unread' });
    expect(burndown(previous([vpc]), gone)).toMatchObject({ usageMissing: 'current', modules: [], then: 0 });
    expect(burndown(previous([vpc], { usage: 'unread' }), current([vpc]))).toMatchObject({
      usageMissing: 'previous',
      history: [],
    });
  });

  it('keeps the history in date order, once per instant, and sets aside runs dated after this one', () => {
    const b = burndown(
      previous([vpc], {
        history: [
          point('2026-11-03T07:00:00.000Z', 5),
          point('2099-01-01T00:00:00.000Z'),
          point('2026-10-27T07:00:00.000Z', 6),
          point('2026-11-03T08:00:00+01:00', 4),
        ],
      }),
      current([vpc]),
    );
    expect(b.history.map((p) => [p.at, p.workspacesAffected])).toEqual([
      ['2026-10-27T07:00:00.000Z', 6],
      ['2026-11-03T08:00:00+01:00', 4],
      ['2026-11-17T07:00:00.000Z', 2],
    ]);
    expect(b.future.map((p) => p.at)).toEqual(['2099-01-01T00:00:00.000Z']);
  });
});

describe('the burn-down in words', () => {
  it('labels each run by its day, or the minute, second or millisecond that tells it apart', () => {
    const labels = (...at: string[]) => runLabels(at.map((t) => point(t)));
    expect(labels('2026-11-17T07:00:00.000Z', '2026-11-24T07:00:00.000Z')).toEqual(['2026-11-17', '2026-11-24']);
    expect(labels('2026-11-24T07:00:00.000Z', '2026-11-24T15:09:22.000Z')).toEqual([
      '2026-11-24 07:00',
      '2026-11-24 15:09',
    ]);
    expect(labels('2026-11-24T15:09:22.100Z', '2026-11-24T15:09:22.900Z')).toEqual([
      '2026-11-24 15:09:22.100',
      '2026-11-24 15:09:22.900',
    ]);
    expect(labels('2026-11-24T15:09:22.100Z', '2026-11-24T15:09:22.100Z')).toEqual([
      '2026-11-24 15:09:22.100 (run 1)',
      '2026-11-24 15:09:22.100 (run 2)',
    ]);
    expect(shownTime('2026-11-24T08:23:00.123+01:00')).toBe('2026-11-24 07:23 UTC');
  });

  it('records the scope a pattern gives, the namespace `*` as the organization', () => {
    const pattern = (raw: string) => parseModulePattern(raw, { namespaceWildcard: true }).pattern;
    expect(scopeOf({ organization: 'acme' })).toEqual({ patterns: [] });
    expect(scopeOf({ organization: 'acme', pattern: pattern('*/Storage/*') })).toEqual({
      patterns: ['acme/storage/*'],
    });
    expect(scopeOf({ organization: 'acme', pattern: pattern('ACME/storage/*') })).toEqual({
      patterns: ['acme/storage/*'],
    });
  });
});
