import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { DetailDto } from '../common/detail.dto';
import type { User } from '../users/entities/user.entity';
import { AccessGuard } from './access.guard';
import { AUTH_OPTIONS, AuthenticatedRequest, AuthOptions, IS_PUBLIC } from './auth-metadata';
import type { SessionClaims } from './session-claims.util';

export type { AuthOptions } from './auth-metadata';

/**
 * Documents and adds requirements to the signed-in caller that the global JwtAuthGuard already requires (every
 * handler not marked @Public()): the given options, checked by AccessGuard. Missing, malformed, expired, tampered or
 * revoked tokens answer 401 {"detail": "Could not validate credentials or expired token"}.
 */
export function Auth(options: AuthOptions = {}): MethodDecorator & ClassDecorator {
  const decorators = [SetMetadata(AUTH_OPTIONS, options), UseGuards(AccessGuard), ApiBearerAuth()];
  if (!options.optional) {
    decorators.push(
      ApiUnauthorizedResponse({
        type: DetailDto,
        description: 'Missing, invalid, expired or revoked token: "Could not validate credentials or expired token"',
      }),
    );
  }
  const forbidden = [
    options.policies && 'privacy policy or terms of service not accepted ("Please accept the privacy policy first.")',
    options.accountManager && 'not an account manager ("User is not an account manager")',
    options.internalAdmin && 'not an internal administrator',
  ].filter(Boolean);
  if (forbidden.length > 0) decorators.push(ApiForbiddenResponse({ type: DetailDto, description: forbidden.join('; ') }));
  return applyDecorators(...decorators);
}

/**
 * Opens a handler (or a whole controller) to everyone: the global JwtAuthGuard lets it through without a token.
 * Every handler without it requires a signed-in caller, so a new controller is private by default.
 */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** The signed-in user of an @Auth() handler (null under @Auth({ optional: true }) when signed out). */
export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): User | null => {
  return ctx.switchToHttp().getRequest<AuthenticatedRequest>().authUser ?? null;
});

/** The verified claims of the bearer token of an @Auth() handler (sign-in time of the session: see refreshedSession). */
export const CurrentSession = createParamDecorator((_data: unknown, ctx: ExecutionContext): SessionClaims | undefined => {
  return ctx.switchToHttp().getRequest<AuthenticatedRequest>().authSession;
});
