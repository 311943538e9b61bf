import type { Express, NextFunction, Request, Response } from 'express';
import { json, urlencoded } from 'express';

/** Texts for errors raised by the body parsers, before any route runs. */
const PARSER_ERROR_DETAILS: Record<string, string> = {
  'entity.parse.failed': 'The request body is not valid JSON.',
  'entity.too.large': 'The request body is too large.',
  'encoding.unsupported': 'The request body encoding is not supported.',
  'charset.unsupported': 'The request body character set is not supported.',
  'request.aborted': 'The request was aborted.',
};

/**
 * JSON and form bodies (1 MB; uploads go through multipart handlers with their own limits). The raw
 * bytes are kept on req.rawBody so payment webhooks can verify signatures. Parser errors answer
 * {detail} here, since they happen before Nest's routes and filters.
 */
export function useBodyParsers(express: Express): void {
  const verify = (req: Request, _res: Response, buf: Buffer) => {
    (req as Request & { rawBody?: Buffer }).rawBody = buf;
  };
  express.use(json({ limit: '1mb', verify }));
  express.use(urlencoded({ extended: false, limit: '1mb', verify }));
  express.use((err: { type?: string; status?: number; message?: string }, _req: Request, res: Response, next: NextFunction) => {
    if (!err?.type || typeof err.status !== 'number' || err.status >= 500) return next(err);
    res.status(err.status).json({ detail: PARSER_ERROR_DETAILS[err.type] ?? 'The request body could not be read.' });
  });
}
