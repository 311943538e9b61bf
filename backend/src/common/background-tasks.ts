import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';

/**
 * Work started by a request that the response does not wait for (e.g. the password-reset e-mail, so the answer
 * takes the same time whether or not the account exists). Failures are logged; shutdown waits for what runs,
 * before the database and Redis connections close.
 */
@Injectable()
export class BackgroundTasks implements BeforeApplicationShutdown {
  private readonly logger = new Logger(BackgroundTasks.name);
  private readonly running = new Set<Promise<void>>();

  run(name: string, task: () => Promise<unknown>): void {
    const promise: Promise<void> = Promise.resolve()
      .then(task)
      .then(
        () => undefined,
        (err: unknown) => this.logger.error({ err, task: name }, 'background task failed'),
      )
      .finally(() => this.running.delete(promise));
    this.running.add(promise);
  }

  /** Resolves when every task started so far has ended (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.settled();
  }
}
