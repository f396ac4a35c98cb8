import { describe, expect, it } from 'vitest';
import { messageFor, moveTo, openKeys, ownKey, subjectFor, versionNeeds } from './change-requests.ts';

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
    const subject = subjectFor({ module: 'acme/vpc/aws', version: '1.1.0', state: 'deprecated' }, '1.4.0');
    expect(subject).toBe('[tfe-module-lifecycle] acme/vpc/aws 1.1.0 is deprecated: move to 1.4.0');
    // The same module version, whatever its state or target now: one is enough.
    expect(ownKey(subject)).toBe(ownKey('[tfe-module-lifecycle] ACME/vpc/aws 1.1.0 is revoked: move off it'));
    expect(ownKey('[Action Required] acme/vpc/aws 1.1.0')).toBeUndefined();
    expect(ownKey('[tfe-module-lifecycle] nonsense')).toBeUndefined();
  });

  it('moves to the newest released version that is neither deprecated nor revoked, and newer', () => {
    expect(moveTo(vpc, '1.0.0')).toBe('1.4.0');
    expect(moveTo(vpc, '1.4.0')).toBeUndefined();
    expect(moveTo({ versions: [] }, '1.0.0')).toBeUndefined();
  });

  it('writes the reason and link as text, never as markup', () => {
    const message = messageFor(
      {
        module: 'acme/vpc/aws',
        version: '1.0.0',
        state: 'revoked',
        deprecation: { reason: '<img src=x> *bold* [x](javascript:alert(1))', link: 'javascript:alert(1)' },
      },
      '1.4.0',
      'app.terraform.io',
    );
    expect(message).toContain('\\<img src=x\\> \\*bold\\* \\[x\\](javascript:alert(1))');
    expect(message).not.toMatch(/[^\\]\]\(javascript/);
    expect(message).toContain('Move to **1.4.0**');
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
