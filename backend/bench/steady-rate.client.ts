/**
 * A steady load for `npm run bench:http`, in its own process: GET `url` at `rate` requests per second, one request
 * every 1/rate s for `seconds` (an open loop: a request is sent at its time whether or not earlier ones were answered),
 * over at most `connections` keep-alive connections. Each latency is counted from the request's scheduled time to the
 * end of its answer, so a slow answer that delays the ones behind it (queued for a connection) is counted in theirs
 * too (no coordinated omission). Prints one JSON line (SteadyResult).
 *
 * Why not `autocannon -R`: autocannon's rate is a budget per connection per second: each connection sends its share
 * back to back as soon as the second begins and waits for the next one, so 300/s over 20 connections is a burst of 300
 * requests, 20 at a time, then silence; and its correction for coordinated omission takes 1/rate in seconds for an
 * interval in milliseconds (1 ms), adding a made-up sample per millisecond of every answer slower than that.
 *
 * Usage: ts-node steady-rate.client.ts URL RATE SECONDS CONNECTIONS [HEADERS_JSON]
 */
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

export interface SteadyResult {
  /** Requests scheduled, and those answered 2xx in full. */
  sent: number;
  ok: number;
  /** Answered with another status, failed (connection, timeout) or not answered by the end. */
  errors: number;
  /** Answers per second over the run (scheduled time of the first request to the last answer). */
  rps: number;
  /** Latencies of the 2xx answers from their scheduled time, milliseconds. */
  p50: number;
  p99: number;
  max: number;
  /** How late this process sent its requests after their scheduled time (its own event loop), p99 in milliseconds. */
  sendLateP99: number;
}

const TIMEOUT_MS = 10_000;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function steadyLoad(
  url: string,
  rate: number,
  seconds: number,
  connections: number,
  headers: Record<string, string>,
): Promise<SteadyResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const latencies: number[] = [];
  const late: number[] = [];
  let errors = 0;
  let done = 0;
  let next = 0;
  let lastEnd = 0;
  const start = performance.now() + 20;

  return new Promise((resolve) => {
    const finish = () => {
      if (++done < total) return;
      agent.destroy();
      latencies.sort((a, b) => a - b);
      late.sort((a, b) => a - b);
      resolve({
        sent: total,
        ok: latencies.length,
        errors,
        rps: (total * 1000) / Math.max(1, lastEnd - start),
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        max: latencies[latencies.length - 1] ?? NaN,
        sendLateP99: percentile(late, 99),
      });
    };
    const send = (scheduled: number) => {
      late.push(performance.now() - scheduled);
      const req = request(url, { agent, headers, timeout: TIMEOUT_MS }, (res) => {
        res.resume();
        res.on('end', () => {
          lastEnd = performance.now();
          if (res.statusCode !== undefined && res.statusCode >= 200 && res.statusCode < 300) latencies.push(lastEnd - scheduled);
          else errors++;
          finish();
        });
        res.on('error', () => {
          errors++;
          finish();
        });
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        errors++;
        finish();
      });
      req.end();
    };
    const tick = () => {
      const now = performance.now();
      while (next < total && start + next * interval <= now) send(start + next++ * interval);
      if (next < total) setTimeout(tick, Math.max(0, start + next * interval - performance.now()));
    };
    setTimeout(tick, 20);
  });
}

if (require.main === module) {
  const [url, rate, seconds, connections, headers] = process.argv.slice(2);
  steadyLoad(url, Number(rate), Number(seconds), Number(connections), headers ? (JSON.parse(headers) as Record<string, string>) : {}).then(
    (result) => {
      process.stdout.write(`${JSON.stringify(result)}\n`);
      process.exit(0);
    },
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
