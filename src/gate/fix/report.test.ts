import { describe, expect, it } from 'vitest';
import type { Finding } from '../judge/judge.ts';
import type { Fix, FixResult } from './apply.ts';
import { fixHeadline, fixOutputs, fixSummary } from './report.ts';
import { suggestionBody } from './suggest.ts';

const finding = (key: string, line: number): Finding => ({
  call: {
    directory: '.',
    key,
    source: 'app.terraform.io/acme/vpc/aws',
    location: { file: 'main.tf', line },
    from: 'configuration',
  },
  verdict: {
    status: 'deprecated',
    address: 'app.terraform.io/acme/vpc/aws',
    version: '1.2.0',
    deprecation: { reason: '', link: '' },
    revoked: true,
  },
});
const fixes: Fix[] = [
  { finding: finding('vpc', 1), outcome: 'rewritten', version: '1.4.0', argument: { from: '1.2.0', to: '1.4.0' } },
  { finding: finding('dns', 5), outcome: 'upgrade-installed', version: '1.4.0' },
  { finding: finding('net', 9), outcome: 'by-hand', why: 'a range | of versions' },
];
const result = (dryRun: boolean): FixResult => ({
  fixes,
  files: ['main.tf'],
  lines: 1,
  dryRun,
  diff: dryRun ? '--- a/main.tf\n+++ b/main.tf\n@@ -1 +1 @@\n-```\n+````\n' : '',
  warnings: [],
});

describe("the fix's report", () => {
  it('gives fixed and one fixes entry per call', () => {
    const outputs = fixOutputs(result(false));
    expect(outputs.fixed).toBe('true');
    expect(JSON.parse(outputs.fixes ?? '')).toEqual([
      {
        call: 'module.vpc',
        module: 'app.terraform.io/acme/vpc/aws',
        file: 'main.tf',
        line: 1,
        from: '1.2.0',
        to: '1.4.0',
        outcome: 'rewritten',
        constraint: { from: '1.2.0', to: '1.4.0' },
      },
      expect.objectContaining({ outcome: 'upgrade-installed', to: '1.4.0', constraint: null }),
      expect.objectContaining({ outcome: 'by-hand', to: null, why: 'a range | of versions' }),
    ]);
    expect(fixOutputs(result(true)).fixed).toBe('false');
  });

  it('counts the lines it rewrites, says how many calls that clears, and what a dry run would do', () => {
    expect(fixHeadline(result(false))).toBe(
      'The fix rewrote 1 line in 1 file; that clears 1 of the 3 calls on a deprecated or revoked version. The verdict is that of the files as they were.',
    );
    expect(fixHeadline(result(true))).toMatch(/^Dry run: the fix would rewrite 1 line in 1 file, and write nothing/);
  });

  it('says when calls share the line it rewrites', () => {
    const shared = {
      ...fixes[0],
      finding: { ...finding('vpc', 1), call: { ...finding('vpc', 1).call, directory: 'b' } },
    };
    const twice: FixResult = { ...result(false), fixes: [fixes[0] as Fix, shared as Fix] };
    expect(fixHeadline(twice)).toBe(
      'The fix rewrote 1 line in 1 file, for 2 calls that share it (one block, reached from several configurations); that clears 2 of the 2 calls on a deprecated or revoked version. The verdict is that of the files as they were.',
    );
  });

  it('speaks in the conditional in a dry run, and of nothing when there is nothing to fix', () => {
    const none = (dryRun: boolean): FixResult => ({ ...result(dryRun), fixes: [], files: [], lines: 0, diff: '' });
    expect(fixHeadline(none(false))).toBe('Nothing to fix: no module call uses a deprecated or revoked version.');
    expect(fixHeadline(none(true))).toBe('Nothing to fix: no module call uses a deprecated or revoked version.');
    const byHand = (dryRun: boolean): FixResult => ({ ...none(dryRun), fixes: [fixes[2] as Fix] });
    expect(fixHeadline(byHand(true))).toBe(
      'The fix would rewrite no version: the one call on a deprecated or revoked version cannot be rewritten in place.',
    );
    expect(fixSummary(result(true)).join('\n')).toContain('✏️ would be rewritten');
    expect(fixSummary(result(false)).join('\n')).not.toContain('would be');
  });

  it('lists each call in the summary, escapes table text, and fences a dry run’s diff past its backticks', () => {
    const summary = fixSummary(result(true)).join('\n');
    expect(summary).toContain('#### Fixes (dry run: nothing written)');
    expect(summary).toContain('a range \\| of versions');
    expect(summary).toContain('`````diff\n--- a/main.tf');
  });
});

describe('a suggested change', () => {
  it('replaces the whole line, in a fence no backtick of the line closes', () => {
    const body = suggestionBody(finding('vpc', 1), '  version = "1.4.0" # `pinned`', '1.4.0');
    expect(body.split('\n')).toEqual([
      '<!-- tfe-module-lifecycle suggestion -->',
      '`module.vpc` uses version 1.2.0, which is revoked: move it to 1.4.0.',
      '',
      '```suggestion',
      '  version = "1.4.0" # `pinned`',
      '```',
    ]);
    expect(suggestionBody(finding('vpc', 1), 'x ```` y', '1.4.0')).toContain('`````suggestion\nx ```` y\n`````');
  });

  it('says where the line moves in the suggestion rule’s words, a major step flagged with its quick way off', () => {
    const major = finding('vpc', 1);
    const suggested: Finding = {
      ...major,
      verdict: {
        ...(major.verdict as Extract<Finding['verdict'], { status: 'deprecated' }>),
        suggestion: {
          version: '2.0.0',
          step: 'major-upgrade',
          sameMajor: '1.1.0',
          edit: { kind: 'rewrite', from: '1.2.0', to: '2.0.0' },
        },
      },
    };
    expect(suggestionBody(suggested, '  version = "2.0.0"', '2.0.0').split('\n')[1]).toBe(
      '`module.vpc` uses version 1.2.0, which is revoked: upgrade to 2.0.0, a new major version; or go back to 1.1.0, the newest usable 1.x, to unblock now.',
    );
  });
});
