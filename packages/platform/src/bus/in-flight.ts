/** Tracks handlers still running so a drain can wait for them. */
export class InFlight {
  private readonly running = new Set<Promise<unknown>>();

  track(work: Promise<unknown>): void {
    this.running.add(work);
    void work.finally(() => this.running.delete(work));
  }

  async settle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
