import { Module } from '@nestjs/common';
import { Clock } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { deriveDownloadSigningKey } from './download-signature.util';
import { LocalStorageService } from './local-storage.service';
import { StorageController } from './storage.controller';
import { DOWNLOAD_SIGNING_KEY, StorageDownloadService } from './storage-download.service';
import { StorageService } from './storage.service';

/** The API prefix (app.module's API_PREFIX) and our route: the local driver's links point here. */
export const STORAGE_DOWNLOAD_PATH = 'prod/api/storage/download';

export const S3_NOT_IMPLEMENTED =
  'STORAGE_DRIVER=s3 is not implemented yet. Set STORAGE_DRIVER=local (the default; files under STORAGE_LOCAL_DIR) ' +
  'or leave STORAGE_DRIVER unset.';

/** The driver STORAGE_DRIVER names. S3 is refused at start-up rather than failing on the first upload. */
export function createStorageService(config: AppConfig, signingKey: Buffer, clock: Clock): StorageService {
  if (config.STORAGE_DRIVER === 's3') throw new Error(S3_NOT_IMPLEMENTED);
  return new LocalStorageService(
    { rootDir: config.storageDir, downloadUrl: `${config.publicUrl}/${STORAGE_DOWNLOAD_PATH}`, signingKey },
    clock,
  );
}

/**
 * Document storage: `StorageService` (inject it by its class) and, for the local driver, the route that serves
 * signed links. Needs AppConfig and Clock (both global).
 */
@Module({
  controllers: [StorageController],
  providers: [
    { provide: DOWNLOAD_SIGNING_KEY, inject: [AppConfig], useFactory: (config: AppConfig) => deriveDownloadSigningKey(config.jwtSecret) },
    { provide: StorageService, inject: [AppConfig, DOWNLOAD_SIGNING_KEY, Clock], useFactory: createStorageService },
    StorageDownloadService,
  ],
  exports: [StorageService],
})
export class StorageModule {}
