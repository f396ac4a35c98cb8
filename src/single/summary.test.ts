import { describe, expect, it } from 'vitest';
import type { VersionOutcome } from '../changes/outcome.ts';
import { singleReport } from './report.ts';
import { buildSummary } from './summary.ts';
import { ACTION_WORDS } from '../wording.ts';

describe('what a summary says of reasons and revocations', () => {
  const context = {
    words: ACTION_WORDS,
    moduleAddress: 'h/acme/vpc/aws',
    status: 'deprecated' as const,
    dryRun: true,
    verify: true,
  };
  const cve = { reason: 'CVE-1', link: 'https://e.com/cve' };

  it('shows the old and the new reason and link of an update, "none" for a link that goes', () => {
    const update: VersionOutcome = {
      version: '1.0.0',
      kind: 'update',
      status: 'planned',
      before: cve,
      after: { reason: 'Use 2.x.', link: '' },
      verified: false,
      steps: [{ step: 'update', status: 'planned' }],
    };
    expect(buildSummary([update], context)).toContain(
      '| 1.0.0 | ⚠️ deprecated | ⚠️ deprecated | "CVE-1" → "Use 2.x." | [https://e.com/cve](https://e.com/cve) → none | 📝 would change |',
    );
  });

  it('shows the old and the new revocation message of a revoked version, and its deprecation kept', () => {
    const update: VersionOutcome = {
      version: '1.0.0',
      kind: 'update',
      status: 'changed',
      before: cve,
      after: cve,
      verified: true,
      revokedBefore: true,
      revoked: true,
      revocationBefore: { message: 'Old', link: 'https://e.com/old' },
      revocation: { message: 'New', link: '' },
      steps: [{ step: 'revoke', status: 'done' }],
    };
    expect(buildSummary([update], { ...context, status: 'revoked', dryRun: false })).toContain(
      '| 1.0.0 | ⛔ revoked | ⛔ revoked | revoke | CVE-1 · revoked: "Old" → "New" | [https://e.com/old](https://e.com/old) → none | ✅ changed |',
    );
  });

  it('says when a version keeps its reason (`keep-reasons`)', () => {
    const kept: VersionOutcome = {
      version: '1.1.0',
      kind: 'unchanged',
      status: 'unchanged',
      before: cve,
      after: cve,
      verified: true,
      steps: [],
      keptReason: true,
    };
    expect(buildSummary([kept], context)).toContain(
      '| CVE-1 | [https://e.com/cve](https://e.com/cve) | ➖ unchanged (reason kept) |',
    );
  });

  it('lists who uses each version revoked, warns of one in use, and says the read-back without a run link', () => {
    const revoke = (version: string, count: number): VersionOutcome => ({
      version,
      kind: 'revoke',
      status: 'changed',
      before: cve,
      after: cve,
      verified: true,
      revokedBefore: false,
      revoked: true,
      usage: { count, names: count > 0 ? ['app-prod'] : [] },
      steps: [{ step: 'revoke', status: 'done' }],
    });
    const report = singleReport([revoke('1.0.0', 1), revoke('1.1.0', 0)], {
      ...context,
      status: 'revoked',
      dryRun: false,
      failOnDeprecated: true,
    });
    expect(report.summary).toContain(
      '**Blast radius**: who uses each version revoked.\n\n- `1.0.0`: 1: `app-prod`\n- `1.1.0`: 0',
    );
    expect(report.summary).toContain('<sub>Verified through the registry read API.</sub>');
    expect(report.annotations).toEqual([
      {
        level: 'warning',
        title: 'h/acme/vpc/aws 1.0.0 is revoked while in use',
        message: expect.stringMatching(
          /^1 workspace \(app-prod\) uses it\. Runs of new workspaces .* go on with a warning\./,
        ),
      },
    ]);
  });
});
