import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Job, Queue, Worker } from 'bullmq';
import Redis from 'ioredis';
import { AppModule } from '../../src/app.module';
import { TokenService } from '../../src/auth/token.service';
import { AppConfig, loadConfig } from '../../src/config/app-config';
import { Organization } from '../../src/organisations/entities/organization.entity';
import { freePort } from '../../src/queue/embedded-redis';
import { redisOptionsFromUrl } from '../../src/queue/redis-options';
import { TargetLanguage } from '../../src/translations/entities/target-language.entity';
import { Translation } from '../../src/translations/entities/translation.entity';
import { TRANSLATIONS_WORKER_OPTIONS } from '../../src/translations/jobs/translations.processor';
import { TRANSLATIONS_QUEUE, translateJobId } from '../../src/translations/translation-jobs';
import { TranslationsService } from '../../src/translations/translations.service';
import { User } from '../../src/users/entities/user.entity';
import { PRIVACY_POLICY_VERSION, TERMS_OF_SERVICE_VERSION } from '../../src/users/policies.util';
import { prosePdf } from '../../../document/test/utils/pdf-factory';
import { createTestDatabase, TestDatabase } from '../utils/test-database';
import { ENTRY, EntryProcess, eventually, startEntry } from './support/processes';
import { metricValue } from './support/prometheus-text';
import { startTestS3, TestS3 } from './support/s3-server';
import { SmtpCapture, startSmtpCapture } from './support/smtp-capture';

/**
 * The production deployment on one machine, without Docker: `npm run migrate`, then the API (`npm run start:prod`,
 * NODE_ENV=production, workers disabled) and `npm run worker` processes, against a fresh PostgreSQL database, the run's
 * Redis (own prefix), an S3-compatible server (s3rver) and an SMTP server. The entry points run from their TypeScript
 * sources (backend tests run before the build). Payment is not part of this test: the job is enqueued through the
 * service payment fulfilment calls (TranslationsService.startPaidTranslation), from a Nest context in this process.
 * No wall-clock assertions: every wait is a hang guard.
 */
const describeOnPostgres = process.env.TEST_DB === 'postgres' ? describe : describe.skip;
jest.setTimeout(300_000); // a hang guard for a loaded machine; about a minute otherwise

const METRICS_TOKEN = 'production-test-metrics-token-0123';
const JWT_SECRET = `prod-test-${randomBytes(24).toString('hex')}`;

/** multipart/form-data of an upload, as the browser sends it. */
function uploadForm(fields: Record<string, string>, file: { name: string; bytes: Uint8Array }): { boundary: string; body: Buffer } {
  const boundary = `----pt-prod-test-${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    Buffer.from(file.bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { boundary, body: Buffer.concat(parts) };
}

describeOnPostgres('production deployment: migrate, API and worker processes on PostgreSQL, Redis, S3 and SMTP', () => {
  const prefix = `pt-test-prod-${randomBytes(4).toString('hex')}`;
  const varRoot = mkdtempSync(join(tmpdir(), 'pt-prod-test-'));
  const processes: EntryProcess[] = [];
  let db: TestDatabase;
  let s3: TestS3;
  let smtp: SmtpCapture;
  let apiPort: number;
  let api: EntryProcess;
  let firstWorker: EntryProcess;
  let env: Record<string, string>;
  let config: AppConfig;
  let context: INestApplicationContext | undefined;
  let queue: Queue;
  let redis: Redis;
  let customer: { user: User; token: string };
  let french: number;

  /** What the processes printed, for failure messages. */
  const outputs = () => processes.map((p) => `--- ${p.name}${p.running() ? '' : ' (exited)'}\n${p.output().slice(-4000)}`).join('\n');
  const jobReport = async () =>
    JSON.stringify(
      await queue.getJobs(['waiting', 'active', 'delayed', 'failed', 'completed', 'prioritized', 'paused']).then((jobs) =>
        Promise.all(
          jobs.map(async (j) => ({
            id: j.id,
            state: await j.getState(),
            attemptsMade: j.attemptsMade,
            failedReason: j.failedReason,
            stc: j.stalledCounter,
          })),
        ),
      ),
    );
  const apiUrl = (path: string) => `http://127.0.0.1:${apiPort}/prod/api${path}`;
  const start = (name: string, entry: string, extra: Record<string, string> = {}) => {
    // Each process its own VAR_DIR, as on separate machines: nothing is shared through local files.
    const proc = startEntry(name, entry, { ...env, VAR_DIR: mkdtempSync(join(varRoot, `${name}-`)), ...extra });
    processes.push(proc);
    return proc;
  };
  const startWorker = (name: string) => start(name, ENTRY.worker, { WORKER_CONCURRENCY: '1' });
  const row = (id: number) => context!.get(MikroORM).em.fork().findOneOrFail(Translation, { id });
  const authorised = (token: string) => ({ Authorization: `Bearer ${token}` });

  async function upload(token: string, pages: number, filename: string): Promise<number> {
    const { bytes } = await prosePdf({ pages });
    const form = new FormData();
    form.set('user_id', String(customer.user.id));
    form.set('target_language_id', String(french));
    form.set('file', new Blob([Buffer.from(bytes)], { type: 'application/pdf' }), filename);
    const res = await fetch(apiUrl('/translations'), { method: 'POST', headers: authorised(token), body: form });
    const body = await res.json();
    if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${JSON.stringify(body)}`);
    return body.translationId as number;
  }

  async function createCustomer(): Promise<{ user: User; token: string }> {
    const em = context!.get(MikroORM).em.fork();
    const publicOrganization = await em.findOneOrFail(Organization, { isPublic: true });
    const email = `prod.${randomBytes(4).toString('hex')}@example.com`;
    const user = em.create(User, {
      email,
      googleSubject: `sub-${email}`,
      organization: publicOrganization,
      language: 'en',
      privacyPolicyVersion: PRIVACY_POLICY_VERSION,
      privacyPolicyAcceptedAt: new Date(),
      termsVersion: TERMS_OF_SERVICE_VERSION,
      termsAcceptedAt: new Date(),
    });
    await em.flush();
    return { user, token: context!.get(TokenService).issue(user.id) };
  }

  beforeAll(async () => {
    [db, s3, smtp, apiPort] = await Promise.all([createTestDatabase({ empty: true }), startTestS3(), startSmtpCapture(), freePort()]);
    env = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(apiPort),
      PUBLIC_URL: `http://127.0.0.1:${apiPort}`,
      DATABASE_URL: db.target.databaseUrl!,
      REDIS_URL: process.env.REDIS_URL!,
      QUEUE_PREFIX: prefix,
      JWT_SECRET,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'no-reply@pagetranslate.test',
      METRICS_TOKEN,
      FRONTEND_DIST: join(varRoot, 'no-frontend'),
      WORKERS_ENABLED: 'false',
      WORKER_SHUTDOWN_TIMEOUT_MS: '10000',
      HTTP_SHUTDOWN_TIMEOUT_MS: '20000',
      ...s3.env,
    };
    redis = new Redis(redisOptionsFromUrl(process.env.REDIS_URL!));
    queue = new Queue(TRANSLATIONS_QUEUE, { connection: redisOptionsFromUrl(process.env.REDIS_URL!), prefix });
  });

  afterAll(async () => {
    for (const proc of processes) proc.signal('SIGKILL');
    await Promise.all(processes.map((p) => p.exited));
    await context?.close();
    await queue?.obliterate({ force: true }).catch(() => undefined);
    await queue?.close();
    if (redis) {
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    }
    await Promise.all([s3?.close(), smtp?.close()]);
    await db?.drop();
    rmSync(varRoot, { recursive: true, force: true });
  });

  it('starts the API without migrating, migrates as its own step, and is ready', async () => {
    // The API and a worker start together (as replicas would), on a database nobody has migrated yet.
    api = start('api', ENTRY.api);
    firstWorker = startWorker('worker-1');
    // The banner goes to stdout and the warning to stderr: two pipes, read in no set order, so each is waited for.
    await api.waitForOutput('PageTranslate is running');
    await api.waitForOutput(/database migration\(s\) not applied .*run `npm run migrate`/);
    expect(api.output()).not.toMatch(/database \(postgresql\): applied/);
    expect(api.output()).toContain('workers: none here');

    const migrate = start('migrate', ENTRY.migrate);
    expect(await migrate.exited).toEqual({ code: 0, signal: null });
    expect(migrate.output()).toMatch(/migrate: applied Migration/);

    expect(await (await fetch(apiUrl('/health'))).json()).toMatchObject({ status: 'ok' });
    const ready = await fetch(apiUrl('/health/ready'));
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', checks: { database: 'up', redis: 'up' } });

    // The test's own view of the same database, Redis and bucket (no workers, no HTTP).
    config = loadConfig({ ...env, LOG_LEVEL: 'silent', VAR_DIR: mkdtempSync(join(varRoot, 'context-')) });
    context = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: false });
    await context.init();
    customer = await createCustomer();
    french = (await context.get(MikroORM).em.fork().findOneOrFail(TargetLanguage, { value: 'fr' })).id;
    await firstWorker.waitForOutput('PageTranslate worker ready');
  });

  it('uploads through the API, translates in a worker process, stores in S3, presigns the download and mails over SMTP', async () => {
    const id = await upload(customer.token, 3, 'Quarterly report.pdf');
    const uploaded = await row(id);
    expect(await s3.keys('originals/')).toContain(uploaded.sourceBlobName);
    expect(uploaded.status).toBe('created');

    await context!.get(TranslationsService).startPaidTranslation(id); // what payment fulfilment calls
    let report = '';
    const done = await eventually(
      'the translation to complete',
      async () => {
        const t = await row(id);
        if (t.status === 'failed') throw new Error(`translation failed: ${t.errorMessage}`);
        report = `status ${t.status}, progress ${t.progress}, jobs ${await jobReport()}`;
        return t.status === 'completed' ? t : undefined;
      },
      { timeoutMs: 90_000, explain: () => `${report}\n${outputs()}` },
    );
    expect(await s3.keys(`results/${id}/`)).toEqual([done.targetBlobName]);
    expect(await s3.keys('checkpoints/')).toEqual([]);

    const mail = await eventually('the delivery e-mail', () => smtp.mailsTo(customer.user.email)[0], { explain: outputs });
    expect(mail.text).toContain(done.orderNumber);
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([[done.targetFileName, 'application/pdf']]);

    const link = await fetch(apiUrl(`/translations/${id}/download-url`), { headers: authorised(customer.token) });
    expect(link.status).toBe(200);
    const { download_url: url, filename } = await link.json();
    expect(filename).toBe(done.targetFileName);
    expect(url.startsWith(`${s3.endpoint}/${s3.bucket}/results/${id}/`)).toBe(true);
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('600');
    const file = await fetch(url); // straight from the bucket, no API token
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(`filename="${filename}"`);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // The owner check comes before any link is signed.
    const stranger = await createCustomer();
    const refused = await fetch(apiUrl(`/translations/${id}/download-url`), { headers: authorised(stranger.token) });
    expect(refused.status).toBe(404);

    // Metrics: requests timed in the API process; the job timed in the worker process, exposed by the API.
    await fetch(apiUrl('/metrics')).then((r) => expect(r.status).toBe(401));
    const metrics = await (await fetch(apiUrl('/metrics'), { headers: authorised(METRICS_TOKEN) })).text();
    expect(
      metricValue(metrics, 'pagetranslate_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/prod/api/translations',
        status_code: '201',
      }),
    ).toBe(1);
    expect(
      metricValue(metrics, 'pagetranslate_job_duration_seconds_count', { queue: 'translations', name: 'translate', outcome: 'completed' }),
    ).toBe(1);
    expect(metricValue(metrics, 'pagetranslate_queue_wait_seconds_count', { queue: 'translations' })).toBe(1);
    expect(metricValue(metrics, 'pagetranslate_pages_translated_total')).toBe(done.pageCount);
    expect(metricValue(metrics, 'pagetranslate_translations', { status: 'completed' })).toBe(1);
    expect(metricValue(metrics, 'pagetranslate_queue_jobs', { queue: 'translations', state: 'completed' })).toBe(1);
  });

  it('a worker killed mid-job (SIGKILL) leaves the job to another worker: one document, one e-mail', async () => {
    const id = await upload(customer.token, 12, 'Long report.pdf');
    const jobId = translateJobId(id);
    await context!.get(TranslationsService).startPaidTranslation(id);
    await eventually('the first worker to start the job', async () => ((await row(id)).status === 'in-progress' ? true : undefined), {
      everyMs: 10,
      explain: outputs,
    });
    firstWorker.signal('SIGKILL'); // the process and its PDF/Apertium children, like a container killed outright
    expect((await firstWorker.exited).signal).toBe('SIGKILL');

    const interrupted = await row(id);
    expect(interrupted.status).toBe('in-progress'); // killed mid-job: nothing written, nothing sent
    expect(interrupted.deliveredAt).toBeNull();
    expect(await s3.keys(`results/${id}/`)).toEqual([]);
    expect(await (await queue.getJob(jobId))!.getState()).toBe('active'); // still locked by the dead worker

    // BullMQ's stalled-job recovery, with time fast-forwarded: the dead worker's lock would expire after lockDuration
    // (120 s) and the checks run every stalledInterval (60 s, at most one per interval across workers). Here the lock
    // and the interval marker are expired by hand, and BullMQ's own checker runs every 200 ms until the job is back.
    await redis.del(`${prefix}:${TRANSLATIONS_QUEUE}:${jobId}:lock`, `${prefix}:${TRANSLATIONS_QUEUE}:stalled-check`);
    const checker = new Worker(TRANSLATIONS_QUEUE, null, {
      connection: redisOptionsFromUrl(process.env.REDIS_URL!),
      prefix,
      autorun: false,
      stalledInterval: 200,
      maxStalledCount: TRANSLATIONS_WORKER_OPTIONS.maxStalledCount,
    });
    const stalled = new Promise<string>((resolve) => checker.once('stalled', resolve));
    await checker.startStalledCheckTimer();
    expect(await stalled).toBe(jobId);
    await checker.close();
    expect(await (await queue.getJob(jobId))!.getState()).toBe('waiting');

    const secondWorker = startWorker('worker-2');
    await secondWorker.waitForOutput('PageTranslate worker ready');
    const done = await eventually(
      'the second worker to complete the translation',
      async () => {
        const t = await row(id);
        if (t.status === 'failed') throw new Error(`translation failed: ${t.errorMessage}`);
        return t.status === 'completed' ? t : undefined;
      },
      { timeoutMs: 120_000, explain: outputs },
    );
    const job = (await queue.getJob(jobId)) as Job;
    expect(await eventually('the job to complete', async () => ((await job.getState()) === 'completed' ? true : undefined))).toBe(true);
    expect(done.startedAt!.getTime()).toBe(interrupted.startedAt!.getTime()); // taken over, not a new order
    expect(await s3.keys(`results/${id}/`)).toEqual([done.targetBlobName]);
    const mails = await eventually(
      'the delivery e-mail',
      () => {
        const found = smtp.mailsTo(customer.user.email).filter((m) => m.text?.includes(done.orderNumber));
        return found.length > 0 ? found : undefined;
      },
      { explain: outputs },
    );
    expect(mails).toHaveLength(1);

    secondWorker.signal('SIGTERM');
    expect(await secondWorker.exited).toEqual({ code: 0, signal: null });
    // Nothing else arrived while it stopped.
    expect(smtp.mailsTo(customer.user.email).filter((m) => m.text?.includes(done.orderNumber))).toHaveLength(1);
  });

  it('on SIGTERM the API refuses new connections and finishes the request in flight, then exits', async () => {
    const { bytes } = await prosePdf({ pages: 2 });
    const { boundary, body } = uploadForm(
      { user_id: String(customer.user.id), target_language_id: String(french) },
      { name: 'In flight.pdf', bytes },
    );
    const req = httpRequest({
      host: '127.0.0.1',
      port: apiPort,
      method: 'POST',
      path: '/prod/api/translations',
      headers: {
        ...authorised(customer.token),
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': body.length,
        Expect: '100-continue',
      },
    });
    const answered = new Promise<{ status: number; connection?: string; body: string }>((resolve, reject) => {
      req.on('response', (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, body: text }));
      });
      req.on('error', reject);
    });
    // "100 Continue": the API has the request (headers read, handler chain started) and waits for the body.
    await new Promise<void>((resolve) => req.once('continue', resolve));

    api.signal('SIGTERM');
    await api.waitForOutput('no longer accepting connections; finishing 1 in-flight request(s)');
    await expect(fetch(apiUrl('/health'))).rejects.toMatchObject({ cause: { code: 'ECONNREFUSED' } });

    req.end(body); // the rest of the request arrives after the signal
    const res = await answered;
    // On failure, the answer and what the API printed say why.
    expect(res.status === 201 ? res.status : `${res.status} ${res.body}\n${outputs()}`).toBe(201);
    expect(res.connection).toBe('close');
    const { translationId } = JSON.parse(res.body);
    expect(await api.exited).toEqual({ code: 0, signal: null });
    expect(api.output()).toContain('stopped');

    const stored = await row(translationId);
    expect(stored.sourceFileName).toBe('In flight.pdf');
    expect(await s3.keys('originals/')).toContain(stored.sourceBlobName);
  });
});
