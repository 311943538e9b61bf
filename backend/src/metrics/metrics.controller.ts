import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { prometheusContentType } from 'prom-client';
import { Public } from '../auth/auth.decorator';
import { MetricsTokenGuard } from './metrics-token.guard';
import { MetricsRegistry } from './metrics.registry';

/** Prometheus scrape endpoint (operations, not part of the product API: left out of openapi.yaml; see docs/deploy.md). */
@ApiExcludeController()
// Public to the bearer-token guard: MetricsTokenGuard checks the metrics token instead.
@Public()
@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: MetricsRegistry) {}

  @Get()
  @UseGuards(MetricsTokenGuard)
  @Header('Content-Type', prometheusContentType)
  @Header('Cache-Control', 'no-store')
  scrapeMetrics(): Promise<string> {
    return this.metrics.scrape();
  }
}
