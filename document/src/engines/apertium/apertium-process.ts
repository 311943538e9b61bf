import { ChildProcess, execFile, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { TranslationEngineError } from '../translation-engine';
import { defaultAllocator, withAllocator } from './apertium-allocator';

const execFileAsync = promisify(execFile);

/**
 * One long-lived Apertium pipeline for one mode (e.g. eng-spa), in null-flush mode.
 *
 * Why null-flush and not one `apertium` run per batch (measured on this machine, 5,000 English words,
 * eng-spa): starting a pipeline costs ~0.15–0.5 s (it loads a dozen dictionaries and transducers), which
 * would dominate batches of a few pages, while a resident pipeline in null-flush mode translates at the
 * same words/s as a one-shot `apertium` run on the whole text (figures in engines/README.md).
 * Every stage of the pipeline is started with `-z` (from `apertium-wblank-mode -z`, what `apertium -z`
 * runs): a stage flushes its output and writes a NUL each time it reads one. Each segment is written
 * followed by a NUL, so the k-th NUL-terminated piece of output is the k-th segment written; many
 * segments (of many batches) are written at once and stream through all stages concurrently.
 *
 * `apertium -z -f txt` itself is not used: its deformatter opens /dev/stdin, which fails on the socket
 * Node gives a child as stdin, and apertium-destxt is not null-flush aware. apertium-stream.ts does the
 * txt (de)formatting instead.
 *
 * Concurrency: the pipeline is a FIFO. A batch is written in one go and queued; output pieces are handed
 * to the queued batches in order, so batches submitted concurrently never interleave.
 *
 * Failures: a pipeline that exits is restarted and the batches it held are written again (each batch at
 * most `maxAttempts` times, so input that crashes Apertium fails instead of looping). A batch not done
 * within `timeoutMs` is rejected (transient); if the pipeline produced nothing at all during that time it
 * is considered hung and restarted. close() ends the process group.
 */
export interface ApertiumProcessOptions {
  mode: string;
  dataDir: string;
  timeoutMs: number;
  maxAttempts?: number;
  /** A malloc library preloaded into the stages holding the dictionaries (LD_PRELOAD); '' for the C library's. Default:
   * jemalloc when installed (apertium-allocator.ts: the dictionaries take a third less memory). */
  allocator?: string;
}

interface Job {
  segments: Buffer;
  count: number;
  results: string[];
  attempts: number;
  abandoned: boolean;
  timer?: NodeJS.Timeout;
  resolve(results: string[]): void;
  reject(error: Error): void;
}

const pipelineCache = new Map<string, Promise<string>>();

/** The mode's shell pipeline with `-z` on every stage (cached per mode file). */
export function nullFlushPipeline(modeFile: string): Promise<string> {
  let p = pipelineCache.get(modeFile);
  if (!p) {
    p = execFileAsync('apertium-wblank-mode', ['-z', modeFile], { encoding: 'utf8' })
      .then(({ stdout }) => stdout.trim())
      // Older Apertium without apertium-wblank-mode: add -z after each program of the mode file.
      .catch(async () => (await readFile(modeFile, 'utf8')).trim().replace(/(^|\|)\s*(\S+)/g, '$1 $2 -z'));
    pipelineCache.set(modeFile, p);
    p.catch(() => pipelineCache.delete(modeFile));
  }
  return p;
}

/** A UTF-8 locale for the C++ tools (they read wide characters): the caller's if it is one, else C.UTF-8. */
function utf8Env(): NodeJS.ProcessEnv {
  const current = process.env.LC_ALL || process.env.LC_CTYPE || process.env.LANG || '';
  return /utf-?8/i.test(current) ? process.env : { ...process.env, LC_ALL: 'C.UTF-8' };
}

export class ApertiumProcess {
  private child?: ChildProcess;
  private starting?: Promise<ChildProcess>;
  private queue: Job[] = [];
  private pending: Buffer[] = [];
  private stderrTail = '';
  private lastOutputAt = Date.now();
  private closed = false;
  /** Segments written and not yet answered (for picking the least busy process of a pool). */
  private backlog = 0;
  readonly maxAttempts: number;

  constructor(private readonly options: ApertiumProcessOptions) {
    this.maxAttempts = options.maxAttempts ?? 2;
  }

  get mode(): string {
    return this.options.mode;
  }

  get load(): number {
    return this.backlog;
  }

  /** Process id of the running pipeline's shell (its process group), for tests and diagnostics. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /**
   * Sends stream-format segments (no NULs inside) and resolves with the raw output of each, in order.
   */
  translate(streamSegments: string[]): Promise<string[]> {
    if (this.closed) return Promise.reject(this.error('the Apertium engine is closed', 'permanent'));
    if (streamSegments.length === 0) return Promise.resolve([]);
    return new Promise<string[]>((resolve, reject) => {
      const job: Job = {
        segments: Buffer.from(streamSegments.join('\0') + '\0', 'utf8'),
        count: streamSegments.length,
        results: [],
        attempts: 0,
        abandoned: false,
        resolve,
        reject,
      };
      job.timer = setTimeout(() => this.onTimeout(job), this.options.timeoutMs);
      job.timer.unref?.();
      this.queue.push(job);
      this.backlog += job.count;
      void this.write(job);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) this.fail(job, this.error('the Apertium engine was closed', 'transient'));
    this.backlog = 0;
    const child = this.child ?? (await this.starting?.catch(() => undefined));
    this.child = undefined;
    if (child) await stopChild(child);
  }

  private async write(job: Job): Promise<void> {
    job.attempts += 1;
    let child: ChildProcess;
    try {
      child = await this.ensureStarted();
    } catch (err) {
      this.remove(job);
      this.fail(job, this.error(`could not start Apertium mode ${this.mode}: ${(err as Error).message}`, 'permanent', err));
      return;
    }
    if (child !== this.child) return; // the pipeline died meanwhile: restart() writes the job again
    if (job.abandoned) {
      this.remove(job); // timed out before it was written: it must not wait for output in the FIFO
      return;
    }
    if (this.backlog === job.count) this.lastOutputAt = Date.now(); // was idle: hang detection starts now
    child.stdin!.write(job.segments);
  }

  private ensureStarted(): Promise<ChildProcess> {
    if (this.child) return Promise.resolve(this.child);
    if (!this.starting) {
      this.starting = this.start().finally(() => (this.starting = undefined));
    }
    return this.starting;
  }

  private async start(): Promise<ChildProcess> {
    const modeFile = join(this.options.dataDir, 'modes', `${this.mode}.mode`);
    const pipeline = withAllocator(await nullFlushPipeline(modeFile), this.options.allocator ?? defaultAllocator());
    if (this.closed) throw new Error('closed');
    // $1: generator flag (-g: unknown words keep their marks, removed by decodeSegment); $2: tagger flags.
    const child = spawn('bash', ['-c', `set -o pipefail; ${pipeline}`, `apertium-${this.mode}`, '-g', ''], {
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: true, // its own process group, so close() and restarts end every stage of the pipeline
      env: utf8Env(),
    });
    await new Promise<void>((resolve, reject) => {
      child.once('spawn', resolve);
      child.once('error', reject);
    });
    child.on('error', () => undefined); // e.g. a failed kill(); the 'exit' event does the bookkeeping
    this.child = child;
    this.stderrTail = '';
    this.pending = [];
    this.lastOutputAt = Date.now();
    child.stdin.on('error', () => undefined); // EPIPE when the pipeline dies; handled by 'exit'
    child.stdout.on('data', (chunk: Buffer) => this.onData(child, chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      this.stderrTail = (this.stderrTail + chunk.toString('utf8')).slice(-2000);
    });
    child.once('exit', (code, signal) => this.onExit(child, code, signal));
    return child;
  }

  private onData(child: ChildProcess, chunk: Buffer): void {
    if (child !== this.child) return;
    this.lastOutputAt = Date.now();
    let start = 0;
    let nul = chunk.indexOf(0, start);
    while (nul !== -1) {
      this.pending.push(chunk.subarray(start, nul));
      const piece = Buffer.concat(this.pending).toString('utf8');
      this.pending = [];
      this.deliver(piece);
      start = nul + 1;
      nul = chunk.indexOf(0, start);
    }
    if (start < chunk.length) this.pending.push(chunk.subarray(start));
  }

  private deliver(piece: string): void {
    const job = this.queue[0];
    if (!job) return; // stray output (cannot happen in null-flush mode; ignored)
    job.results.push(piece);
    this.backlog -= 1;
    if (job.results.length === job.count) {
      this.queue.shift();
      clearTimeout(job.timer);
      if (!job.abandoned) job.resolve(job.results);
    }
  }

  private onExit(child: ChildProcess, code: number | null, signal: NodeJS.Signals | null): void {
    if (child !== this.child) return;
    this.child = undefined;
    if (this.closed) return;
    child.stdin?.destroy(); // the first stage reads EOF
    killGroup(child, 'SIGKILL'); // and every stage still alive after the shell died ends
    const reason = `Apertium mode ${this.mode} exited (${signal ?? `code ${code}`})${this.stderrTail ? `: ${this.stderrTail.trim()}` : ''}`;
    this.restart(reason);
  }

  /** Writes the unfinished batches again to a new pipeline (abandoned ones are dropped). */
  private restart(reason: string): void {
    const jobs = this.queue.splice(0);
    this.backlog = 0;
    for (const job of jobs) {
      if (job.abandoned) continue;
      if (job.attempts >= this.maxAttempts) {
        this.fail(job, this.error(reason, 'transient'));
        continue;
      }
      job.results = [];
      this.queue.push(job);
      this.backlog += job.count;
    }
    for (const job of this.queue) void this.write(job);
  }

  private onTimeout(job: Job): void {
    if (job.abandoned || !this.queue.includes(job)) return;
    // The job stays in the FIFO (its output, if it ever comes, is discarded) so later batches stay aligned.
    job.abandoned = true;
    job.reject(this.error(`Apertium mode ${this.mode} did not answer within ${this.options.timeoutMs} ms`, 'transient'));
    if (Date.now() - this.lastOutputAt >= this.options.timeoutMs && this.child) {
      // Nothing came out for the whole period: the pipeline is hung. Kill it; onExit restarts the rest.
      killGroup(this.child, 'SIGKILL');
    }
  }

  private remove(job: Job): void {
    const i = this.queue.indexOf(job);
    if (i !== -1) {
      this.queue.splice(i, 1);
      this.backlog -= job.count - job.results.length;
    }
  }

  private fail(job: Job, error: Error): void {
    clearTimeout(job.timer);
    if (!job.abandoned) job.reject(error);
    job.abandoned = true;
  }

  private error(message: string, kind: 'permanent' | 'transient', cause?: unknown): TranslationEngineError {
    return new TranslationEngineError(message, kind, 'apertium', { cause });
  }
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (!child.pid) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/**
 * Ends the pipeline: its stages are killed (SIGKILL) and the shell, which reaps them, exits; stdin is closed as well,
 * and a pipeline still there after a second is killed whole (process group). Nothing is in flight when it is called
 * (close() failed the batches first). Closing stdin alone, every stage reading EOF and freeing its dictionaries, took
 * cat-fra (~400 MB) 0.2 s on an idle machine and 0.8 s under load, while the mode gate kept the mode waiting for that
 * memory (a job's first batches, after another pair's pipelines) from starting. The stages, not the process group:
 * the shell reaps them, so no zombie is left to a process 1 that may not reap orphans.
 */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    killGroup(child, 'SIGKILL');
    return;
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.stdin?.end();
  for (const pid of childrenOf(child)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 1000);
  await exited;
  clearTimeout(timer);
  killGroup(child, 'SIGKILL');
}

/** The shell's child processes (Linux /proc), none where that cannot be read: the stages then end on EOF. */
function childrenOf(child: ChildProcess): number[] {
  try {
    return readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}
