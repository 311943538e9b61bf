import { createHmac } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { dailyVisitorHash, utcDay } from './visitor-hash.util';
import { VisitorRepository } from './visitor.repository';

export interface Visit {
  ip: string;
  userAgent: string;
}

@Injectable()
export class VisitorService {
  private readonly serverKey: Buffer;

  constructor(
    private readonly visitors: VisitorRepository,
    config: AppConfig,
  ) {
    // Derived, not shared: the visitor key is separate from the token-signing key it comes from.
    this.serverKey = createHmac('sha256', config.jwtSecret).update('pagetranslate:visitor-key:v1').digest();
  }

  /** Counts a landing-page visit under the day's anonymous visitor hash. */
  async recordVisit(visit: Visit, at: Date = new Date()): Promise<void> {
    const day = utcDay(at);
    const visitorHash = dailyVisitorHash({ serverKey: this.serverKey, day, ip: visit.ip, userAgent: visit.userAgent });
    await this.visitors.recordHit(day, visitorHash, at);
  }
}
