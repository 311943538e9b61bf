/**
 * `npm run bench:memory`: a 1,000-page book through the whole product on the embedded defaults, with the resident
 * memory of every process involved sampled all along; the intake's time next to poppler's pdftotext on the same file
 * in the same run. A measurement, not a test (no thresholds).
 *
 * The book: ../shared/corpus/chelsea_pdta.pdf (65 pages, French, fonts embedded as subsets) copied BENCH_BOOK_COPIES
 * times (default 15: 975 pages, ~42 MB) and joined with qpdf; each copy is a file of its own, so qpdf keeps every
 * copy's fonts and images (a book whose chapters were made separately), none shared. It is built in a temporary
 * folder and never kept.
 *
 * The path, as a customer takes it: POST /translations (upload, the one parse, the quote), the order marked paid (the
 * payment forms are not measured), then the translation job (TranslationPipelineService.run: the stored text read
 * back, layout, the engine, the writer) to the translated PDF stored. The application runs in this process (the
 * API), with its parsing and writing child processes, the engine's processes (Apertium) and, when no Redis answers at
 * REDIS_URL, the embedded redis-server it starts: all of them are this process's descendants, and the peak printed
 * is the highest sum of their resident sets (VmRSS from /proc, every 100 ms). This process runs under ts-node, whose
 * TypeScript compiler holds some 200 MB the built API does not: its own figure is printed apart, with the one it
 * had at rest, so the product's share can be told from the harness's.
 */
import 'reflect-metadata';
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { MikroORM } from '@mikro-orm/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createApp } from '../src/app.factory';
import { loadConfig } from '../src/config/app-config';
import { migrateAndSeed } from '../src/database/migrate';
import { EmbeddedRedis, redisUrlReachable, startEmbeddedRedis } from '../src/queue/embedded-redis';
import { Translation } from '../src/translations/entities/translation.entity';
import { TranslationPipelineService } from '../src/translations/jobs/translation-pipeline.service';
import { createPublicCustomer } from '../test/utils/accounts';
import type { TestApp } from '../test/utils/test-app';
import { targetLanguageId, uploadPdf } from '../test/utils/translations';

const run = promisify(execFile);
const COPIES = Math.max(1, Number(process.env.BENCH_BOOK_COPIES ?? 15));
const CHAPTER = resolve(__dirname, '../../../shared/corpus/chelsea_pdta.pdf');
const SAMPLE_MS = 100;

const fmt = (n: number, digits = 0) => n.toLocaleString('en-CA', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const seconds = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;

/** Resident MB of this process and the sum over its descendants, now. */
function residentMb(): { self: number; children: number; processes: number; byName: Map<string, number> } {
  const parents = new Map<number, number>();
  const rss = new Map<number, number>();
  const names = new Map<number, string>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      parents.set(Number(entry), Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? 0));
      rss.set(Number(entry), Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0) / 1024);
      names.set(Number(entry), /^Name:\s+(.*)$/m.exec(status)?.[1] ?? '?');
    } catch {
      // gone meanwhile
    }
  }
  let children = 0;
  let processes = 1;
  const byName = new Map<string, number>();
  for (const [pid, mb] of rss) {
    if (pid === process.pid) continue;
    for (let at = parents.get(pid); at !== undefined && at > 1; at = parents.get(at)) {
      if (at === process.pid) {
        children += mb;
        processes++;
        const name = names.get(pid) ?? '?';
        byName.set(name, (byName.get(name) ?? 0) + mb);
        break;
      }
    }
  }
  return { self: rss.get(process.pid) ?? 0, children, processes, byName };
}

/**
 * Samples resident memory every SAMPLE_MS: the peak of the sum (this process and its descendants), of this process
 * alone and of its descendants alone, since the last `reset()`, and the peak of the sum over the whole run.
 */
class MemorySampler {
  private total = 0;
  private self = 0;
  private children = 0;
  private processes = 0;
  private byName = new Map<string, number>();
  overall = 0;
  private readonly timer = setInterval(() => this.sample(), SAMPLE_MS);

  sample(): void {
    const now = residentMb();
    const total = now.self + now.children;
    this.overall = Math.max(this.overall, total);
    this.self = Math.max(this.self, now.self);
    this.children = Math.max(this.children, now.children);
    if (total > this.total) {
      this.total = total;
      this.processes = now.processes;
      this.byName = now.byName;
    }
  }

  reset(): void {
    this.total = this.self = this.children = 0;
    this.byName = new Map();
    this.sample();
  }

  report(): string {
    this.sample();
    const names = [...this.byName].sort((a, b) => b[1] - a[1]).map(([name, mb]) => `${name} ${fmt(mb)}`);
    return `peak ${fmt(this.total)} MB over ${this.processes} processes (this process ${fmt(this.self)} MB, its child processes ${fmt(this.children)} MB; at the peak, child processes by name, MB: ${names.join(', ')})`;
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

async function buildBook(dir: string): Promise<string> {
  if (!existsSync(CHAPTER)) throw new Error(`${CHAPTER} not found: the bench builds its book from the shared corpus`);
  const parts = Array.from({ length: COPIES }, (_, i) => {
    const part = join(dir, `part-${i + 1}.pdf`);
    copyFileSync(CHAPTER, part);
    return part;
  });
  const book = join(dir, 'book.pdf');
  try {
    await run('qpdf', ['--empty', '--pages', ...parts, '--', book]);
  } catch (err) {
    // qpdf exits 3 for warnings with a usable output.
    if (!existsSync(book)) throw new Error(`qpdf failed (Debian package qpdf, installed by \`bash .ci/toolchain.sh bench\`): ${(err as Error).message}`);
  }
  for (const part of parts) rmSync(part);
  return book;
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'pt-bench-memory-'));
  const sampler = new MemorySampler();
  let redis: EmbeddedRedis | undefined;
  let app: NestExpressApplication | undefined;
  try {
    const book = await buildBook(dir);
    const bytes = readFileSync(book);
    console.log(`book: ${COPIES} × chelsea_pdta.pdf, ${fmt(statSync(book).size / 1024 / 1024, 1)} MB; ${availableParallelism()} CPUs, load average ${loadavg().map((l) => fmt(l, 2)).join(' ')}`);

    let redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    if (process.env.BENCH_EMBEDDED_REDIS === '1' || !(await redisUrlReachable(redisUrl))) {
      redis = await startEmbeddedRedis(join(dir, 'redis'), { persist: false });
      redisUrl = redis.url;
    }
    const sqlitePath = join(dir, 'bench.sqlite');
    await migrateAndSeed({ sqlitePath });
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      VAR_DIR: join(dir, 'var'),
      SQLITE_PATH: sqlitePath,
      REDIS_URL: redisUrl,
      JWT_SECRET: 'bench-jwt-secret-that-is-long-enough-0123456789',
      FRONTEND_DIST: join(dir, 'no-frontend'),
      QUEUE_PREFIX: `pt-bench-memory-${process.pid}`,
      WORKERS_ENABLED: 'false',
      PUBLIC_URL: 'http://localhost:3000',
    });
    app = await createApp(config);
    await app.init();
    const t: TestApp = { app, config, db: { target: { sqlitePath }, drop: async () => undefined }, http: () => request(app!.getHttpServer()), close: () => app!.close() } as TestApp;
    const { user, token } = await createPublicCustomer(t, { policies: true, language: 'en' });
    const english = await targetLanguageId(t, 'en');
    const atRest = residentMb();
    console.log(`application up: this process ${fmt(atRest.self)} MB (the API, and ts-node's TypeScript compiler: loading the application takes 440 MB under ts-node, 230 MB built), child processes ${fmt(atRest.children)} MB${redis ? ' (the embedded redis-server among them)' : `; Redis at ${redisUrl} is not counted`}\n`);

    // Intake, then pdftotext on the same file, one after the other.
    sampler.reset();
    let start = process.hrtime.bigint();
    const res = await uploadPdf(t, token, { userId: user.id, targetLanguageId: english, bytes, filename: 'book.pdf' });
    const intakeSeconds = seconds(start);
    const intakePeak = sampler.report();
    if (res.status !== 201) throw new Error(`upload refused: ${res.status} ${JSON.stringify(res.body)}`);
    const id = res.body.translationId as number;
    console.log(`upload → quote: ${res.body.pageCount} pages in ${fmt(intakeSeconds, 1)} s, ${intakePeak}`);
    try {
      start = process.hrtime.bigint();
      await run('pdftotext', [book, join(dir, 'book.txt')], { maxBuffer: 64 * 1024 * 1024 });
      const poppler = seconds(start);
      console.log(`pdftotext on the same file: ${fmt(poppler, 1)} s; ratio upload→quote / pdftotext ${fmt(intakeSeconds / poppler, 2)}`);
    } catch {
      console.log('pdftotext not installed (Debian package poppler-utils): no comparison');
    }

    if (process.env.BENCH_INTAKE_ONLY === '1') return;
    await app.get(MikroORM).em.fork().nativeUpdate(Translation, { id }, { paidAt: new Date(), expiresAt: null });
    sampler.reset();
    start = process.hrtime.bigint();
    const outcome = await app.get(TranslationPipelineService).run(id);
    const jobSeconds = seconds(start);
    console.log(`translation job (stored text → engine → translated PDF stored): ${outcome} in ${fmt(jobSeconds, 0)} s, ${sampler.report()}`);
    console.log(`peak of the whole run: ${fmt(sampler.overall)} MB`);
  } finally {
    sampler.stop();
    await app?.close();
    await redis?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
