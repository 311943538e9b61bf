import type { Express, NextFunction, Request, Response } from 'express';
import { json, urlencoded } from 'express';
import { text } from './localized-text';
import { messageLanguage } from './request-language';
import type { ServerMessageKey } from './server-messages';

/** Texts for errors raised by the body parsers, before any route runs. */
const PARSER_ERROR_TEXTS: Record<string, ServerMessageKey> = {
  'entity.parse.failed': 'bodyNotJson',
  'entity.too.large': 'bodyTooLarge',
  'encoding.unsupported': 'bodyEncodingUnsupported',
  'charset.unsupported': 'bodyCharsetUnsupported',
  'request.aborted': 'requestAborted',
};

/**
 * JSON and form bodies (1 MB; uploads go through multipart handlers with their own limits). The raw
 * bytes are kept on req.rawBody so payment webhooks can verify signatures. Parser errors answer
 * {detail} here (in the Accept-Language of the caller: no user is known yet), since they happen before Nest's routes
 * and filters.
 */
export function useBodyParsers(express: Express): void {
  const verify = (req: Request, _res: Response, buf: Buffer) => {
    (req as Request & { rawBody?: Buffer }).rawBody = buf;
  };
  express.use(json({ limit: '1mb', verify }));
  express.use(urlencoded({ extended: false, limit: '1mb', verify }));
  express.use((err: { type?: string; status?: number; message?: string }, req: Request, res: Response, next: NextFunction) => {
    if (!err?.type || typeof err.status !== 'number' || err.status >= 500) return next(err);
    res.status(err.status).json({
      detail: text(Object.hasOwn(PARSER_ERROR_TEXTS, err.type) ? PARSER_ERROR_TEXTS[err.type] : 'bodyUnreadable').render(
        messageLanguage(req),
      ),
    });
  });
}
