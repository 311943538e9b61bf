import type { NextFunction, Request, Response } from 'express';
import type { Histogram } from 'prom-client';
import type { HttpLabel } from './metrics.registry';
import { routeLabel } from './route-label.util';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Times every request from its arrival to the end of its response (or the client going away: status 499), and
 * observes it under its route template once the router has matched it. Mounted first, so guards, validation errors
 * and 404s are timed too.
 */
export function httpMetricsMiddleware(histogram: Histogram<HttpLabel>, apiPrefix: string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const start = process.hrtime.bigint();
    res.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      histogram.observe(
        {
          method: METHODS.has(req.method) ? req.method : 'OTHER',
          route: routeLabel(req, apiPrefix),
          status_code: res.writableFinished ? String(res.statusCode) : '499',
        },
        seconds,
      );
    });
    next();
  };
}
