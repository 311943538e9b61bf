import { ExecutionContext, HttpException, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { AUTH_OPTIONS, AuthenticatedRequest, AuthOptions, IS_PUBLIC } from './auth-metadata';
import { bearerToken, credentialsError } from './session.service';

/**
 * The global guard (APP_GUARD, installed by AuthModule): every handler requires a valid bearer token (JwtStrategy)
 * unless it is marked @Public(); @Auth({ optional: true }) lets a caller without a valid token through as signed
 * out. The user is put on the request (read with @CurrentUser()). Every refusal is 401 with the credentials detail.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  getAuthenticateOptions(): { session: boolean; property: string } {
    return { session: false, property: 'authUser' };
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const req = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (req.authUser !== undefined) return true; // already authenticated on this request
    const options = this.reflector.getAllAndOverride<AuthOptions | undefined>(AUTH_OPTIONS, targets) ?? {};
    if (options.optional) {
      if (!bearerToken(req.headers.authorization)) {
        req.authUser = null;
        return true;
      }
      try {
        await super.canActivate(context);
      } catch (err) {
        if (!(err instanceof HttpException)) throw err;
        req.authUser = null; // a bad token counts as signed out
        req.authSession = undefined;
      }
      return true;
    }
    await super.canActivate(context);
    return true;
  }

  /** Passport's verdict: a refused or missing token is the credentials 401; a failure of ours (database) stays a 500. */
  handleRequest<TUser>(err: unknown, user: TUser | false): TUser {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- rethrows the error it was given, as it is
    if (err && !(err instanceof HttpException)) throw err;
    if (err || !user) throw credentialsError();
    return user;
  }
}
