import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { AppConfig } from '../config/app-config';
import { RedisClient } from '../queue/redis-client';
import { redisOptionsFromUrl } from '../queue/redis-options';
import { TRANSLATIONS_QUEUE } from '../translations/translation-jobs';
import { DeploymentMetricsRepository } from './deployment-metrics.repository';
import { DeploymentMetrics } from './deployment-metrics.service';
import { JobMetricsRecorder } from './job-metrics.recorder';
import { MetricsController } from './metrics.controller';
import { MetricsRegistry } from './metrics.registry';
import { MetricsTokenGuard } from './metrics-token.guard';

/**
 * Prometheus metrics: `GET /prod/api/metrics` (bearer METRICS_TOKEN; 404 when unset), HTTP latency of this process
 * (the middleware is mounted by configureApp), job timings observed in whichever process runs the workers and kept in
 * Redis, and the deployment's state read at scrape time. Needs AppConfig, Clock, MikroORM and the BullMQ root module.
 */
const METRICS_REDIS = Symbol('METRICS_REDIS');

@Module({
  imports: [DiscoveryModule, BullModule.registerQueue({ name: TRANSLATIONS_QUEUE })],
  controllers: [MetricsController],
  providers: [
    {
      provide: METRICS_REDIS,
      inject: [AppConfig],
      // Its own small client: commands wait while it connects, fail fast when Redis is gone; closed at shutdown.
      useFactory: (config: AppConfig) =>
        new RedisClient({
          ...redisOptionsFromUrl(config.REDIS_URL ?? 'redis://127.0.0.1:6379'),
          maxRetriesPerRequest: 1,
          lazyConnect: true,
        }),
    },
    {
      provide: MetricsRegistry,
      inject: [AppConfig, METRICS_REDIS],
      useFactory: (config: AppConfig, redis: RedisClient) => new MetricsRegistry(config, async () => redis),
    },
    DeploymentMetrics,
    DeploymentMetricsRepository,
    JobMetricsRecorder,
    MetricsTokenGuard,
  ],
  exports: [MetricsRegistry],
})
export class MetricsModule {}
