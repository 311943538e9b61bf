import { existsSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { Express, NextFunction, Request, Response } from 'express';
import { text } from './localized-text';
import { messageLanguage } from './request-language';
import { pickEncoding, type PrecompressedEncoding } from './accept-encoding.util';

/** Hashed build output (`/assets/name-hash.js`): a new build gives new names, so a copy never goes stale. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** index.html, locale files and the rest of the public folder: kept, but revalidated with the ETag each time. */
export const REVALIDATE_CACHE = 'no-cache';

const ENCODING_SUFFIX: Record<PrecompressedEncoding, string> = { br: '.br', gzip: '.gz' };
/** Files the build precompresses (frontend/scripts/precompress.ts); their answers vary with Accept-Encoding. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt', '.xml', '.webmanifest']);

/**
 * Serves the built frontend at / with SPA fallback: GET/HEAD requests outside the API that match no
 * file get index.html, so deep links (/create-translation/success?order=…) load the app. API paths are
 * never answered here; they keep their JSON 404s.
 *
 * Files come precompressed from the build (`file.br`, `file.gz`): the best one the browser accepts is sent
 * with Content-Encoding, and every compressible answer says `Vary: Accept-Encoding`. Hashed assets are
 * immutable for a year; everything else (index.html, locales) is revalidated with its ETag (304 when unchanged).
 */
export function serveFrontend(express: Express, distDir: string, apiPrefix: string): boolean {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return false;
  const isApi = (path: string) => path === `/${apiPrefix}` || path.startsWith(`/${apiPrefix}/`);
  express.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApi(req.path)) return next();
    const file = fileFor(distDir, req.path);
    if (file) return sendBuilt(req, res, next, file, req.path.startsWith('/assets/') ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
    // A missing asset (/assets/x.js, /locales/xx/…) is a real 404, not the app shell.
    if (/\.[a-z0-9]+$/i.test(req.path))
      return res.status(404).json({ detail: text('routeNotFound', { route: req.path }).render(messageLanguage(req)) });
    sendBuilt(req, res, next, index, REVALIDATE_CACHE);
  });
  return true;
}

/** The regular file under distDir that a URL path names; none for traversal, dot segments (.vite/) and folders. */
function fileFor(distDir: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.split('/').some((segment) => segment.startsWith('.'))) return undefined;
  const path = normalize(join(distDir, decoded));
  if (!path.startsWith(distDir.endsWith(sep) ? distDir : distDir + sep)) return undefined;
  return isFile(path) ? path : undefined;
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function sendBuilt(req: Request, res: Response, next: NextFunction, path: string, cacheControl: string): void {
  const extension = extname(path);
  const headers: Record<string, string> = { 'Cache-Control': cacheControl };
  let sent = path;
  if (COMPRESSIBLE.has(extension)) {
    headers.Vary = 'Accept-Encoding';
    const available = (Object.keys(ENCODING_SUFFIX) as PrecompressedEncoding[]).filter((encoding) =>
      isFile(path + ENCODING_SUFFIX[encoding]),
    );
    const encoding = pickEncoding(req.headers['accept-encoding'], available);
    if (encoding) {
      sent = path + ENCODING_SUFFIX[encoding];
      headers['Content-Encoding'] = encoding;
    }
  }
  // The type of the original, not of the .br/.gz file (send keeps a Content-Type already set).
  res.type(extension);
  res.sendFile(sent, { headers, cacheControl: false, dotfiles: 'allow', acceptRanges: sent === path }, (error) => {
    if (error && !res.headersSent) next(error);
  });
}
