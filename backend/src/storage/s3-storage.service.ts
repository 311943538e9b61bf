import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { OnApplicationShutdown } from '@nestjs/common';
import { Clock } from '../common/clock';
import { contentDisposition } from './file-name.util';
import { assertStorageKey, contentTypeOfKey } from './storage-key.util';
import { StorageObjectNotFoundError, StorageService } from './storage.service';

export interface S3StorageOptions {
  /** http(s)://host[:port] of the S3 API as this process reaches it. */
  endpoint: string;
  /** The endpoint as browsers reach it, for presigned links (default `endpoint`). */
  publicEndpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** http://host/bucket/key (MinIO and most S3-compatible services) instead of http://bucket.host/key. */
  forcePathStyle: boolean;
}

/** What a 404 from S3 looks like across the SDK's commands (GetObject: NoSuchKey; HeadObject: NotFound). */
function isMissing(err: unknown): boolean {
  const e = err as { name?: string; Code?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.Code === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}

/**
 * Objects in one bucket of an S3-compatible service. Keys are checked against the key pattern before any call, like
 * the local driver. Downloads are presigned GET URLs (SigV4, valid `ttlSeconds`) that make the bucket answer with
 * `Content-Disposition: attachment` and the key's content type: the browser downloads straight from the bucket, the
 * API only decides who may get a link (owner checks in the services that call `signedDownloadUrl`).
 *
 * Checksums are computed only where S3 requires them (`WHEN_REQUIRED`): the SDK's default streams uploads as
 * aws-chunked bodies with trailing checksums, which several S3-compatible servers do not accept.
 */
export class S3StorageService extends StorageService implements OnApplicationShutdown {
  private readonly client: S3Client;
  /** Signs links for the public endpoint (the signature covers the host, so it must be the one browsers use). */
  private readonly presigner: S3Client;

  constructor(
    private readonly options: S3StorageOptions,
    private readonly clock: Clock,
  ) {
    super();
    const base: S3ClientConfig = {
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    };
    this.client = new S3Client({ ...base, endpoint: options.endpoint });
    this.presigner =
      options.publicEndpoint && options.publicEndpoint !== options.endpoint
        ? new S3Client({ ...base, endpoint: options.publicEndpoint })
        : this.client;
  }

  get bucket(): string {
    return this.options.bucket;
  }

  async put(key: string, source: string | Buffer): Promise<void> {
    assertStorageKey(key);
    // A file is streamed with its length (no buffering of large uploads); S3 writes an object whole or not at all.
    const body =
      typeof source === 'string' ? { Body: createReadStream(source), ContentLength: (await stat(source)).size } : { Body: source };
    await this.client.send(new PutObjectCommand({ Bucket: this.options.bucket, Key: key, ContentType: contentTypeOfKey(key), ...body }));
  }

  async getStream(key: string): Promise<Readable> {
    assertStorageKey(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: key }));
      const body = answer.Body;
      if (body instanceof Readable) return body;
      if (body && typeof (body as { transformToWebStream?: unknown }).transformToWebStream === 'function') {
        return Readable.fromWeb((body as unknown as { transformToWebStream(): never }).transformToWebStream());
      }
      throw new Error(`S3 answered GetObject for ${key} without a body`);
    } catch (err) {
      if (isMissing(err)) throw new StorageObjectNotFoundError(key);
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    // S3 answers 204 for a missing key too.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
  }

  async exists(key: string): Promise<boolean> {
    assertStorageKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: key }));
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }

  async signedDownloadUrl(key: string, filename: string, ttlSeconds: number): Promise<string> {
    assertStorageKey(key);
    const command = new GetObjectCommand({
      Bucket: this.options.bucket,
      Key: key,
      ResponseContentDisposition: contentDisposition(filename),
      ResponseContentType: contentTypeOfKey(key),
      ResponseCacheControl: 'private, no-store',
    });
    return getSignedUrl(this.presigner, command, { expiresIn: ttlSeconds, signingDate: this.clock.now() });
  }

  onApplicationShutdown(): void {
    this.client.destroy();
    if (this.presigner !== this.client) this.presigner.destroy();
  }
}
