import { Module } from '@nestjs/common';
import { StorageModule } from '../storage/storage.module';
import { BackgroundExtractions } from './background-extractions';
import { PdfModule } from './pdf.module';
import { StoredExtractions } from './stored-extractions';

/**
 * The text with positions stored beside an original (StoredExtractions) and its reading in the background after the
 * quote (BackgroundExtractions): one instance shared by the intake, which starts the read, and the job, which waits
 * for it, when both run in one process.
 */
@Module({
  imports: [PdfModule, StorageModule],
  providers: [StoredExtractions, BackgroundExtractions],
  exports: [StoredExtractions, BackgroundExtractions],
})
export class TextExtractionsModule {}
