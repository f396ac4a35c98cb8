import { describe, expect, it } from 'vitest';
import type { ModuleCall } from '../read/calls.ts';
import type { GateFindings } from '../inspect.ts';
import type { Finding } from '../judge/judge.ts';
import { fingerprint, gateSarif } from './sarif.ts';
import { SARIF_RESULT_LIMIT } from '../../sarif.ts';

const call = (key: string, line: number): ModuleCall => ({
  directory: 'stacks/app',
  key,
  source: 'app.terraform.io/acme/vpc/aws',
  constraint: '~> 1.1',
  location: { file: 'stacks/app/main.tf', line },
  from: 'configuration',
});
const deprecated = (key: string, line: number): Finding => ({
  call: call(key, line),
  verdict: {
    status: 'deprecated',
    address: 'app.terraform.io/acme/vpc/aws',
    version: '1.2.0',
    deprecation: { reason: 'Opens the security group.', link: 'https://example.com/1.2' },
    suggestion: { version: '1.3.0', step: 'upgrade', edit: { kind: 'init-upgrade', from: '~> 1.1' } },
  },
});
const failed = (key: string, line: number): Finding => ({
  call: call(key, line),
  verdict: { status: 'error', error: 'no version satisfies "~> 9.0"', cause: 'configuration' },
});
const findingsOf = (findings: Finding[]): GateFindings => ({ scans: [], findings, deprecated: [], modulesRead: 1 });
const options = { failOnDeprecated: true, failOnRevoked: true, workspace: '/repo', repositoryRoot: '/repo' };

describe('gateSarif', () => {
  it('puts the reason, link and suggestion in the message, at the block relative to the root', () => {
    const { log } = gateSarif(findingsOf([deprecated('vpc', 3)]), options);
    const [result] = log.runs[0]?.results ?? [];
    expect(result?.message.text).toBe(
      'module.vpc uses app.terraform.io/acme/vpc/aws 1.2.0, which is deprecated: "Opens the security group.". Upgrade to 1.3.0, the newest 1.x version that is neither deprecated nor revoked. The constraint "~> 1.1" already selects it: run terraform init -upgrade (terraform init installed 1.2.0). More information: https://example.com/1.2',
    );
    expect(result?.locations?.[0]?.physicalLocation?.artifactLocation?.uri).toBe('stacks/app/main.tf');
    expect(result?.partialFingerprints).toEqual({
      'moduleVersionCall/v1': fingerprint(deprecated('vpc', 99), '1.2.0'),
    });
  });

  it('keeps a fingerprint when the block moves, and changes it with the version or the call', () => {
    expect(fingerprint(deprecated('vpc', 3), '1.2.0')).toBe(fingerprint(deprecated('vpc', 40), '1.2.0'));
    expect(fingerprint(deprecated('vpc', 3), '1.2.0')).not.toBe(fingerprint(deprecated('vpc', 3), '1.2.1'));
    expect(fingerprint(deprecated('vpc', 3), '1.2.0')).not.toBe(fingerprint(deprecated('net', 3), '1.2.0'));
  });

  it("stays within code scanning's results per upload, the most severe first", () => {
    const many = [
      ...Array.from({ length: 10 }, (_, i) => failed(`bad${i}`, i + 1)),
      ...Array.from({ length: SARIF_RESULT_LIMIT }, (_, i) => deprecated(`vpc${i}`, i + 1)),
    ];
    const { log, omitted } = gateSarif(findingsOf(many), options);
    const results = log.runs[0]?.results ?? [];
    expect(results).toHaveLength(SARIF_RESULT_LIMIT);
    expect(omitted).toBe(10);
    expect(results.every((r) => r.level === 'error')).toBe(true);
  });

  it('places a call outside the repository at its enclosing block inside, or leaves it out, never at a `..` path', () => {
    const local: Finding = {
      call: { ...call('net', 7), source: '../../shared/net' },
      verdict: { status: 'not-checked', why: 'local path' },
    } as Finding;
    const nested: Finding = {
      ...deprecated('net.vpc', 3),
      call: { ...call('net.vpc', 3), location: { file: '../shared/net/main.tf', line: 3 } },
    };
    const placed = gateSarif(findingsOf([local, nested]), options);
    const [result] = placed.log.runs[0]?.results ?? [];
    expect(result?.locations?.[0]?.physicalLocation).toEqual({
      artifactLocation: { uri: 'stacks/app/main.tf', uriBaseId: '%SRCROOT%' },
      region: { startLine: 7 },
    });
    expect(result?.message.text).toContain('(in ../shared/net/main.tf line 3, outside the repository)');
    expect(placed.unplaced).toBeUndefined();
    const alone = gateSarif(findingsOf([nested]), options);
    expect(alone.log.runs[0]?.results).toEqual([]);
    expect(alone.unplaced?.results).toBe(1);
  });

  it('gives locations relative to the repository root when the workspace is a folder of it', () => {
    const { log } = gateSarif(findingsOf([deprecated('vpc', 3)]), { ...options, workspace: '/repo/stacks' });
    expect(log.runs[0]?.results?.[0]?.locations?.[0]?.physicalLocation?.artifactLocation?.uri).toBe(
      'stacks/stacks/app/main.tf',
    );
  });

  it('doubles the braces of text in messages (SARIF §3.11.5) and percent-encodes file names', () => {
    const braces: Finding = {
      ...deprecated('vpc', 3),
      call: { ...call('vpc', 3), location: { file: 'stacks/a b#c/main.tf', line: 3 } },
      verdict: { ...(deprecated('vpc', 3).verdict as object), deprecation: { reason: 'use {0}', link: '' } },
    } as Finding;
    const [result] = gateSarif(findingsOf([braces]), options).log.runs[0]?.results ?? [];
    expect(result?.message.text).toContain('"use {{0}}"');
    expect(result?.locations?.[0]?.physicalLocation?.artifactLocation?.uri).toBe('stacks/a%20b%23c/main.tf');
  });
});

describe('fingerprint', () => {
  it('tells apart the calls of one name that only Terraform, or only OpenTofu, reads', () => {
    const both = deprecated('vpc', 3);
    const terraform = { ...both, call: { ...both.call, readBy: 'terraform' as const } };
    const opentofu = { ...both, call: { ...both.call, readBy: 'opentofu' as const } };
    const prints = [both, terraform, opentofu].map((f) => fingerprint(f, '1.2.0'));
    expect(new Set(prints).size).toBe(3);
    // A call both tools read keeps the fingerprint it always had.
    expect(prints[0]).toBe(fingerprint(deprecated('vpc', 40), '1.2.0'));
  });
});
