import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Params } from 'nestjs-pino';
import type { Options } from 'pino-http';
import { AppConfig } from '../config/app-config';
import { PrettyLogStream } from './pretty-log';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * A request URL as it may be logged: the path, and the query's parameter names without their values. Query strings
 * carry credentials: download-link signatures (sig, X-Amz-Signature), OAuth codes and state, reset-password tokens in
 * the SPA's deep links; a log line must not be a working link.
 */
export function loggableUrl(url: string | undefined): string {
  if (!url) return '';
  const at = url.indexOf('?');
  if (at < 0) return url;
  const names = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => pair.split('=')[0]);
  return names.length === 0 ? url.slice(0, at) : `${url.slice(0, at)}?${names.map((name) => `${name}=[redacted]`).join('&')}`;
}

/**
 * Structured logs, JSON lines (LOG_FORMAT=json, the production default) or one readable line each (pretty-log.ts);
 * each request gets an id (client's X-Request-Id if sane) echoed in the response.
 */
export function loggerOptions(config: AppConfig): Params {
  const options: Options = {
    level: config.LOG_LEVEL,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const given = req.headers['x-request-id'];
      const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    autoLogging: { ignore: (req) => (req.url ?? '').startsWith('/prod/api/health') },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: loggableUrl(req.url) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
  if (config.LOG_FORMAT === 'json') return { pinoHttp: options };
  return { pinoHttp: [options, new PrettyLogStream(process.stdout, { startupListing: ['debug', 'trace'].includes(config.LOG_LEVEL) })] };
}
