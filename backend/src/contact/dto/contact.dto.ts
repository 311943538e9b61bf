import { ApiProperty } from '@nestjs/swagger';
import { IsText } from '../../common/validators';
import { message } from '@pt/libs/messages';

export class ContactMessageDto {
  @ApiProperty({ maxLength: 5000, example: 'Do you translate scanned PDFs?' })
  @IsText({ maxLength: 5000, required: message('required', 'en') })
  message!: string;

  @ApiProperty({ description: 'Where the answer should go', example: 'ada@example.com' })
  @IsText({ maxLength: 254, required: message('required', 'en') })
  email!: string;
}
