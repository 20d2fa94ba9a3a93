/**
 * Records delivered mails in groups (issue 31): one UPDATE at a time per worker, and the mails that
 * are delivered while it waits for a connection (a pool queued behind an intake spike's requests)
 * join the next one, rather than each queueing for a connection of its own.
 */
export class SentMarks {
  private waiting = new Map<number, { resolve: () => void; reject: (error: unknown) => void }>();
  private flushing = false;

  constructor(private readonly write: (ids: number[]) => Promise<void>) {}

  /** Resolves once row `id` is recorded sent; rejects when the statement that carried it failed. */
  record(id: number): Promise<void> {
    const done = new Promise<void>((resolve, reject) => this.waiting.set(id, { resolve, reject }));
    if (!this.flushing) void this.flush();
    return done;
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    while (this.waiting.size > 0) {
      const batch = this.waiting;
      this.waiting = new Map();
      try {
        await this.write([...batch.keys()]);
        for (const { resolve } of batch.values()) resolve();
      } catch (error) {
        for (const { reject } of batch.values()) reject(error);
      }
    }
    this.flushing = false;
  }
}
