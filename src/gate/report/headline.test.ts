import { describe, expect, it } from 'vitest';
import type { ModuleCall } from '../read/calls.ts';
import { headline, type HeadlineContext } from './headline.ts';
import type { GateFindings } from '../inspect.ts';
import type { Finding } from '../judge/judge.ts';
import { ACTION_WORDS } from '../../wording.ts';

const call = (line: number, over: Partial<ModuleCall> = {}): ModuleCall => ({
  directory: 'infra',
  key: `vpc${line}`,
  source: 'app.terraform.io/acme/vpc/aws',
  constraint: '1.1.0',
  location: { file: 'infra/main.tf', line },
  from: 'configuration',
  ...over,
});
const deprecated = (line: number, over: Partial<Finding> = {}, reason = 'Opens port 22.'): Finding => ({
  call: call(line),
  verdict: {
    status: 'deprecated',
    address: 'app.terraform.io/acme/vpc/aws',
    version: '1.1.0',
    deprecation: { reason, link: '' },
    suggestion: { version: '2.0.0', step: 'major-upgrade', edit: { kind: 'rewrite', from: '1.1.0', to: '2.0.0' } },
  },
  ...over,
});
const ok = (line: number): Finding => ({
  call: call(line),
  verdict: { status: 'ok', address: 'app.terraform.io/acme/vpc/aws', version: '2.0.0' },
});
const findings = (list: Finding[], baseline?: GateFindings['baseline']): GateFindings => ({
  scans: [],
  findings: list,
  deprecated: [],
  modulesRead: 1,
  ...(baseline !== undefined && { baseline }),
});
const context = (over: Partial<HeadlineContext> = {}): HeadlineContext => ({
  failOnDeprecated: true,
  failOnRevoked: true,
  verdict: { failed: true, message: 'the verdict' },
  words: ACTION_WORDS,
  ...over,
});

describe('headline', () => {
  it('opens with the verdict, then a line per call: where, which module, what to write, why', () => {
    expect(headline(findings([deprecated(6), ok(9)]), context())).toEqual([
      '❌ **Fails**: 1 module call uses a deprecated version.',
      '',
      '**To change**:',
      '',
      '- infra/main.tf:6 · acme/vpc/aws · version "1.1.0" → "2.0.0" (deprecated: Opens port 22.) · 2.0.0 (new major version)',
      '',
    ]);
  });

  it('links each line to its place at the commit', () => {
    const blobUrl = 'https://github.com/acme/infra/blob/abc';
    const [, , , , line] = headline(findings([deprecated(6)]), context({ blobUrl }));
    expect(line).toContain('[infra/main.tf:6](https://github.com/acme/infra/blob/abc/infra/main.tf#L6) · ');
  });

  it('warns, saying why the step passes', () => {
    const [verdict] = headline(
      findings([deprecated(6)]),
      context({ failOnDeprecated: false, verdict: { failed: false, message: '' } }),
    );
    expect(verdict).toBe(
      '⚠️ **Warns** (the step passes): 1 module call uses a deprecated version, a warning only with `fail-on-deprecated: false`.',
    );
  });

  it('passes, with what was checked', () => {
    expect(headline(findings([ok(1), ok(2)]), context({ verdict: { failed: false, message: '' } }))).toEqual([
      '✅ **Passes**: 2 module calls checked, none on a deprecated or revoked version.',
      '',
    ]);
  });

  it("gives the verdict's own words where no call explains it (nothing checked)", () => {
    const nothing: Finding = { call: call(1), verdict: { status: 'not-checked', why: 'local path' } };
    const [verdict] = headline(
      findings([nothing]),
      context({ verdict: { failed: true, message: 'No module call of infra uses the private registry checked.' } }),
    );
    expect(verdict).toBe('❌ **Fails**: No module call of infra uses the private registry checked.');
  });

  it('lists the calls that could not be checked with those to change', () => {
    const failed: Finding = {
      call: call(3),
      verdict: { status: 'error', address: 'app.terraform.io/acme/vpc/aws', error: 'HTTP 404' },
    };
    expect(headline(findings([failed]), context())).toContain(
      '- infra/main.tf:3 · acme/vpc/aws could not be checked: HTTP 404',
    );
  });

  it('with only-new, lists what the change adds apart from what the base already has', () => {
    const lines = headline(findings([deprecated(6), deprecated(12, { onBase: true })], { onBase: 1 }), context());
    expect(lines[0]).toBe(
      '❌ **Fails**: 1 module call uses a deprecated version; 1 deprecated use already on the base branch, warnings only with `only-new: true`.',
    );
    expect(lines.filter((l) => l.startsWith('**') || l.startsWith('- '))).toEqual([
      '**Added or moved by this change**:',
      expect.stringMatching(/^- infra\/main\.tf:6 · /),
      '**Already on the base branch** (warnings only):',
      expect.stringMatching(/^- infra\/main\.tf:12 · /),
    ]);
  });

  it('says what to write for each kind of edit, and never calls a step back an upgrade', () => {
    const withEdit = (suggestion: unknown, over: Partial<ModuleCall> = {}): string => {
      const f = deprecated(6);
      const finding = { ...f, call: { ...f.call, ...over }, verdict: { ...f.verdict, suggestion } } as Finding;
      return headline(findings([finding]), context())[4] ?? '';
    };
    expect(
      withEdit({ version: '1.0.0', step: 'downgrade', edit: { kind: 'rewrite', from: '1.1.0', to: '1.0.0' } }),
    ).toBe(
      '- infra/main.tf:6 · acme/vpc/aws · version "1.1.0" → "1.0.0" (deprecated: Opens port 22.) · 1.0.0 (older: nothing newer is usable)',
    );
    expect(
      withEdit(
        { version: '1.2.0', step: 'upgrade', edit: { kind: 'init-upgrade', from: '~> 1.0' } },
        { constraint: '~> 1.0' },
      ),
    ).toContain('version "\\~\\> 1.0", 1.1.0 installed → `terraform init -upgrade` installs 1.2.0 (deprecated');
    expect(
      withEdit({
        version: '1.2.0',
        step: 'upgrade',
        edit: { kind: 'by-hand', why: 'version-expression', from: 'var.v' },
      }),
    ).toContain('version `var.v` → "1.2.0", set where its value comes from');
    expect(withEdit(undefined)).toContain('version "1.1.0" → none: every other release is deprecated or revoked');
  });

  it('stays within the comment, however many calls, and says how many more there are', () => {
    const many = Array.from({ length: 5_000 }, (_, i) => deprecated(i + 1, {}, 'x'.repeat(5_000)));
    const lines = headline(findings(many), context());
    expect(lines.join('\n').length).toBeLessThan(40_000);
    expect(lines.filter((l) => l.startsWith('- infra/')).length).toBeLessThanOrEqual(50);
    expect(lines.at(-2)).toMatch(
      /^- and 4,95\d more: the table below lists them first; every call is in `gate-result\.json`/,
    );
    // A long reason is clipped in the line; the table shows it whole.
    expect(lines[4]?.length).toBeLessThan(400);
  });
});
