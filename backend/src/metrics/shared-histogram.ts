import type { Redis } from 'ioredis';

export interface SharedHistogramOptions<L extends string> {
  name: string;
  help: string;
  labelNames: readonly L[];
  /** Upper bounds, ascending (seconds); +Inf is implied. */
  buckets: readonly number[];
  /** The Redis hash holding every series of this histogram. */
  key: string;
  redis: () => Promise<Redis>;
  /** Told when Redis could not be read at scrape time (the histogram is then left out of that scrape). */
  onReadError?: (err: unknown) => void;
}

/** One line of prom-client's exposition (what Registry formats). */
interface ExposedValue {
  metricName: string;
  labels: Record<string, string | number>;
  value: number;
}

const FIELD_SEPARATOR = '\u001f';

/**
 * A Prometheus histogram whose counts live in Redis, shared by every process of a deployment: a worker process adds
 * its observations (HINCRBY on one hash, in one MULTI), and any API replica exposes the totals when scraped. So job
 * durations measured in worker processes, which have no HTTP port, reach Prometheus through the API, each observation
 * counted once whichever replica is scraped, and the counts survive restarts (like a counter kept by Prometheus).
 *
 * Registered in a prom-client Registry as a metric object (`get()` answering the histogram's lines).
 */
export class SharedHistogram<L extends string> {
  readonly name: string;
  readonly help: string;
  readonly type = 'histogram';
  readonly aggregator = 'sum';

  constructor(private readonly options: SharedHistogramOptions<L>) {
    this.name = options.name;
    this.help = options.help;
    const sorted = [...options.buckets].sort((a, b) => a - b);
    if (sorted.some((b, i) => b !== options.buckets[i] || !Number.isFinite(b)))
      throw new Error(`${options.name}: buckets must be finite and ascending`);
  }

  /** Adds one observation (never negative: clocks of two machines may disagree by a little). */
  async observe(labels: Record<L, string>, value: number): Promise<void> {
    const seconds = Math.max(0, value);
    const series = this.options.labelNames.map((name) => String(labels[name] ?? '')).join(FIELD_SEPARATOR);
    const bucket = this.options.buckets.find((le) => seconds <= le);
    const le = bucket === undefined ? '+Inf' : String(bucket);
    const redis = await this.options.redis();
    await redis
      .multi()
      .hincrby(this.options.key, `${series}${FIELD_SEPARATOR}b${FIELD_SEPARATOR}${le}`, 1)
      .hincrbyfloat(this.options.key, `${series}${FIELD_SEPARATOR}sum`, seconds)
      .hincrby(this.options.key, `${series}${FIELD_SEPARATOR}count`, 1)
      .exec();
  }

  /** The exposition: cumulative `_bucket` lines per series (every bound, then +Inf), `_sum` and `_count`. */
  async get(): Promise<{ name: string; help: string; type: 'histogram'; aggregator: 'sum'; values: ExposedValue[] }> {
    let raw: Record<string, string>;
    try {
      raw = await (await this.options.redis()).hgetall(this.options.key);
    } catch (err) {
      this.options.onReadError?.(err);
      return { name: this.name, help: this.help, type: 'histogram', aggregator: 'sum', values: [] };
    }
    const series = new Map<string, { buckets: Map<string, number>; sum: number; count: number }>();
    for (const [field, value] of Object.entries(raw)) {
      const parts = field.split(FIELD_SEPARATOR);
      const labelCount = this.options.labelNames.length;
      const key = parts.slice(0, labelCount).join(FIELD_SEPARATOR);
      const entry = series.get(key) ?? { buckets: new Map<string, number>(), sum: 0, count: 0 };
      series.set(key, entry);
      const kind = parts[labelCount];
      if (kind === 'sum') entry.sum = Number(value);
      else if (kind === 'count') entry.count = Number(value);
      else if (kind === 'b') entry.buckets.set(parts[labelCount + 1], Number(value));
    }
    const values: ExposedValue[] = [];
    for (const [key, entry] of [...series.entries()].sort(([a], [b]) => a.localeCompare(b))) {
      const labelValues = key.split(FIELD_SEPARATOR);
      const labels = Object.fromEntries(this.options.labelNames.map((name, i) => [name, labelValues[i] ?? '']));
      let cumulative = 0;
      for (const le of this.options.buckets) {
        cumulative += entry.buckets.get(String(le)) ?? 0;
        values.push({ metricName: `${this.name}_bucket`, labels: { ...labels, le }, value: cumulative });
      }
      values.push({ metricName: `${this.name}_bucket`, labels: { ...labels, le: '+Inf' }, value: entry.count });
      values.push({ metricName: `${this.name}_sum`, labels, value: entry.sum });
      values.push({ metricName: `${this.name}_count`, labels, value: entry.count });
    }
    return { name: this.name, help: this.help, type: 'histogram', aggregator: 'sum', values };
  }

  /** Registry.resetMetrics() calls this: the shared counts belong to the deployment, not to this process. */
  reset(): void {}
}
