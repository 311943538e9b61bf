import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { checkPdfFile } from './pdf-intake.util';
import { PdfParseRunner } from './pdf-parse-runner';
import type { PdfAnalysis } from './pdf.types';

/**
 * Intake checks and analysis of an uploaded PDF: what the quote needs (real page count, words per page,
 * image-only pages, source language) and the file's SHA-256. Rejects with a PdfError whose `detail` is
 * meant for the user: size, not a PDF, encrypted, damaged, no pages, too many pages, too slow or too complex.
 */
@Injectable()
export class PdfAnalyzer {
  constructor(
    private readonly config: AppConfig,
    private readonly runner: PdfParseRunner,
  ) {}

  async analyze(filePath: string): Promise<PdfAnalysis> {
    await checkPdfFile(filePath, this.config.UPLOAD_MAX_BYTES);
    return JSON.parse(await this.runner.run('analyze', filePath)) as PdfAnalysis;
  }
}
