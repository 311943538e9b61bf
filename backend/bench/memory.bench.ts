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
 * API), with its parsing and writing child processes, the engine's processes (Apertium) and the embedded
 * redis-server it starts (BENCH_EMBEDDED_REDIS=0: the Redis at REDIS_URL, not counted): all of them are this
 * process's descendants, and the peak printed is the highest sum of their resident sets (VmRSS from /proc, every
 * 100 ms), with the highest sum of their proportional sets (Pss: shared library pages counted once) beside it. This process runs under ts-node, whose
 * TypeScript compiler holds some 200 MB the built API does not: its own figure is printed apart, with the one it
 * had at rest, so the product's share can be told from the harness's.
 */
import 'reflect-metadata';
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { MikroORM } from '@mikro-orm/core';
import { Translation } from '../src/translations/entities/translation.entity';
import { TranslationPipelineService } from '../src/translations/jobs/translation-pipeline.service';
import { createPublicCustomer } from '../test/utils/accounts';
import { targetLanguageId, uploadPdf } from '../test/utils/translations';
import { startBenchApp } from './bench-app';

const run = promisify(execFile);
const COPIES = Math.max(1, Number(process.env.BENCH_BOOK_COPIES ?? 15));
const CHAPTER = resolve(__dirname, '../../../shared/corpus/chelsea_pdta.pdf');
/** A one-page upload first, as a running server has had: code loaded, a parsing process started ahead of need. */
const WARM_UP = resolve(__dirname, '../../../shared/corpus/scotus-transcript-p1.pdf');
const SAMPLE_MS = 100;
/** The proportional sets are read every PSS_EVERY samples (once a second). */
const PSS_EVERY = 10;

const fmt = (n: number, digits = 0) => n.toLocaleString('en-CA', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const seconds = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;

/**
 * CPU seconds spent by this process and its children that have ended (user and system, from /proc/self/stat): the
 * intake's parsing process ends with its parse, pdftotext with its run. On a loaded machine the wall-clock ratio
 * follows the load; the CPU one does not.
 */
function cpuSeconds(which: 'all' | 'children' = 'all'): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime, stime, cutime, cstime: fields 14–17 of stat(5), 12–15 after the name; clock ticks of 1/100 s.
  return fields.slice(which === 'all' ? 11 : 13, 15).reduce((sum, ticks) => sum + Number(ticks), 0) / 100;
}

/** A process's name: the script a Node child runs (the parsing and writing workers), else the program's. */
function processName(pid: string, name: string): string {
  try {
    const script = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
      .split('\0')
      .find((arg) => /\.worker\.[jt]s$/.test(arg));
    return script ? script.slice(script.lastIndexOf('/') + 1).replace(/\.[jt]s$/, '') : name;
  } catch {
    return name;
  }
}

/** The pids of a process's children (over all its threads: /proc/<pid>/task/<tid>/children). */
function childrenOf(pid: number): number[] {
  const out: number[] = [];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const text = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      if (text) out.push(...text.split(' ').map(Number));
    }
  } catch {
    // gone meanwhile
  }
  return out;
}

/**
 * Resident MB of this process and the sum over its descendants, now. The tree is walked down from this process
 * (children files), not found among every process of the machine. `withPss`: the proportional sets too (reading
 * smaps_rollup costs ~10 ms of CPU for a 500 MB process, so it is read once a second).
 */
function residentMb(withPss: boolean): { self: number; children: number; processes: number; byName: Map<string, number>; pss: number } {
  let self = 0;
  let children = 0;
  let processes = 0;
  let pss = 0;
  const byName = new Map<string, number>();
  const todo = [process.pid];
  while (todo.length > 0) {
    const pid = todo.pop()!;
    let status: string;
    try {
      status = readFileSync(`/proc/${pid}/status`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    const mb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0) / 1024;
    processes++;
    if (withPss) pss += pssMb(pid);
    if (pid === process.pid) self = mb;
    else {
      children += mb;
      const name = processName(String(pid), /^Name:\s+(.*)$/m.exec(status)?.[1] ?? '?');
      byName.set(name, (byName.get(name) ?? 0) + mb);
    }
    todo.push(...childrenOf(pid));
  }
  return { self, children, processes, byName, pss };
}

/**
 * A process's proportional set size, MB: its resident pages, each shared page divided among the processes sharing
 * it. Summed over processes it counts the libraries the ~60 Apertium stages share (ICU, libstdc++) once, which the
 * sum of resident sets counts once per process.
 */
function pssMb(pid: number): number {
  try {
    return Number(/^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
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
  private pss = 0;
  overall = 0;
  overallPss = 0;
  /** CPU seconds this process spent sampling (taken out of the intake's CPU figure). */
  cpu = 0;
  private samples = 0;
  private readonly timer = setInterval(() => this.sample(), SAMPLE_MS);

  sample(withPss = this.samples % PSS_EVERY === 0): void {
    const started = process.cpuUsage();
    this.samples++;
    const now = residentMb(withPss);
    const spent = process.cpuUsage(started);
    this.cpu += (spent.user + spent.system) / 1e6;
    const total = now.self + now.children;
    this.overall = Math.max(this.overall, total);
    this.overallPss = Math.max(this.overallPss, now.pss);
    this.pss = Math.max(this.pss, now.pss);
    this.self = Math.max(this.self, now.self);
    this.children = Math.max(this.children, now.children);
    if (total > this.total) {
      this.total = total;
      this.processes = now.processes;
      this.byName = now.byName;
    }
  }

  reset(): void {
    this.total = this.self = this.children = this.pss = 0;
    this.byName = new Map();
    this.sample();
  }

  report(): string {
    this.sample(true);
    const names = [...this.byName].sort((a, b) => b[1] - a[1]).map(([name, mb]) => `${name} ${fmt(mb)}`);
    return `peak ${fmt(this.total)} MB resident (${fmt(this.pss)} MB proportional, shared pages once) over ${this.processes} processes (this process ${fmt(this.self)} MB, its child processes ${fmt(this.children)} MB; at the peak, child processes by name, MB: ${names.join(', ')})`;
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
    if (!existsSync(book))
      throw new Error(`qpdf failed (Debian package qpdf, installed by \`bash .ci/toolchain.sh bench\`): ${(err as Error).message}`);
  }
  for (const part of parts) rmSync(part);
  return book;
}

async function main() {
  const sampler = new MemorySampler();
  // The embedded default's redis-server, counted (BENCH_EMBEDDED_REDIS=0: the Redis at REDIS_URL, not counted); the
  // engine's memory knob passed on when set (`APERTIUM_RESIDENT_MODES=1 npm run bench:memory`).
  const bench = await startBenchApp({
    name: 'bench-memory',
    embeddedRedis: process.env.BENCH_EMBEDDED_REDIS !== '0',
    env: { APERTIUM_RESIDENT_MODES: process.env.APERTIUM_RESIDENT_MODES },
  });
  const { app, t, dir, redisUrl } = bench;
  try {
    const book = await buildBook(dir);
    const bytes = readFileSync(book);
    console.log(
      `book: ${COPIES} × chelsea_pdta.pdf, ${fmt(statSync(book).size / 1024 / 1024, 1)} MB; ${availableParallelism()} CPUs, load average ${loadavg()
        .map((l) => fmt(l, 2))
        .join(' ')}`,
    );
    const { user, token } = await createPublicCustomer(t, { policies: true, language: 'en' });
    const english = await targetLanguageId(t, 'en');
    const atRest = residentMb(false);
    console.log(
      `application up: this process ${fmt(atRest.self)} MB (the API, and ts-node's TypeScript compiler: loading the application takes 440 MB under ts-node, 230 MB built), child processes ${fmt(atRest.children)} MB${bench.embeddedRedis ? ' (the embedded redis-server among them)' : `; Redis at ${redisUrl} is not counted`}\n`,
    );

    const warm = await uploadPdf(t, token, {
      userId: user.id,
      targetLanguageId: english,
      bytes: readFileSync(WARM_UP),
      filename: 'warm-up.pdf',
    });
    if (warm.status !== 201) throw new Error(`warm-up upload refused: ${warm.status} ${JSON.stringify(warm.body)}`);

    // Intake, then pdftotext on the same file, one after the other.
    sampler.reset();
    let start = process.hrtime.bigint();
    let cpuStart = cpuSeconds();
    const childCpuStart = cpuSeconds('children');
    const samplingStart = sampler.cpu;
    const res = await uploadPdf(t, token, { userId: user.id, targetLanguageId: english, bytes, filename: 'book.pdf' });
    const intakeSeconds = seconds(start);
    // The parsing processes exit once they have answered; their CPU counts here once they have been waited for.
    await new Promise((resolveWait) => setTimeout(resolveWait, 1000));
    const intakeCpu = cpuSeconds() - cpuStart - (sampler.cpu - samplingStart);
    const parserCpu = cpuSeconds('children') - childCpuStart;
    const intakePeak = sampler.report();
    if (res.status !== 201) throw new Error(`upload refused: ${res.status} ${JSON.stringify(res.body)}`);
    const id = res.body.translationId as number;
    console.log(
      `upload → quote: ${res.body.pageCount} pages in ${fmt(intakeSeconds, 1)} s (CPU ${fmt(intakeCpu, 1)} s, of which the parsing processes, pdf.js's and pdftotext, ${fmt(parserCpu, 1)} s and this process, the API with the bench's client, ${fmt(intakeCpu - parserCpu, 1)} s; the memory sampling left out), ${intakePeak}`,
    );
    try {
      start = process.hrtime.bigint();
      cpuStart = cpuSeconds();
      await run('pdftotext', [book, join(dir, 'book.txt')], { maxBuffer: 64 * 1024 * 1024 });
      const poppler = seconds(start);
      const popplerCpu = cpuSeconds() - cpuStart;
      console.log(
        `pdftotext on the same file: ${fmt(poppler, 1)} s (CPU ${fmt(popplerCpu, 1)} s); ratio upload→quote / pdftotext ${fmt(intakeSeconds / poppler, 2)} in time, ${fmt(intakeCpu / popplerCpu, 2)} in CPU`,
      );
    } catch {
      console.log('pdftotext not installed (Debian package poppler-utils): no comparison');
    }

    if (process.env.BENCH_INTAKE_ONLY === '1') return;
    await app.get(MikroORM).em.fork().nativeUpdate(Translation, { id }, { paidAt: new Date(), expiresAt: null });
    sampler.reset();
    start = process.hrtime.bigint();
    const outcome = await app.get(TranslationPipelineService).run(id);
    const jobSeconds = seconds(start);
    console.log(
      `translation job (stored text → engine → translated PDF stored): ${outcome} in ${fmt(jobSeconds, 0)} s, ${sampler.report()}`,
    );
    console.log(`peak of the whole run: ${fmt(sampler.overall)} MB resident, ${fmt(sampler.overallPss)} MB proportional`);
  } finally {
    sampler.stop();
    await bench.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
