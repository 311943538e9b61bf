import { Controller, Get, Header, Param, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Auth, CurrentUser } from '../auth/auth.decorator';
import { DetailDto } from '../common/detail.dto';
import { CONTENT_RANGE_HEADER, sendListPage } from '../common/list-page';
import { ListQueryDto } from '../common/list-query.dto';
import { AccountManagerIdPipe } from '../organisations/manager-access.util';
import { User } from '../users/entities/user.entity';
import { MonthlySalesAnswerDto, PaygSaleDto, PaygSalesAnswerDto } from './dto/payg-sale.dto';
import { PaygSalesService } from './payg-sales.service';

/** PAYG sales and commission of the calling account manager. */
@ApiTags('account managers')
@Controller('admin')
@Auth({ accountManager: true })
export class PaygSalesController {
  constructor(private readonly service: PaygSalesService) {}

  @Get('account-manager/:id/payg-sales')
  @ApiOperation({ summary: "The caller's PAYG sales, newest first, with the 40 % commission total" })
  @ApiOkResponse({ type: PaygSalesAnswerDto })
  @ApiForbiddenResponse({ type: DetailDto, description: "Not a manager, or another manager's id" })
  listManagerPaygSales(@CurrentUser() user: User, @Param('id', AccountManagerIdPipe) id: number): Promise<PaygSalesAnswerDto> {
    return this.service.listManagerSales(user, id);
  }

  @Get('resources/payg-sales')
  @ApiOperation({
    summary:
      "The caller's sales for react-admin: sort purchaseDate, subTotalCents, pageCount or id; filter organizationId, from, to (UTC dates) or id",
  })
  @ApiOkResponse({ type: PaygSaleDto, isArray: true, headers: CONTENT_RANGE_HEADER })
  @ApiBadRequestResponse({ type: DetailDto, description: 'Malformed sort, range or filter' })
  async listPaygSaleResources(
    @CurrentUser() user: User,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PaygSaleDto[]> {
    return sendListPage(res, await this.service.listSalesPage(user, query));
  }

  @Get('resources/payg-sales/monthly')
  @ApiOperation({ summary: 'Sales and commission per UTC month and currency (the last 12 months with sales), oldest first' })
  @ApiOkResponse({ type: MonthlySalesAnswerDto })
  getMonthlyPaygSales(@CurrentUser() user: User): Promise<MonthlySalesAnswerDto> {
    return this.service.monthlySales(user);
  }

  @Get('resources/payg-sales.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="payg-sales.csv"')
  @ApiOperation({ summary: 'Every sale of the caller as CSV (Organization, User, Pages, Order #, Total, Currency, 40% Commission, Date)' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: "RFC 4180 CSV; cells starting with = + - @ are prefixed with '", schema: { type: 'string' } })
  exportPaygSalesCsv(@CurrentUser() user: User): Promise<string> {
    return this.service.salesCsv(user);
  }
}
