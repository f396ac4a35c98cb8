import { describe, expect, it } from 'vitest';
import type { ModuleCall } from '../read/calls.ts';
import type { GateFindings as GateResult } from '../inspect.ts';
import { judge } from '../judge/judge.ts';
import { gateAnnotations } from './annotations.ts';
import { boundedResult, boundedDeprecatedUses, gateOutputs, leftOutText } from './outputs.ts';
import { gateHints, gateVerdict } from './report.ts';
import { buildGateSummary, rowsWithin } from './summary.ts';
import { ACTION_WORDS } from '../../wording.ts';

const dep = { reason: 'Opens port 22 | to all', link: 'https://example.com/vpc' };
const calls: ModuleCall[] = [
  {
    directory: 'infra',
    key: 'vpc',
    source: 'app.terraform.io/acme/vpc/aws',
    constraint: '~> 1.1',
    location: { file: 'infra/main.tf', line: 12 },
    from: 'configuration',
  },
  {
    directory: 'infra',
    key: 'vpc.flow_logs',
    source: 'app.terraform.io/acme/vpc/aws',
    exact: '1.2.0',
    location: { file: 'infra/main.tf', line: 12 },
    via: 'vpc',
    from: 'modules.json',
  },
  {
    directory: 'infra',
    key: 'consul',
    source: 'hashicorp/consul/aws',
    constraint: '0.12.0',
    location: { file: 'infra/public.tf', line: 1 },
    from: 'configuration',
  },
];
const versions = ['1.0.0', '1.1.0', '1.2.0', '2.0.0'].map((version) => ({
  version,
  deprecation: version === '1.2.0' ? dep : null,
}));

function result(failOnList = false): GateResult {
  const lists = new Map([['app.terraform.io/acme/vpc/aws', failOnList ? { error: 'HTTP 404' } : versions]]);
  const judged = judge(calls, { host: 'app.terraform.io' }, lists);
  return {
    scans: [{ directory: 'infra', from: 'configuration', calls, stale: 0, ignored: 0 }],
    ...judged,
    modulesRead: 1,
  };
}

describe('gateAnnotations', () => {
  it('says once what a local module shared by many configurations does at its block', () => {
    const shared = (directory: string): ModuleCall => ({
      directory,
      key: 'network.vpc',
      source: 'app.terraform.io/acme/vpc/aws',
      constraint: '1.2.0',
      location: { file: 'modules/network/main.tf', line: 3 },
      from: 'configuration',
    });
    const many = ['stacks/dev', 'stacks/prod', 'stacks/staging'].map(shared);
    const judged = judge(many, { host: 'app.terraform.io' }, new Map([['app.terraform.io/acme/vpc/aws', versions]]));
    const annotations = gateAnnotations(
      {
        scans: ['stacks/dev', 'stacks/prod', 'stacks/staging'].map((directory) => ({
          directory,
          from: 'configuration' as const,
          calls: many.filter((c) => c.directory === directory),
          stale: 0,
          ignored: 0,
        })),
        ...judged,
        modulesRead: 1,
      },
      true,
      ACTION_WORDS,
    );
    expect(annotations.map((a) => [a.file, a.line])).toEqual([['modules/network/main.tf', 3]]);
  });

  it("words each like Terraform's warning, at the module block", () => {
    const [own, nested] = gateAnnotations(result(), true, ACTION_WORDS);
    expect(own).toEqual({
      level: 'error',
      title: 'Module version 1.2.0 of app.terraform.io/acme/vpc/aws is deprecated',
      message: [
        'Opens port 22 | to all.',
        'Upgrade to 2.0.0, the newest version that is neither deprecated nor revoked: a new major version (1.x → 2.x), so check its breaking changes. Change version "~> 1.1" to "~> 2.0". Or go back to 1.1.0, the newest usable 1.x, to unblock now.',
        'More information: https://example.com/vpc',
      ].join('\n'),
      file: 'infra/main.tf',
      line: 12,
    });
    expect(nested?.message).toContain(
      'Used by the nested call module.vpc.module.flow_logs, inside module.vpc shown here.',
    );
    // The nested call's version is set by module.vpc's own files: the advice names that block.
    expect(nested?.message).toContain(
      'This version comes with module.vpc (app.terraform.io/acme/vpc/aws 1.2.0), whose own files choose it: it cannot be set here. Upgrade module.vpc to a release that no longer uses app.terraform.io/acme/vpc/aws 1.2.0.',
    );
  });

  it('warns instead with fail-on-deprecated false, and reports unreadable modules as errors', () => {
    expect(gateAnnotations(result(), false, ACTION_WORDS).map((a) => a.level)).toEqual(['warning', 'warning']);
    expect(gateAnnotations(result(true), false, ACTION_WORDS)).toMatchObject([
      { level: 'error', title: 'Cannot check module.vpc (app.terraform.io/acme/vpc/aws)', message: 'HTTP 404' },
      { level: 'error', title: 'Cannot check module.vpc.module.flow_logs (app.terraform.io/acme/vpc/aws)' },
    ]);
  });
});

describe('gateOutputs', () => {
  it('lists each deprecated version once with every call that uses it', () => {
    const outputs = gateOutputs(result());
    expect(outputs.deprecated).toBe('true');
    expect(outputs['deprecated-versions']).toBe('app.terraform.io/acme/vpc/aws@1.2.0');
    expect(JSON.parse(outputs['deprecated-uses'] ?? '')).toEqual([
      {
        source: 'app.terraform.io/acme/vpc/aws',
        version: '1.2.0',
        calls: [
          { call: 'module.vpc', file: 'infra/main.tf', line: 12, constraint: '~> 1.1', suggested: '2.0.0' },
          {
            call: 'module.vpc.module.flow_logs',
            file: 'infra/main.tf',
            line: 12,
            constraint: null,
            // Set by module.vpc's own files: no version to suggest for the nested call.
            suggested: null,
          },
        ],
        reason: dep.reason,
        link: dep.link,
        revocation: null,
        suggested: '2.0.0',
      },
    ]);
    expect(JSON.parse(outputs.result ?? '')[2]).toEqual({
      call: 'module.consul',
      directory: 'infra',
      source: 'hashicorp/consul/aws',
      version: null,
      constraint: '0.12.0',
      status: 'not-checked',
      revoked: null,
      file: 'infra/public.tf',
      line: 1,
      why: 'public registry',
    });
  });
});

describe('gateVerdict', () => {
  it('fails on a deprecated version only with fail-on-deprecated, and always on a call it could not check', () => {
    expect(gateVerdict(result(), true, ACTION_WORDS)).toEqual({
      failed: true,
      reason: 'deprecated-in-use',
      message:
        '2 module calls use deprecated versions: module.vpc (app.terraform.io/acme/vpc/aws 1.2.0), module.vpc.module.flow_logs (app.terraform.io/acme/vpc/aws 1.2.0). See the annotations and the step summary.',
    });
    expect(gateVerdict(result(), false, ACTION_WORDS).failed).toBe(false);
    expect(gateVerdict(result(true), false, ACTION_WORDS)).toMatchObject({ failed: true, reason: 'service-error' });
  });

  it('says invalid-input when every call it could not check failed on the configuration', () => {
    const unsatisfiable = calls.map((c) => ({ ...c, constraint: '>= 7.0.0' }));
    const judged = judge(
      unsatisfiable,
      { host: 'app.terraform.io' },
      new Map([['app.terraform.io/acme/vpc/aws', versions]]),
    );
    const scans = [{ directory: 'infra', from: 'configuration' as const, calls: unsatisfiable, stale: 0, ignored: 0 }];
    expect(gateVerdict({ scans, ...judged, modulesRead: 1 }, false, ACTION_WORDS)).toMatchObject({
      failed: true,
      reason: 'invalid-input',
    });
  });

  it('names what left every call of the registry out: the organization, a version that is an expression', () => {
    const judgedFor = (organization?: string, versionExpression = false): GateResult => {
      const some = calls.map((c, i) =>
        versionExpression && i < 2
          ? { ...c, problem: { kind: 'expression' as const, argument: 'version' as const, text: 'var.v' } }
          : c,
      );
      const lists = new Map([['app.terraform.io/acme/vpc/aws', versions]]);
      const judged = judge(
        some,
        { host: 'app.terraform.io', ...(organization !== undefined && { organization }) },
        lists,
      );
      return {
        scans: [{ directory: 'infra', from: 'configuration', calls: some, stale: 0, ignored: 0 }],
        ...judged,
        modulesRead: 0,
      };
    };
    const byOrganization = gateVerdict(judgedFor('platform'), true, ACTION_WORDS, false, true, 'platform');
    expect(byOrganization).toMatchObject({ failed: true, reason: 'invalid-input' });
    expect(byOrganization.message).toBe(
      'No module call of infra was checked: 2 calls use modules of another organization than "platform", the one `organization` (or TF_CLOUD_ORGANIZATION) limits the check to. Check `organization`, or use `allow-empty: true` if that is expected.',
    );
    // The organization leaves a call out before its version does.
    expect(gateVerdict(judgedFor('platform', true), true, ACTION_WORDS, false, true, 'platform').message).toBe(
      byOrganization.message,
    );
    const expressions = gateVerdict(judgedFor(undefined, true), true, ACTION_WORDS, true, true);
    expect(expressions.failed).toBe(false);
    expect(expressions.message).toBe(
      'No module call of infra was checked: 2 calls have versions that are expressions (a variable, say), which cannot be known from the files; with `allow-empty: true`, the step passes.',
    );
  });
});

describe('buildGateSummary', () => {
  it('writes a revocation and a deprecation that differ apart in the status cell, never as ".;"', () => {
    const revoked = ['1.2.0', '2.0.0'].map((version) => ({
      version,
      deprecation: version === '1.2.0' ? { reason: 'The 1.x line is end of life.', link: '' } : null,
      ...(version === '1.2.0' && { revoked: true }),
    }));
    const judged = judge(
      [calls[0]!],
      { host: 'app.terraform.io' },
      new Map([['app.terraform.io/acme/vpc/aws', revoked]]),
    );
    // The revocation's own message, as the gate reads it for each revoked version in use.
    const revocation = { message: 'Opens port 22 (CVE-1).', link: '' };
    const findings = judged.findings.map((f) => ({ ...f, verdict: { ...f.verdict, revocation } }));
    const md = buildGateSummary(
      {
        scans: [{ directory: 'infra', from: 'configuration', calls, stale: 0, ignored: 0 }],
        ...judged,
        findings,
        modulesRead: 1,
      },
      {
        failOnDeprecated: true,
        failOnRevoked: true,
        verdict: { failed: true, message: '' },
        host: 'app.terraform.io',
        words: ACTION_WORDS,
      },
    );
    expect(md).toContain('revoked: Opens port 22 (CVE-1). · deprecated: The 1.x line is end of life.');
    expect(md).not.toContain('.;');
  });

  it('has one row per module call, with user text kept out of the table syntax', () => {
    const md = buildGateSummary(result(), {
      words: ACTION_WORDS,
      failOnDeprecated: true,
      failOnRevoked: true,
      verdict: { failed: true, message: '' },
      host: 'app.terraform.io',
      organization: 'acme',
    });
    expect(md).toContain('### Module versions used by `infra`');
    expect(md).toContain('Module calls: 2 deprecated · 1 not checked.');
    expect(md).not.toMatch(/\b0 (failed|deprecated|not)/);
    // The verdict first, then each call to change, what to write and why.
    expect(md.split('\n').slice(2, 8)).toEqual([
      '❌ **Fails**: 2 module calls use deprecated versions.',
      '',
      '**To change**:',
      '',
      '- infra/main.tf:12 · acme/vpc/aws · version "\\~\\> 1.1" → "\\~\\> 2.0" (deprecated: Opens port 22 \\| to all) · 2.0.0 (new major version; or go back to 1.1.0, the newest usable 1.x, to unblock now)',
      '- infra/main.tf:12 · acme/vpc/aws · set by module.vpc → upgrade module.vpc to a release without 1.2.0 (deprecated: Opens port 22 \\| to all)',
    ]);
    expect(md).toContain('in organization `acme`');
    expect(md).toContain(
      '| `module.vpc` | app.terraform.io/acme/vpc/aws | 1.2.0 (\\~\\> 1.1) | ⚠️ deprecated: Opens port 22 \\| to all ([more](https://example.com/vpc)) | 2.0.0 (new major version; or go back to 1.1.0, the newest usable 1.x, to unblock now) | infra/main.tf:12 |',
    );
    expect(md).toContain('| infra/main.tf:12 (in module.vpc) |');
    expect(md.split('\n').filter((l) => l.startsWith('| `module.'))).toHaveLength(3);
  });
});

describe('gateHints', () => {
  it('warns when nothing was checked but calls use another registry host', () => {
    const lists = new Map();
    const judged = judge(calls, { host: 'tfe.example.com' }, lists);
    const other: GateResult = { scans: [], ...judged, modulesRead: 0 };
    expect(gateHints(other, 'tfe.example.com', ACTION_WORDS)).toEqual([
      'No module call uses the private registry on tfe.example.com, so none was checked; some use `app.terraform.io`. Set `hostname` to the host whose modules to check.',
    ]);
    expect(gateHints(result(), 'app.terraform.io', ACTION_WORDS)).toEqual([]);
  });
});

describe('at scale', () => {
  /** `n` calls of the deprecated 1.2.0, spread over `dirs` directories. */
  function many(n: number, dirs: number): GateResult {
    const manyCalls: ModuleCall[] = Array.from({ length: n }, (_, i) => ({
      directory: `stacks/s${i % dirs}`,
      key: 'this',
      source: 'app.terraform.io/acme/vpc/aws',
      exact: '1.2.0',
      location: { file: `stacks/s${i % dirs}/main.tf`, line: 1 },
      from: 'modules.json',
    }));
    const judged = judge(
      manyCalls,
      { host: 'app.terraform.io' },
      new Map([['app.terraform.io/acme/vpc/aws', versions]]),
    );
    return { scans: [], ...judged, modulesRead: 1 };
  }

  it('counts calls per module version and directory instead of naming each', () => {
    expect(gateVerdict(many(12, 2), true, ACTION_WORDS).message).toBe(
      '12 module calls use deprecated versions: app.terraform.io/acme/vpc/aws 1.2.0 (6 in stacks/s0, 6 in stacks/s1). See the annotations and the step summary.',
    );
    expect(gateVerdict(many(40, 8), true, ACTION_WORDS).message).toContain(
      '(5 in stacks/s0, 5 in stacks/s1, 5 in stacks/s2, and 5 more directories)',
    );
  });

  it('keeps `result` under the output limit, deprecated calls first, and counts what it left out', () => {
    const big = many(50, 5);
    const full = boundedResult(big, 1_000_000);
    expect(full.omitted).toBe(0);
    const bounded = boundedResult(big, 2_000);
    expect(bounded.json.length).toBeLessThanOrEqual(2_000);
    const kept = JSON.parse(bounded.json) as Array<{ status: string }>;
    expect(kept.length + bounded.omitted).toBe(50);
    expect(kept.every((c) => c.status === 'deprecated')).toBe(true);
    // Whatever the cut, the result file holds every call.
    expect(JSON.parse(bounded.file.content)).toHaveLength(50);
    expect(bounded.file).toMatchObject({ output: 'result-file', name: 'gate-result.json' });
    expect(bounded.left).toHaveLength(bounded.omitted);
  });

  it('keeps the summary table within a limit, deprecated rows first, and says what it left out', () => {
    const mixed: ModuleCall[] = Array.from({ length: 50 }, (_, i) => ({
      directory: 'stacks/s0',
      key: `c${i}`,
      source: 'app.terraform.io/acme/vpc/aws',
      exact: i % 5 === 0 ? '1.2.0' : '1.1.0',
      location: { file: 'stacks/s0/main.tf', line: i + 1 },
      from: 'modules.json',
    }));
    const big = judge(mixed, { host: 'app.terraform.io' }, new Map([['app.terraform.io/acme/vpc/aws', versions]]));
    const rowOf = (f: (typeof big.findings)[number]): string => `| ${f.call.key} | ${f.verdict.status} |`;
    const shown = rowsWithin(big.findings, rowOf, 300);
    expect(shown.rows.length + shown.left.length).toBe(50);
    expect(shown.left.length).toBeGreaterThan(0);
    expect(shown.left.every((f) => f.verdict.status !== 'deprecated')).toBe(true);
    expect(leftOutText(shown.left)).toMatch(/^\d+ not deprecated$/);
    expect(rowsWithin(big.findings, rowOf, 1_000_000).left).toEqual([]);
  });

  it('keeps `deprecated-uses` under the limit: every version stays, with fewer calls and their count', () => {
    const big = many(50, 5);
    const full = JSON.parse(boundedDeprecatedUses(big).json) as Array<{ calls: unknown[] }>;
    expect(full[0]?.calls.length).toBeGreaterThan(10);
    const bounded = boundedDeprecatedUses(big, 1_500).json;
    expect(Buffer.byteLength(bounded, 'utf8')).toBeLessThanOrEqual(1_500);
    const uses = JSON.parse(bounded) as Array<{ calls: unknown[]; 'calls-omitted': number }>;
    expect(uses).toHaveLength(full.length);
    expect(uses[0]?.calls.length).toBeLessThanOrEqual(10);
    expect((uses[0]?.calls.length ?? 0) + (uses[0]?.['calls-omitted'] ?? 0)).toBe(full[0]?.calls.length);
  });

  it('past even that, keeps the versions that fit, without calls, and counts the rest', () => {
    const one = many(50, 5);
    const use = one.deprecated[0] as GateResult['deprecated'][number];
    const big = { ...one, deprecated: Array.from({ length: 20 }, (_, i) => ({ ...use, version: `1.2.${i}` })) };
    const all = JSON.parse(boundedDeprecatedUses(big, 1_000_000).json) as Array<Record<string, unknown>>;
    const oneVersion = Buffer.byteLength(JSON.stringify({ ...all[0], 'calls-omitted': 9999, calls: [] }), 'utf8');
    const limit = 2 + (oneVersion + 1) * 2 + 5;
    const bounded = boundedDeprecatedUses(big, limit);
    expect(Buffer.byteLength(bounded.json, 'utf8')).toBeLessThanOrEqual(limit);
    const kept = JSON.parse(bounded.json) as Array<{ calls: unknown[] }>;
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length + bounded.omitted).toBe(all.length);
    expect(kept.every((use) => use.calls.length === 0)).toBe(true);
    expect(boundedDeprecatedUses(big).omitted).toBe(0);
  });

  it('measures the limit in bytes, as GitHub does, whatever the script of the text', () => {
    const big = many(50, 5);
    const cjk = {
      ...big,
      findings: big.findings.map((f) =>
        f.verdict.status === 'deprecated'
          ? { ...f, verdict: { ...f.verdict, deprecation: { reason: '廃止されました'.repeat(10), link: '' } } }
          : f,
      ),
    };
    const bounded = boundedResult(cjk, 4_000);
    expect(Buffer.byteLength(bounded.json, 'utf8')).toBeLessThanOrEqual(4_000);
    expect(bounded.omitted).toBeGreaterThan(0);
  });
});
