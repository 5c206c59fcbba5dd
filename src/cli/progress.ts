/**
 * A progress line for the operator's terminal: bar, fraction, rate and time left, redrawn in place
 * (at most every 100 ms) and cleared at the end. Off when the output is not a terminal, so piped
 * and --json output stays clean.
 */
export interface ProgressTarget {
  isTty: boolean;
  /** Raw terminal output (no newline added). */
  write?: (text: string) => void;
}

export interface Progress {
  update(done: number, detail?: string): void;
  /** Clears the line. */
  finish(): void;
}

const WIDTH = 24;
const REDRAW_MS = 100;

export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '--';
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(s / 3600)}h${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}m`;
}

/** The line for `done` of `total` units after `elapsedMs`. */
export function progressLine(label: string, unit: string, done: number, total: number, elapsedMs: number, detail = ''): string {
  const fraction = total > 0 ? Math.min(1, done / total) : 1;
  const filled = Math.round(fraction * WIDTH);
  const rate = elapsedMs > 0 ? done / (elapsedMs / 1000) : 0;
  const eta = rate > 0 ? (total - done) / rate : Infinity;
  const pct = `${Math.floor(fraction * 100)}%`.padStart(4);
  return `${label} [${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}] ${pct} ${done}/${total} ${unit} ${Math.round(rate)}/s ETA ${formatDuration(eta)}${detail ? ` ${detail}` : ''}`;
}

export function progress(target: ProgressTarget, label: string, unit: string, total: number, now: () => number = Date.now): Progress {
  const write = target.isTty ? target.write : undefined;
  if (!write) return { update: () => undefined, finish: () => undefined };
  const started = now();
  let last = -Infinity;
  let drawn = false;
  return {
    update(done, detail) {
      const t = now();
      if (t - last < REDRAW_MS && done < total) return;
      last = t;
      drawn = true;
      write(`\r${progressLine(label, unit, done, total, t - started, detail)}\x1b[K`);
    },
    finish() {
      if (drawn) write('\r\x1b[K');
    },
  };
}
