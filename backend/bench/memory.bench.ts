/* eslint-disable max-lines -- one bench: the product started, driven over HTTP and its process tree sampled, each part small */
/**
 * `npm run bench:memory`: a 1,000-page book through the product as shipped, on its embedded defaults, with the
 * resident memory of every product process sampled all along; the intake's time next to poppler's pdftotext on the
 * same file in the same run. A measurement, not a test (no thresholds).
 *
 * The book: ../shared/corpus/chelsea_pdta.pdf (65 pages, French, fonts embedded as subsets) copied until the book has
 * BENCH_BOOK_PAGES pages (default 1,000, the most we take: 15 copies and the first 25 pages of a 16th, ~43 MB; the
 * former BENCH_BOOK_COPIES=N still means N whole copies) and joined with qpdf; each copy is a file of its own, so qpdf keeps every
 * copy's fonts and images (a book whose chapters were made separately), none shared. It is built in a temporary
 * folder and never kept.
 *
 * The product: the built API (backend/dist/main.js, as `npm start` runs it: `npm run build` first) started as a child
 * of this process on the embedded defaults (SQLite file, its own redis-server, local storage, mail outbox, Apertium,
 * the job workers in the API, DEV_FEATURES for the sandbox card provider) in a throw-away folder. The path, as a
 * customer takes it, over HTTP: the demo user signs in, POST /translations (upload, the parse, the quote), the
 * payment created and confirmed with the sandbox's test card, then the real worker runs the job (the original parsed,
 * layout, the engine, the writer, the translated PDF stored) while this process watches its progress. The product's
 * processes are the API and its descendants (parsing and writing processes, Apertium's, the redis-server): the peak
 * printed is the highest sum of their resident sets (VmRSS from /proc, every 100 ms), with the highest sum of their
 * proportional sets (Pss: shared library pages counted once) beside it, per stage (intake; the job's extract,
 * translate, write and store, told apart by its progress) and per process at that stage's peak. This process (the
 * harness: ts-node, the HTTP client, the sampler) is not among them; its own figure is printed apart.
 */
import { ChildProcess, execFile, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../src/queue/embedded-redis';

const run = promisify(execFile);
/** Pages of chelsea_pdta.pdf, the chapter the book is made of. */
const CHAPTER_PAGES = 65;
const BOOK_PAGES = Math.max(
  1,
  process.env.BENCH_BOOK_COPIES ? Number(process.env.BENCH_BOOK_COPIES) * CHAPTER_PAGES : Number(process.env.BENCH_BOOK_PAGES ?? 1000),
);
/** Uploads of the book, each beside pdftotext (BENCH_INTAKE_ROUNDS; 5 by default with BENCH_INTAKE_ONLY=1, else 1). */
const INTAKE_ROUNDS = Math.min(
  8, // MAX_OPEN_UNPAID_TRANSLATIONS (10) less the warm-up's
  Math.max(1, Number(process.env.BENCH_INTAKE_ROUNDS ?? (process.env.BENCH_INTAKE_ONLY === '1' ? 5 : 1))),
);
const CHAPTER = resolve(__dirname, '../../../shared/corpus/chelsea_pdta.pdf');
/** A one-page upload first, as a running server has had: code loaded, a parsing process started ahead of need. */
const WARM_UP = resolve(__dirname, '../../../shared/corpus/scotus-transcript-p1.pdf');
const MAIN = resolve(__dirname, '../dist/main.js');
/** Node's flags for the API, as `npm start` (.ci/toolchain.sh) and the image start it; BENCH_API_NODE_FLAGS overrides. */
const API_NODE_FLAGS = (process.env.BENCH_API_NODE_FLAGS ?? '--max-semi-space-size=2').split(' ').filter(Boolean);
const API = '/prod/api';
const SAMPLE_MS = 100;
/** The proportional sets are read every PSS_EVERY samples (once a second). */
const PSS_EVERY = 10;
/** The job's progress is read this often (GET /translations), to tell its stages apart. */
const PROGRESS_POLL_MS = 500;
/** The bench gives up on a job not done within this long. */
const JOB_TIMEOUT_S = 3600;

const fmt = (n: number, digits = 0) => n.toLocaleString('en-CA', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const seconds = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * CPU seconds of a process and of its children that have ended and were waited for (user and system, from
 * /proc/<pid>/stat): the intake's parsing process ends with its parse, pdftotext with its run. On a loaded machine
 * the wall-clock ratio follows the load; the CPU one does not.
 */
function cpuSeconds(pid: number | 'self', which: 'all' | 'children' = 'all'): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime, stime, cutime, cstime: fields 14–17 of stat(5), 12–15 after the name; clock ticks of 1/100 s.
  return fields.slice(which === 'all' ? 11 : 13, 15).reduce((sum, ticks) => sum + Number(ticks), 0) / 100;
}

/** A process's name: the script a Node child runs (the parsing and writing workers), else the program's. */
function processName(pid: number, name: string, root: number): string {
  if (pid === root) return 'API';
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

function vmRssMb(pid: number | 'self'): number {
  try {
    return Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/**
 * Resident MB of a process tree now, walked down from `root` (children files), with the sum by process name.
 * `withPss`: the proportional sets too (reading smaps_rollup costs ~10 ms of CPU for a 500 MB process, so it is read
 * once a second).
 */
function residentMb(root: number, withPss: boolean): { total: number; processes: number; byName: Map<string, number>; pss: number } {
  let total = 0;
  let processes = 0;
  let pss = 0;
  const byName = new Map<string, number>();
  const todo = [root];
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
    total += mb;
    if (withPss) pss += pssMb(pid);
    const name = processName(pid, /^Name:\s+(.*)$/m.exec(status)?.[1] ?? '?', root);
    byName.set(name, (byName.get(name) ?? 0) + mb);
    todo.push(...childrenOf(pid));
  }
  return { total, processes, byName, pss };
}

/**
 * A process's proportional set size, MB: its resident pages, each shared page divided among the processes sharing
 * it. Summed over processes it counts the libraries the Apertium stages share (ICU, libstdc++) once, which the sum of
 * resident sets counts once per process.
 */
function pssMb(pid: number): number {
  try {
    return Number(/^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

interface StagePeak {
  total: number;
  pss: number;
  processes: number;
  byName: Map<string, number>;
  /** The highest figure of each process name over the stage (not at the same moment). */
  maxByName: Map<string, number>;
  samples: number;
}

/**
 * Samples the product's resident memory every SAMPLE_MS, each sample counted in the current stage: per stage the
 * peak of the sum with the processes at that moment, the peak of the proportional sum, and each process name's own
 * highest figure; over the run the peak of the sum, and this process's (the harness's) own peak, apart.
 */
class MemorySampler {
  readonly stages = new Map<string, StagePeak>();
  stage = 'start';
  overall = 0;
  overallPss = 0;
  harness = 0;
  /** CPU seconds this process spent sampling. */
  cpu = 0;
  private samples = 0;
  private readonly timer = setInterval(() => this.sample(), SAMPLE_MS);

  constructor(private readonly root: number) {}

  sample(withPss = this.samples % PSS_EVERY === 0): void {
    const started = process.cpuUsage();
    this.samples++;
    const now = residentMb(this.root, withPss);
    const spent = process.cpuUsage(started);
    this.cpu += (spent.user + spent.system) / 1e6;
    this.harness = Math.max(this.harness, vmRssMb('self'));
    this.overall = Math.max(this.overall, now.total);
    this.overallPss = Math.max(this.overallPss, now.pss);
    let peak = this.stages.get(this.stage);
    if (!peak) {
      peak = { total: 0, pss: 0, processes: 0, byName: new Map(), maxByName: new Map(), samples: 0 };
      this.stages.set(this.stage, peak);
    }
    peak.samples++;
    peak.pss = Math.max(peak.pss, now.pss);
    for (const [name, mb] of now.byName) peak.maxByName.set(name, Math.max(peak.maxByName.get(name) ?? 0, mb));
    if (now.total > peak.total) Object.assign(peak, { total: now.total, processes: now.processes, byName: now.byName });
  }

  enter(stage: string): void {
    if (stage === this.stage) return;
    this.sample(true);
    this.stage = stage;
    this.sample(true);
  }

  report(stage: string): string {
    const peak = this.stages.get(stage);
    if (!peak) return `${stage}: no sample`;
    const byName = (map: Map<string, number>) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .map(([name, mb]) => `${name} ${fmt(mb)}`)
        .join(', ');
    return (
      `${stage}: peak ${fmt(peak.total)} MB resident (${fmt(peak.pss)} MB proportional) over ${peak.processes} processes; ` +
      `at the peak, MB: ${byName(peak.byName)}; each one's own highest over the stage, MB: ${byName(peak.maxByName)}`
    );
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

async function buildBook(dir: string): Promise<string> {
  if (!existsSync(CHAPTER)) throw new Error(`${CHAPTER} not found: the bench builds its book from the shared corpus`);
  const parts = Array.from({ length: Math.ceil(BOOK_PAGES / CHAPTER_PAGES) }, (_, i) => {
    const part = join(dir, `part-${i + 1}.pdf`);
    copyFileSync(CHAPTER, part);
    return part;
  });
  // The last copy gives the pages left (qpdf's page range after its file).
  const last = BOOK_PAGES - (parts.length - 1) * CHAPTER_PAGES;
  const book = join(dir, 'book.pdf');
  try {
    await run('qpdf', ['--empty', '--pages', ...parts, ...(last < CHAPTER_PAGES ? [`1-${last}`] : []), '--', book]);
  } catch (err) {
    // qpdf exits 3 for warnings with a usable output.
    if (!existsSync(book))
      throw new Error(`qpdf failed (Debian package qpdf, installed by \`bash .ci/toolchain.sh bench\`): ${(err as Error).message}`);
  }
  for (const part of parts) rmSync(part);
  return book;
}

/** The built API started as `npm start` starts it, on the embedded defaults in `dir`; resolves once it answers /health. */
async function startProduct(dir: string): Promise<{ child: ChildProcess; base: string; log: () => string }> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} not found: build the product first (npm run build)`);
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    DEV_FEATURES: 'true',
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    VAR_DIR: join(dir, 'var'),
    FRONTEND_DIST: join(dir, 'no-frontend'),
    LOG_LEVEL: 'warn',
    // The bench's own requests (progress polled twice a second) are not a customer's.
    RATE_LIMIT_REQUESTS: '100000',
    QUEUE_PREFIX: `pt-bench-memory-${process.pid}`,
  };
  // The embedded defaults: no database or Redis of this machine (BENCH_EMBEDDED_REDIS=0: the Redis at REDIS_URL, not counted).
  for (const name of ['DATABASE_URL', 'SQLITE_PATH', 'STORAGE_LOCAL_DIR', 'JWT_SECRET']) delete env[name];
  if (process.env.BENCH_EMBEDDED_REDIS !== '0') delete env.REDIS_URL;
  let log = '';
  const child = spawn(process.execPath, [...API_NODE_FLAGS, MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const base = `http://127.0.0.1:${port}${API}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited (code ${child.exitCode}):\n${log}`);
    if (Date.now() > deadline) throw new Error(`the API did not answer /health within 120 s:\n${log}`);
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  return { child, base, log: () => log };
}

async function stopProduct(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  const force = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(force);
}

/** A JSON request to the API as the signed-in customer; throws with the answer when it is not `expected`. */
async function call<T>(
  base: string,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
  expected = [200, 201],
): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!expected.includes(res.status)) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 500)}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

async function upload(base: string, token: string, form: { userId: number; targetLanguageId: number; bytes: Buffer; filename: string }) {
  const body = new FormData();
  body.set('user_id', String(form.userId));
  body.set('target_language_id', String(form.targetLanguageId));
  body.set('file', new Blob([new Uint8Array(form.bytes)], { type: 'application/pdf' }), form.filename);
  const res = await fetch(`${base}/translations`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body });
  const answer = (await res.json()) as { translationId: number; pageCount: number };
  if (res.status !== 201) throw new Error(`upload of ${form.filename} refused: ${res.status} ${JSON.stringify(answer)}`);
  return answer;
}

interface IntakeRound {
  quote: Awaited<ReturnType<typeof upload>>;
  seconds: number;
  /** The product's CPU seconds, and of them its parsing processes' (pdf.js's and pdftotext). */
  cpu: number;
  parserCpu: number;
  /** pdftotext on the same file right after: seconds and CPU seconds; undefined when it is not installed. */
  poppler?: { seconds: number; cpu: number };
}

/**
 * CPU seconds the API's parsing processes waiting as spares have used (their boot, before the upload): the spare that
 * takes the upload exits during the intake, and its whole CPU then counts among the API's children.
 */
function sparesCpu(api: number): number {
  const spares = childrenOf(api).filter((pid) => processName(pid, '', api) === 'pdf-parse.worker');
  return spares.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
}

/** One upload → quote, timed, with the product's CPU over it (the spare's boot left out). */
async function timedIntake(api: number, send: () => ReturnType<typeof upload>): Promise<Omit<IntakeRound, 'poppler'>> {
  const cpuStart = cpuSeconds(api) + sparesCpu(api);
  const childCpuStart = cpuSeconds(api, 'children') + sparesCpu(api);
  const start = process.hrtime.bigint();
  const quote = await send();
  const elapsed = seconds(start);
  // The parsing processes exit once they have answered; their CPU counts once they have been waited for.
  await sleep(1000);
  return { quote, seconds: elapsed, cpu: cpuSeconds(api) - cpuStart, parserCpu: cpuSeconds(api, 'children') - childCpuStart };
}

async function timedPdftotext(book: string, out: string): Promise<IntakeRound['poppler']> {
  try {
    const start = process.hrtime.bigint();
    const cpuStart = cpuSeconds('self', 'children');
    await run('pdftotext', [book, out], { maxBuffer: 64 * 1024 * 1024 });
    return { seconds: seconds(start), cpu: cpuSeconds('self', 'children') - cpuStart };
  } catch {
    return undefined;
  }
}

function printIntake(rounds: IntakeRound[], pageCount: number): void {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const range = (values: number[], digits: number) =>
    values.length > 1 ? ` (${fmt(Math.min(...values), digits)}–${fmt(Math.max(...values), digits)})` : '';
  const of = rounds.length > 1 ? `, medians of ${rounds.length} rounds` : '';
  const cpu = median(rounds.map((r) => r.cpu));
  const parserCpu = median(rounds.map((r) => r.parserCpu));
  console.log(
    `upload → quote: ${pageCount} pages in ${fmt(median(rounds.map((r) => r.seconds)), 2)} s${range(
      rounds.map((r) => r.seconds),
      2,
    )}${of} (the product's CPU ${fmt(cpu, 2)} s, of which the parsing processes, pdf.js's and pdftotext, ${fmt(parserCpu, 2)} s and the API ${fmt(cpu - parserCpu, 2)} s)`,
  );
  const measured = rounds.filter((r) => r.poppler);
  if (measured.length === 0) return console.log('pdftotext not installed (Debian package poppler-utils): no comparison');
  const time = measured.map((r) => r.seconds / r.poppler!.seconds);
  const cpuRatio = measured.map((r) => r.cpu / r.poppler!.cpu);
  console.log(
    `pdftotext on the same file after each: ${fmt(median(measured.map((r) => r.poppler!.seconds)), 2)} s (CPU ${fmt(median(measured.map((r) => r.poppler!.cpu)), 2)} s); ratio upload→quote / pdftotext ${fmt(median(time), 2)}${range(time, 2)} in time, ${fmt(median(cpuRatio), 2)} in CPU`,
  );
}

/** The job's stage from its progress (pipeline-progress.util.ts's PROGRESS: extracted 10, translated 85, written 95). */
function stageOf(progress: number): string {
  if (progress < 10) return 'job: extract (the original parsed, blocks and segments)';
  if (progress < 85) return 'job: translate (the engine; the writer loads the original and sets finished blocks)';
  if (progress < 95) return 'job: write (the last blocks, the PDF saved)';
  return 'job: store and deliver';
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'pt-bench-memory-'));
  let product: Awaited<ReturnType<typeof startProduct>> | undefined;
  let sampler: MemorySampler | undefined;
  try {
    const book = await buildBook(dir);
    const bytes = readFileSync(book);
    console.log(
      `book: ${fmt(BOOK_PAGES)} pages of chelsea_pdta.pdf copies, ${fmt(statSync(book).size / 1024 / 1024, 1)} MB; ${availableParallelism()} CPUs, load average ${loadavg()
        .map((l) => fmt(l, 2))
        .join(' ')}`,
    );
    product = await startProduct(dir);
    const { base } = product;
    const api = product.child.pid!;
    sampler = new MemorySampler(api);
    const credentials = JSON.parse(readFileSync(join(dir, 'var', 'dev-credentials.json'), 'utf8')) as {
      user: { password: string };
    };
    const login = await call<{ token: string; user: { id: number } }>(base, null, 'POST', '/enterprise/users/login', {
      email: 'user@pagetranslate.local',
      password: credentials.user.password,
    });
    const { token } = login;
    for (const policy of ['privacy', 'terms']) await call(base, token, 'POST', `/${policy}/accept`, { language: 'en' });
    const countries = await call<Array<{ id: number; value: string }>>(base, token, 'GET', '/countries');
    const canada = countries.find((c) => c.value === 'CA')?.id;
    if (canada === undefined) throw new Error('Canada is not among the countries');
    await call(base, token, 'PUT', '/users/billing-address', {
      userId: login.user.id,
      street: '100 Queen St W',
      city: 'Toronto',
      region: 'ON',
      postalCode: 'M5H 2N2',
      countryId: canada,
    });
    const languages = await call<Array<{ id: number; value: string }>>(base, token, 'GET', '/translations/target-languages');
    const english = languages.find((l) => l.value === 'en')?.id;
    if (english === undefined) throw new Error('English is not among the target languages');
    const atRest = residentMb(api, true);
    console.log(
      `product up (node ${[...API_NODE_FLAGS, 'backend/dist/main.js'].join(' ')} on the embedded defaults): ${fmt(atRest.total)} MB resident (${fmt(atRest.pss)} MB proportional) over ${atRest.processes} processes (${[
        ...atRest.byName,
      ]
        .map(([name, mb]) => `${name} ${fmt(mb)}`)
        .join(', ')})\n`,
    );

    const form = { userId: login.user.id, targetLanguageId: english };
    await upload(base, token, { ...form, bytes: readFileSync(WARM_UP), filename: 'warm-up.pdf' });

    // Intake, then pdftotext on the same file, one after the other, INTAKE_ROUNDS times.
    sampler.enter('intake (upload → quote)');
    const rounds: IntakeRound[] = [];
    let quote: Awaited<ReturnType<typeof upload>> | undefined;
    for (let round = 0; round < INTAKE_ROUNDS; round++) {
      if (round > 0) await sleep(2000); // a customer's uploads are seconds apart: the next spare has booted
      const intake = await timedIntake(api, () => upload(base, token, { ...form, bytes, filename: 'book.pdf' }));
      quote = intake.quote;
      const poppler = await timedPdftotext(book, join(dir, 'book.txt'));
      rounds.push({ ...intake, poppler });
    }
    sampler.enter('idle');
    printIntake(rounds, quote!.pageCount);

    if (process.env.BENCH_INTAKE_ONLY !== '1') {
      const { stripePayment } = await call<{ stripePayment: { clientSecret: string } }>(base, token, 'POST', '/translations/payg_payment', {
        translationId: quote!.translationId,
      });
      const start = process.hrtime.bigint();
      await call(base, token, 'POST', '/payments/sandbox/confirm', {
        clientSecret: stripePayment.clientSecret,
        card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getUTCFullYear() + 4, cvc: '123' },
        billingName: 'Bench Customer',
      });
      sampler.enter(stageOf(0));
      let status = '';
      for (;;) {
        if (product.child.exitCode !== null || product.child.signalCode !== null)
          throw new Error(`the API exited during the job (${product.child.exitCode ?? product.child.signalCode}):\n${product.log()}`);
        let list: Array<{ id: number; status: { value: string }; progress: number }>;
        try {
          list = await call(base, token, 'GET', '/translations');
        } catch (err) {
          // A kept-alive connection the server closed as it was reused (its event loop busy past the keep-alive time): asked again.
          if ((err as Error).message !== 'fetch failed') throw err;
          await sleep(PROGRESS_POLL_MS);
          continue;
        }
        const row = list.find((item) => item.id === quote!.translationId);
        const now = row?.status.value ?? 'not listed';
        if (now !== status) console.log(`  ${fmt(seconds(start), 0)} s: ${now}`);
        status = now;
        if (status === 'completed' || status === 'failed') break;
        if (seconds(start) > JOB_TIMEOUT_S)
          throw new Error(`the job was not done within ${JOB_TIMEOUT_S} s (${status}):\n${product.log()}`);
        if (row) sampler.enter(stageOf(row.progress));
        await sleep(PROGRESS_POLL_MS);
      }
      const jobSeconds = seconds(start);
      sampler.enter('done');
      console.log(`translation job (paid → completed, the real worker): ${status} in ${fmt(jobSeconds, 0)} s`);
      if (status !== 'completed') console.log(product.log());
    }
    sampler.stop();
    console.log('\nPeaks of the product processes (the API and its descendants), per stage:');
    for (const stage of sampler.stages.keys()) if (!['start', 'idle', 'done'].includes(stage)) console.log(`  ${sampler.report(stage)}`);
    console.log(
      `peak of the whole run: ${fmt(sampler.overall)} MB resident, ${fmt(sampler.overallPss)} MB proportional; the harness (this process: ts-node, the HTTP client, the sampler; not counted) ${fmt(sampler.harness)} MB; load average now ${loadavg()
        .map((l) => fmt(l, 2))
        .join(' ')}`,
    );
  } finally {
    sampler?.stop();
    if (product) await stopProduct(product.child);
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
