import { ApiProperty } from '@nestjs/swagger';

export class FutureProductDto {
  @ApiProperty({ type: 'integer', example: 1 })
  id!: number;

  @ApiProperty({ description: "Name in the caller's language", example: 'Certified Translation' })
  label!: string;

  @ApiProperty({ description: "Description in the caller's language" })
  description!: string;
}

export class FutureProductsDto {
  @ApiProperty({ type: () => FutureProductDto, isArray: true })
  futureProducts!: FutureProductDto[];
}
