import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { FutureProduct } from './entities/future-product.entity';
import { WaitlistUser } from './entities/waitlist-user.entity';
import { FutureProductsController } from './future-products.controller';
import { FutureProductsService } from './future-products.service';
import { WaitlistUsersController } from './waitlist-users.controller';
import { WaitlistUsersService } from './waitlist-users.service';

@Module({
  imports: [AuthModule, MikroOrmModule.forFeature([FutureProduct, WaitlistUser])],
  controllers: [FutureProductsController, WaitlistUsersController],
  providers: [FutureProductsService, WaitlistUsersService],
  exports: [FutureProductsService],
})
export class WaitlistModule {}
