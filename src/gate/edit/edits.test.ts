import { describe, expect, it } from 'vitest';
import type { Finding } from '../judge/judge.ts';
import { confirmRewrite } from './confirm.ts';
import { editFindings, type FileText } from './edits.ts';
import { versionLiterals } from './literal.ts';
import { ACTION_WORDS } from '../../wording.ts';

const SOURCE = 'app.terraform.io/acme/vpc/aws';

/** A call of `key` in `file` at `line` on 1.2.0, which the gate says to rewrite as `to`. */
const finding = (file: string, key: string, line: number, from = '1.2.0', to = '1.4.0', directory = '.'): Finding => ({
  call: { directory, key, source: SOURCE, constraint: from, location: { file, line }, from: 'configuration' },
  verdict: {
    status: 'deprecated',
    address: SOURCE,
    version: '1.2.0',
    deprecation: { reason: '', link: '' },
    suggestion: { version: '1.4.0', step: 'upgrade', edit: { kind: 'rewrite', from, to } },
  },
});

const block = (name: string, version: string): string =>
  `module "${name}" {\n  source  = "${SOURCE}"\n  version = "${version}"\n}\n`;

/** Files held in memory, as the campaign holds those it read from GitHub. */
const memory =
  (files: Record<string, string>) =>
  (file: string): FileText =>
    files[file] ?? { why: 'the file was not read' };

describe('the edit, computed from texts in memory', () => {
  it('rewrites each call once, with its file, line and the text as it would be written', async () => {
    const files = { 'main.tf': `${block('vpc', '1.2.0')}\n${block('dns', '1.2.0')}` };
    const edits = await editFindings([finding('main.tf', 'vpc', 1), finding('main.tf', 'dns', 6)], memory(files), {
      words: ACTION_WORDS,
      fixMajor: false,
    });
    expect(edits.calls.map((c) => [c.kind, c.kind === 'rewrite' ? c.line : undefined])).toEqual([
      ['rewrite', 3],
      ['rewrite', 8],
    ]);
    expect(edits.files).toEqual([
      expect.objectContaining({
        file: 'main.tf',
        before: files['main.tf'],
        after: files['main.tf'].replaceAll('"1.2.0"', '"1.4.0"'),
        lines: [3, 8],
      }),
    ]);
    expect(edits.warnings).toEqual([]);
  });

  it('makes one change of a block that calls from several configurations share, and counts its line once', async () => {
    const files = { 'modules/net/main.tf': block('vpc', '1.2.0') };
    const shared = [
      finding('modules/net/main.tf', 'net.vpc', 1, '1.2.0', '1.4.0', 'stacks/a'),
      finding('modules/net/main.tf', 'net.vpc', 1, '1.2.0', '1.4.0', 'stacks/b'),
    ];
    const edits = await editFindings(shared, memory(files), { words: ACTION_WORDS, fixMajor: false });
    expect(edits.calls.map((c) => c.kind)).toEqual(['rewrite', 'rewrite']);
    expect(edits.files.map((f) => [f.file, f.rewrites.length, f.lines])).toEqual([['modules/net/main.tf', 2, [3]]]);
  });

  it('leaves a file that changed since the gate read it alone, every call of it, and says so', async () => {
    const files = { 'main.tf': `${block('vpc', '1.3.0')}\n${block('dns', '1.2.0')}` };
    const edits = await editFindings([finding('main.tf', 'vpc', 1), finding('main.tf', 'dns', 6)], memory(files), {
      words: ACTION_WORDS,
      fixMajor: false,
    });
    expect(edits.calls.map((c) => [c.kind, c.kind === 'by-hand' ? c.why : ''])).toEqual([
      ['by-hand', expect.stringContaining('changed after the gate read it')],
      ['by-hand', expect.stringContaining('changed after the gate read it')],
    ]);
    expect(edits.files).toEqual([]);
    expect(edits.warnings).toEqual([
      expect.stringMatching(/^main\.tf changed after the gate read it \(it now says "1\.3\.0"/),
    ]);
  });

  it('says why of a file it is not given', async () => {
    const edits = await editFindings([finding('other.tf', 'vpc', 1)], memory({}), {
      words: ACTION_WORDS,
      fixMajor: false,
    });
    expect(edits.calls).toEqual([expect.objectContaining({ kind: 'by-hand', why: 'the file was not read' })]);
  });
});

describe('a rewrite read back with the parser', () => {
  const text = `${block('vpc', '1.2.0')}\n${block('dns', '1.2.0')}`;
  const before = versionLiterals('main.tf', text) ?? new Map();
  const vpc = [{ name: 'vpc', line: 1, version: '1.4.0' }];

  it('passes when only the expected versions changed', async () => {
    expect(await confirmRewrite('main.tf', before, text.replace('"1.2.0"', '"1.4.0"'), vpc)).toBe(undefined);
  });

  it('fails when another block reads otherwise, a block is gone, or the text no longer parses', async () => {
    expect(await confirmRewrite('main.tf', before, text.replaceAll('"1.2.0"', '"1.4.0"'), vpc)).toMatch(
      /block "dns" reads version "1.4.0", not "1.2.0"/,
    );
    expect(await confirmRewrite('main.tf', before, block('vpc', '1.4.0'), vpc)).toMatch(/1 blocks where it had 2/);
    expect(await confirmRewrite('main.tf', before, text.replace('"1.2.0"', '"1.4.0'), vpc)).toMatch(/does not parse/);
  });
});
