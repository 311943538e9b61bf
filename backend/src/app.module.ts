import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { ServeStaticModule } from '@nestjs/serve-static';
import { LoggerModule } from 'nestjs-pino';
import { AppConfig } from './config/app-config';
import { AppConfigModule } from './config/app-config.module';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { loggerOptions } from './common/logger.options';
import { buildOrmOptions } from './database/orm.config';
import { QueueModule } from './queue/queue.module';
import { HealthModule } from './health/health.module';
import { FEATURE_MODULES } from './feature-modules';

export const API_PREFIX = 'prod/api';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    const frontendIndex = join(config.FRONTEND_DIST, 'index.html');
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forRoot(config),
        LoggerModule.forRoot(loggerOptions(config)),
        MikroOrmModule.forRoot(buildOrmOptions({ databaseUrl: config.DATABASE_URL, sqlitePath: config.sqlitePath })),
        QueueModule,
        HealthModule,
        ...FEATURE_MODULES,
        // The built customer app and portal at /, with SPA fallback; the API keeps its own 404s.
        ...(existsSync(frontendIndex)
          ? [ServeStaticModule.forRoot({ rootPath: config.FRONTEND_DIST, exclude: [`/${API_PREFIX}/{*path}`] })]
          : []),
      ],
      providers: [{ provide: APP_FILTER, useClass: HttpExceptionFilter }],
    };
  }
}
