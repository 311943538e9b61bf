import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import {
  BadRequestException,
  CallHandler,
  ExecutionContext,
  HttpException,
  Injectable,
  NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import type { MulterModuleOptions } from '@nestjs/platform-express';
import { catchError, concatMap, from, Observable, throwError } from 'rxjs';
import type { AuthenticatedRequest } from '../auth/auth-metadata';
import { AppConfig } from '../config/app-config';
import { AppLanguage } from '../common/language';
import { PdfAnalyzer, PdfTooLargeError } from '@pt/document';
import { pdfHttpException } from './pdf-http-error';
import { translationText } from './translation-messages.util';
import type { UploadedPdf } from './dto/create-translation.dto';

/** Folder of uploads in flight (multer names each file with 16 random bytes; nothing of the user's name). */
export const uploadTempDir = (config: AppConfig) => join(config.VAR_DIR, 'tmp', 'uploads');

/**
 * multer's options for POST /translations: streamed to a temporary file, one file of at most UPLOAD_MAX_BYTES,
 * a handful of small fields. Part headers are read as UTF-8 so accented file names survive.
 */
export function uploadMulterOptions(config: AppConfig): MulterModuleOptions {
  return {
    dest: uploadTempDir(config),
    defParamCharset: 'utf8',
    limits: { fileSize: config.UPLOAD_MAX_BYTES, files: 1, fields: 8, fieldNameSize: 64, fieldSize: 1024, parts: 10, headerPairs: 50 },
  };
}

/**
 * Wraps multer's FileInterceptor (bound after it): tells the PDF analyzer an upload is coming before multer reads
 * its bytes (the parsing process loads the intake's language model meanwhile), answers multer's refusals as {detail}
 * in the caller's language (over the size limit: the PDF intake's 413 sentence naming the limit in MB) and removes
 * the temporary upload once the request is over, whatever happened (validation, refusal, success).
 */
@Injectable()
export class TranslationUploadInterceptor implements NestInterceptor {
  constructor(
    private readonly config: AppConfig,
    private readonly analyzer: PdfAnalyzer,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<AuthenticatedRequest & { file?: UploadedPdf }>();
    this.analyzer.prepare();
    const lang: AppLanguage = req.authUser?.language ?? 'en';
    const removeUpload = async () => {
      if (req.file?.path) await rm(req.file.path, { force: true });
    };
    return next.handle().pipe(
      concatMap(async (value) => {
        await removeUpload();
        return value;
      }),
      catchError((err: unknown) =>
        from(removeUpload().catch(() => undefined)).pipe(concatMap(() => throwError(() => this.localize(err, lang)))),
      ),
    );
  }

  private localize(err: unknown, lang: AppLanguage): unknown {
    if (err instanceof PayloadTooLargeException) {
      return pdfHttpException(new PdfTooLargeError(this.config.UPLOAD_MAX_BYTES + 1, this.config.UPLOAD_MAX_BYTES), lang);
    }
    // multer's own refusals carry a bare message (ours always carry a detail): too many files or fields, a file
    // in another field, a malformed body.
    if (err instanceof BadRequestException && !hasDetail(err)) {
      return new BadRequestException({ detail: `${translationText('uploadRejected', lang)} (${err.message})` });
    }
    return err;
  }
}

function hasDetail(err: HttpException): boolean {
  const body = err.getResponse();
  return typeof body === 'object' && body !== null && typeof (body as { detail?: unknown }).detail === 'string';
}
