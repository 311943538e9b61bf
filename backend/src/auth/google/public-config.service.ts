import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { PublicConfigDto } from './dto/public-config.dto';
import { GoogleOAuthClient } from './google-oauth.client';

@Injectable()
export class PublicConfigService {
  constructor(
    private readonly config: AppConfig,
    private readonly google: GoogleOAuthClient,
  ) {}

  get(): PublicConfigDto {
    const google = this.google.authorizationEndpoint();
    const stripe = !!this.config.STRIPE_SECRET_KEY;
    return {
      googleClientId: google?.clientId ?? null,
      googleAuthUrl: google?.authUrl ?? null,
      paymentProvider: stripe ? 'stripe' : 'sandbox',
      stripePublishableKey: stripe ? (this.config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
    };
  }
}
