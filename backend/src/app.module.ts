import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { LoggerModule } from 'nestjs-pino';
import { AppConfig } from './config/app-config';
import { AppConfigModule } from './config/app-config.module';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { loggerOptions } from './common/logger.options';
import { buildOrmOptions } from './database/orm.config';
import { QueueModule } from './queue/queue.module';
import { HealthModule } from './health/health.module';
import { MailModule } from './mail/mail.module';
import { FEATURE_MODULES } from './feature-modules';

export const API_PREFIX = 'prod/api';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forRoot(config),
        LoggerModule.forRoot(loggerOptions(config)),
        MikroOrmModule.forRoot(buildOrmOptions({ databaseUrl: config.DATABASE_URL, sqlitePath: config.sqlitePath })),
        QueueModule,
        MailModule,
        HealthModule,
        ...FEATURE_MODULES,
      ],
      providers: [{ provide: APP_FILTER, useClass: HttpExceptionFilter }],
    };
  }
}
