import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { getQueueToken } from '@nestjs/bullmq';
import type { Job, Queue } from 'bullmq';
import { MailService } from '../../src/mail/mail.service';
import { Translation } from '../../src/translations/entities/translation.entity';
import { TRANSLATIONS_QUEUE, translateJobId } from '../../src/translations/translation-jobs';
import { TranslationsService } from '../../src/translations/translations.service';
import { createPublicCustomer } from '../utils/accounts';
import { readOutbox } from '../utils/mail-outbox';
import { prosePdf } from '../../../document/test/utils/pdf-factory';
import { createTestApp, TestApp } from '../utils/test-app';
import { targetLanguageId, uploadPdf } from '../utils/translations';

// `npm run worker` as its own process (src/worker.ts through ts-node, as the built dist/worker.js would run) next to
// an API started with WORKERS_ENABLED=false: same database, storage, mail outbox, Redis and queue prefix.
jest.setTimeout(90_000);

const BACKEND = join(__dirname, '../..');

interface WorkerProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

describe('worker process (npm run worker)', () => {
  let t: TestApp;
  let queue: Queue;
  const running: WorkerProcess[] = [];

  beforeAll(async () => {
    t = await createTestApp({ WORKERS_ENABLED: 'false' });
    queue = t.app.get<Queue>(getQueueToken(TRANSLATIONS_QUEUE));
  });
  afterAll(async () => {
    for (const worker of running) if (worker.child.exitCode === null) worker.child.kill('SIGKILL');
    await queue?.obliterate({ force: true });
    await t?.close();
  });

  function startWorker(env: Record<string, string | undefined> = {}): WorkerProcess {
    const child = spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', 'src/worker.ts'], {
      cwd: BACKEND,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        VAR_DIR: t.config.VAR_DIR,
        DATABASE_URL: t.config.DATABASE_URL,
        SQLITE_PATH: t.config.DATABASE_URL ? undefined : t.config.sqlitePath,
        REDIS_URL: t.config.REDIS_URL,
        QUEUE_PREFIX: t.config.QUEUE_PREFIX,
        JWT_SECRET: t.config.JWT_SECRET,
        FRONTEND_DIST: t.config.FRONTEND_DIST,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const worker = { child, output: () => output, exited };
    running.push(worker);
    return worker;
  }

  async function waitFor<T>(
    what: string,
    check: () => Promise<T | undefined> | T | undefined,
    timeoutMs = 30_000,
    everyMs = 25,
  ): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await check();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, everyMs));
    }
  }

  const ready = (worker: WorkerProcess) =>
    waitFor('the worker to be ready', () => {
      if (worker.child.exitCode !== null) throw new Error(`worker exited early:\n${worker.output()}`);
      return worker.output().includes('PageTranslate worker ready') ? true : undefined;
    });
  const jobState = async (jobId: string) => (await queue.getJob(jobId))?.getState();
  const row = (id: number) => t.app.get(MikroORM).em.fork().findOneOrFail(Translation, { id });

  it('refuses to start without REDIS_URL, with a message saying what to set', async () => {
    const worker = startWorker({ REDIS_URL: '' });
    expect(await worker.exited).toBe(1);
    expect(worker.output()).toContain('REDIS_URL is not set');
  });

  it('takes jobs the API only queues; on SIGTERM hands a running job back, and another worker finishes it', async () => {
    const { user, token } = await createPublicCustomer(t, { policies: true });
    const { bytes } = await prosePdf({ pages: 20 });
    const { translationId: id } = (
      await uploadPdf(t, token, { userId: user.id, targetLanguageId: await targetLanguageId(t, 'fr'), bytes }).expect(201)
    ).body;
    const jobId = translateJobId(id);
    await t.app.get(TranslationsService).startPaidTranslation(id);

    // The API runs no worker: the job waits.
    await new Promise((r) => setTimeout(r, 500));
    expect(await jobState(jobId)).toBe('waiting');
    expect((await row(id)).status).toBe('created');

    // A worker that must stop at once (no grace period) as soon as it has started the job.
    const first = startWorker({ WORKER_SHUTDOWN_TIMEOUT_MS: '0' });
    await ready(first);
    await waitFor('the job to be active', async () => ((await jobState(jobId)) === 'active' ? true : undefined), 30_000, 10);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('handing them back to the queue');

    // Back in the queue without using an attempt, not failed, not refunded; the translation stays in progress.
    const handedBack = (await queue.getJob(jobId)) as Job;
    // Waiting (handed back at a checkpoint) or delayed (moved back with a short delay): queued, never failed.
    expect(['waiting', 'delayed']).toContain(await handedBack.getState());
    expect(handedBack.attemptsMade).toBe(0);
    const paused = await row(id);
    expect(paused.status).toBe('in-progress');
    expect(paused.refundRequestedAt).toBeNull();

    const second = startWorker();
    await ready(second);
    await waitFor('the translation to complete', async () => ((await row(id)).status === 'completed' ? true : undefined), 60_000, 100);
    expect(await waitFor('the job to complete', async () => ((await jobState(jobId)) === 'completed' ? true : undefined))).toBe(true);
    const done = await row(id);
    expect(done).toMatchObject({ progress: 100, errorMessage: null });
    expect(done.startedAt!.getTime()).toBe(paused.startedAt!.getTime()); // resumed, not restarted from scratch

    const mails = (await readOutbox(t.app.get(MailService).outboxDir!)).filter((m) => JSON.stringify(m.to).includes(user.email));
    expect(mails).toHaveLength(1);
    expect(mails[0].attachments).toHaveLength(1);

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });
});
