import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { TargetLanguage } from './entities/target-language.entity';
import { Translation } from './entities/translation.entity';
import { TargetLanguagesController } from './target-languages.controller';
import { TargetLanguagesService } from './target-languages.service';
import { EnginesModule } from './engines/engines.module';

@Module({
  imports: [MikroOrmModule.forFeature([TargetLanguage, Translation]), EnginesModule],
  controllers: [TargetLanguagesController],
  providers: [TargetLanguagesService],
  exports: [TargetLanguagesService],
})
export class TranslationsModule {}
