import { describe, expect, it } from 'vitest';
import { gateAnnotations } from './annotations.ts';
import type { ModuleCall } from '../read/calls.ts';
import type { GateFindings } from '../inspect.ts';
import type { Finding } from '../judge/judge.ts';
import { placeMarkdown, placer } from './placement.ts';
import { ACTION_WORDS } from '../../wording.ts';

const call = (key: string, file: string, line: number): ModuleCall => ({
  directory: 'stacks/app',
  key,
  source: 'app.terraform.io/acme/vpc/aws',
  constraint: '1.2.0',
  location: { file, line },
  from: 'configuration',
});
const local: Finding = {
  call: { ...call('net', 'stacks/app/main.tf', 7), source: '../../shared/net' },
  verdict: { status: 'not-checked', why: 'local path' },
} as Finding;
const nested: Finding = {
  call: call('net.vpc', '../shared/net/main.tf', 3),
  verdict: {
    status: 'deprecated',
    address: 'app.terraform.io/acme/vpc/aws',
    version: '1.2.0',
    deprecation: { reason: 'Opens port 22.', link: '' },
  },
};
const findingsOf = (findings: Finding[]): GateFindings => ({ scans: [], findings, deprecated: [], modulesRead: 1 });
const BLOB = 'https://github.com/acme/infra/blob/0123456789012345678901234567890123456789';

describe('placer', () => {
  it('keeps a call in the repository at its block, relative to the root where the workspace is a folder of it', () => {
    const place = placer([local], { workspace: '/repo/infra', repositoryRoot: '/repo' });
    expect(place(local)).toEqual({ at: local.call.location, inRepository: 'infra/stacks/app/main.tf' });
  });

  it('places a call outside the repository at its nearest enclosing block inside, saying where it is', () => {
    const place = placer([local, nested], { workspace: '/repo' });
    expect(place(nested)).toEqual({
      at: { file: 'stacks/app/main.tf', line: 7 },
      inRepository: 'stacks/app/main.tf',
      outside: { file: '../shared/net/main.tf', line: 3 },
    });
    // Nothing encloses it in the repository: nowhere to place it.
    expect(placer([nested], { workspace: '/repo' })(nested)).toBeUndefined();
  });
});

describe('annotations and summary links, through the placer', () => {
  it('annotate the enclosing block, and link it, naming the file the call is in', () => {
    const place = placer([local, nested], { workspace: '/repo' });
    const [annotation] = gateAnnotations(findingsOf([local, nested]), true, ACTION_WORDS, true, place);
    expect(annotation).toMatchObject({ file: 'stacks/app/main.tf', line: 7 });
    expect(annotation?.message).toContain(
      'The call is in ../shared/net/main.tf line 3, outside the repository: shown at the module block that brings it in.',
    );
    expect(placeMarkdown(nested, place, BLOB)).toBe(
      `../shared/net/main.tf:3 (outside the repository; brought in at [stacks/app/main.tf:7](${BLOB}/stacks/app/main.tf#L7))`,
    );
    expect(placeMarkdown(local, place, BLOB)).toBe(`[stacks/app/main.tf:7](${BLOB}/stacks/app/main.tf#L7)`);
  });

  it('leave an annotation with no block in the repository unplaced, rather than at a `..` path', () => {
    const [annotation] = gateAnnotations(
      findingsOf([nested]),
      true,
      ACTION_WORDS,
      true,
      placer([nested], { workspace: '/repo' }),
    );
    expect(annotation).not.toHaveProperty('file');
    expect(annotation?.message).toContain('The call is in ../shared/net/main.tf line 3, outside the repository.');
    expect(placeMarkdown(nested, placer([nested], { workspace: '/repo' }), BLOB)).toBe(
      '../shared/net/main.tf:3 (outside the repository)',
    );
  });
});
