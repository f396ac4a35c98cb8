import { describe, expect, it } from 'vitest';
import type { VersionOutcome } from '../changes/outcome.ts';
import { actionOutputs, failureSummary, singleReport } from './report.ts';
import { buildSummary } from './summary.ts';
import { cell, markdownLink } from '../text.ts';
import { ACTION_WORDS, CLI_WORDS } from '../wording.ts';

const dep = { reason: 'Use 2.x | now', link: 'https://e.com/up' };
const outcomes: VersionOutcome[] = [
  {
    version: '1.0.0',
    kind: 'deprecate',
    status: 'changed',
    before: null,
    after: dep,
    verified: true,
    deprecationId: 'dep-1',
    steps: [{ step: 'deprecate', status: 'done' }],
  },
  { version: '1.1.0', kind: 'unchanged', status: 'unchanged', before: dep, after: dep, verified: true, steps: [] },
  {
    version: '1.2.0',
    kind: 'deprecate',
    status: 'failed',
    before: null,
    after: null,
    verified: false,
    error: 'HTTP 500',
    steps: [{ step: 'deprecate', status: 'failed' }],
  },
];

describe('actionOutputs', () => {
  it('draws every output from the outcomes', () => {
    const outputs = actionOutputs(outcomes);
    expect(outputs).toMatchObject({
      changed: 'true',
      'changed-versions': '1.0.0',
      deprecated: 'true',
      'deprecated-versions': '1.0.0,1.1.0',
      reason: '',
      link: '',
      'deprecation-id': 'dep-1',
    });
    expect(JSON.parse(outputs.result ?? '')[2]).toMatchObject({
      version: '1.2.0',
      outcome: 'failed',
      error: 'HTTP 500',
      changed: false,
    });
  });

  it('describes the registry as it is after a dry run, not as planned', () => {
    const planned: VersionOutcome = {
      version: '1.0.0',
      kind: 'deprecate',
      status: 'planned',
      before: null,
      after: dep,
      verified: false,
      steps: [{ step: 'deprecate', status: 'planned' }],
    };
    expect(actionOutputs([planned])).toMatchObject({ changed: 'true', deprecated: 'false', reason: '', link: '' });
  });

  it('sets reason and link for a single deprecated version', () => {
    expect(actionOutputs(outcomes.slice(1, 2))).toMatchObject({ reason: dep.reason, link: dep.link, changed: 'false' });
  });
});

describe('buildSummary', () => {
  it('shows counts, a row per version and the problems', () => {
    const md = buildSummary(outcomes, {
      words: ACTION_WORDS,
      moduleAddress: 'app.terraform.io/acme/vpc/aws',
      status: 'deprecated',
      dryRun: false,
      verify: true,
    });
    expect(md).toContain('### Deprecate 3 module versions of `app.terraform.io/acme/vpc/aws`');
    // The counts are the verdict's to say (singleReport), never as zeros beside a failure.
    expect(md).not.toMatch(/\d+ changed · /);
    expect(md).toContain(
      '| 1.0.0 | active | ⚠️ deprecated | Use 2.x \\| now | [https://e.com/up](https://e.com/up) | ✅ changed |',
    );
    expect(md).toContain('- `1.2.0`: HTTP 500');
  });

  it("titles a check that fails on nothing as the migration report it is (the command line's `usage`)", () => {
    const context = { words: ACTION_WORDS, moduleAddress: 'x', status: 'check', dryRun: false, verify: true } as const;
    const report = (failOnRevoked: boolean) =>
      singleReport(outcomes, { ...context, failOnDeprecated: false, failOnRevoked }).summary.split('\n')[0];
    expect(report(false)).toBe('### Migration report: 3 module versions of `x`');
    expect(report(true)).toBe('### Check 3 module versions of `x`');
  });

  it('says a warning comes from the command itself where the person set nothing (`usage` reports)', () => {
    const context = { words: CLI_WORDS, moduleAddress: 'x', status: 'check', dryRun: false, verify: true } as const;
    const opening = (keys: readonly ('failOnDeprecated' | 'failOnRevoked')[]) =>
      singleReport(outcomes, {
        ...context,
        failOnDeprecated: false,
        failOnRevoked: false,
        ...(keys.length > 0 && { warnsByDefault: { command: 'usage', keys } }),
      }).summary.split('\n')[2];
    expect(opening(['failOnDeprecated', 'failOnRevoked'])).toContain(
      '2 checked versions are deprecated (1.0.0, 1.1.0), warnings only: the `usage` command reports rather than fails.',
    );
    expect(opening([])).toContain('a warning only with --no-fail-on-deprecated.');
  });

  it('opens with the verdict: what failed, and what was done', () => {
    const context = {
      words: ACTION_WORDS,
      moduleAddress: 'x',
      status: 'deprecated',
      dryRun: false,
      verify: true,
      failOnDeprecated: true,
    };
    const lines = singleReport(outcomes, { ...context, status: 'deprecated' }).summary.split('\n');
    expect(lines.slice(0, 3)).toEqual([
      '### Deprecate 3 module versions of `x`',
      '',
      '❌ **Fails**: 1 of 3 versions failed: 1.2.0; 1 version deprecated, 1 unchanged.',
    ]);
    const done = singleReport(outcomes.slice(0, 2), { ...context, status: 'deprecated' }).summary;
    expect(done).toContain('\n✅ **Passes**: 1 version deprecated, 1 unchanged.\n');
    const nothing = singleReport(outcomes.slice(1, 2), {
      ...context,
      status: 'deprecated',
    }).summary;
    expect(nothing).toContain('\n✅ **Passes**: Nothing to change: 1 version already deprecated.\n');
  });

  it('ends the log with what the summary opens with, leaving out the zeros', () => {
    const context = {
      words: ACTION_WORDS,
      moduleAddress: 'x',
      status: 'deprecated',
      dryRun: false,
      verify: true,
      failOnDeprecated: true,
    } as const;
    expect(singleReport(outcomes.slice(0, 1), context).verdict).toEqual({
      failed: false,
      message: '1 version deprecated.',
    });
    // A constraint that matches no version: no "0 versions".
    const none = singleReport([], context);
    expect(none.verdict.message).toBe('Nothing to change: no version selected.');
    expect(none.summary).toContain('\n✅ **Passes**: Nothing to change: no version selected.\n');
    expect(singleReport([], { ...context, status: 'check' }).verdict.message).toBe('No version to check.');
  });

  it('counts an update as an update, not as a version deprecated or revoked', () => {
    const context = {
      words: ACTION_WORDS,
      moduleAddress: 'x',
      status: 'deprecated',
      dryRun: false,
      verify: true,
      failOnDeprecated: true,
    } as const;
    const update = (version: string, status: 'changed' | 'planned'): VersionOutcome => ({
      version,
      kind: 'update',
      status,
      before: { reason: 'Old', link: '' },
      after: dep,
      verified: status === 'changed',
      steps: [{ step: 'update', status: status === 'changed' ? 'done' : 'planned' }],
    });
    const both = [update('1.0.0', 'changed'), update('1.1.0', 'changed')];
    expect(singleReport(both, context).verdict.message).toBe('2 deprecations updated.');
    const planned = [update('1.0.0', 'planned'), update('1.1.0', 'planned'), outcomes[1]!];
    expect(singleReport(planned, { ...context, dryRun: true }).summary).toContain(
      '\n✅ **Passes**: 2 deprecations would be updated, 1 unchanged (dry run).\n',
    );
    const mixed = [{ ...outcomes[0]! }, update('1.1.0', 'changed')];
    expect(singleReport(mixed, context).verdict.message).toBe('1 version deprecated, 1 deprecation updated.');
    const message: VersionOutcome = {
      ...update('1.0.0', 'changed'),
      before: dep,
      revokedBefore: true,
      revoked: true,
      revocationBefore: { message: 'Old', link: 'https://e.com/old' },
      revocation: { message: 'New', link: '' },
      steps: [{ step: 'revoke', status: 'done' }],
    };
    expect(singleReport([message], { ...context, status: 'revoked' }).verdict.message).toBe(
      '1 revocation message updated.',
    );
  });

  it('does not count a version held back by revoke-only-unused as revoked', () => {
    const held: VersionOutcome = {
      ...outcomes[0]!,
      note: 'Not revoked: in use by 1 workspace (app). With `revoke-only-unused`, only unused versions are revoked, so it stays deprecated.',
    };
    const context = {
      words: ACTION_WORDS,
      moduleAddress: 'x',
      status: 'revoked',
      dryRun: false,
      verify: true,
      failOnDeprecated: true,
    } as const;
    const report = singleReport([held], context);
    expect(report.summary).toContain(
      '\n⚠️ **Warns** (the step passes): no version revoked; 1 version held back: 1.0.0 (see below).\n',
    );
    expect(report.verdict.message).toBe('No version revoked.');
    // The action's own code span renders as code, not as escaped backticks.
    expect(report.summary).toContain(
      '- `1.0.0`: Not revoked: in use by 1 workspace (app). With `revoke-only-unused`, only unused versions are revoked, so it stays deprecated.',
    );
  });

  it('says when it was a dry run', () => {
    expect(
      buildSummary(outcomes, {
        words: ACTION_WORDS,
        moduleAddress: 'x',
        status: 'deprecated',
        dryRun: true,
        verify: true,
      }),
    ).toContain('Dry run');
  });

  it('keeps every kind of line break and control character out of a row', () => {
    expect(cell('a\rb\u2028c\u0085d\u0007e')).toBe('a b c d e');
  });

  it('shows a link the service stored malformed as text instead of failing', () => {
    expect(markdownLink('x', 'https://e.com/\ud800')).toBe('x');
    expect(markdownLink('x', 'https://e.com/a (b)')).toBe('[x](https://e.com/a%20%28b%29)');
  });

  it('keeps user text out of the table syntax', () => {
    expect(cell('a|b\n<script>')).toBe('a\\|b \\<script\\>');
  });
});

describe('failureSummary', () => {
  it('shows a message that quotes an answer as text, never as markup', () => {
    const md = failureSummary(
      'tfe.example.com/acme/vpc/aws',
      'the versions list answer is not JSON (starts with "<!DOCTYPE html> <html><head><title>502</title>")',
    );
    expect(md).toMatch(/^### Module deprecation: `tfe.example.com\/acme\/vpc\/aws`\n\n❌ \*\*Fails\*\*: /);
    expect(md).toContain('\\<html\\>\\<head\\>\\<title\\>502\\</title\\>');
    expect(md).not.toMatch(/<(html|head|title)>/);
  });
});

describe('singleReport in check mode', () => {
  it('counts revoked versions apart from deprecated ones when it passes', () => {
    const revoked: VersionOutcome = {
      version: '1.3.0',
      kind: 'unchanged',
      status: 'unchanged',
      before: dep,
      after: dep,
      verified: true,
      revoked: true,
      steps: [],
    };
    const checked = [outcomes[1]!, revoked, { ...outcomes[1]!, version: '2.0.0', before: null, after: null }];
    const report = singleReport(checked, {
      words: ACTION_WORDS,
      moduleAddress: 'app.terraform.io/acme/vpc/aws',
      status: 'check',
      dryRun: false,
      verify: true,
      failOnDeprecated: false,
      // A revoked version fails a check unless fail-on-revoked is false, as in the gate.
      failOnRevoked: false,
    });
    expect(report.verdict).toEqual({ failed: false, message: 'Checked 3 versions: 1 deprecated, 1 revoked.' });
  });

  it('fails on a revoked version under fail-on-revoked, even with fail-on-deprecated: false', () => {
    const revoked: VersionOutcome = { ...outcomes[1]!, revoked: true, revocation: { message: 'CVE', link: '' } };
    const context = {
      words: ACTION_WORDS,
      moduleAddress: 'app.terraform.io/acme/vpc/aws',
      status: 'check' as const,
      dryRun: false,
      verify: true,
      failOnDeprecated: false,
    };
    const report = singleReport([revoked], context);
    expect(report.verdict).toMatchObject({ failed: true, reason: 'revoked-in-use' });
    expect(report.annotations.map((a) => a.level)).toEqual(['error']);
    const warned = singleReport([revoked], { ...context, failOnRevoked: false });
    expect(warned.verdict.failed).toBe(false);
    expect(warned.annotations.map((a) => a.level)).toEqual(['warning']);
  });

  it('writes the reason and the revocation apart in the Reason cell, never as ".;"', () => {
    const revoked = (reason: string): VersionOutcome => ({
      ...outcomes[1]!,
      before: { ...dep, reason },
      after: { ...dep, reason },
      revoked: true,
      revocation: { message: 'Opens port 22 (CVE-1).', link: '' },
    });
    const context = {
      words: ACTION_WORDS,
      moduleAddress: 'app.terraform.io/acme/vpc/aws',
      status: 'check' as const,
      dryRun: false,
      verify: true,
      failOnDeprecated: false,
    };
    expect(singleReport([revoked('End of life.')], context).summary).toContain(
      '| End of life. · revoked: Opens port 22 (CVE-1). |',
    );
    expect(singleReport([revoked('End of life')], context).summary).toContain(
      '| End of life · revoked: Opens port 22 (CVE-1). |',
    );
  });

  const missing: VersionOutcome = {
    version: '9.9.9',
    kind: 'missing',
    status: 'failed',
    before: null,
    after: null,
    verified: false,
    steps: [],
    error: "Version 9.9.9 is not in the registry's version list for this module.",
  };

  it('fails a version the registry lacks as invalid-input, saying nothing was changed', () => {
    const report = singleReport([missing], {
      words: ACTION_WORDS,
      moduleAddress: 'app.terraform.io/acme/vpc/aws',
      status: 'deprecated',
      dryRun: false,
      verify: true,
      failOnDeprecated: true,
    });
    expect(report.verdict).toMatchObject({ failed: true, reason: 'invalid-input' });
    expect(report.verdict.message).toMatch(/^Version 9\.9\.9 is not in the registry.*Nothing was changed/);
  });

  it('checks a version the registry lacks by naming it once, in the verdict, and draws no empty table', () => {
    const context = {
      words: ACTION_WORDS,
      moduleAddress: 'app.terraform.io/acme/vpc/aws',
      status: 'check',
      dryRun: false,
      verify: true,
      failOnDeprecated: true,
    } as const;
    const report = singleReport([missing], context);
    expect(report.verdict).toMatchObject({ failed: true, reason: 'invalid-input' });
    expect(report.annotations).toEqual([]);
    expect(report.summary.match(/9\.9\.9/g)).toHaveLength(1);
    expect(report.summary).toContain('\nVersions: 1 not in the registry.\n');
    expect(report.summary).not.toContain('| Version |');
    const none = singleReport([], context);
    expect(none.summary).toContain('✅ **Passes**: No version to check.');
    expect(none.summary).not.toContain('| Version |');
  });

  it('fails on a revoked version even where the read shows no deprecation', () => {
    const revoked: VersionOutcome = {
      version: '1.3.0',
      kind: 'unchanged',
      status: 'unchanged',
      before: null,
      after: null,
      verified: true,
      revoked: true,
      revocation: { message: 'CVE-2026-1', link: 'https://e.com/cve' },
      steps: [],
    };
    const report = singleReport([revoked], {
      words: ACTION_WORDS,
      moduleAddress: 'app.terraform.io/acme/vpc/aws',
      status: 'check',
      dryRun: false,
      verify: true,
      failOnDeprecated: true,
    });
    expect(report.verdict).toMatchObject({ failed: true, reason: 'revoked-in-use' });
    expect(report.annotations[0]).toMatchObject({
      level: 'error',
      title: 'Module version 1.3.0 of app.terraform.io/acme/vpc/aws is revoked',
    });
    expect(report.annotations[0]?.message).toContain('More information: https://e.com/cve');
    expect(report.summary).toContain('| 1.3.0 | ⛔ revoked |');
    expect(report.summary).toContain('\n❌ **Fails**: 1 checked version is revoked (1.3.0).\n');
    expect(report.summary).toContain('\nVersions: 1 revoked.\n');
  });
});

describe('the result output and workspace names', () => {
  it('keeps every count and drops names to stay within GitHub’s 1 MB output limit', () => {
    const names = Array.from({ length: 800 }, (_, i) => `team-workspace-${String(i).padStart(4, '0')}`);
    const many: VersionOutcome[] = Array.from({ length: 60 }, (_, i) => ({
      ...outcomes[1]!,
      version: `1.${i}.0`,
      usage: { count: names.length, names },
    }));
    const result = actionOutputs(many).result ?? '';
    expect(Buffer.byteLength(result)).toBeLessThanOrEqual(900_000);
    const entries = JSON.parse(result) as Array<{ workspaces: { count: number; names: string[] } }>;
    expect(entries).toHaveLength(60);
    expect(entries.every((e) => e.workspaces.count === 800 && e.workspaces.names.length === 100)).toBe(true);
    // Small enough: every name.
    const few = actionOutputs(many.slice(0, 2)).result ?? '';
    expect((JSON.parse(few) as typeof entries)[0]?.workspaces.names).toHaveLength(800);
  });
});
