import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { User } from '../../users/entities/user.entity';
import { LoginAttemptRepository } from '../login-attempt.repository';
import { LoginAttemptsService } from '../login-attempts.service';
import { SessionModule } from '../session.module';
import { SecondFactorController } from './second-factor.controller';
import { SecondFactorChallenges } from './second-factor-challenge';
import { SecondFactorRepository } from './second-factor.repository';
import { SecondFactorService } from './second-factor.service';

/**
 * Two-step sign-in (TOTP and recovery codes). Imported by AuthModule, whose sign-in answers and AccessGuard use
 * SecondFactorService; SessionService comes from SessionModule.
 */
@Module({
  imports: [MikroOrmModule.forFeature([User]), JwtModule.register({}), SessionModule],
  controllers: [SecondFactorController],
  providers: [SecondFactorService, SecondFactorRepository, SecondFactorChallenges, LoginAttemptsService, LoginAttemptRepository],
  exports: [SecondFactorService],
})
export class SecondFactorModule {}
