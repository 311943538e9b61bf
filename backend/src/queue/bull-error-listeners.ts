import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { Queue, QueueEvents, Worker } from 'bullmq';

type BullObject = Queue | Worker | QueueEvents;

/**
 * Two ways a BullMQ object can end the process with an unhandled 'error' event: it has no 'error' listener when
 * Redis hiccups, or it is closed while its connection is still initialising (BullMQ then emits the init error
 * after removing every listener). After start-up every Queue, Worker and QueueEvents the app holds gets a logging
 * listener if it has none, and before shutdown each is given a bounded wait to finish connecting.
 */
@Injectable()
export class BullErrorListeners implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('BullMQ');

  constructor(private readonly discovery: DiscoveryService) {}

  onApplicationBootstrap(): void {
    for (const candidate of this.bullObjects()) {
      const emitter = candidate as unknown as NodeJS.EventEmitter;
      if (emitter.listenerCount('error') === 0) {
        emitter.on('error', (err: Error) => this.logger.warn({ err, queue: candidate.name }, 'redis connection error'));
      }
    }
  }

  async onModuleDestroy(): Promise<void> {
    const settle = (p: Promise<unknown>) => Promise.race([p.catch(() => undefined), new Promise((r) => setTimeout(r, 2000).unref())]);
    await Promise.all(this.bullObjects().map((o) => settle(o.waitUntilReady())));
  }

  private bullObjects(): BullObject[] {
    const found: BullObject[] = [];
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as { worker?: unknown; queueEvents?: unknown } | undefined;
      if (!instance || typeof instance !== 'object') continue;
      for (const candidate of [instance, instance.worker, instance.queueEvents]) {
        if (candidate instanceof Queue || candidate instanceof Worker || candidate instanceof QueueEvents) found.push(candidate);
      }
    }
    return found;
  }
}
