import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { User } from '../../users/entities/user.entity';
import { LoginAttemptsService } from '../login-attempts.service';
import { SessionModule } from '../session.module';
import { RecoveryCode } from './entities/recovery-code.entity';
import { SecondFactor } from './entities/second-factor.entity';
import { SecondFactorController } from './second-factor.controller';
import { SecondFactorChallenges } from './second-factor-challenge';
import { SecondFactorService } from './second-factor.service';

/**
 * Two-step sign-in (TOTP and recovery codes). Imported by AuthModule, whose sign-in answers and AccessGuard use
 * SecondFactorService; SessionService comes from SessionModule.
 */
@Module({
  imports: [MikroOrmModule.forFeature([User, SecondFactor, RecoveryCode]), JwtModule.register({}), SessionModule],
  controllers: [SecondFactorController],
  providers: [SecondFactorService, SecondFactorChallenges, LoginAttemptsService],
  exports: [SecondFactorService],
})
export class SecondFactorModule {}
