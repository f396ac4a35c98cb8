import { describe, expect, it } from 'vitest';
import type { Report } from '../report.ts';
import { COMMENT_LIMIT_CHARS, commentMarker, draftComment, fitComment, pullRequestNumber } from './body.ts';
import { commentOptions } from './options.ts';
import { actionCommand } from '../../test/support/settings.ts';

const owner = { workflow: 'Checks', job: 'gate', step: 'modules' };
const context = { runUrl: 'https://github.com/acme/x/actions/runs/1', runLabel: 'Checks run #3' };
const report = (over: Partial<Report> = {}): Report => ({
  outputs: {},
  annotations: [],
  summary: '### Module versions\n\nall current\n',
  verdict: { failed: false },
  warnings: [],
  ...over,
});

describe('the comment marker', () => {
  it('names the workflow, job and step, encoded so that no name closes the HTML comment', () => {
    const marker = commentMarker({ workflow: 'a --> b', job: 'j', step: 's' });
    expect(marker).toBe('<!-- tfe-module-lifecycle comment workflow=a%20--%3E%20b job=j step=s -->');
    expect(marker.indexOf('-->')).toBe(marker.length - 3);
  });
});

describe('the pull request', () => {
  it('is read from pull_request and pull_request_target events only', () => {
    expect(pullRequestNumber({ name: 'pull_request', payload: { pull_request: { number: 7 } } })).toBe(7);
    expect(pullRequestNumber({ name: 'pull_request_target', payload: { pull_request: { number: 8 } } })).toBe(8);
    expect(pullRequestNumber({ name: 'push', payload: { pull_request: { number: 7 } } })).toBeUndefined();
    expect(pullRequestNumber({ name: 'pull_request', payload: { pull_request: { number: '7' } } })).toBeUndefined();
  });
});

describe('the draft', () => {
  it('is the summary under the marker when there is something to report', () => {
    const draft = draftComment(
      report({ verdict: { failed: true, reason: 'deprecated-in-use' } }),
      'changes',
      owner,
      context,
    );
    expect(draft.body).toBe(`${commentMarker(owner)}\n### Module versions\n\nall current\n`);
    expect(draft.onlyToUpdate).toBe(false);
  });

  it('says there is nothing to report, and with `changes` only updates an earlier comment', () => {
    const draft = draftComment(report(), 'changes', owner, context);
    expect(draft.body).toContain(
      '✅ **Nothing to report** as of [Checks run #3](https://github.com/acme/x/actions/runs/1).',
    );
    expect(draft.onlyToUpdate).toBe(true);
    expect(draftComment(report(), 'always', owner, context).onlyToUpdate).toBe(false);
  });

  it("follows the mode's own word on what is worth reporting", () => {
    expect(draftComment(report({ noteworthy: true }), 'changes', owner, context).onlyToUpdate).toBe(false);
    const warned = report({ warnings: ['w'], noteworthy: false });
    expect(draftComment(warned, 'changes', owner, context).onlyToUpdate).toBe(true);
  });
});

describe("GitHub's limit", () => {
  it('cuts at a line, closes an open <details>, and links the run', () => {
    const body = [
      '<!-- m -->',
      '<details><summary>x</summary>',
      '',
      ...Array.from({ length: 5000 }, (_, i) => `| row ${i} | ${'y'.repeat(30)} |`),
    ].join('\n');
    const cut = fitComment(body, context);
    expect(cut.length).toBeLessThanOrEqual(COMMENT_LIMIT_CHARS);
    expect(cut.startsWith('<!-- m -->\n')).toBe(true);
    expect(cut).toContain('</details>');
    expect(cut).toContain('[Checks run #3](https://github.com/acme/x/actions/runs/1)');
    expect(fitComment('short', context)).toBe('short');
  });
});

describe('the inputs', () => {
  it('default to never, and refuse an unknown setting', () => {
    expect(commentOptions(actionCommand({}).settings)).toEqual({ setting: 'never' });
    const given = actionCommand({ comment: 'Changes', 'github-token': ' t ' });
    expect(commentOptions(given.settings)).toEqual({ setting: 'changes', token: 't' });
    expect(actionCommand({ comment: 'sometimes' }).problems).toContain(
      'Input `comment` must be never, always or changes, got "sometimes".',
    );
  });
});
