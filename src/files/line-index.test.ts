import { describe, expect, it } from 'vitest';
import { lineIndex } from './line-index.ts';

/** Counting from the start: slow, plainly right, and what the index must agree with. */
const counted = (text: string, offset: number): number => text.slice(0, offset).split('\n').length;

describe('lineIndex', () => {
  it('gives the line of every offset as counting from the start does', () => {
    for (const text of ['', 'a', '\n', 'ab\ncd\n\nef', '\n\n\n', 'x\r\ny\r\n', '{\n  "module": {}\n}\n']) {
      const lineOf = lineIndex(text);
      for (let offset = 0; offset <= text.length; offset++)
        expect(lineOf(offset), `${JSON.stringify(text)} @${offset}`).toBe(counted(text, offset));
    }
  });

  it('puts a newline on the line it ends, and offsets past the end on the last line', () => {
    const lineOf = lineIndex('ab\ncd');
    expect(lineOf(2)).toBe(1);
    expect(lineOf(3)).toBe(2);
    expect(lineOf(99)).toBe(2);
  });
});
