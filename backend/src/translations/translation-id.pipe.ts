import { NotFoundException, ParseIntPipe } from '@nestjs/common';
import { localizedDetail } from '../common/localized-detail';
import { translationText } from './translation-messages.util';

/** A translation id in a path: a malformed one is answered like an unknown one (404), in the caller's language. */
export const TranslationIdPipe = new ParseIntPipe({
  exceptionFactory: () => new NotFoundException(localizedDetail({ render: (lang) => translationText('notFound', lang) })),
});
