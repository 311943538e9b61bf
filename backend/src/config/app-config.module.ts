import { DynamicModule, Global, Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { AppConfig } from './app-config';

/**
 * Makes the validated AppConfig injectable everywhere (and, through @nestjs/config, ConfigService).
 * The config is loaded and validated once, before the app is built (see main.ts and loadConfig).
 */
@Global()
@Module({})
export class AppConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppConfigModule,
      imports: [ConfigModule.forRoot({ ignoreEnvFile: true, load: [() => ({ ...config })] })],
      providers: [{ provide: AppConfig, useValue: config }],
      exports: [AppConfig],
    };
  }
}
