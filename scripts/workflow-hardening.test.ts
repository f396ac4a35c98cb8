import { describe, expect, it } from 'vitest';
import { hardeningFindings } from './workflow-hardening.ts';

const HARDENED = `
name: ok
on: push
permissions:
  contents: read
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      # Pinned by major tag; pin a full commit SHA for a stricter supply chain.
      - uses: actions/checkout@v7
        with:
          persist-credentials: false
      - uses: ./
      - uses: owner/repo/path@0123456789abcdef0123456789abcdef01234567
      - env:
          TITLE: \${{ github.event.pull_request.title }}
        run: echo "$TITLE"
`;

describe('hardeningFindings', () => {
  it('finds nothing in a workflow that follows every rule', () => {
    expect(hardeningFindings(HARDENED)).toEqual([]);
  });

  it('wants permissions at the top or on every job', () => {
    const text = `on: push
jobs:
  a:
    permissions: {}
    runs-on: ubuntu-latest
    steps: [{ run: 'true' }]
  b:
    runs-on: ubuntu-latest
    steps: [{ run: 'true' }]
`;
    expect(hardeningFindings(text)).toEqual([expect.stringMatching(/^job b: no permissions:/)]);
  });

  it('finds an expression inside run:', () => {
    const text = HARDENED.replace('run: echo "$TITLE"', 'run: echo "${{ github.event.pull_request.title }}"');
    expect(hardeningFindings(text)).toEqual([
      'job test, step 4: ${{ }} inside run: pass the value through env: instead',
    ]);
  });

  it('finds actions pinned by a branch, a full version or nothing, in steps and reusable workflows', () => {
    const text = `on: push
permissions: {}
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - uses: owner/repo@main
      - uses: owner/repo@v1.2.3
      - uses: owner/repo
  b:
    uses: owner/repo/.github/workflows/x.yml@main
`;
    expect(hardeningFindings(text)).toEqual([
      'job a: owner/repo@main is pinned by neither a major tag (@v1) nor a full commit SHA',
      'job a: owner/repo@v1.2.3 is pinned by neither a major tag (@v1) nor a full commit SHA',
      'job a: owner/repo is pinned by neither a major tag (@v1) nor a full commit SHA',
      'job b: owner/repo/.github/workflows/x.yml@main is pinned by neither a major tag (@v1) nor a full commit SHA',
    ]);
  });

  it('wants a comment on pinning by commit SHA wherever a tag is used', () => {
    const text = HARDENED.replace(/^\s*# Pinned.*\n/m, '');
    expect(hardeningFindings(text)).toEqual([
      'actions are pinned by tag, but no comment says how to pin them by commit SHA',
    ]);
  });

  it('wants actions/checkout not to keep the token', () => {
    const text = HARDENED.replace('persist-credentials: false', 'fetch-depth: 0');
    expect(hardeningFindings(text)).toEqual(['job test, step 1: actions/checkout without persist-credentials: false']);
  });
});
