import { CanActivate, ExecutionContext, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { AppConfig } from '../config/app-config';
import { metricsAccess } from './metrics-token.util';

export const METRICS_PATH = 'prod/api/metrics';
export const METRICS_TOKEN_REQUIRED = 'A valid metrics token is required: Authorization: Bearer <METRICS_TOKEN>.';

/**
 * Who may scrape: without METRICS_TOKEN the endpoint does not exist (404, the API's usual answer for an unknown path);
 * with it, only `Authorization: Bearer <METRICS_TOKEN>` (else 401).
 */
@Injectable()
export class MetricsTokenGuard implements CanActivate {
  constructor(private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    const access = metricsAccess(this.config.METRICS_TOKEN, req.headers.authorization);
    if (access === 'disabled') throw new NotFoundException({ detail: `Not found: GET /${METRICS_PATH}` });
    if (access === 'refused') throw new UnauthorizedException({ detail: METRICS_TOKEN_REQUIRED });
    return true;
  }
}
