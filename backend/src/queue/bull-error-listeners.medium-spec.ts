import { Queue } from 'bullmq';
import { redisOptionsFromUrl } from './redis-options';
import { BullErrorListeners } from './bull-error-listeners';

describe('BullErrorListeners', () => {
  const connection = () => redisOptionsFromUrl(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');

  it('gives a queue without an error listener one, leaves listening ones alone, and lets both close right after start', async () => {
    const bare = new Queue('bare', { connection: connection(), prefix: `pt-test-${process.pid}` });
    const listening = new Queue('listening', { connection: connection(), prefix: `pt-test-${process.pid}` });
    const own = jest.fn();
    listening.on('error', own);
    const guard = new BullErrorListeners({
      getProviders: () => [{ instance: bare }, { instance: { worker: undefined, queueEvents: listening } }, { instance: null }],
    } as never);
    guard.onApplicationBootstrap();
    expect(bare.listenerCount('error')).toBe(1);
    expect(listening.listenerCount('error')).toBe(1);
    expect(() => bare.emit('error', new Error('Connection is closed.'))).not.toThrow();
    // Closed at once after creation: without the wait, BullMQ emits the init error with no listener left.
    await guard.onModuleDestroy();
    await Promise.all([bare.close(), listening.close()]);
  });
});
