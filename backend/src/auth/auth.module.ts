import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { ThrottlerModule } from '@nestjs/throttler';
import { BackgroundTasks } from '../common/background-tasks';
import { AppConfig } from '../config/app-config';
import { User } from '../users/entities/user.entity';
import { AccessGuard } from './access.guard';
import { AuthController } from './auth.controller';
import { EnterpriseAuthController } from './enterprise-auth.controller';
import { EnterpriseAccountsService } from './enterprise-accounts.service';
import { GoogleModule } from './google/google.module';
import { GoogleSignInCookies } from './google/google-sign-in.cookies';
import { GoogleStrategy } from './google/google.strategy';
import { GoogleSignInService } from './google-sign-in.service';
import { JwtAuthGuard } from './jwt-auth.guard';
import { LoginAttemptRepository } from './login-attempt.repository';
import { LoginAttemptsService } from './login-attempts.service';
import { PasswordHasher } from './password-hasher';
import { PasswordResetRepository } from './password-reset.repository';
import { PasswordResetService } from './password-reset.service';
import { throttlerOptions } from './rate-limit.decorator';
import { SecondFactorModule } from './second-factor/second-factor.module';
import { SessionModule } from './session.module';
import { JwtStrategy } from './strategies/jwt.strategy';
import { LocalStrategy } from './strategies/local.strategy';

/**
 * Identity: tokens, sign-in (Google, enterprise e-mail and password), registration by invitation, password reset.
 * Passport strategies: `jwt` (bearer tokens, behind the global JwtAuthGuard: every handler not marked @Public()
 * requires a signed-in caller), `local` (e-mail and password sign-in) and `google` (Google sign-in).
 * Not global: a module whose controllers use @Auth() imports this one (AccessGuard needs SecondFactorService, which
 * it re-exports with SessionModule); JwtAuthGuard is installed app-wide as APP_GUARD from here.
 */
@Module({
  imports: [
    MikroOrmModule.forFeature([User]),
    JwtModule.register({}),
    ThrottlerModule.forRootAsync({ inject: [AppConfig], useFactory: throttlerOptions }),
    GoogleModule,
    SessionModule,
    SecondFactorModule,
  ],
  controllers: [AuthController, EnterpriseAuthController],
  providers: [
    JwtStrategy,
    LocalStrategy,
    GoogleStrategy,
    GoogleSignInCookies,
    JwtAuthGuard,
    { provide: APP_GUARD, useExisting: JwtAuthGuard },
    AccessGuard,
    PasswordHasher,
    LoginAttemptsService,
    LoginAttemptRepository,
    PasswordResetService,
    PasswordResetRepository,
    EnterpriseAccountsService,
    GoogleSignInService,
    BackgroundTasks,
  ],
  exports: [SessionModule, JwtAuthGuard, AccessGuard, PasswordHasher, BackgroundTasks, SecondFactorModule],
})
export class AuthModule {}
