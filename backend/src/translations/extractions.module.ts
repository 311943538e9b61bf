import { Module } from '@nestjs/common';
import { StorageModule } from '../storage/storage.module';
import { ExtractionReadAhead } from './extraction-read-ahead';
import { PdfModule } from './pdf.module';
import { StoredExtractions } from './stored-extractions';

/**
 * The original's text with positions kept beside it (StoredExtractions) and read between the quote and the payment
 * (ExtractionReadAhead): one instance for the intake, which starts a read, and the job, which waits for it.
 */
@Module({
  imports: [PdfModule, StorageModule],
  providers: [StoredExtractions, ExtractionReadAhead],
  exports: [StoredExtractions, ExtractionReadAhead],
})
export class ExtractionsModule {}
