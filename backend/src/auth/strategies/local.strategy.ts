import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import type { User } from '../../users/entities/user.entity';
import { EnterpriseAccountsService } from '../enterprise-accounts.service';

/**
 * E-mail and password sign-in (passport-local, fields `email` and `password`): argon2id, the lockout and the equal
 * timing of unknown e-mails are in EnterpriseAccountsService.checkPassword. `validate` only proves who the caller
 * is; the controller decides what to answer (a session, or a further step such as a second factor).
 */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(private readonly accounts: EnterpriseAccountsService) {
    super({ usernameField: 'email', passwordField: 'password', session: false });
  }

  validate(email: string, password: string): Promise<User> {
    return this.accounts.checkPassword({ email, password });
  }
}
