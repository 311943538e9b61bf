import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { localizableOf } from './localized-detail';
import { type Localizable, text } from './localized-text';
import { messageLanguage } from './request-language';
import { retryAfterOf } from './retry-after';

/** Turns a class-validator / Nest error body into one readable sentence. */
export function detailOf(body: unknown, fallback: string): string {
  if (typeof body === 'string') return body;
  if (body && typeof body === 'object') {
    const b = body as { detail?: unknown; message?: unknown };
    if (typeof b.detail === 'string') return b.detail;
    if (Array.isArray(b.message)) return b.message.join('; ');
    if (typeof b.message === 'string') return b.message;
  }
  return fallback;
}

/** The text of an error in both languages, when we have it: our own details, throttling, unknown routes. */
function localizableError(exception: HttpException, req: Request): Localizable | undefined {
  const own = localizableOf(exception.getResponse());
  if (own) return own;
  if (exception instanceof ThrottlerException) return text('tooManyRequests');
  if (
    exception.getStatus() === 404 &&
    /^Cannot (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) /.test(detailOf(exception.getResponse(), exception.message))
  ) {
    return text('routeNotFound', { route: `${req.method} ${req.originalUrl.split('?')[0]}` });
  }
  return undefined;
}

/**
 * Every error leaves the API as JSON {"detail": "..."} with its status code, in the caller's language (see
 * messageLanguage: the signed-in user's, else Accept-Language, else English); unexpected errors are logged with the
 * request id and answered 500 without a stack trace.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const res = ctx.getResponse<Response>();
    const req = ctx.getRequest<Request>();
    if (res.headersSent) return;
    const lang = messageLanguage(req);
    let status: number = HttpStatus.INTERNAL_SERVER_ERROR;
    let detail = text('internalError').render(lang);
    if (exception instanceof HttpException) {
      status = exception.getStatus();
      detail = localizableError(exception, req)?.render(lang) ?? detailOf(exception.getResponse(), exception.message);
    }
    if (status >= 500) {
      this.logger.error({ err: exception, reqId: (req as Request & { id?: unknown }).id }, 'unhandled error');
    }
    const extra = exception instanceof HttpException ? extraFields(exception.getResponse()) : {};
    const retryAfter = retryAfterOf(exception);
    if (retryAfter !== undefined) res.setHeader('Retry-After', String(retryAfter));
    res.status(status).json({ ...extra, detail });
  }
}

/** Fields an error chose to add beside detail (e.g. readiness checks), never message/statusCode noise. */
function extraFields(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object') return {};
  const { message: _m, statusCode: _s, error: _e, detail: _d, ...rest } = body as Record<string, unknown>;
  return rest;
}
