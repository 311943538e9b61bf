/**
 * How many Apertium modes (each a pipeline of ~10 processes holding its dictionaries: 140 MB for fr-es, 420 MB for
 * fra-cat) are resident at once, and how long an unused one stays. A translation that needs a mode that is not
 * resident waits until the resident ones have no work in flight (or, past `patienceMs`, until one of them has none);
 * an idle one is closed first (its memory given back), then the waiting mode starts. Work for a resident mode goes
 * straight in. Waiting for all of them keeps a job's first route from being closed between two of its chunks (the
 * pivot's first leg idle while the second works) for a retry, started again for the next chunk, and so on: 4–7
 * pipeline starts a job instead of 4, each start of the Catalan retry route ~0.9 s of CPU.
 *
 * With the routes of a pair (a first route through one pivot, a retry route through another: four modes for en→fr),
 * at most `maxModes` pipelines' memory is held instead of all four: the chunks of the batches in flight go through the
 * first route, then their retries through the retry route once the first route has nothing left to do, and so on.
 * Each switch starts pipelines again (0.2–1.2 s); the engine's callers keep a few batches in flight, so a switch
 * serves all of their chunks at once.
 *
 * Modes differ in size by up to 7× (proportional sets under the C library's malloc: fr-es ~90 MB, fra-cat ~320,
 * cat-fra ~630; a third less under jemalloc: the transducers are read into each process's heap, nothing is mapped
 * from the files), so `maxMb` bounds their sum as well: a mode is admitted while the resident modes' `sizeMb` plus
 * its own stay within it, and alone whatever its size. With `maxMb` 300 the Spanish pivot's two legs (~140–190 MB)
 * stream together, and the Catalan retry route's legs (fra-cat ~230–320 MB, cat-eng ~85–105) run one after the other
 * instead of holding ~310–425 MB at once.
 *
 * A mode unused for `idleMs` is closed too: an idle server holds no pipeline.
 */
export interface ModeGateOptions {
  /** Modes resident at most (at least 1). */
  maxModes: number;
  /** An unused mode is closed after this long (ms); 0: never. */
  idleMs: number;
  /** Resident modes' sizes (`sizeMb`) together at most this (MB), a mode alone always admitted; 0 or absent: no bound. */
  maxMb?: number;
  /** How long a waiting mode lets busy resident modes finish before an idle one is closed for it (ms; default 1,500). */
  patienceMs?: number;
  /** A mode's resident size (MB), for `maxMb`; unknown: 0. */
  sizeMb?(mode: string): number;
  /** Closes a mode's pipelines; resolves once they are gone. */
  close(mode: string): Promise<void>;
}

interface Waiter {
  mode: string;
  resolve(): void;
  /** When it started waiting (performance.now()). */
  since: number;
}

const DEFAULT_PATIENCE_MS = 1_500;

/**
 * A job's batches the engine takes at once (ApertiumEngine.batchesInFlight): their chunks go through the first route,
 * then their retries through the retry route, one switch for them all. With 4 batches of 20,000 characters in flight
 * a 40-page document switched three times where one translateBatch of it switched once (measured: 8 pipeline starts
 * a job instead of 4, the Catalan retry route's ~1.5 s of CPU each time, more than the job's own work). 16 batches
 * (~55 dense pages) switch once; the job's progress moves by such steps.
 */
export const BATCHES_PER_SWITCH = 16;

export class ModeGate {
  /** Resident modes → work in flight. */
  private readonly inUse = new Map<string, number>();
  /** Modes being closed (still holding memory until their close resolves), and their sizes. */
  private closing = 0;
  private closingMb = 0;
  private readonly waiting: Waiter[] = [];
  private readonly idleTimers = new Map<string, NodeJS.Timeout>();
  private readonly maxModes: number;
  /** Wakes the gate when the first waiter's patience runs out while resident modes are busy. */
  private patienceTimer: NodeJS.Timeout | undefined;
  private pumpScheduled = false;
  /** Modes that work admitted to an earlier leg will ask for next, and how many such works. */
  private readonly reserved = new Map<string, number>();

  constructor(private readonly options: ModeGateOptions) {
    this.maxModes = Math.max(1, Math.floor(options.maxModes));
  }

  /**
   * Runs `work` with `mode` resident (waiting for room first when it is not). `next`: the mode the same work goes
   * through after this one (a pivot's next leg), held for it from the moment it is admitted here until it asks for it
   * (`reserved`) or fails: a resident mode that work in an earlier leg will need is not closed for a waiting one, even
   * when it is idle for a moment between two chunks.
   */
  async use<T>(mode: string, work: () => Promise<T>, options: { next?: string; reserved?: boolean } = {}): Promise<T> {
    if (options.reserved) this.unreserve(mode);
    await this.enter(mode);
    if (options.next) this.reserved.set(options.next, (this.reserved.get(options.next) ?? 0) + 1);
    let done = false;
    try {
      const result = await work();
      done = true;
      return result;
    } finally {
      if (!done && options.next) this.unreserve(options.next);
      this.leave(mode);
    }
  }

  private unreserve(mode: string): void {
    const left = (this.reserved.get(mode) ?? 1) - 1;
    if (left > 0) return void this.reserved.set(mode, left);
    this.reserved.delete(mode);
    if (this.waiting.length > 0) this.pumpSoon();
  }

  /** Nothing in flight and nothing on its way from an earlier leg. */
  private idle(mode: string, running: number): boolean {
    return running === 0 && !this.reserved.has(mode);
  }

  /** The modes resident now (for tests and logs). */
  get resident(): string[] {
    return [...this.inUse.keys()];
  }

  /** Closes now every resident mode with nothing in flight (as their idle time would); resolves once they are gone. */
  async rest(): Promise<void> {
    const idle = [...this.inUse].filter(([mode, n]) => this.idle(mode, n)).map(([mode]) => mode);
    await Promise.all(idle.map((mode) => this.evict(mode)));
  }

  /** Forgets every mode and timer (the engine closes the pipelines itself). */
  clear(): void {
    for (const timer of this.idleTimers.values()) clearTimeout(timer);
    this.idleTimers.clear();
    clearTimeout(this.patienceTimer);
    this.patienceTimer = undefined;
    this.inUse.clear();
    this.reserved.clear();
    for (const waiter of this.waiting.splice(0)) waiter.resolve();
  }

  private enter(mode: string): Promise<void> {
    const running = this.inUse.get(mode);
    if (running !== undefined) {
      this.inUse.set(mode, running + 1);
      this.stopIdleTimer(mode);
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      this.waiting.push({ mode, resolve, since: performance.now() });
      this.pump();
    });
  }

  private leave(mode: string): void {
    const running = (this.inUse.get(mode) ?? 1) - 1;
    if (!this.inUse.has(mode)) return; // cleared meanwhile
    this.inUse.set(mode, running);
    if (running > 0) return;
    if (this.waiting.length > 0) this.pumpSoon();
    else if (this.options.idleMs > 0) {
      const timer = setTimeout(() => {
        this.idleTimers.delete(mode);
        if (this.inUse.get(mode) === 0) void this.evict(mode);
      }, this.options.idleMs);
      timer.unref?.();
      this.idleTimers.set(mode, timer);
    }
  }

  /**
   * Pumps once the work that just left has run its continuations: a chunk whose first leg ended asks for its second
   * leg's mode at once, and a mode it finds resident must not be closed for a waiter in between (the retry route then
   * started, the pivot's second leg started again for that chunk, the retry route again: ~1.5 s of CPU each time).
   */
  private pumpSoon(): void {
    if (this.pumpScheduled) return;
    this.pumpScheduled = true;
    setImmediate(() => {
      this.pumpScheduled = false;
      this.pump();
    });
  }

  /** Admits waiting modes while there is room, closing resident modes that have nothing in flight to make some. */
  private pump(): void {
    while (this.waiting.length > 0) {
      const next = this.waiting[0].mode;
      const running = this.inUse.get(next);
      if (running !== undefined) {
        // Resident again (another waiter's admission): everyone waiting for it goes in.
        this.admit(next, running);
        continue;
      }
      if (this.inUse.size + this.closing < this.maxModes && this.fits(next)) {
        this.admit(next, 0);
        continue;
      }
      const idle = [...this.inUse].find(([mode, n]) => this.idle(mode, n))?.[0];
      if (idle === undefined) return; // room comes when a resident mode's work ends (leave → pump)
      if (this.waitsForBusyModes()) return;
      void this.evict(idle);
    }
  }

  /**
   * Whether the first waiter still lets busy resident modes finish (its patience not spent): then the gate wakes when
   * their work ends (leave → pump) or its patience runs out, whichever comes first.
   */
  private waitsForBusyModes(): boolean {
    if ([...this.inUse].every(([mode, n]) => this.idle(mode, n))) return false;
    const left = this.waiting[0].since + (this.options.patienceMs ?? DEFAULT_PATIENCE_MS) - performance.now();
    if (left <= 0) return false;
    if (!this.patienceTimer) {
      this.patienceTimer = setTimeout(() => {
        this.patienceTimer = undefined;
        this.pump();
      }, left);
      this.patienceTimer.unref?.();
    }
    return true;
  }

  /** Whether `mode` fits beside the resident and closing modes within `maxMb` (alone, it always does). */
  private fits(mode: string): boolean {
    const maxMb = this.options.maxMb ?? 0;
    if (maxMb <= 0 || this.inUse.size + this.closing === 0) return true;
    let held = this.closingMb;
    for (const resident of this.inUse.keys()) held += this.size(resident);
    return held + this.size(mode) <= maxMb;
  }

  private size(mode: string): number {
    return this.options.sizeMb?.(mode) ?? 0;
  }

  private admit(mode: string, running: number): void {
    const admitted = this.waiting.filter((w) => w.mode === mode);
    this.waiting.splice(0, this.waiting.length, ...this.waiting.filter((w) => w.mode !== mode));
    this.inUse.set(mode, running + admitted.length);
    this.stopIdleTimer(mode);
    for (const waiter of admitted) waiter.resolve();
  }

  private evict(mode: string): Promise<void> {
    this.stopIdleTimer(mode);
    this.inUse.delete(mode);
    const mb = this.size(mode);
    this.closing++;
    this.closingMb += mb;
    return this.options
      .close(mode)
      .catch(() => undefined)
      .finally(() => {
        this.closing--;
        this.closingMb -= mb;
        this.pump();
      });
  }

  private stopIdleTimer(mode: string): void {
    const timer = this.idleTimers.get(mode);
    if (timer) clearTimeout(timer);
    this.idleTimers.delete(mode);
  }
}
