import { Module } from '@nestjs/common';
import { PdfAnalyzer } from './pdf-analyzer';
import { PdfParseRunner } from './pdf-parse-runner';
import { PdfTextExtractor } from './pdf-text-extractor';

/** PDF intake, analysis and text extraction. Needs AppConfig (global through AppConfigModule). */
@Module({
  providers: [PdfParseRunner, PdfAnalyzer, PdfTextExtractor],
  exports: [PdfAnalyzer, PdfTextExtractor],
})
export class PdfModule {}
