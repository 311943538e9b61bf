import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import { AppConfig } from './config/app-config';
import { API_PREFIX, AppModule } from './app.module';
import { createValidationPipe } from './common/validation.pipe';
import { useBodyParsers } from './common/body-parsers';
import { compressAnswers } from './common/http-compression';
import { serveFrontend } from './common/frontend-static';
import { originOf, securityHeaders } from './common/security-headers';
import { mountDevOidc } from './dev-oidc/dev-oidc.mount';
import { httpMetricsMiddleware } from './metrics/http-metrics.middleware';
import { MetricsRegistry } from './metrics/metrics.registry';
import { buildOpenApiDocument } from './openapi/openapi.document';

/** Builds the whole HTTP app (used by main.ts, the e2e tests and the worker entry point). */
export async function createApp(config: AppConfig): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bufferLogs: true,
    bodyParser: false, // ours, in configureApp: raw body kept for webhooks, parser errors as {detail}
  });
  configureApp(app, config);
  return app;
}

export function configureApp(app: NestExpressApplication, config: AppConfig): void {
  app.useLogger(app.get(Logger));
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalPipes(createValidationPipe());
  const express = app.getHttpAdapter().getInstance();
  express.disable('x-powered-by');
  express.set('trust proxy', config.trustProxy);
  // First, so every request is timed: guards, validation errors and 404s included.
  express.use(httpMetricsMiddleware(app.get(MetricsRegistry).httpRequestDuration, API_PREFIX));
  // CSP, framing, nosniff, referrer and (production) HSTS on every answer: API, SPA, static files, Swagger UI.
  express.use(
    securityHeaders({
      publicUrl: config.publicUrl,
      isProduction: config.isProduction,
      extraConnectOrigins: config.STORAGE_DRIVER === 's3' ? originOf(config.S3_PUBLIC_ENDPOINT ?? config.S3_ENDPOINT) : [],
    }),
  );
  // JSON and text answers above 1 kB compressed (the frontend's files come precompressed from the build).
  express.use(compressAnswers());
  // Development OpenID provider (no Google client configured, not production); reads its own bodies.
  mountDevOidc(app, config);
  useBodyParsers(express);
  // The built customer app and portal at /, with SPA fallback; the API keeps its own 404s.
  serveFrontend(express, config.FRONTEND_DIST, API_PREFIX);
  if (config.SWAGGER_UI_ENABLED) {
    SwaggerModule.setup(`${API_PREFIX}/docs`, app, buildOpenApiDocument(app), {
      jsonDocumentUrl: `${API_PREFIX}/openapi.json`,
      customSiteTitle: 'PageTranslate API',
    });
  }
}
