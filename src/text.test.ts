import { describe, expect, it } from 'vitest';
import { cell, messageCell, moreInformation, sentence, thousands, withoutMentions } from './text.ts';

describe('sentence', () => {
  it.each([
    ['Opens the default security group', 'Opens the default security group.'],
    ['  Opens port 22.  ', 'Opens port 22.'],
    ['Really?', 'Really?'],
    ['Stop!', 'Stop!'],
    ['See the notes (in the README.)', 'See the notes (in the README.)'],
    ['Use "2.x."', 'Use "2.x."'],
    ['Wait…', 'Wait…'],
    ['CVE-2026-0001: move to 2.x', 'CVE-2026-0001: move to 2.x.'],
    ['', ''],
  ])('%j → %j', (text, expected) => expect(sentence(text)).toBe(expected));
});

describe('moreInformation', () => {
  it('names each link once, as the last part of a message', () => {
    expect(moreInformation(['https://a.example', '', 'https://a.example'])).toBe('More information: https://a.example');
    expect(moreInformation(['https://a.example', 'https://b.example'])).toBe(
      'More information: https://a.example and https://b.example',
    );
    expect(moreInformation(['', ''])).toBe('');
  });
});

describe('withoutMentions, through cell and messageCell', () => {
  const mention = /(?<![A-Za-z0-9_])@[A-Za-z0-9]/;
  it.each(['Ask @platform-team', '@octocat first', 'cc @acme/networking.', '(@a)', '*@bold*', 'line\n@next'])(
    '%j mentions no one, and still reads the same',
    (text) => {
      for (const rendered of [cell(text), messageCell(text), withoutMentions(text)]) {
        expect(rendered).not.toMatch(mention);
        const norm = (t: string): string => t.replaceAll('\u200d', '').replace(/\\/g, '').replace(/\s+/g, ' ').trim();
        expect(norm(rendered)).toBe(norm(text));
      }
    },
  );
  it('leaves an e-mail address and a lone @ alone', () => {
    expect(withoutMentions('ops@example.com, a@b and @ alone, _@x')).toBe('ops@example.com, a@b and @ alone, _@x');
  });
});

describe('thousands', () => {
  it('writes a count as en-US does, without loading ICU', () => {
    for (const n of [0, 7, 999, 1000, 20_000, 123_456, 1_234_567, -45_000, 2 ** 40])
      expect(thousands(n)).toBe(n.toLocaleString('en-US'));
    expect(thousands(1.5)).toBe('1.5');
  });
});
