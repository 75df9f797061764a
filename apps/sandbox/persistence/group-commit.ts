// Group commit: items submitted while a commit is in flight wait and go out together in the next one, so
// one write + fsync acknowledges a whole batch. Durable throughput then scales with concurrency instead of
// being capped at one fsync per item; each submitter still resolves only once its item is on disk.
export type CommitBatch<T, R> = (items: T[]) => Promise<R[]>;

interface Waiting<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

export interface GroupCommitStats {
  commits: number;
  items: number;
  largestBatch: number;
}

export class GroupCommit<T, R> {
  private waiting: Waiting<T, R>[] = [];
  private scheduled = false;
  /** Commits and exclusive tasks run one at a time, in order, on this chain. */
  private chain: Promise<unknown> = Promise.resolve();
  private readonly counters: GroupCommitStats = { commits: 0, items: 0, largestBatch: 0 };

  /**
   * @param commit writes a batch durably and returns one result per item, in order.
   * @param maxBatch caps a batch (1 = one commit per item, i.e. no grouping).
   */
  constructor(
    private readonly commit: CommitBatch<T, R>,
    private readonly maxBatch: number = 4096,
  ) {
    if (!Number.isInteger(maxBatch) || maxBatch < 1)
      throw new RangeError(`maxBatch must be ≥ 1, not ${maxBatch}`);
  }

  get stats(): GroupCommitStats {
    return { ...this.counters };
  }

  submit(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.schedule();
    });
  }

  /** Runs `task` between commits: nothing is committed while it runs, and items keep queueing meanwhile. */
  exclusive<V>(task: () => Promise<V>): Promise<V> {
    const run = this.chain.then(task);
    this.chain = run.catch(() => undefined);
    return run;
  }

  /** Resolves once everything submitted so far has been committed (or failed). */
  async drain(): Promise<void> {
    await this.exclusive(async () => undefined);
    if (this.waiting.length > 0) await this.drain();
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    void this.exclusive(() => this.commitWaiting());
  }

  private async commitWaiting(): Promise<void> {
    this.scheduled = false;
    const batch = this.waiting.splice(0, this.maxBatch);
    if (this.waiting.length > 0) this.schedule();
    if (batch.length === 0) return;
    let results: R[];
    try {
      results = await this.commit(batch.map((w) => w.item));
      if (results.length !== batch.length)
        throw new Error(`commit returned ${results.length} results for ${batch.length} items`);
    } catch (error) {
      for (const w of batch) w.reject(error);
      return;
    }
    this.counters.commits += 1;
    this.counters.items += batch.length;
    this.counters.largestBatch = Math.max(this.counters.largestBatch, batch.length);
    // Answer on the next turn: the next batch's write + fsync is then already under way while the
    // submitters build their responses, so disk and CPU work overlap instead of alternating.
    setImmediate(() => batch.forEach((w, i) => w.resolve(results[i]!)));
  }
}
