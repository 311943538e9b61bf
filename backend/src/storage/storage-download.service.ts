import { ForbiddenException, Inject, Injectable, NotFoundException, StreamableFile } from '@nestjs/common';
import { Clock } from '../common/clock';
import { AppLanguage } from '../common/language';
import { localize } from '../common/language.util';
import { verifyDownload } from './download-signature.util';
import { contentDisposition } from './file-name.util';
import { contentTypeOfKey, isStorageKey } from './storage-key.util';
import { StorageObjectNotFoundError, StorageService } from './storage.service';

/** Nest token of the key that signs and checks download links (derived from the JWT secret). */
export const DOWNLOAD_SIGNING_KEY = Symbol('DOWNLOAD_SIGNING_KEY');

export const DOWNLOAD_LINK_INVALID = {
  en: 'This download link is not valid. Please download the document again from your translations.',
  fr: 'Ce lien de téléchargement n’est pas valide. Veuillez télécharger de nouveau le document à partir de vos traductions.',
};
export const DOWNLOAD_LINK_EXPIRED = {
  en: 'This download link has expired. Please download the document again from your translations.',
  fr: 'Ce lien de téléchargement a expiré. Veuillez télécharger de nouveau le document à partir de vos traductions.',
};
export const DOWNLOAD_OBJECT_GONE = {
  en: 'This document is no longer available.',
  fr: 'Ce document n’est plus disponible.',
};

/** Serves a signed link of the local driver: the signature is the authorisation, so no sign-in is needed. */
@Injectable()
export class StorageDownloadService {
  constructor(
    private readonly storage: StorageService,
    @Inject(DOWNLOAD_SIGNING_KEY) private readonly signingKey: Buffer,
    private readonly clock: Clock,
  ) {}

  async open(query: Record<string, unknown>, lang: AppLanguage): Promise<StreamableFile> {
    const check = verifyDownload(query, this.signingKey, this.clock.now().getTime());
    if (!check.ok) {
      const text = check.reason === 'expired' ? DOWNLOAD_LINK_EXPIRED : DOWNLOAD_LINK_INVALID;
      throw new ForbiddenException({ detail: localize(lang, text.en, text.fr) });
    }
    const { key, name } = check.grant;
    if (!isStorageKey(key)) throw new ForbiddenException({ detail: localize(lang, DOWNLOAD_LINK_INVALID.en, DOWNLOAD_LINK_INVALID.fr) });
    try {
      const stream = await this.storage.getStream(key);
      return new StreamableFile(stream, { type: contentTypeOfKey(key), disposition: contentDisposition(name) });
    } catch (err) {
      if (err instanceof StorageObjectNotFoundError)
        throw new NotFoundException({ detail: localize(lang, DOWNLOAD_OBJECT_GONE.en, DOWNLOAD_OBJECT_GONE.fr) });
      throw err;
    }
  }
}
