import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { PaygSaleRepository } from './payg-sale.repository';
import { PaygSalesController } from './payg-sales.controller';
import { PaygSalesService } from './payg-sales.service';

/**
 * PAYG sales: PaygSalesService records them (the payments module calls recordSale at fulfilment) and account
 * managers read them; PaygSaleRepository is the one class that reads and writes them. Depends on no other feature
 * module.
 */
@Module({
  imports: [AuthModule],
  controllers: [PaygSalesController],
  providers: [PaygSaleRepository, PaygSalesService],
  exports: [PaygSalesService],
})
export class SalesModule {}
