import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsRecordId, IsText } from '../../common/validators';

export const WAITLIST_REASON_MAX_LENGTH = 2000;

export class JoinWaitlistDto {
  @ApiProperty({ type: 'integer', description: 'A future product id (GET /future-products)', example: 1 })
  @IsRecordId('productIdInvalid')
  productId!: number;

  @ApiProperty({
    maxLength: WAITLIST_REASON_MAX_LENGTH,
    description: 'Why the customer wants the product (trimmed)',
    example: 'We need certified copies.',
  })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsText({ maxLength: WAITLIST_REASON_MAX_LENGTH, required: 'waitlistReasonRequired', nonEmpty: true })
  reason!: string;
}

export class WaitlistUserDto {
  @ApiProperty({ type: 'integer', example: 3 })
  id!: number;

  @ApiProperty({ type: 'integer', example: 1 })
  productId!: number;

  @ApiProperty({ example: 'We need certified copies.' })
  reason!: string;

  @ApiProperty({ type: 'string', format: 'date-time' })
  createdAt!: Date;
}

export class WaitlistUsersDto {
  @ApiProperty({ type: () => WaitlistUserDto, isArray: true, description: "The caller's waitlist entries, oldest first" })
  waitlistUsers!: WaitlistUserDto[];
}
