import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ThrottlerGuard, ThrottlerModuleOptions } from '@nestjs/throttler';
import { DetailDto } from '../common/detail.dto';
import { AppConfig } from '../config/app-config';
import { RedisThrottlerStorage } from './redis-throttler.storage';

export const TOO_MANY_REQUESTS_DETAIL = 'Too many requests. Please wait a minute and try again.';

/**
 * Per client IP and per handler: RATE_LIMIT_REQUESTS requests per RATE_LIMIT_WINDOW_SECONDS, counted in Redis so API
 * replicas share the counts (in-process counters only when no Redis is configured).
 */
export function throttlerOptions(config: AppConfig): ThrottlerModuleOptions {
  return {
    throttlers: [{ name: 'sensitive', limit: config.RATE_LIMIT_REQUESTS, ttl: config.RATE_LIMIT_WINDOW_SECONDS * 1000 }],
    errorMessage: TOO_MANY_REQUESTS_DETAIL,
    storage: config.REDIS_URL ? new RedisThrottlerStorage(config.REDIS_URL, config.QUEUE_PREFIX) : undefined,
  };
}

/**
 * Rate-limits a costly or abusable handler (password hashing, e-mail sending) per client IP;
 * over the limit it answers 429 {"detail": "Too many requests. Please wait a minute and try again."}.
 */
export const RateLimited = () =>
  applyDecorators(
    UseGuards(ThrottlerGuard),
    ApiTooManyRequestsResponse({ type: DetailDto, description: 'Too many requests from this address; wait a minute' }),
  );
