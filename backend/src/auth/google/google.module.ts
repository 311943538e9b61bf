import { Module } from '@nestjs/common';
import { GoogleOAuthClient } from './google-oauth.client';
import { PublicConfigController } from './public-config.controller';
import { PublicConfigService } from './public-config.service';

/** Google sign-in client (exported for POST /auth/google) and GET /config. */
@Module({
  controllers: [PublicConfigController],
  providers: [GoogleOAuthClient, PublicConfigService],
  exports: [GoogleOAuthClient],
})
export class GoogleModule {}
