import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { PaygSale } from './entities/payg-sale.entity';
import { PaygSalesController } from './payg-sales.controller';
import { PaygSalesService } from './payg-sales.service';

/** PAYG sales as account managers read them (the rows are written by the payments side at fulfilment). */
@Module({
  imports: [MikroOrmModule.forFeature([PaygSale])],
  controllers: [PaygSalesController],
  providers: [PaygSalesService],
})
export class SalesModule {}
