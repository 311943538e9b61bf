import compression from 'compression';
import type { RequestHandler } from 'express';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses compressible answers (JSON, CSV, text) above the threshold with what the client accepts. Answers that
 * already carry a Content-Encoding (the precompressed frontend files) and binary downloads are left alone.
 */
export function compressAnswers(): RequestHandler {
  return compression({ threshold: COMPRESS_THRESHOLD_BYTES });
}
