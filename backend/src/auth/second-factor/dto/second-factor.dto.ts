import { ApiProperty } from '@nestjs/swagger';
import { IsText } from '../../../common/validators';

export class SecondFactorCodeDto {
  @ApiProperty({
    description: 'The 6 digits of the authenticator app (spaces allowed), or one of the recovery codes',
    example: '123456',
  })
  @IsText({ maxLength: 64, required: 'secondFactorCodeRequired', nonEmpty: true })
  code!: string;
}

export class SecondFactorSignInDto extends SecondFactorCodeDto {
  @ApiProperty({ description: 'The `challenge` of the password step (valid 5 minutes)' })
  @IsText({ maxLength: 2048, required: 'secondFactorChallengeExpired', nonEmpty: true })
  challenge!: string;
}

export class SecondFactorChallengeDto {
  @ApiProperty({ enum: [true], description: 'Always true: the first step (password or Google) was right, the code is still to come' })
  secondFactorRequired!: true;

  @ApiProperty({ description: 'Send it back with the code to POST /enterprise/users/login/second-factor (valid 5 minutes)' })
  challenge!: string;
}

export class SecondFactorStatusDto {
  @ApiProperty({ description: 'Two-step sign-in is on (an authenticator app confirmed)' })
  enabled!: boolean;

  @ApiProperty({ description: 'True for internal admins: they must turn it on before anything else' })
  required!: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  enabledAt!: Date | null;

  @ApiProperty({ description: 'Unused recovery codes (0 when off)', example: 10 })
  recoveryCodesLeft!: number;
}

export class SecondFactorEnrolmentDto {
  @ApiProperty({
    description: 'The base32 secret, for typing into the app by hand (shown once, never again)',
    example: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  })
  secret!: string;

  @ApiProperty({
    description: 'The otpauth:// URI the QR code carries',
    example: 'otpauth://totp/PageTranslate:ada%40example.com?secret=…&issuer=PageTranslate',
  })
  otpauthUri!: string;
}

export class RecoveryCodesDto {
  @ApiProperty({
    type: [String],
    description: 'Ten single-use recovery codes, shown this once',
    example: ['7K2M-Q9RT-AB3C-D4EF-G5HJ-K6MN'],
  })
  recoveryCodes!: string[];
}
