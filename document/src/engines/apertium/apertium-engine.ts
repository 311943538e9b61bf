import { join } from 'node:path';
import {
  isBlankSegment,
  LanguagePair,
  TranslationEngine,
  TranslationEngineError,
  UnsupportedLanguagePairError,
} from '../translation-engine';
import { normalizeLanguageCode, ParsedMode } from '../language-codes';
import { alreadyInTarget } from '../target-language-text.util';
import { BATCHES_PER_SWITCH, ModeGate } from './apertium-mode-gate';
import { defaultAllocator } from './apertium-allocator';
import { GLIBC_SIZE, JEMALLOC_SIZE, modeSizes } from './apertium-mode-size';
import {
  onlyPlaces,
  PlaceOccurrence,
  placeNameTable,
  restorePlaces,
  standInPlaces,
  tidyFrenchArticles,
  writePlaces,
} from './apertium-place-names';
import { capitalWords, inCapitals, respell, restoreAccents, toCapitals } from './apertium-capitals';
import { ApertiumProcess } from './apertium-process';
import { properNounCandidates, ProperNounAnalyser, restoreStandIns, standInNames, trimName } from './apertium-proper-nouns';
import { chooseRoutes, MEASURED_PIVOTS, PivotChoice, RouteChoice, sentencesToRetry } from './apertium-route-choice';
import { ApertiumRoute, buildRoutes, discoverModes, routeKey } from './apertium-routes';
import { decodeSegment, encodeSegment, EncodedSegment, toPivotInput } from './apertium-stream';
import { countMarks, restoreUnknownWords, trackWords, TrackedSegment } from './apertium-tracking';

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
  /** First and retry route per pair by pivot language (apertium-route-choice.ts). Default MEASURED_PIVOTS. */
  pivots?: Readonly<Record<string, PivotChoice>>;
  /** Track words through the stages (apertium-tracking.ts): unknown words go out as the source word. Default true. */
  trackWords?: boolean;
  /**
   * Modes whose pipelines are resident at once (apertium-mode-gate.ts): a mode not resident waits for one with nothing
   * in flight, which is closed first. Default 2 (a pivot route's two legs; the retry route's take their place).
   */
  maxResidentModes?: number;
  /**
   * The resident modes' estimated sizes together at most this (MB; apertium-mode-size.ts), a mode alone always
   * admitted. Default 300: a pivot route's two small legs stream together, the Catalan retry route's legs (fra-cat
   * ~230 MB under jemalloc, ~330 without) one after the other. 0: no bound.
   */
  maxResidentMb?: number;
  /** A malloc library preloaded into the pipelines' stages; '' for the C library's. Default: jemalloc when installed
   * (apertium-allocator.ts). */
  allocator?: string;
  /**
   * A mode unused for this long has its pipelines closed (ms); 0: kept until close(). Default DEFAULT_IDLE_MS (5 s):
   * a job keeps its modes busy (batches in flight) until its last batch, and the writer's peak, saving the PDF, comes
   * after it; pipelines kept for a minute held ~340 MB resident beside it (975 pages). Starting a mode again costs
   * 0.2–1.2 s.
   */
  idleMs?: number;
}

const closedError = (name: string) => new TranslationEngineError('the Apertium engine is closed', 'permanent', name);

/** Default of `maxResidentModes`. */
export const DEFAULT_MAX_RESIDENT_MODES = 2;
/** Default of `idleMs`. */
export const DEFAULT_IDLE_MS = 5_000;
/** Default of `maxResidentMb`. */
export const DEFAULT_MAX_RESIDENT_MB = 300;

/** Per tracked segment: the indexes of proper nouns kept, the stream to translate, its names of several words stood in for. */
interface ProperNouns {
  keep: Set<number>;
  stream: string;
  names: number[][];
  standIn?: string;
}

/** A run of word indexes without the given ones, as the runs left between them. */
function splitAt(name: number[], cut: ReadonlySet<number>): number[][] {
  if (cut.size === 0) return [name];
  const runs: number[][] = [[]];
  for (const i of name) {
    if (cut.has(i)) runs.push([]);
    else runs[runs.length - 1].push(i);
  }
  return runs.filter((run) => run.length > 0);
}

/** What the engine did since it was made (for the benchmark and logs). */
export interface ApertiumEngineStats {
  segments: number;
  /** Segments sent through the retry route, and those whose retry result was kept. */
  retried: number;
  retryKept: number;
  /** Words that came out unknown and went out as their source words. */
  restoredWords: number;
  /** Capitalised words kept as they are (proper nouns the engine does not know as such). */
  properNouns: number;
  /** Place names given in the target language from the table (apertium-place-names.ts). */
  placeNames: number;
}

/**
 * Apertium (Debian packages), embedded. Pairs come from the installed modes; pairs without a mode go
 * through a pivot language (en→fr = eng-spa then es-fr). See ApertiumProcess for the process model.
 */
export class ApertiumEngine implements TranslationEngine {
  readonly name = 'apertium';
  readonly batchesInFlight = BATCHES_PER_SWITCH;
  private readonly dataDir: string;
  private readonly processesPerMode: number;
  private readonly timeoutMs: number;
  private readonly chunkSegments: number;
  private readonly pivots: Readonly<Record<string, PivotChoice>>;
  private readonly tracking: boolean;
  private readonly allocator?: string;
  private modesPromise?: Promise<ParsedMode[]>;
  private routesPromise?: Promise<Map<string, ApertiumRoute>>;
  private sizesPromise?: Promise<Map<string, number>>;
  private sizes = new Map<string, number>();
  private readonly analysers = new Map<string, ProperNounAnalyser>();
  readonly stats: ApertiumEngineStats = { segments: 0, retried: 0, retryKept: 0, restoredWords: 0, properNouns: 0, placeNames: 0 };
  private readonly pools = new Map<string, ApertiumProcess[]>();
  private readonly gate: ModeGate;
  private closed = false;

  constructor(options: ApertiumEngineOptions = {}) {
    this.dataDir = options.dataDir ?? '/usr/share/apertium';
    this.processesPerMode = Math.max(1, options.processesPerMode ?? 1);
    this.timeoutMs = options.timeoutMs ?? 120_000;
    this.chunkSegments = Math.max(1, options.chunkSegments ?? 64);
    this.pivots = options.pivots ?? MEASURED_PIVOTS;
    this.tracking = options.trackWords ?? true;
    this.allocator = options.allocator;
    this.gate = new ModeGate({
      maxModes: options.maxResidentModes ?? DEFAULT_MAX_RESIDENT_MODES,
      idleMs: options.idleMs ?? DEFAULT_IDLE_MS,
      maxMb: options.maxResidentMb ?? DEFAULT_MAX_RESIDENT_MB,
      sizeMb: (mode) => this.sizes.get(mode) ?? 0,
      close: (mode) => this.closeMode(mode),
    });
  }

  private modes(): Promise<ParsedMode[]> {
    this.modesPromise ??= discoverModes(this.dataDir);
    return this.modesPromise;
  }

  /** Estimated resident size of each installed mode (MB), for the gate's `maxMb` (read once). */
  private modeSizes(): Promise<Map<string, number>> {
    this.sizesPromise ??= this.modes()
      .then((modes) =>
        modeSizes(
          this.dataDir,
          modes.map((m) => m.mode),
          (this.allocator ?? defaultAllocator()) ? JEMALLOC_SIZE : GLIBC_SIZE,
        ),
      )
      .then((sizes) => (this.sizes = sizes));
    return this.sizesPromise;
  }

  private routes(): Promise<Map<string, ApertiumRoute>> {
    this.routesPromise ??= this.modes().then(buildRoutes);
    return this.routesPromise;
  }

  /** The first route of a pair and the retry route for sentences left with unknown words (apertium-route-choice.ts). */
  async routeChoice(source: string, target: string): Promise<RouteChoice | undefined> {
    const route = await this.route(source, target);
    return route && chooseRoutes(await this.modes(), route, this.pivots);
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
    const choice = await this.routeChoice(source, target);
    if (!choice) throw new UnsupportedLanguagePairError(this.name, source, target);
    await this.modeSizes();

    const out = segments.slice();
    const work: { index: number; encoded: EncodedSegment; tracked: TrackedSegment; places: PlaceOccurrence[] }[] = [];
    const [from, to] = [normalizeLanguageCode(source), normalizeLanguageCode(target)];
    const table = this.tracking ? placeNameTable(from, to) : undefined;
    // Segments in capitals (apertium-capitals.ts): given back in capitals, French ones given their accents first.
    const capitals = segments.map(inCapitals);
    // French in capitals without its accents ("RESSOURCES NECESSAIRES"): the accents put back (apertium-capitals.ts).
    const spelt = this.tracking && from === 'fr' ? await this.accented(segments, capitals, choice.first.modes[0]) : segments;
    spelt.forEach((segment, index) => {
      const encoded = isBlankSegment(segment) ? undefined : encodeSegment(segment);
      if (!encoded) return;
      // Already in the target language (a quotation, one half of a bilingual document): left as it is.
      if (alreadyInTarget(segment, from, to)) return;
      const tracked = this.tracking ? trackWords(encoded.stream) : { stream: encoded.stream, words: [], separators: [] };
      const places = table?.find(tracked.words, tracked.separators) ?? [];
      this.stats.placeNames += places.length;
      // Nothing but place names (a table cell): written from the table, without the engine's articles.
      if (places.length > 0 && onlyPlaces(tracked, places))
        out[index] = decodeSegment(writePlaces(tracked.stream, places), encoded.lead, encoded.trail);
      else work.push({ index, encoded, tracked, places });
    });

    const chunks: (typeof work)[] = [];
    for (let i = 0; i < work.length; i += this.chunkSegments) chunks.push(work.slice(i, i + this.chunkSegments));
    this.stats.segments += work.length;
    await Promise.all(
      chunks.map(async (chunk) => {
        // Place names go through as stand-in places the engine knows (apertium-place-names.ts).
        const tracked: TrackedSegment[] = chunk.map((w) =>
          w.places.length > 0 ? { ...w.tracked, stream: standInPlaces(w.tracked.stream, w.places) } : w.tracked,
        );
        // Proper nouns first: a name of several words goes through as one stand-in proper noun.
        const names: ProperNouns[] = this.tracking
          ? await this.properNouns(
              choice.first.modes[0],
              tracked,
              chunk.map((w) => new Set(w.places.flatMap((p) => p.indexes))),
            )
          : tracked.map((t) => ({ keep: new Set<number>(), stream: t.stream, names: [] }));
        const keep = names.map((n) => n.keep);
        // Segments in capitals with no stand-in (a name, a place) cross a pivot in lower case (toPivotInput).
        const lowerCase = (n: ProperNouns, w: (typeof chunk)[number]) => capitals[w.index] && w.places.length === 0 && n.names.length === 0;
        const inputs = names.map((n, k) => ({ stream: n.stream, lowerCase: lowerCase(n, chunk[k]) }));
        const first = await this.runRoute(choice.first, inputs);
        const streams = first.streams;
        const words = tracked.map((t, k) => (this.tracking ? t.words.length : chunk[k].encoded.stream.split(/\s+/).length));
        const redo = choice.retry ? sentencesToRetry(first.unknown, words, choice) : [];
        if (choice.retry && redo.length > 0) {
          // Sentences the first route left unknown words in: the retry route; the result with fewer unknown words wins.
          this.stats.retried += redo.length;
          const retried = redo.map((k) => inputs[k]);
          const second = await this.runRoute(choice.retry, retried);
          redo.forEach((k, r) => {
            if (second.unknown[r] < first.unknown[k]) {
              streams[k] = second.streams[r];
              this.stats.retryKept += 1;
            }
          });
        }
        chunk.forEach((w, k) => {
          let stream = streams[k];
          if (this.tracking) {
            stream = restorePlaces(stream, w.places);
            const restored = restoreUnknownWords(stream, tracked[k].words, keep[k]);
            this.stats.restoredWords += restored.replaced;
            this.stats.properNouns += keep[k].size;
            stream = names[k].standIn
              ? restoreStandIns(restored.stream, names[k].names, tracked[k].words, names[k].standIn)
              : restored.stream;
          }
          const text = decodeSegment(stream, w.encoded.lead, w.encoded.trail);
          const tidy =
            w.places.length > 0 && to === 'fr'
              ? tidyFrenchArticles(
                  text,
                  w.places.flatMap((p) => [p.target, p.target.charAt(0).toUpperCase() + p.target.slice(1)]),
                )
              : text;
          // A segment in capitals goes out in capitals (apertium-capitals.ts).
          out[w.index] = capitals[w.index] ? toCapitals(tidy) : tidy;
        });
      }),
    );
    return out;
  }

  /**
   * Per tracked segment, the indexes of the proper nouns to keep as they are, and the stream to translate: names of
   * several words kept stand in as one proper noun the first stage knows (apertium-proper-nouns.ts).
   */
  private async properNouns(mode: string, tracked: TrackedSegment[], places: Set<number>[]): Promise<ProperNouns[]> {
    // Words of place names are not proper nouns to keep: a name is cut where one is.
    const candidates = tracked.map((t, k) => properNounCandidates(t.words, t.separators).flatMap((name) => splitAt(name, places[k])));
    const words = candidates.flatMap((c, k) => c.flat().map((i) => tracked[k].words[i]));
    if (words.length === 0) return tracked.map((t) => ({ keep: new Set<number>(), stream: t.stream, names: [] }));
    const analyser = this.analyser(mode);
    const keep = await analyser.keep(words);
    const standIn = candidates.some((c) => c.some((name) => name.length > 1)) ? await analyser.standIn() : undefined;
    return candidates.map((c, k) => {
      const t = tracked[k];
      const single = c.filter((name) => name.length === 1 && keep.alone.has(t.words[name[0]]));
      // A name of several words: without its leading and trailing words that are not name words ("The"), each of
      // the others a name word; a place or a word known capitalised ("New York", "Monday") leaves it to the engine.
      const names = c.filter((name) => name.length > 1).map((name) => trimName(name, (i) => keep.inName.has(t.words[i])));
      const kept = names.filter((name) => name.length > 1 && name.every((i) => keep.inName.has(t.words[i])));
      const several = standIn ? standInNames(t.stream, kept, standIn) : { stream: t.stream, replaced: [] };
      return { keep: new Set([...single, ...several.replaced].flat()), stream: several.stream, names: several.replaced, standIn };
    });
  }

  /** The first stage's analyser of a mode (proper nouns, accents of words in capitals). */
  private analyser(mode: string): ProperNounAnalyser {
    let analyser = this.analysers.get(mode);
    if (!analyser) this.analysers.set(mode, (analyser = new ProperNounAnalyser(join(this.dataDir, 'modes', `${mode}.mode`))));
    return analyser;
  }

  /** Segments in capitals with the accents of their words put back where the analyser knows the accented spelling only. */
  private async accented(segments: string[], capitals: readonly boolean[], mode: string): Promise<string[]> {
    const words = segments.map((s, k) => (capitals[k] ? capitalWords(s) : []));
    if (words.every((w) => w.length === 0)) return segments;
    const analyser = this.analyser(mode);
    const spellings = await restoreAccents(words.flat(), (batch) => analyser.known(batch));
    return segments.map((s, k) => (words[k].length > 0 ? respell(s, spellings) : s));
  }

  /** Stream segments through a route's modes; the last stage's output and each segment's unknown words over all stages. */
  private async runRoute(
    route: ApertiumRoute,
    inputs: readonly { stream: string; lowerCase: boolean }[],
  ): Promise<{ streams: string[]; unknown: number[] }> {
    let streams = inputs.map((i) => i.stream);
    const unknown = inputs.map(() => 0);
    for (let leg = 0; leg < route.modes.length; leg++) {
      if (leg > 0) streams = streams.map((s, k) => toPivotInput(s, { lowerCase: inputs[k].lowerCase }));
      const [mode, input] = [route.modes[leg], streams];
      // A translation let through by close() (the gate lets its waiters go) starts no pipeline of a closed engine.
      const work = () => (this.closed ? Promise.reject(closedError(this.name)) : this.process(mode).translate(input));
      streams = await this.gate.use(mode, work, { next: route.modes[leg + 1], reserved: leg > 0 });
      streams.forEach((s, k) => (unknown[k] += countMarks(s).unknown));
    }
    return { streams, unknown };
  }

  /** The least busy pipeline of the mode's pool, starting a new one while the pool is not full. */
  private process(mode: string): ApertiumProcess {
    let pool = this.pools.get(mode);
    if (!pool) this.pools.set(mode, (pool = []));
    const idle = pool.find((p) => p.load === 0);
    if (idle) return idle;
    if (pool.length < this.processesPerMode) {
      const p = new ApertiumProcess({ mode, dataDir: this.dataDir, timeoutMs: this.timeoutMs, allocator: this.allocator });
      pool.push(p);
      return p;
    }
    return pool.reduce((a, b) => (b.load < a.load ? b : a));
  }

  /** Closes a mode's pipelines (the gate does, when another mode needs the room or this one stays unused). */
  private async closeMode(mode: string): Promise<void> {
    const pool = this.pools.get(mode) ?? [];
    this.pools.delete(mode);
    await Promise.all(pool.map((p) => p.close()));
  }

  /** The pipelines with nothing in flight close now (a job's last segment is answered); the next call starts them. */
  rest(): Promise<void> {
    return this.gate.rest();
  }

  /** Modes whose pipelines are resident now (tests, logs). */
  residentModes(): string[] {
    return this.gate.resident;
  }

  /** Pids of the running pipelines by mode (tests kill one to check it is restarted). */
  processIds(): Record<string, number[]> {
    const ids: Record<string, number[]> = {};
    for (const [mode, pool] of this.pools) ids[mode] = pool.map((p) => p.pid).filter((pid): pid is number => pid !== undefined);
    return ids;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.gate.clear();
    const pools = [...this.pools.values()].flat();
    this.pools.clear();
    const analysers = [...this.analysers.values()];
    this.analysers.clear();
    await Promise.all([...pools.map((p) => p.close()), ...analysers.map((a) => a.close())]);
  }
}
