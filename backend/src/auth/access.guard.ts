import { CanActivate, ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { localizedDetail } from '../common/localized-detail';
import { AppConfig } from '../config/app-config';
import { AUTH_OPTIONS, AuthenticatedRequest, AuthOptions } from './auth-metadata';
import { accessDenial } from './access.util';
import { SecondFactorService } from './second-factor/second-factor.service';

/** The role and policy requirements of @Auth({ ... }), checked after JwtAuthGuard; 403 {detail} (user's language) when one fails. */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly config: AppConfig,
    private readonly secondFactor: SecondFactorService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const options = this.reflector.getAllAndOverride<AuthOptions | undefined>(AUTH_OPTIONS, [context.getHandler(), context.getClass()]);
    const user = context.switchToHttp().getRequest<AuthenticatedRequest>().authUser;
    if (!options || !user) return true; // JwtAuthGuard has already refused what must be refused
    const denial = accessDenial({ user, requirements: options, internalAdminEmails: this.config.INTERNAL_ADMIN_EMAILS });
    if (denial) throw new ForbiddenException(localizedDetail(denial));
    // An internal admin's manager and admin operations wait until two-step sign-in is on (issue 2.1).
    const privileged = options.accountManager || options.internalAdmin;
    if (privileged && (await this.secondFactor.mustEnrol(user)))
      throw new ForbiddenException(localizedDetail('secondFactorEnrolmentRequired'));
    return true;
  }
}
