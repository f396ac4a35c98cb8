import { describe, expect, it } from 'vitest';
import { adviceFor, messageFor, openKeys, ownKey, subjectFor, versionNeeds } from './change-requests.ts';

const vpc = {
  module: 'acme/vpc/aws',
  versions: [
    { version: '1.0.0', state: 'revoked' as const, count: 2, workspaces: ['a', 'b'] },
    { version: '1.1.0', state: 'deprecated' as const, count: 1, workspaces: ['c'] },
    { version: '1.4.0', state: 'active' as const, count: 0, workspaces: [] },
    { version: '2.0.0-rc.1', state: 'active' as const, count: 0, workspaces: [] },
  ],
};

describe('change requests', () => {
  it('names the module version, its state and where to go, and knows its own subjects again', () => {
    const entry = { module: 'acme/vpc/aws', version: '1.1.0', state: 'deprecated' as const };
    const subject = subjectFor(entry, adviceFor(vpc, '1.1.0'));
    expect(subject).toBe('[tfe-module-lifecycle] acme/vpc/aws 1.1.0 is deprecated: upgrade to 1.4.0');
    // The same module version, whatever its state or target now: one is enough.
    expect(ownKey(subject)).toBe(ownKey('[tfe-module-lifecycle] ACME/vpc/aws 1.1.0 is revoked: move off it'));
    expect(ownKey('[Action Required] acme/vpc/aws 1.1.0')).toBeUndefined();
    expect(ownKey('[tfe-module-lifecycle] nonsense')).toBeUndefined();
  });

  it('advises as the gate does: the same major first, a major jump flagged with the quick way off, a step back named', () => {
    const versions = (states: Record<string, 'active' | 'deprecated' | 'revoked'>) => ({
      versions: Object.entries(states).map(([version, state]) => ({ version, state, count: 0, workspaces: [] })),
    });
    const subject = (module: { versions: ReturnType<typeof versions>['versions'] }, version: string) =>
      subjectFor({ module: 'acme/vpc/aws', version, state: 'deprecated' }, adviceFor(module, version));
    // The gate's "1.2.0", not the newest "2.0.0".
    expect(subject(versions({ '1.1.0': 'deprecated', '1.2.0': 'active', '2.0.0': 'active' }), '1.1.0')).toBe(
      '[tfe-module-lifecycle] acme/vpc/aws 1.1.0 is deprecated: upgrade to 1.2.0',
    );
    expect(subject(versions({ '1.2.0': 'active', '1.2.5': 'deprecated', '2.0.0': 'active' }), '1.2.5')).toBe(
      '[tfe-module-lifecycle] acme/vpc/aws 1.2.5 is deprecated: upgrade to 2.0.0, a new major version; or go back to 1.2.0, the newest usable 1.x, to unblock now',
    );
    // The gate's "go back to 1.2.1", not "move off it".
    expect(subject(versions({ '1.2.1': 'active', '1.2.2': 'deprecated', '1.3.0': 'revoked' }), '1.2.2')).toBe(
      '[tfe-module-lifecycle] acme/vpc/aws 1.2.2 is deprecated: go back to 1.2.1: nothing newer is usable',
    );
    expect(subject(versions({ '1.0.0': 'deprecated' }), '1.0.0')).toBe(
      '[tfe-module-lifecycle] acme/vpc/aws 1.0.0 is deprecated: no other version is usable',
    );
    // A prerelease is never suggested for a release.
    expect(adviceFor(vpc, '1.4.0').suggested).toBeUndefined();
  });

  it('writes the reason and link as text, never as markup', () => {
    const message = messageFor(
      {
        module: 'acme/vpc/aws',
        version: '1.0.0',
        state: 'revoked',
        deprecation: { reason: '<img src=x> *bold* [x](javascript:alert(1))', link: 'javascript:alert(1)' },
      },
      adviceFor(vpc, '1.0.0'),
      'app.terraform.io',
    );
    expect(message).toContain('\\<img src=x\\> \\*bold\\* \\[x\\](javascript:alert(1))');
    expect(message).not.toMatch(/[^\\]\]\(javascript/);
    expect(message).toContain('Upgrade to 1.4.0, the newest 1.x version that is neither deprecated nor revoked.');
    expect(message).toContain('In the module block: `version = "1.4.0"`.');
  });

  it("carries a revoked version's revocation message before the deprecation's reason", () => {
    const message = messageFor(
      {
        module: 'acme/vpc/aws',
        version: '1.0.0',
        state: 'revoked',
        deprecation: { reason: 'End of life.', link: 'https://example.com/eol' },
        revocation: { message: 'CVE-2024-0001: <b>upgrade</b> now.', link: 'https://example.com/cve' },
      },
      adviceFor(vpc, '1.0.0'),
      'app.terraform.io',
    );
    expect(message).toContain('Revocation: CVE-2024-0001: \\<b\\>upgrade\\</b\\> now.\n\nReason: End of life.');
    expect(message.indexOf('https://example.com/cve')).toBeLessThan(message.indexOf('https://example.com/eol'));
  });

  it('opens one only where a workspace has none of this action open for the version', () => {
    const key = 'acme/vpc/aws@1.0.0';
    const lists = new Map([
      [
        'a',
        openKeys([{ subject: '[tfe-module-lifecycle] acme/vpc/aws 1.0.0 is revoked: move to 1.4.0', archived: false }]),
      ],
      [
        'b',
        openKeys([
          { subject: '[tfe-module-lifecycle] acme/vpc/aws 1.0.0 is deprecated: move to 1.4.0', archived: true },
        ]),
      ],
      ['c', undefined],
    ]);
    expect(versionNeeds(key, ['a', 'b', 'c', 'd'], lists)).toEqual({ missing: ['b'], alreadyOpen: 1, unknown: 2 });
  });
});
