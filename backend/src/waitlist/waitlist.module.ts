import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { FutureProduct } from './entities/future-product.entity';
import { WaitlistUser } from './entities/waitlist-user.entity';
import { FutureProductsController } from './future-products.controller';
import { FutureProductsService } from './future-products.service';

@Module({
  imports: [MikroOrmModule.forFeature([FutureProduct, WaitlistUser])],
  controllers: [FutureProductsController],
  providers: [FutureProductsService],
  exports: [FutureProductsService],
})
export class WaitlistModule {}
