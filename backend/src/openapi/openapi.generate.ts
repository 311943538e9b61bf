import { NestFactory } from '@nestjs/core';
import { stringify } from 'yaml';
import { loadConfig } from '../config/app-config';
import { API_PREFIX, AppModule } from '../app.module';
import { buildOpenApiDocument } from './openapi.document';

export const API_SCHEMA_HEADER =
  '/* eslint-disable */\n// Generated from openapi.yaml by `npm run openapi` (openapi-typescript). Do not edit.\n\n';

/**
 * The OpenAPI document and its TypeScript types, built in preview mode: modules are scanned but no
 * provider is instantiated, so no database, Redis or secret is needed.
 */
export async function generateOpenApi(): Promise<{ yaml: string; types: string; operationIds: string[] }> {
  const config = loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', JWT_SECRET: 'x'.repeat(32), FRONTEND_DIST: '/nonexistent' });
  const app = await NestFactory.create(AppModule.forRoot(config), { preview: true, logger: false, abortOnError: false });
  app.setGlobalPrefix(API_PREFIX);
  const document = buildOpenApiDocument(app);
  await app.close();
  const yaml = stringify(document, { sortMapEntries: false, lineWidth: 0, aliasDuplicateObjects: false });
  const operationIds = Object.values(document.paths).flatMap((item) =>
    Object.values(item as Record<string, { operationId?: string }>)
      .map((op) => op?.operationId)
      .filter((id): id is string => typeof id === 'string'),
  );
  const { default: openapiTS, astToString } = await import('openapi-typescript');
  const ast = await openapiTS(JSON.parse(JSON.stringify(document)));
  return { yaml, types: API_SCHEMA_HEADER + astToString(ast), operationIds };
}
