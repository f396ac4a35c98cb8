import { describe, expect, it } from 'vitest';
import { annotationLine, coloursFor, markdownToText, terminalSafe } from './terminal.ts';

describe('coloursFor', () => {
  it('colours only a terminal, and never with NO_COLOR', () => {
    expect(coloursFor(true, {}).red('x')).toBe('\u001b[31mx\u001b[39m');
    expect(coloursFor(false, {}).red('x')).toBe('x');
    expect(coloursFor(true, { NO_COLOR: '1' }).red('x')).toBe('x');
    expect(coloursFor(true, { TERM: 'dumb' }).red('x')).toBe('x');
  });

  it('colours a log that is no terminal with FORCE_COLOR, unless it is 0 or false; NO_COLOR wins', () => {
    for (const force of ['1', 'true', '', '3'])
      expect(coloursFor(false, { FORCE_COLOR: force }).red('x'), force).not.toBe('x');
    for (const force of ['0', 'false']) expect(coloursFor(true, { FORCE_COLOR: force }).red('x'), force).toBe('x');
    expect(coloursFor(false, { FORCE_COLOR: '1', NO_COLOR: '1' }).red('x')).toBe('x');
  });
});

describe('terminalSafe', () => {
  it('shows control characters, escape sequences among them, instead of obeying them', () => {
    expect(terminalSafe('a\u001b[2Jb\r\nc')).toBe('a\\u001b[2Jb\\u000d\\u000ac');
    expect(terminalSafe('a\nb', true)).toBe('a\nb');
  });
});

describe('annotationLine', () => {
  it('prints file:line: level: title: message, as editors link it', () => {
    expect(annotationLine({ level: 'error', title: 'T', message: 'M\nN', file: 'stack/main.tf', line: 6 })).toBe(
      'stack/main.tf:6: error: T: M N',
    );
    expect(annotationLine({ level: 'notice', message: 'M' })).toBe('note: M');
  });

  it("colours the level after making the text safe: its own colour acts, the text's never does", () => {
    const line = annotationLine(
      { level: 'error', message: 'M \u001b[2J', file: 'a.tf', line: 1 },
      coloursFor(true, {}),
    );
    expect(line).toBe('a.tf:1: \u001b[31merror\u001b[39m: M \\u001b[2J');
  });
});

describe('markdownToText', () => {
  it('turns a summary into aligned, readable text', () => {
    const markdown = [
      '### Check 2 module versions of `app.terraform.io/acme/vpc/aws`',
      '',
      '**1 deprecated · 1 not deprecated**',
      '',
      '| Version | Status | Workspaces | Link |',
      '|---|---|---|---|',
      '| 2.0.0 | ✅ not deprecated | 1: `network-core` |  |',
      '| 1.1.0 | ⚠️ deprecated | <details><summary>5 workspaces</summary>`a`, `b`</details> | [https://example.com/x](https://example.com/x) |',
      '| 1.0.0 | a \\| b \\*c\\* | `x \\| y` | [guide](https://example.com/a%20b) |',
      '',
      '<sub>Workspaces are those of HCP Terraform &amp; more.</sub>',
    ].join('\n');
    expect(markdownToText(markdown)).toBe(
      [
        'Check 2 module versions of app.terraform.io/acme/vpc/aws',
        '',
        '1 deprecated · 1 not deprecated',
        '',
        'Version  Status             Workspaces          Link',
        '2.0.0    ✅ not deprecated  1: network-core',
        '1.1.0    ⚠️ deprecated      5 workspaces: a, b  https://example.com/x',
        '1.0.0    a | b *c*          x | y               guide <https://example.com/a b>',
        '',
        'Workspaces are those of HCP Terraform & more.',
      ].join('\n'),
    );
  });

  it('reads escapes before code spans and links, as CommonMark does', () => {
    expect(
      markdownToText('| Where | Problem |\n|---|---|\n| a:5 | rules\\[0\\] needs \\`reason\\`: `x` \\*y\\* |'),
    ).toBe('Where  Problem\na:5    rules[0] needs `reason`: x *y*');
    expect(markdownToText('needs `reason`: why, see ``a ` b``')).toBe('needs reason: why, see a ` b');
    expect(markdownToText('port 22. \\[2J ([more](https://example.com/vpc/2))')).toBe(
      'port 22. [2J (more <https://example.com/vpc/2>)',
    );
    expect(markdownToText('an `unclosed span')).toBe('an `unclosed span');
  });

  it('makes service text safe: no escape sequence reaches the terminal', () => {
    expect(markdownToText('| a |\n|---|\n| \u001b]8;;x\u0007 |')).not.toMatch(/\u001b|\u0007/);
    expect(markdownToText('[x](https://e.com/%1b%5b2J)')).not.toContain('\u001b');
  });
});
