/** The semaphore's waiting line is full: the caller should answer "busy, retry later" at once. */
export class SemaphoreFullError extends Error {
  constructor(
    readonly running: number,
    readonly waiting: number,
  ) {
    super(`busy: ${running} running, ${waiting} waiting`);
    this.name = 'SemaphoreFullError';
  }
}

/**
 * At most `concurrency` tasks run at once and at most `maxWaiting` wait, first come first served; one more is
 * refused at once with SemaphoreFullError instead of waiting without bound.
 */
export class BoundedSemaphore {
  private active = 0;
  private readonly line: Array<() => void> = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
  ) {
    if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError('concurrency must be a positive integer');
    if (!Number.isInteger(maxWaiting) || maxWaiting < 0) throw new RangeError('maxWaiting must be a non-negative integer');
  }

  get running(): number {
    return this.active;
  }

  get waiting(): number {
    return this.line.length;
  }

  /** Every slot taken and the line full: run() would refuse now. */
  get full(): boolean {
    return this.active >= this.concurrency && this.line.length >= this.maxWaiting;
  }

  /** Runs `task` once a slot is free; rejects with SemaphoreFullError (task not called) when the line is full. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.concurrency) {
      if (this.line.length >= this.maxWaiting) throw new SemaphoreFullError(this.active, this.line.length);
      await new Promise<void>((resolve) => this.line.push(resolve));
    } else {
      this.active++;
    }
    try {
      return await task();
    } finally {
      const next = this.line.shift();
      // The slot passes straight to the next in line (active unchanged), so no newcomer can take it in between.
      if (next) next();
      else this.active--;
    }
  }
}
