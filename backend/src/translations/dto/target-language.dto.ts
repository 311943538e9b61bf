import { ApiProperty } from '@nestjs/swagger';

export class TargetLanguageDto {
  @ApiProperty({ type: 'integer', example: 2 })
  id!: number;

  @ApiProperty({ description: 'ISO 639-1 code', example: 'fr' })
  value!: string;

  @ApiProperty({ description: "Name in the caller's language", example: 'French' })
  label!: string;
}
