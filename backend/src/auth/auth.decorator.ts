import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { DetailDto } from '../common/detail.dto';
import type { User } from '../users/entities/user.entity';
import { AccessGuard } from './access.guard';
import { AUTH_OPTIONS, AuthenticatedRequest, AuthOptions, IS_PUBLIC } from './auth-metadata';
import { JwtAuthGuard } from './jwt-auth.guard';

export type { AuthOptions } from './auth-metadata';

/**
 * Requires a signed-in caller (bearer JWT), plus the given options. Missing, malformed, expired, tampered or
 * revoked tokens answer 401 {"detail": "Could not validate credentials or expired token"}.
 */
export function Auth(options: AuthOptions = {}): MethodDecorator & ClassDecorator {
  const decorators = [SetMetadata(AUTH_OPTIONS, options), UseGuards(JwtAuthGuard, AccessGuard), ApiBearerAuth()];
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

/** Marks a handler as open to everyone when JwtAuthGuard is installed as a global guard. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** The signed-in user of an @Auth() handler (null under @Auth({ optional: true }) when signed out). */
export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): User | null => {
  return ctx.switchToHttp().getRequest<AuthenticatedRequest>().authUser ?? null;
});
