import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** react-admin list parameters (ra-data-simple-rest), each a JSON text. */
export class ListQueryDto {
  @ApiPropertyOptional({ description: 'JSON ["field","ASC"|"DESC"]', example: '["id","DESC"]' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  sort?: string;

  @ApiPropertyOptional({ description: 'JSON [start, end], inclusive, at most 1000 records', example: '[0,24]' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  range?: string;

  @ApiPropertyOptional({ description: 'JSON object of filters', example: '{}' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  filter?: string;
}
