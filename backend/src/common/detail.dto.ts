import { ApiProperty } from '@nestjs/swagger';

/** The body of every error, and of answers that only carry a message. */
export class DetailDto {
  @ApiProperty({ example: 'A sentence for the user.' })
  detail!: string;
}
