/**
 * The wins of one round whose write is in flight, by bet id. A win shown before its write lands could still be
 * undone by a failed write, so a cash-out retried under its key waits here for what stands.
 */
export class WinsBeingRecorded {
  private readonly writes = new Map<string, Promise<void>>();

  /** Holds `write` under its bet until it settles; the caller still handles its outcome. */
  async hold(betId: string, write: Promise<void>): Promise<void> {
    this.writes.set(betId, write);
    try {
      await write;
    } finally {
      this.writes.delete(betId);
    }
  }

  isWriting(betId: string): boolean {
    return this.writes.has(betId);
  }

  /** Resolves once the bet's win being written, if one is, has landed or failed. */
  async landed(betId: string): Promise<void> {
    await this.writes.get(betId)?.catch(() => undefined);
  }
}
