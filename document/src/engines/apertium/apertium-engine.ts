import {
  isBlankSegment,
  LanguagePair,
  TranslationEngine,
  TranslationEngineError,
  UnsupportedLanguagePairError,
} from '../translation-engine';
import { normalizeLanguageCode } from '../language-codes';
import { ApertiumProcess } from './apertium-process';
import { ApertiumRoute, buildRoutes, discoverModes, routeKey } from './apertium-routes';
import { decodeSegment, encodeSegment, EncodedSegment, toPivotInput } from './apertium-stream';

export interface ApertiumEngineOptions {
  /** Apertium's data directory (modes/ under it). Default /usr/share/apertium. */
  dataDir?: string;
  /** Resident pipelines per mode. Each is already ~10 concurrent processes (one per stage). Default 1. */
  processesPerMode?: number;
  /** Time limit of one batch (ms). Default 120 s. */
  timeoutMs?: number;
  /** Segments per chunk written to a pipeline; chunks of a batch spread over the pool and, on pivot
   * routes, let the second leg start while the first is still translating. Default 64. */
  chunkSegments?: number;
}

/**
 * Apertium (Debian packages), embedded. Pairs come from the installed modes; pairs without a mode go
 * through a pivot language (en→fr = eng-spa then es-fr). See ApertiumProcess for the process model.
 */
export class ApertiumEngine implements TranslationEngine {
  readonly name = 'apertium';
  private readonly dataDir: string;
  private readonly processesPerMode: number;
  private readonly timeoutMs: number;
  private readonly chunkSegments: number;
  private routesPromise?: Promise<Map<string, ApertiumRoute>>;
  private readonly pools = new Map<string, ApertiumProcess[]>();
  private closed = false;

  constructor(options: ApertiumEngineOptions = {}) {
    this.dataDir = options.dataDir ?? '/usr/share/apertium';
    this.processesPerMode = Math.max(1, options.processesPerMode ?? 1);
    this.timeoutMs = options.timeoutMs ?? 120_000;
    this.chunkSegments = Math.max(1, options.chunkSegments ?? 64);
  }

  private routes(): Promise<Map<string, ApertiumRoute>> {
    this.routesPromise ??= discoverModes(this.dataDir).then(buildRoutes);
    return this.routesPromise;
  }

  async pairs(): Promise<LanguagePair[]> {
    const routes = [...(await this.routes()).values()];
    return routes
      .map((r) => (r.via ? { source: r.source, target: r.target, via: r.via } : { source: r.source, target: r.target }))
      .sort((a, b) => a.source.localeCompare(b.source) || a.target.localeCompare(b.target));
  }

  async canTranslate(source: string, target: string): Promise<boolean> {
    return (await this.routes()).has(routeKey(normalizeLanguageCode(source), normalizeLanguageCode(target)));
  }

  async targetLanguages(): Promise<string[]> {
    return [...new Set([...(await this.routes()).values()].map((r) => r.target))].sort();
  }

  /** The route a pair would take (for logs, tests and the benchmark). */
  async route(source: string, target: string): Promise<ApertiumRoute | undefined> {
    return (await this.routes()).get(routeKey(normalizeLanguageCode(source), normalizeLanguageCode(target)));
  }

  async translateBatch(segments: string[], source: string, target: string): Promise<string[]> {
    if (this.closed) throw new TranslationEngineError('the Apertium engine is closed', 'permanent', this.name);
    const route = await this.route(source, target);
    if (!route) throw new UnsupportedLanguagePairError(this.name, source, target);

    const out = segments.slice();
    const work: { index: number; encoded: EncodedSegment }[] = [];
    segments.forEach((segment, index) => {
      const encoded = isBlankSegment(segment) ? undefined : encodeSegment(segment);
      if (encoded) work.push({ index, encoded });
    });

    const chunks: (typeof work)[] = [];
    for (let i = 0; i < work.length; i += this.chunkSegments) chunks.push(work.slice(i, i + this.chunkSegments));
    await Promise.all(
      chunks.map(async (chunk) => {
        let streams = chunk.map((w) => w.encoded.stream);
        for (let leg = 0; leg < route.modes.length; leg++) {
          if (leg > 0) streams = streams.map(toPivotInput);
          streams = await this.process(route.modes[leg]).translate(streams);
        }
        chunk.forEach((w, k) => (out[w.index] = decodeSegment(streams[k], w.encoded.lead, w.encoded.trail)));
      }),
    );
    return out;
  }

  /** The least busy pipeline of the mode's pool, starting a new one while the pool is not full. */
  private process(mode: string): ApertiumProcess {
    let pool = this.pools.get(mode);
    if (!pool) this.pools.set(mode, (pool = []));
    const idle = pool.find((p) => p.load === 0);
    if (idle) return idle;
    if (pool.length < this.processesPerMode) {
      const p = new ApertiumProcess({ mode, dataDir: this.dataDir, timeoutMs: this.timeoutMs });
      pool.push(p);
      return p;
    }
    return pool.reduce((a, b) => (b.load < a.load ? b : a));
  }

  /** Pids of the running pipelines by mode (tests kill one to check it is restarted). */
  processIds(): Record<string, number[]> {
    const ids: Record<string, number[]> = {};
    for (const [mode, pool] of this.pools) ids[mode] = pool.map((p) => p.pid).filter((pid): pid is number => pid !== undefined);
    return ids;
  }

  async close(): Promise<void> {
    this.closed = true;
    const pools = [...this.pools.values()].flat();
    this.pools.clear();
    await Promise.all(pools.map((p) => p.close()));
  }
}
