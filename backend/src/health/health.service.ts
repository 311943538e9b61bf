import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { RedisClient } from '../queue/redis-client';
import { LivenessDto, ReadinessDto } from './health.dto';
import { HealthRepository } from './health.repository';

const within = <T>(p: Promise<T>, ms: number) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref())]);

@Injectable()
export class HealthService {
  constructor(
    private readonly database: HealthRepository,
    private readonly redis: RedisClient,
  ) {}

  liveness(): LivenessDto {
    return { status: 'ok', uptimeSeconds: Math.round(process.uptime()) };
  }

  async readiness(): Promise<ReadinessDto> {
    const [database, redis] = await Promise.all([this.checkDatabase(), this.checkRedis()]);
    const checks = { database, redis };
    if (database === 'down' || redis === 'down') {
      const down = Object.entries(checks)
        .filter(([, v]) => v === 'down')
        .map(([k]) => k);
      throw new ServiceUnavailableException({ detail: `Not ready: ${down.join(' and ')} unavailable`, checks });
    }
    return { status: 'ok', checks };
  }

  private async checkDatabase(): Promise<'up' | 'down'> {
    try {
      await within(this.database.ping(), 2000);
      return 'up';
    } catch {
      return 'down';
    }
  }

  private async checkRedis(): Promise<'up' | 'down'> {
    try {
      if (this.redis.status === 'wait' || this.redis.status === 'end') await within(this.redis.connect(), 2000);
      return (await within(this.redis.ping(), 2000)) === 'PONG' ? 'up' : 'down';
    } catch {
      return 'down';
    }
  }
}
