/** What a loop does next: a job to run, the ms until one is due, or undefined for nothing to do. */
export type NextJob = (() => Promise<void>) | number | undefined;

/**
 * Runs jobs one at a time for as long as `take` hands them out; sleeps until woken (new work) or
 * until the delay `take` named is over. Jobs must not throw.
 */
export class SerialLoop {
  private wakeUp: (() => void) | null = null;
  private readonly done: Promise<void>;

  constructor(
    private readonly take: () => NextJob,
    private readonly closed: () => boolean,
  ) {
    this.done = this.run();
  }

  wake(): void {
    this.wakeUp?.();
  }

  private async run(): Promise<void> {
    while (!this.closed()) {
      const next = this.take();
      if (typeof next === 'function') {
        await next();
        continue;
      }
      await new Promise<void>((resolve) => {
        const timer = next === undefined ? undefined : setTimeout(() => this.wake(), next);
        this.wakeUp = () => {
          clearTimeout(timer);
          this.wakeUp = null;
          resolve();
        };
      });
    }
  }

  /** Resolves once the job in hand (if any) is over; call after `closed` turned true. */
  async stop(): Promise<void> {
    this.wake();
    await this.done;
  }
}
