import { describe, expect, it } from 'vitest';
import { mentions, render, renderedFacts, summaryProblems } from '../../test/support/markdown.ts';
import type { ModuleFix } from './judge.ts';
import {
  bodyOf,
  branchOf,
  closingComment,
  isOwnCommit,
  markerOf,
  parseMarker,
  titleOf,
  withMarker,
} from './pull-request.ts';

const AT = { head: 'a'.repeat(40), base: 'b'.repeat(40), previous: 'c'.repeat(40) };

const HOSTILE = 'x/<!-- --><img src=x onerror=alert(1)>@octocat `::error::` [a](javascript:1)|.tf';

const fix: ModuleFix = {
  address: 'app.terraform.io/acme/vpc/aws',
  module: { namespace: 'acme', name: 'vpc', provider: 'aws' },
  versions: [
    {
      version: '1.0.0',
      state: 'deprecated',
      deprecation: { reason: 'Use 1.2.0, @platform-team <b>now</b>', link: 'javascript:alert(1)' },
      suggestion: { version: '1.2.0', step: 'upgrade' },
    },
  ],
  calls: [
    { file: HOSTILE, line: 3, version: '1.0.0', to: '1.2.0', from: '1.0.0', written: '1.2.0', kind: 'rewrite' },
    { file: 'b.tf', line: 1, version: '1.0.0', kind: 'by-hand', why: 'the version is var.v @someone' },
  ],
  files: [{ file: HOSTILE, before: 'a', after: 'b', rewrites: [], lines: [3] }],
};
const place = { htmlUrl: 'https://github.com/acme/web', defaultBranch: 'main' };

describe('the pull request’s texts', () => {
  it('name one branch per module, and a title from the versions and the edit', () => {
    expect(branchOf(fix.module)).toBe('tfe-module-lifecycle/acme-vpc-aws');
    expect(titleOf(fix)).toBe('Move acme/vpc/aws off deprecated 1.0.0 to 1.2.0');
  });

  it('carry a marker a later run reads back, which no text of the repository can end or forge', () => {
    const body = withMarker(bodyOf(fix, { place, gaps: [] }), fix, AT);
    expect(parseMarker(body)).toEqual(markerOf(fix, AT));
    expect(parseMarker(body)).toMatchObject(AT);
    expect(parseMarker(body.replace(AT.head, 'not-a-sha'))).toBeUndefined();
    // The file name's `<!--` and `-->` are in a code span: the only comment is the marker, at the end.
    const html = render(body);
    expect(html.match(/<!--/g)).toHaveLength(1);
    expect(html.trimEnd().endsWith('-->')).toBe(true);
    expect(parseMarker(body.replace('"files":"', '"files":"x'))).toBeUndefined();
    expect(
      parseMarker(
        '<!-- tfe-module-lifecycle campaign {"module":"acme/vpc/aws","from":[{"version":"../x","state":"revoked"}],"files":"0123456789abcdef0123456789abcdef"} -->',
      ),
    ).toBeUndefined();
  });

  it('make no mention, markup or link of what the repository and the registry say', () => {
    const body = withMarker(bodyOf(fix, { place, gaps: ['a @someone <script>'] }), fix, AT);
    expect(mentions(body)).toEqual([]);
    expect(summaryProblems(body)).toEqual([]);
    const links = renderedFacts(body).links.map((l) => l.href);
    expect(links.filter((h) => !h.startsWith('https://github.com/acme/web/blob/main/'))).toEqual([]);
    expect(links).toHaveLength(2);
    expect(mentions(closingComment('by-hand', fix.calls))).toEqual([]);
    expect(summaryProblems(closingComment('by-hand', fix.calls))).toEqual([]);
  });

  it('tell the action’s own commits by their last line', () => {
    expect(isOwnCommit('Move\n\nTfe-Module-Lifecycle: campaign acme/vpc/aws\n', fix.module)).toBe(true);
    expect(isOwnCommit('Move\n\nTfe-Module-Lifecycle: campaign acme/dns/aws\n', fix.module)).toBe(false);
    expect(isOwnCommit('fix by hand', fix.module)).toBe(false);
  });
});
