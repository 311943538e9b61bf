import { ApiProperty } from '@nestjs/swagger';

export class RegionDto {
  @ApiProperty({ type: 'integer', example: 12 })
  id!: number;

  @ApiProperty({ description: 'Subdivision code (ISO 3166-2 without the country prefix)', example: 'ON' })
  value!: string;

  @ApiProperty({ description: "Name in the caller's language", example: 'Ontario' })
  label!: string;
}

export class CurrencyDto {
  @ApiProperty({ description: 'ISO 4217 code prices are shown in', example: 'CAD' })
  label!: string;
}

export class CountryDto {
  @ApiProperty({ type: 'integer', example: 1 })
  id!: number;

  @ApiProperty({ description: 'ISO 3166-1 alpha-2 code', example: 'CA' })
  value!: string;

  @ApiProperty({ description: "Name in the caller's language", example: 'Canada' })
  label!: string;

  @ApiProperty({ type: () => CurrencyDto })
  currency!: CurrencyDto;

  @ApiProperty({ type: () => RegionDto, isArray: true, description: 'Sorted by label' })
  regions!: RegionDto[];
}
