/**
 * Holds a connection's outgoing messages until the event loop's current turn ends, then hands them to the client
 * together, in the order they were sent. The NATS client writes to its socket what one task sent as soon as that
 * task's microtasks are done, so a gateway taking a burst of HTTP calls, each a task of its own, made one system
 * call per call; held for the turn, a burst's messages leave in one write. The wait is the rest of the turn, not
 * a timer: a lone message goes out as soon as the loop has read what was ready.
 */
export class TurnWrites {
  private held: Array<{ send: () => void; failed: (error: unknown) => void }> = [];
  private scheduled = false;

  /** `send` runs at the turn's end; if it throws, `failed` is told instead of the caller that sent it. */
  add(send: () => void, failed: (error: unknown) => void): void {
    this.held.push({ send, failed });
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => this.release());
  }

  /** Hands over every held message now: before a flush or a drain, which must include them. */
  release(): void {
    this.scheduled = false;
    const held = this.held;
    this.held = [];
    for (const { send, failed } of held) {
      try {
        send();
      } catch (error) {
        failed(error);
      }
    }
  }
}
