import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { Visit } from './visitor.service';

/**
 * The caller's IP (as resolved by Express's trust proxy setting) and user agent. Read here rather than with
 * @Headers('user-agent') so that OpenAPI does not list a required header that browsers send anyway.
 */
export const RequestVisit = createParamDecorator((_data: unknown, ctx: ExecutionContext): Visit => {
  const req = ctx.switchToHttp().getRequest<Request>();
  return { ip: req.ip ?? req.socket?.remoteAddress ?? '', userAgent: req.headers['user-agent'] ?? '' };
});
