import { BullModule } from '@nestjs/bullmq';
import { DiscoveryModule } from '@nestjs/core';
import { BullErrorListeners } from './bull-error-listeners';
import { Global, Module, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { AppConfig } from '../config/app-config';
import { redisOptionsFromUrl } from './redis-options';

/** A small non-blocking Redis client for health checks and counters (BullMQ keeps its own connections). */
export class RedisClient extends Redis implements OnApplicationShutdown {
  async onApplicationShutdown(): Promise<void> {
    if (this.status !== 'end' && this.status !== 'wait') await this.quit().catch(() => this.disconnect());
    else this.disconnect();
  }
}

@Global()
@Module({
  imports: [
    DiscoveryModule,
    BullModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        connection: redisOptionsFromUrl(requireRedisUrl(config)),
        prefix: config.QUEUE_PREFIX,
      }),
    }),
  ],
  providers: [
    BullErrorListeners,
    {
      provide: RedisClient,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        new RedisClient({ ...redisOptionsFromUrl(requireRedisUrl(config)), maxRetriesPerRequest: 1, lazyConnect: true, enableOfflineQueue: false }),
    },
  ],
  exports: [RedisClient],
})
export class QueueModule {}

function requireRedisUrl(config: AppConfig): string {
  if (!config.REDIS_URL) throw new Error('REDIS_URL is not set and no embedded Redis was started');
  return config.REDIS_URL;
}
