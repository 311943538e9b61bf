import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { User } from '../users/entities/user.entity';
import { AccountRepository } from './account.repository';
import { SessionService } from './session.service';
import { TokenService } from './token.service';

/**
 * Tokens and the session they open: what both AuthModule (sign-in answers, JwtStrategy) and SecondFactorModule
 * (the second step ends in a session) need, below both so neither imports the other's importer. AccountRepository
 * (the user rows as authentication writes them) is exported for AuthModule's services.
 */
@Module({
  imports: [MikroOrmModule.forFeature([User]), JwtModule.register({})],
  providers: [TokenService, SessionService, AccountRepository],
  exports: [TokenService, SessionService, AccountRepository],
})
export class SessionModule {}
