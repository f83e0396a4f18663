const FIRST_PAUSE_MS = 500;
const LONGEST_PAUSE_MS = 30_000;

/**
 * Consumers that are not running (no responders on their subject) are left alone for a growing while, so
 * their waiting rows cost neither requests nor writes until the consumer is back: an event for a service that
 * is down, or not deployed yet, simply waits.
 */
export class SubjectPauses {
  private readonly paused = new Map<string, { until: number; times: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Pauses the subject; true the first time in a row, so the caller logs once, not per row. */
  pause(subject: string): boolean {
    const times = (this.paused.get(subject)?.times ?? 0) + 1;
    this.paused.set(subject, { until: this.now() + Math.min(LONGEST_PAUSE_MS, FIRST_PAUSE_MS * 2 ** (times - 1)), times });
    return times === 1;
  }

  resume(subject: string): void {
    this.paused.delete(subject);
  }

  /** Subjects still inside their pause. */
  current(): string[] {
    const now = this.now();
    return [...this.paused].filter(([, pause]) => pause.until > now).map(([subject]) => subject);
  }
}
