import { ApiProperty } from '@nestjs/swagger';
import { CurrencyValueDto } from '../../users/dto/user.dto';

export class SaleOrganizationDto {
  @ApiProperty({ type: 'integer', example: 4 })
  id!: number;

  @ApiProperty({ example: 'Acme' })
  label!: string;
}

export class SaleUserDto {
  @ApiProperty({ type: 'integer', example: 21 })
  id!: number;

  @ApiProperty({ example: 'jane@acme.test' })
  email!: string;
}

/** A PAYG sale as the Sales Overview shows it (spec 3), amounts in dollars with their integer-cent companions. */
export class PaygSaleDto {
  @ApiProperty({ type: 'integer', example: 9 })
  id!: number;

  @ApiProperty({ type: () => SaleOrganizationDto, nullable: true, description: 'Null when the organisation was deleted' })
  organization!: SaleOrganizationDto | null;

  @ApiProperty({ type: () => SaleUserDto })
  user!: SaleUserDto;

  @ApiProperty({ type: 'integer', example: 3 })
  pageCount!: number;

  @ApiProperty({ example: 'PT-7K3M-9QX2' })
  orderNumber!: string;

  @ApiProperty({ description: 'Subtotal before tax, dollars', example: 7.5 })
  subTotal!: number;

  @ApiProperty({ type: 'integer', example: 750 })
  subTotalCents!: number;

  @ApiProperty({ description: "The manager's commission (40 % of the subtotal), dollars", example: 3 })
  commission!: number;

  @ApiProperty({ type: 'integer', example: 300 })
  commissionCents!: number;

  @ApiProperty({ type: () => CurrencyValueDto })
  currency!: CurrencyValueDto;

  @ApiProperty({ type: 'string', format: 'date-time' })
  purchaseDate!: Date;
}

export class PaygSalesAnswerDto {
  @ApiProperty({ type: () => PaygSaleDto, isArray: true, description: 'Newest first' })
  paygSales!: PaygSaleDto[];

  @ApiProperty({ description: 'Sum of the commissions, dollars', example: 3 })
  commissionTotal!: number;

  @ApiProperty({ type: 'integer', example: 300 })
  commissionTotalCents!: number;

  @ApiProperty({ type: () => CurrencyValueDto, nullable: true, description: "The first (newest) sale's currency; null without sales" })
  currency!: CurrencyValueDto | null;
}

export class MonthlySalesDto {
  @ApiProperty({ description: 'UTC month, YYYY-MM', example: '2026-11' })
  month!: string;

  @ApiProperty({ type: 'integer', example: 4 })
  salesCount!: number;

  @ApiProperty({ type: 'integer', example: 3000 })
  subTotalCents!: number;

  @ApiProperty({ type: 'integer', example: 1200 })
  commissionCents!: number;

  @ApiProperty({ description: 'ISO 4217 code', example: 'CAD' })
  currency!: string;
}

export class MonthlySalesAnswerDto {
  @ApiProperty({
    type: () => MonthlySalesDto,
    isArray: true,
    description: 'The last 12 months with sales, oldest first, one row per currency',
  })
  months!: MonthlySalesDto[];
}
