// Collects the items submitted during one turn of the event loop and hands them over as one batch on the
// next (setImmediate): requests that arrive together are validated together, so their signature checks
// share the modular inversions (see ecdsa-digest.ts) and a worker gets one message instead of many.
export type BatchRunner<I, O> = (items: I[]) => Promise<O[]>;

interface Submitted<I, O> {
  item: I;
  resolve: (output: O) => void;
  reject: (error: Error) => void;
}

export class TurnBatcher<I, O> {
  private pending: Submitted<I, O>[] = [];

  /** @param run handles one batch, answering one output per item, in order. */
  constructor(private readonly run: BatchRunner<I, O>) {}

  /** Items waiting for the next turn. */
  get waiting(): number {
    return this.pending.length;
  }

  submit(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      if (this.pending.length === 0) setImmediate(() => this.flush());
      this.pending.push({ item, resolve, reject });
    });
  }

  private flush(): void {
    const batch = this.pending;
    this.pending = [];
    let running: Promise<O[]>;
    try {
      running = this.run(batch.map((submitted) => submitted.item));
    } catch (error) {
      running = Promise.reject(error as Error);
    }
    running.then(
      (outputs) =>
        batch.forEach((submitted, i) => {
          // A runner that answers short is a bug; its missing answers fail rather than hang.
          if (i < outputs.length) submitted.resolve(outputs[i]!);
          else submitted.reject(new Error(`the batch runner answered ${outputs.length} of ${batch.length}`));
        }),
      (error: unknown) => {
        const failure = error instanceof Error ? error : new Error(String(error));
        batch.forEach((submitted) => submitted.reject(failure));
      },
    );
  }
}
