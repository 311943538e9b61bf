import { Module } from '@nestjs/common';
import { Clock } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { deriveDownloadSigningKey } from './download-signature.util';
import { LocalStorageService } from './local-storage.service';
import type { S3StorageService } from './s3-storage.service';
import { StorageController } from './storage.controller';
import { DOWNLOAD_SIGNING_KEY, StorageDownloadService } from './storage-download.service';
import { StorageService } from './storage.service';

/** The API prefix (app.module's API_PREFIX) and our route: the local driver's links point here. */
export const STORAGE_DOWNLOAD_PATH = 'prod/api/storage/download';

/**
 * The driver STORAGE_DRIVER names: `local` (files under STORAGE_LOCAL_DIR, links signed for our download route) or
 * `s3` (a bucket of an S3-compatible service, presigned links; the S3_* settings are validated with the config).
 */
export function createStorageService(config: AppConfig, signingKey: Buffer, clock: Clock): StorageService {
  if (config.STORAGE_DRIVER === 's3') {
    // The AWS SDK (~0.3 s and ~20 MB to load) is required only by a server that stores in a bucket.
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, see above
    const { S3StorageService: S3Storage } = require('./s3-storage.service') as { S3StorageService: typeof S3StorageService };
    return new S3Storage(
      {
        endpoint: config.S3_ENDPOINT!,
        publicEndpoint: config.S3_PUBLIC_ENDPOINT,
        region: config.S3_REGION,
        bucket: config.S3_BUCKET!,
        accessKeyId: config.S3_ACCESS_KEY_ID!,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
      },
      clock,
    );
  }
  return new LocalStorageService(
    // Root-relative: same origin as the page that asks for it, whichever host name that page was opened under.
    { rootDir: config.storageDir, downloadUrl: `/${STORAGE_DOWNLOAD_PATH}`, signingKey },
    clock,
  );
}

/**
 * Document storage: `StorageService` (inject it by its class) and, for the local driver, the route that serves
 * signed links (unused with the S3 driver, whose presigned links point at the bucket). Needs AppConfig and Clock.
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
