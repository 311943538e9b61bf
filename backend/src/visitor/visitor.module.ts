import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { Visitor } from './entities/visitor.entity';
import { VisitorController } from './visitor.controller';
import { VisitorService } from './visitor.service';

/** Needs AppConfig (global AppConfigModule) for the key the daily salt is derived from. */
@Module({
  imports: [MikroOrmModule.forFeature([Visitor])],
  controllers: [VisitorController],
  providers: [VisitorService],
})
export class VisitorModule {}
