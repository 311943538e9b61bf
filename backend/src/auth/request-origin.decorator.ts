import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/** The Origin header of the request, if any (read here so OpenAPI does not list a header browsers always send). */
export const RequestOrigin = createParamDecorator((_data: unknown, ctx: ExecutionContext): string | undefined => {
  const origin = ctx.switchToHttp().getRequest<Request>().headers.origin;
  return typeof origin === 'string' ? origin : undefined;
});
