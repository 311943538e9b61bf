import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AUTH_OPTIONS, AuthenticatedRequest, AuthOptions, IS_PUBLIC } from './auth-metadata';
import { bearerToken, SessionService } from './session.service';

/**
 * Authenticates the bearer token and puts the user on the request (read with @CurrentUser()).
 * Used through @Auth(); it can also be installed as a global guard (APP_GUARD), then @Public() opens a handler.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const req = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (req.authUser !== undefined) return true; // already authenticated (global guard plus @Auth())
    const options = this.reflector.getAllAndOverride<AuthOptions | undefined>(AUTH_OPTIONS, targets) ?? {};
    const token = bearerToken(req.headers.authorization);
    if (options.optional) {
      req.authUser = token ? await this.sessions.authenticate(token).catch(() => null) : null;
      return true;
    }
    req.authUser = await this.sessions.authenticate(token);
    return true;
  }
}
