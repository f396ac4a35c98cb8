import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Progress, isLive } from './progress.ts';

const stream = (isTTY: boolean) => {
  const written: string[] = [];
  return { isTTY, columns: 40, write: (t: string) => written.push(t), written };
};

describe('Progress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('draws nothing off a terminal', () => {
    const out = stream(false);
    const progress = new Progress(out);
    progress.start('Read versions');
    vi.advanceTimersByTime(3000);
    progress.stop();
    expect(out.written).toEqual([]);
  });

  it('draws nothing on a terminal that takes no escape sequences (TERM=dumb)', () => {
    const out = stream(true);
    const progress = new Progress(out, isLive(out, { TERM: 'dumb' }));
    progress.start('Read versions');
    vi.advanceTimersByTime(3000);
    progress.stop();
    expect(out.written).toEqual([]);
    expect(isLive(out, { TERM: 'xterm' })).toBe(true);
  });

  it('draws the title and seconds in place once work takes a moment, and clears it', () => {
    const out = stream(true);
    const progress = new Progress(out);
    progress.start('Read versions');
    vi.advanceTimersByTime(300);
    expect(out.written).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(out.written.at(-1)).toMatch(/^\r\u001b\[2K. Read versions · 1 s$/);
    progress.stop();
    expect(out.written.at(-1)).toBe('\r\u001b[2K');
    const count = out.written.length;
    vi.advanceTimersByTime(1000);
    expect(out.written.length).toBe(count);
  });
});
