import { describe, expect, it } from 'vitest';
import { moreInformation, sentence } from './text.ts';

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
