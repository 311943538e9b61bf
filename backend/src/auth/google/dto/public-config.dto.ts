import { ApiProperty } from '@nestjs/swagger';

/** What the browser needs before signing in or paying; no secret. */
export class PublicConfigDto {
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'pagetranslate-dev',
    description: "Google OAuth client id, or the development provider's; null when Google sign-in is unavailable",
  })
  googleClientId: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'https://accounts.google.com/o/oauth2/v2/auth',
    description: "Authorization endpoint the sign-in button sends the browser to (the development provider's in embedded mode)",
  })
  googleAuthUrl: string | null;

  @ApiProperty({ enum: ['stripe', 'sandbox'], description: 'Card provider: Stripe when configured, else the built-in sandbox' })
  paymentProvider: 'stripe' | 'sandbox';

  @ApiProperty({ type: String, nullable: true, example: 'pk_test_123', description: 'Stripe publishable key (null with the sandbox)' })
  stripePublishableKey: string | null;
}
