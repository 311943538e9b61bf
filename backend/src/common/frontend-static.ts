import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Express, NextFunction, Request, Response } from 'express';
import { static as serveStatic } from 'express';
import { text } from './localized-text';
import { messageLanguage } from './request-language';

/**
 * Serves the built frontend at / with SPA fallback: GET/HEAD requests outside the API that match no
 * file get index.html, so deep links (/create-translation/success?order=…) load the app. API paths are
 * never answered here; they keep their JSON 404s.
 */
export function serveFrontend(express: Express, distDir: string, apiPrefix: string): boolean {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return false;
  const isApi = (path: string) => path === `/${apiPrefix}` || path.startsWith(`/${apiPrefix}/`);
  const assets = serveStatic(distDir, { index: false, maxAge: '1h' });
  express.use((req: Request, res: Response, next: NextFunction) => (isApi(req.path) ? next() : assets(req, res, next)));
  express.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApi(req.path)) return next();
    // A missing asset (/assets/x.js, /locales/xx/…) is a real 404, not the app shell.
    if (/\.[a-z0-9]+$/i.test(req.path)) return res.status(404).json({ detail: text('routeNotFound', { route: req.path }).render(messageLanguage(req)) });
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return true;
}
