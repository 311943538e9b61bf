import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { S3RVER_KEY, startTestS3, TestS3 } from '../../test/prod/support/s3-server';
import { MovableClock, describeStorageContract, FollowedLink } from './storage-contract.fixtures';
import { S3StorageService } from './s3-storage.service';

/** A browser following a presigned link: straight to the bucket, no credentials. */
async function followOverHttp(url: string): Promise<FollowedLink> {
  const res = await fetch(url);
  if (res.status !== 200) {
    await res.arrayBuffer();
    return { status: res.status };
  }
  return {
    status: 200,
    disposition: res.headers.get('content-disposition'),
    contentType: res.headers.get('content-type'),
    body: await res.text(),
  };
}

function s3Storage(server: TestS3, clock: MovableClock, publicEndpoint?: string): S3StorageService {
  return new S3StorageService(
    {
      endpoint: server.endpoint,
      publicEndpoint,
      region: 'us-east-1',
      bucket: server.bucket,
      accessKeyId: S3RVER_KEY,
      secretAccessKey: S3RVER_KEY,
      forcePathStyle: true,
    },
    clock,
  );
}

describeStorageContract('S3 (s3rver)', async () => {
  const server = await startTestS3();
  const clock = new MovableClock();
  const storage = s3Storage(server, clock);
  return {
    storage,
    clock,
    follow: followOverHttp,
    async close() {
      storage.onApplicationShutdown();
      await server.close();
    },
  };
});

describe('S3StorageService', () => {
  let server: TestS3;
  const clock = new MovableClock();
  beforeAll(async () => {
    server = await startTestS3('pagetranslate');
  });
  afterAll(() => server?.close());

  it('stores objects under their keys in the configured bucket, with the content type of the key', async () => {
    const storage = s3Storage(server, clock);
    await storage.put('results/7/pt-x1.docx', Buffer.from('docx bytes'));
    expect(await server.keys('results/')).toEqual(['results/7/pt-x1.docx']);
    const head = await server.client.send(new HeadObjectCommand({ Bucket: 'pagetranslate', Key: 'results/7/pt-x1.docx' }));
    expect(head.ContentType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const body = await server.client.send(new GetObjectCommand({ Bucket: 'pagetranslate', Key: 'results/7/pt-x1.docx' }));
    expect(await body.Body!.transformToString()).toBe('docx bytes');
    storage.onApplicationShutdown();
  });

  it('presigns for the public endpoint when one is set (the host browsers use), with the TTL asked for', async () => {
    const storage = s3Storage(server, clock, 'https://files.example.com');
    const url = new URL(await storage.signedDownloadUrl('results/7/pt-x1.docx', 'report-fr.docx', 900));
    expect(url.origin).toBe('https://files.example.com');
    expect(url.pathname).toBe('/pagetranslate/results/7/pt-x1.docx');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(new RegExp(`^${S3RVER_KEY}/\\d{8}/us-east-1/s3/aws4_request$`));
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(url.searchParams.get('response-content-disposition')).toBe(
      `attachment; filename="report-fr.docx"; filename*=UTF-8''report-fr.docx`,
    );
    storage.onApplicationShutdown();
  });

  it('reports a store that cannot be reached as an error, not as a missing object', async () => {
    const storage = new S3StorageService(
      {
        endpoint: 'http://127.0.0.1:9',
        region: 'us-east-1',
        bucket: 'x-bucket',
        accessKeyId: 'k',
        secretAccessKey: 's',
        forcePathStyle: true,
      },
      clock,
    );
    await expect(storage.exists('results/1/a.pdf')).rejects.toThrow();
    await expect(storage.getStream('results/1/a.pdf')).rejects.not.toHaveProperty('name', 'StorageObjectNotFoundError');
    storage.onApplicationShutdown();
  });
});
