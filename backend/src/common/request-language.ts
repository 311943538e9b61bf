import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { APP_LANGUAGES, type AppLanguage } from './language';
import { resolveLanguage } from './language.util';

/** What the auth guard leaves on the request (src/auth/jwt-auth.guard.ts); only the language matters here. */
type RequestWithUser = Pick<Request, 'headers'> & { authUser?: { language?: unknown } | null };

/**
 * The language of the messages a request gets back (error details, confirmations): the signed-in user's language
 * when the route identified a user (its @Auth() guard ran), else the best of en/fr in Accept-Language, else English.
 * Unknown routes, public routes and refused tokens have no user: their caller's Accept-Language decides.
 *
 * Labels of reference data (countries, target languages) follow the interface instead: see
 * src/users/request-language.decorator.ts (`?lang`, then Accept-Language).
 */
export function messageLanguage(req: RequestWithUser): AppLanguage {
  const userLanguage = req.authUser?.language;
  if (typeof userLanguage === 'string' && (APP_LANGUAGES as readonly string[]).includes(userLanguage)) return userLanguage as AppLanguage;
  return resolveLanguage({ acceptLanguage: req.headers['accept-language'] });
}

/** The handler's message language (see messageLanguage), for answers that carry a sentence: `{detail}`. */
export const MessageLanguage = createParamDecorator((_data: unknown, ctx: ExecutionContext): AppLanguage => {
  return messageLanguage(ctx.switchToHttp().getRequest<RequestWithUser>());
});
