import { createServer, request, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pinoHttp, { Options as PinoHttpOptions } from 'pino-http';
import { loadConfig } from '../config/app-config';
import { loggableUrl, loggerOptions } from './logger.options';
import { PrettyLogStream } from './pretty-log';

describe('loggableUrl', () => {
  it('keeps the path and the parameter names, never their values', () => {
    expect(loggableUrl('/prod/api/storage/download?key=results%2Fa.pdf&exp=1767225600&name=a-fr.pdf&sig=AbC_123')).toBe(
      '/prod/api/storage/download?key=[redacted]&exp=[redacted]&name=[redacted]&sig=[redacted]',
    );
    expect(loggableUrl('/reset-password?token=secret-token')).toBe('/reset-password?token=[redacted]');
    expect(loggableUrl('/prod/api/health')).toBe('/prod/api/health');
    expect(loggableUrl('/prod/api/health?')).toBe('/prod/api/health');
    expect(loggableUrl(undefined)).toBe('');
  });
});

describe('request logs', () => {
  let server: Server;
  let lines: string[];

  beforeAll(async () => {
    lines = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    // The product's own pino-http options, writing to a stream the test reads.
    const options = loggerOptions(loadConfig({ LOG_LEVEL: 'info', LOG_FORMAT: 'json' })).pinoHttp as PinoHttpOptions;
    const logger = pinoHttp(options, sink);
    server = createServer((req, res) => {
      logger(req, res);
      res.statusCode = req.url!.startsWith('/missing') ? 404 : 200;
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string) =>
    new Promise<void>((resolve, reject) => {
      const { port } = server.address() as AddressInfo;
      request({ host: '127.0.0.1', port, path }, (res) => res.resume().on('end', resolve))
        .on('error', reject)
        .end();
    });

  it('log download links, OAuth callbacks and S3 presigned URLs without their signatures', async () => {
    const signed = [
      '/prod/api/storage/download?key=results%2F7%2FPT-1.pdf&exp=1767225600&name=report-fr.pdf&sig=k3Y-s1gnature_value',
      '/prod/api/auth/google/callback?code=4%2F0Aauthcode&state=st4te-value',
      '/missing/bucket/results/x.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAEXAMPLE%2F20260101&X-Amz-Signature=deadbeefcafe',
    ];
    for (const path of signed) await get(path);
    const logged = lines.map((line) => JSON.parse(line) as { req: { url: string }; res: { statusCode: number } });
    expect(logged.map((entry) => entry.req.url)).toEqual([
      '/prod/api/storage/download?key=[redacted]&exp=[redacted]&name=[redacted]&sig=[redacted]',
      '/prod/api/auth/google/callback?code=[redacted]&state=[redacted]',
      '/missing/bucket/results/x.pdf?X-Amz-Algorithm=[redacted]&X-Amz-Credential=[redacted]&X-Amz-Signature=[redacted]',
    ]);
    expect(logged.map((entry) => entry.res.statusCode)).toEqual([200, 200, 404]);
    const all = lines.join('\n');
    for (const secret of ['k3Y-s1gnature_value', '4%2F0Aauthcode', 'st4te-value', 'deadbeefcafe', 'AKIAEXAMPLE', '1767225600']) {
      expect(all).not.toContain(secret);
    }
  });
});

describe('log format', () => {
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'x'.repeat(32),
    SMTP_URL: 'smtp://127.0.0.1:2525',
    PUBLIC_URL: 'https://pagetranslate.example',
  };

  it('JSON lines in production and with LOG_FORMAT=json; readable lines otherwise (npm start)', () => {
    expect(loadConfig(production).LOG_FORMAT).toBe('json');
    expect(loggerOptions(loadConfig(production)).pinoHttp).not.toBeInstanceOf(Array);
    expect(loggerOptions(loadConfig({ LOG_FORMAT: 'json' })).pinoHttp).not.toBeInstanceOf(Array);
    expect(loadConfig({}).LOG_FORMAT).toBe('pretty');
    expect(loadConfig({ ...production, LOG_FORMAT: 'pretty' }).LOG_FORMAT).toBe('pretty');
    const [, stream] = loggerOptions(loadConfig({})).pinoHttp as [PinoHttpOptions, unknown];
    expect(stream).toBeInstanceOf(PrettyLogStream);
    expect(() => loadConfig({ LOG_FORMAT: 'yaml' })).toThrow(/LOG_FORMAT/);
  });

  it('pretty: one line per request, redacted like the JSON, the status and the time it took', async () => {
    const written: string[] = [];
    const stream = new PrettyLogStream({ write: (text: string) => written.push(text) });
    const [options] = loggerOptions(loadConfig({ LOG_LEVEL: 'info' })).pinoHttp as [PinoHttpOptions, unknown];
    const logger = pinoHttp(options, stream);
    const server = createServer((req, res) => {
      logger(req, res);
      res.statusCode = req.url!.startsWith('/missing') ? 404 : 201;
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    for (const path of ['/prod/api/translations', '/missing?sig=s3cret']) {
      await new Promise<void>((resolve, reject) => {
        request({ host: '127.0.0.1', port, path, method: 'POST' }, (res) => res.resume().on('end', resolve))
          .on('error', reject)
          .end();
      });
    }
    await new Promise<void>((resolve) => server.close(() => resolve()));

    expect(written).toHaveLength(2);
    expect(written[0]).toMatch(/^\d\d:\d\d:\d\d\.\d{3} INFO {2}POST \/prod\/api\/translations 201 in \d+ ms\n$/);
    expect(written[1]).toMatch(/^\d\d:\d\d:\d\d\.\d{3} WARN {2}POST \/missing\?sig=\[redacted\] 404 in \d+ ms\n$/);
  });
});
