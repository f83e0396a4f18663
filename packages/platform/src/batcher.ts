/** What the batch's work made of one item: a value, or the error that item alone is refused with. */
export type ItemOutcome<R> = { value: R } | { error: unknown };

export interface BatcherOptions {
  /** Batches worked on at once; the items arriving meanwhile wait and go together in the next. */
  inFlight: number;
  /** The most items one batch takes; the rest wait for the next. */
  maxSize: number;
  /**
   * For work nobody waits on: a batch that is not full waits this long from its first item's arrival, so it
   * gathers more. 0 (the default) never holds an item.
   */
  lingerMs?: number;
}

/**
 * Group commit: the items submitted while the batcher is idle go together once the code that submits them has run
 * (a message's many bets, submitted one after another, make one batch, not a lone first one and the rest); items
 * submitted while batches are in flight gather and go together when one ends. Without `lingerMs` there is no
 * timer: the batch is as big as the load makes it, and a lone item waits for nothing but the code that submitted
 * it. `work` answers one outcome per item in order; if it throws, every item of that batch fails with its error.
 */
export class Batcher<T, R> {
  private readonly waiting: Array<{ item: T; at: number; resolve: (value: R) => void; reject: (error: unknown) => void }> = [];
  private running = 0;
  private wake: ReturnType<typeof setTimeout> | undefined;
  private nextQueued = false;

  constructor(
    private readonly work: (items: T[]) => Promise<Array<ItemOutcome<R>>>,
    private readonly options: BatcherOptions,
  ) {}

  /** Items submitted and not yet taken by a batch. */
  get queued(): number {
    return this.waiting.length;
  }

  submit(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ item, at: performance.now(), resolve, reject });
      if (this.nextQueued) return;
      this.nextQueued = true;
      queueMicrotask(() => {
        this.nextQueued = false;
        this.next();
      });
    });
  }

  private next(): void {
    if (this.running >= this.options.inFlight || this.waiting.length === 0) return;
    const held = this.holdFor();
    if (held > 0) {
      this.wake ??= setTimeout(() => {
        this.wake = undefined;
        this.next();
      }, held);
      return;
    }
    const batch = this.waiting.splice(0, this.options.maxSize);
    this.running += 1;
    // The next batch starts before this one's callers go on, so it gathers what they and others send meanwhile.
    const done = () => {
      this.running -= 1;
      this.next();
    };
    this.work(batch.map((entry) => entry.item)).then(
      (outcomes) => {
        done();
        batch.forEach((entry, index) => {
          const outcome = outcomes[index] ?? { error: new Error('the batch answered fewer outcomes than items') };
          if ('value' in outcome) entry.resolve(outcome.value);
          else entry.reject(outcome.error);
        });
      },
      (error: unknown) => {
        done();
        batch.forEach((entry) => entry.reject(error));
      },
    );
  }

  /** How much longer the oldest waiting item is held for others to join it: no longer once a batch is full. */
  private holdFor(): number {
    const linger = this.options.lingerMs ?? 0;
    const oldest = this.waiting[0];
    if (linger === 0 || !oldest || this.waiting.length >= this.options.maxSize) return 0;
    return Math.max(0, oldest.at + linger - performance.now());
  }
}
