import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { FutureProductRepository } from './future-product.repository';
import { FutureProductsController } from './future-products.controller';
import { FutureProductsService } from './future-products.service';
import { WaitlistUserRepository } from './waitlist-user.repository';
import { WaitlistUsersController } from './waitlist-users.controller';
import { WaitlistUsersService } from './waitlist-users.service';

@Module({
  imports: [AuthModule],
  controllers: [FutureProductsController, WaitlistUsersController],
  providers: [FutureProductsService, FutureProductRepository, WaitlistUsersService, WaitlistUserRepository],
  exports: [FutureProductsService],
})
export class WaitlistModule {}
