import { Logger } from '@nestjs/common';
import type { Worker } from 'bullmq';
import { closeWorkerWithin } from './translations.processor';

const logger = { warn: jest.fn() } as unknown as Logger;

describe('closeWorkerWithin', () => {
  it('lets running jobs finish within the grace period without interrupting them', async () => {
    const worker = { close: jest.fn(() => new Promise<void>((r) => setTimeout(r, 10))) };
    const interrupt = jest.fn();
    await closeWorkerWithin(worker as unknown as Worker, 1000, interrupt, logger);
    expect(interrupt).not.toHaveBeenCalled();
  });

  it('interrupts jobs still running after the grace period, then waits for them to go back to the queue', async () => {
    let finish!: () => void;
    const worker = { close: jest.fn(() => new Promise<void>((r) => (finish = r))) };
    const interrupt = jest.fn(() => setTimeout(finish, 10));
    const started = Date.now();
    await closeWorkerWithin(worker as unknown as Worker, 20, interrupt, logger);
    expect(interrupt).toHaveBeenCalledTimes(1);
    expect(worker.close).toHaveBeenCalledTimes(1);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
