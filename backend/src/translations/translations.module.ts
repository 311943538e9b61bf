import { MikroOrmModule } from '@mikro-orm/nestjs';
import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { MulterModule } from '@nestjs/platform-express';
import { ScheduleModule } from '@nestjs/schedule';
import { AuthModule } from '../auth/auth.module';
import { AppConfig } from '../config/app-config';
import { StorageModule } from '../storage/storage.module';
import { EnginesModule } from './engines.module';
import { ExtractionsModule } from './extractions.module';
import { PdfModule } from './pdf.module';
import { PricePlanRepository } from './price-plan.repository';
import { TargetLanguage } from './entities/target-language.entity';
import { Translation } from './entities/translation.entity';
import { TargetLanguagesController } from './target-languages.controller';
import { TargetLanguagesService } from './target-languages.service';
import { SourceLanguagesService } from './source-languages.service';
import { TranslationCleanupService } from './translation-cleanup.service';
import { TRANSLATIONS_QUEUE } from './translation-jobs';
import { uploadMulterOptions } from './translation-upload.interceptor';
import { TranslationRepository } from './translation.repository';
import { TranslationsController } from './translations.controller';
import { TranslationsService } from './translations.service';
import { UploadLimits } from './upload-limits';

@Module({
  imports: [
    AuthModule,
    MikroOrmModule.forFeature([TargetLanguage, Translation]),
    EnginesModule,
    PdfModule,
    ExtractionsModule,
    StorageModule,
    BullModule.registerQueue({ name: TRANSLATIONS_QUEUE }),
    // The app's one scheduler (forRoot once: each call would register every @Cron again).
    ScheduleModule.forRoot(),
    MulterModule.registerAsync({ inject: [AppConfig], useFactory: uploadMulterOptions }),
  ],
  controllers: [TargetLanguagesController, TranslationsController],
  providers: [
    TargetLanguagesService,
    SourceLanguagesService,
    TranslationsService,
    TranslationRepository,
    PricePlanRepository,
    TranslationCleanupService,
    UploadLimits,
  ],
  exports: [TargetLanguagesService, TranslationsService],
})
export class TranslationsModule {}
