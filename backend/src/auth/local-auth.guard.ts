import { ExecutionContext, Injectable, Type, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { localizedDetail } from '../common/localized-detail';
import { createValidationPipe } from '../common/validation.pipe';
import { EnterpriseLoginDto } from './dto/auth.dto';

const validationPipe = createValidationPipe();

/**
 * Validates a request body as the global ValidationPipe would (same 400 {detail}, in the caller's language) before a
 * sign-in strategy reads it: guards run before pipes, and a strategy must not see a malformed body.
 */
export async function validateBody(req: Request, metatype: Type<unknown>): Promise<void> {
  req.body = await validationPipe.transform(req.body ?? {}, { type: 'body', metatype });
}

/**
 * Runs LocalStrategy on POST /enterprise/users/login and puts the user on the request (@CurrentUser()).
 * Its refusals keep their answers: 401 "Invalid email or password.", 429 while locked out.
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  getAuthenticateOptions(): { session: boolean; property: string } {
    return { session: false, property: 'authUser' };
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await validateBody(context.switchToHttp().getRequest<Request>(), EnterpriseLoginDto);
    return super.canActivate(context) as Promise<boolean>;
  }

  handleRequest<TUser>(err: unknown, user: TUser | false): TUser {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- rethrows the error it was given, as it is
    if (err) throw err;
    if (!user) throw new UnauthorizedException(localizedDetail('invalidLogin'));
    return user;
  }
}
