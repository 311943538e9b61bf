import { ApiProperty } from '@nestjs/swagger';
import { IsText } from '../../common/validators';

export class ContactMessageDto {
  @ApiProperty({ maxLength: 5000, example: 'Do you translate scanned PDFs?' })
  @IsText({ maxLength: 5000, required: 'required' })
  message!: string;

  @ApiProperty({ description: 'Where the answer should go', example: 'ada@example.com' })
  @IsText({ maxLength: 254, required: 'required' })
  email!: string;
}
