import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { IsEmailAddress, IsText, withMessage } from '../../common/validators';

export class GoogleSignInDto {
  @ApiProperty({ description: "The authorization code from the provider's redirect to /oauth2callback" })
  @IsText({ maxLength: 4096, required: 'googleCodeRequired', nonEmpty: true })
  code!: string;

  @ApiPropertyOptional({
    description: "The `state` of the provider's redirect: it must be the one POST /auth/google/start set in this browser's cookie",
  })
  @IsOptional()
  @IsString()
  @MaxLength(256)
  state?: string;

  @ApiPropertyOptional({
    description: 'The redirect URI the code was issued for. Default: PUBLIC_URL/oauth2callback',
    example: 'http://localhost:3000/oauth2callback',
  })
  @IsOptional()
  @IsString()
  @MaxLength(2048)
  redirectUri?: string;
}

export class GoogleStartDto {
  @ApiPropertyOptional({
    description: 'Our callback page the provider sends the browser back to. Default: PUBLIC_URL/oauth2callback',
    example: 'http://localhost:3000/oauth2callback',
  })
  @IsOptional()
  @IsString()
  @MaxLength(2048)
  redirectUri?: string;
}

export class GoogleStartAnswerDto {
  @ApiProperty({ description: "The provider's authorization URL (code flow with state, nonce and PKCE) for the browser to go to" })
  authorizationUrl!: string;
}

export class GoogleLinkDto {
  @ApiProperty({ format: 'password', description: 'The password of the existing account with the Google e-mail' })
  @IsText({ maxLength: 1024, required: 'passwordRequired', nonEmpty: true })
  password!: string;
}

export class EnterpriseLoginDto {
  @ApiProperty({ example: 'ada@example.com' })
  @IsEmailAddress()
  email!: string;

  @ApiProperty({ format: 'password' })
  @IsText({ maxLength: 1024, required: 'passwordRequired', nonEmpty: true })
  password!: string;
}

export class EnterpriseRegisterDto {
  @ApiProperty({ description: 'The invited e-mail (query parameter email of the invitation link)', example: 'ada@example.com' })
  @IsEmailAddress()
  email!: string;

  @ApiProperty({ description: 'The code from the invitation e-mail', example: 'K7M2QX9RTA' })
  @IsText({ maxLength: 64, required: 'activationCodeRequired', nonEmpty: true })
  activationCode!: string;

  @ApiProperty({ format: 'password', description: '8 to 128 characters, not a very common password' })
  @IsText({ maxLength: 1024, required: 'passwordRequired' })
  password!: string;

  @ApiProperty({ type: 'integer', description: 'The organisation of the invitation (query parameter abc)', example: 2 })
  @IsInt(withMessage('organizationNotFound'))
  @Min(1, withMessage('organizationNotFound'))
  organizationId!: number;
}

export class ForgotPasswordDto {
  @ApiProperty({ example: 'ada@example.com' })
  @IsEmailAddress()
  email!: string;
}

export class ResetPasswordDto {
  @ApiProperty({ example: 'ada@example.com' })
  @IsEmailAddress()
  email!: string;

  @ApiProperty({ description: 'The token from the e-mailed link' })
  @IsText({ maxLength: 256, required: 'invalidResetLink', nonEmpty: true })
  token!: string;

  @ApiProperty({ format: 'password', description: '5 to 128 characters, not a very common password' })
  @IsText({ maxLength: 1024, required: 'passwordRequired' })
  password!: string;
}
