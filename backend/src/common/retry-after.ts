import type { HttpException } from '@nestjs/common';

const RETRY_AFTER = Symbol('retry after seconds');

/**
 * Marks an error answer (429, 503) with the seconds after which the client may try again: HttpExceptionFilter sends
 * them as the Retry-After header. Answers the same exception.
 */
export function withRetryAfter<E extends HttpException>(exception: E, seconds: number): E {
  Object.defineProperty(exception, RETRY_AFTER, { value: Math.max(1, Math.ceil(seconds)), enumerable: false });
  return exception;
}

/** The Retry-After seconds given with withRetryAfter, if any. */
export function retryAfterOf(exception: unknown): number | undefined {
  if (typeof exception !== 'object' || exception === null) return undefined;
  return (exception as { [RETRY_AFTER]?: number })[RETRY_AFTER];
}
