interface Held {
  send: () => void;
  failed: (error: unknown) => void;
  /** Set on a publish that later publishes to the same subject may join: their payloads, each already JSON. */
  joinable?: { subject: string; payloads: string[]; bytes: number };
}

/**
 * The most bytes of payloads one joined message carries: well under nats-server's default limit of a message
 * (1 MiB), so no turn's events are ever refused for their size together.
 */
export const JOINED_BYTES_MAX = 256 * 1024;

/**
 * Holds a connection's outgoing messages until the event loop's current turn ends, then hands them to the client
 * together, in the order they were sent. The NATS client writes to its socket what one task sent as soon as that
 * task's microtasks are done, so a gateway taking a burst of HTTP calls, each a task of its own, made one system
 * call per call; held for the turn, a burst's messages leave in one write. The wait is the rest of the turn, not
 * a timer: a lone message goes out as soon as the loop has read what was ready.
 */
export class TurnWrites {
  private held: Held[] = [];
  private scheduled = false;

  /** `send` runs at the turn's end; if it throws, `failed` is told instead of the caller that sent it. */
  add(send: () => void, failed: (error: unknown) => void): void {
    this.hold({ send, failed });
  }

  /**
   * A publish of `json` on `subject`. Publishes to one subject sent one after another in a turn (a batch of bets
   * announcing each bet, say) leave as one message: `send` is given their payloads in order, to carry together.
   * Anything sent in between starts a new message, so the order of everything this connection sends holds.
   */
  addPublish(subject: string, json: string, send: (payloads: string[]) => void, failed: (error: unknown) => void): void {
    const last = this.held.at(-1)?.joinable;
    if (last?.subject === subject && last.bytes + json.length <= JOINED_BYTES_MAX) {
      last.payloads.push(json);
      last.bytes += json.length;
      return;
    }
    const joinable = { subject, payloads: [json], bytes: json.length };
    this.hold({ send: () => send(joinable.payloads), failed, joinable });
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

  private hold(entry: Held): void {
    this.held.push(entry);
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => this.release());
  }
}
