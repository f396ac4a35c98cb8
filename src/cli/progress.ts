/**
 * A progress line on stderr while a group of work runs: its title and the seconds so far, redrawn in place. On a
 * terminal that takes escape sequences only (not `TERM=dumb`), and only after a moment: quick runs and logs stay clean.
 */

/** Where the command line writes: stdout or stderr, or a test's stand-in. */
export interface Stream {
  write(text: string): unknown;
  readonly isTTY?: boolean;
}

const FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
/** Work shorter than this shows no progress line. */
const SHOW_AFTER_MS = 500;
const TICK_MS = 120;

export class Progress {
  private title: string | undefined;
  private started = 0;
  private timer: NodeJS.Timeout | undefined;
  private shown = false;
  private frame = 0;

  private readonly stream: Stream;
  private readonly live: boolean;

  /** `live`: whether the stream is a terminal that redraws a line in place (see `isLive`). */
  constructor(stream: Stream, live = stream.isTTY === true) {
    this.stream = stream;
    this.live = live;
  }

  start(title: string): void {
    if (!this.live) return;
    this.stop();
    this.title = title;
    this.started = Date.now();
    this.timer = setInterval(() => this.redraw(), TICK_MS);
    // The line never keeps the process alive.
    this.timer.unref();
  }

  /** Draws the line again (after a log line cleared it). */
  redraw(): void {
    if (this.title === undefined) return;
    const elapsed = Date.now() - this.started;
    if (elapsed < SHOW_AFTER_MS) return;
    this.frame = (this.frame + 1) % FRAMES.length;
    const columns = (this.stream as { columns?: number }).columns ?? 80;
    const line = `${FRAMES[this.frame]} ${this.title} · ${Math.floor(elapsed / 1000)} s`;
    this.stream.write(`\r\u001b[2K${line.slice(0, Math.max(10, columns - 1))}`);
    this.shown = true;
  }

  /** Removes the line, so that a log line takes its place. */
  clear(): void {
    if (!this.shown) return;
    this.stream.write('\r\u001b[2K');
    this.shown = false;
  }

  stop(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
    this.clear();
    this.title = undefined;
  }
}

/** Whether a progress line may be drawn: a terminal, and one that knows escape sequences. */
export const isLive = (stream: Stream, env: Readonly<Record<string, string | undefined>>): boolean =>
  stream.isTTY === true && env.TERM !== 'dumb';
