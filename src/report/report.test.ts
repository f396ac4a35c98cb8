import { describe, expect, it } from 'vitest';
import { burndown } from './burndown.ts';
import { inUse, moduleEntry, totals, type ReportData } from './data.ts';
import { reportCsv, reportJson } from './formats.ts';
import { parsePreviousReport } from './read-back.ts';
import { resultOutput } from './outputs.ts';
import { ACTION_WORDS, CLI_WORDS } from '../wording.ts';
import { parseModulePattern, patternMatcher } from '../module-pattern.ts';
import { report } from './report.ts';
import type { ReportRequest } from './inputs.ts';

const vpc = { namespace: 'acme', name: 'vpc', provider: 'aws' };
const dns = { namespace: 'acme', name: 'dns', provider: 'google' };
const deprecation = { reason: 'old', link: '' };

function data(hot: string[], dnsUsers: string[]): ReportData {
  return {
    organization: 'acme',
    generatedAt: '2026-11-24T07:23:00.000Z',
    scope: { patterns: [] },
    usage: 'export',
    modules: [
      moduleEntry(
        dns,
        [{ version: '1.0.0', deprecation }],
        new Set(),
        new Map([['1.0.0', { count: dnsUsers.length, names: dnsUsers }]]),
      ),
      moduleEntry(
        vpc,
        [
          { version: '1.0.0', deprecation },
          { version: '1.1.0', deprecation },
          { version: '2.0.0', deprecation: null },
        ],
        new Set(['1.0.0']),
        new Map([
          ['1.0.0', { count: hot.length, names: hot }],
          ['2.0.0', { count: 1, names: ['new'] }],
        ]),
      ),
    ],
  };
}

const request = { kind: 'report', organization: 'acme', warnings: [] } as unknown as ReportRequest;

describe('the migration report', () => {
  it('lists retired versions in use, most workspaces first, and counts them once', () => {
    const d = data(['a', 'b', 'c'], ['a']);
    expect(inUse(d).map((e) => [e.module, e.version, e.state, e.count])).toEqual([
      ['acme/vpc/aws', '1.0.0', 'revoked', 3],
      ['acme/dns/google', '1.0.0', 'deprecated', 1],
    ]);
    expect(totals(d)).toMatchObject({ deprecatedInUse: 1, revokedInUse: 1, workspacesAffected: 3, retiredUses: 4 });
  });

  it('reads back its own JSON, and the burn-down says what moved off', () => {
    const before = parsePreviousReport(reportJson(data(['a', 'b', 'c'], ['a'])));
    if ('error' in before) throw new Error(before.error);
    const b = burndown(before, data(['c'], []));
    expect([b.then, b.now]).toEqual([4, 1]);
    const none = { unretired: { versions: [], workspaces: [] }, unretiredUses: 0 };
    expect(b.modules).toEqual([
      { module: 'acme/vpc/aws', then: 3, now: 1, movedOff: ['a', 'b'], ...none },
      { module: 'acme/dns/google', then: 1, now: 0, movedOff: ['a'], ...none },
    ]);
    const summary = report({
      kind: 'done',
      request,
      context: { words: ACTION_WORDS },
      data: data(['c'], []),
      burndown: b,
      written: [],
      warnings: [],
    }).summary;
    expect(summary).toContain(
      'Uses of deprecated and revoked versions: **4** on 2026-11-24 07:23 UTC, **1** now (−3).',
    );
    expect(summary).toContain('| `acme/vpc/aws` | 3 | 1 | −2 | 2: `a`, `b` |');
  });

  it('refuses a previous report that is not one', () => {
    expect(parsePreviousReport('[]')).toMatchObject({ error: expect.stringContaining('not a migration report') });
    expect(parsePreviousReport('{')).toEqual({ error: 'is not JSON' });
  });

  it('writes one CSV row per version and workspace, quoted, with its project, reason, link and revocation message', () => {
    const d = data(['a', 'b'], []);
    const lines = reportCsv({ ...d, projects: new Map([['a', '=Team "A"']]) })
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"module","version","state","workspace_count","workspace","project","deprecation_reason","deprecation_link","revocation_message","revocation_link"',
    );
    // A text that a spreadsheet would take for a formula is prefixed with a quote.
    expect(lines).toContain(`"acme/vpc/aws","1.0.0","revoked","2","a","'=Team ""A""","old","","",""`);
    expect(lines).toContain('"acme/vpc/aws","1.0.0","revoked","2","b","","old","","",""');
    expect(lines).toContain('"acme/dns/google","1.0.0","deprecated","0","","","old","","",""');
    expect(lines).toContain('"acme/vpc/aws","2.0.0","active","1","new","","","","",""');
  });

  it('gives the counts as outputs, and keeps text out of the markup', () => {
    const r = report({
      kind: 'done',
      request,
      context: { words: ACTION_WORDS },
      data: data(['x'], ['y']),
      written: [],
      warnings: [],
    });
    expect(r.outputs).toEqual({
      result: JSON.stringify([
        { module: 'acme/dns/google', version: '1.0.0', state: 'deprecated', workspaces: { count: 1, names: ['y'] } },
        { module: 'acme/vpc/aws', version: '1.0.0', state: 'revoked', workspaces: { count: 1, names: ['x'] } },
      ]),
      deprecated: 'true',
      'deprecated-in-use': '1',
      'revoked-in-use': '1',
      'workspaces-affected': '2',
      'change-requests-opened': '0',
    });
    expect(r.verdict.failed).toBe(false);
  });

  it('keeps `result` within the output limit: fewer names, then the versions used least, with a warning', () => {
    const names = Array.from({ length: 50 }, (_, i) => `workspace-${i}`);
    const entries = Array.from({ length: 300 }, (_, i) => ({
      module: 'acme/vpc/aws',
      version: `1.0.${i}`,
      state: 'deprecated' as const,
      count: 50,
      workspaces: names,
    }));
    const all = resultOutput(entries, ACTION_WORDS);
    expect(all.warning).toBeUndefined();
    expect(JSON.parse(all.result)).toHaveLength(300);
    const fewerNames = resultOutput(entries, ACTION_WORDS, 100_000);
    expect(JSON.parse(fewerNames.result)[0].workspaces).toEqual({ count: 50, names: names.slice(0, 10) });
    const fewerVersions = resultOutput(entries, ACTION_WORDS, 20_000);
    expect(JSON.parse(fewerVersions.result)).toHaveLength(100);
    expect(fewerVersions.warning).toMatch(/leaves out 200 more: GitHub caps an output at 1 MB/);
    // Each runner names its own flags and outputs: on the command line, --report-file and --json.
    const onTheCommandLine = resultOutput(entries, CLI_WORDS, 20_000).warning;
    expect(onTheCommandLine).toContain('`result` (--json) lists the 100 deprecated or revoked versions');
    expect(onTheCommandLine).toContain('Every one is in --report-file');
    expect(onTheCommandLine).not.toMatch(/`report-file`/);
  });

  it('matches a pattern part by part, without case', () => {
    const options = { namespaceWildcard: true };
    expect([vpc, dns].filter(patternMatcher(parseModulePattern('ACME/*/aws', options).pattern))).toEqual([vpc]);
    expect([vpc, dns].filter(patternMatcher(parseModulePattern('*/*/google', options).pattern))).toEqual([dns]);
    expect(() => parseModulePattern('acme/*', options)).toThrow();
    expect(() => parseModulePattern('acme/(a|b)/aws', options)).toThrow();
  });
});
