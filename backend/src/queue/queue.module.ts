import { BullModule } from '@nestjs/bullmq';
import { DiscoveryModule } from '@nestjs/core';
import { BullErrorListeners } from './bull-error-listeners';
import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { QueueProducer } from './queue-producer';
import { RedisClient } from './redis-client';
import { RollingWindowCounter } from './rolling-window-counter';
import { redisOptionsFromUrl } from './redis-options';
import { ScheduledRunLock } from './scheduled-run-lock';

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
        new RedisClient({
          ...redisOptionsFromUrl(requireRedisUrl(config)),
          maxRetriesPerRequest: 1,
          lazyConnect: true,
          enableOfflineQueue: false,
        }),
    },
    ScheduledRunLock,
    QueueProducer,
    RollingWindowCounter,
  ],
  exports: [RedisClient, ScheduledRunLock, QueueProducer, RollingWindowCounter],
})
export class QueueModule {}

function requireRedisUrl(config: AppConfig): string {
  if (!config.REDIS_URL) throw new Error('REDIS_URL is not set and no embedded Redis was started');
  return config.REDIS_URL;
}
