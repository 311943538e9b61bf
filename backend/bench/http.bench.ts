/**
 * `npm run bench:http`: the API's reads under load. The product on its embedded defaults (bench-app.ts) with a customer
 * holding BENCH_OWN_ROWS translations (default 500) among BENCH_OTHER_ROWS rows of other customers (default 10,000);
 * autocannon (a separate process, so the load does not share this process's event loop) against GET /health and each
 * read, one after the other in the same run:
 *
 * - throughput: as many requests as BENCH_CONNECTIONS connections (default 20) get answered in BENCH_SECONDS
 *   (default 5 s, after 1 s of warm-up): requests per second, p99, and the ratio to /health's requests per second;
 *   with the server's CPU time per request in that run (this process's) and /health's divided by it;
 * - a steady BENCH_RATE requests per second (default 300) for BENCH_SECONDS, one request every 1/rate s over at most
 *   BENCH_CONNECTIONS connections (steady-rate.client.ts, its own process): p99 of the latencies counted from each
 *   request's scheduled time, and whether every answer was a 2xx. Not autocannon's `-R`, which sends each second's
 *   requests in one burst at full speed and then waits (steady-rate.client.ts says why); BENCH_AUTOCANNON_RATE=1 adds
 *   its p99 at the same rate as a last column, for comparison.
 *
 * A measurement, not a test; the targets of issue 2.6 are printed beside the ratios. The machine's load average is
 * printed before and after: other work on the machine lowers every figure, /health's included, and not equally, so
 * /health is measured first and again last, and the ratios are to the mean of the two.
 */
import 'reflect-metadata';
import { execFile } from 'node:child_process';
import { AddressInfo } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { promisify } from 'node:util';
import { MikroORM } from '@mikro-orm/core';
import { Translation, TranslationStatus } from '../src/translations/entities/translation.entity';
import { User } from '../src/users/entities/user.entity';
import { API, createPublicCustomer } from '../test/utils/accounts';
import { targetLanguageId } from '../test/utils/translations';
import { BenchApp, startBenchApp } from './bench-app';
import type { SteadyResult } from './steady-rate.client';

const run = promisify(execFile);
const OWN_ROWS = Number(process.env.BENCH_OWN_ROWS ?? 500);
const OTHER_ROWS = Number(process.env.BENCH_OTHER_ROWS ?? 10_000);
const OTHER_USERS = 100;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const RATE = Number(process.env.BENCH_RATE ?? 300);
const AUTOCANNON = require.resolve('autocannon/autocannon.js');
const TS_NODE = require.resolve('ts-node/register/transpile-only');
const STEADY_CLIENT = require.resolve('./steady-rate.client');
const AUTOCANNON_RATE = process.env.BENCH_AUTOCANNON_RATE === '1';

interface Endpoint {
  name: string;
  path: string;
  signedIn?: boolean;
  /** Request headers beyond the token (autocannon sends no Accept-Encoding of its own). */
  headers?: Record<string, string>;
  /** Issue 2.6's lower bound for the ratio to /health. */
  target?: number;
}

const ENDPOINTS: Endpoint[] = [
  { name: '/health', path: `${API}/health` },
  { name: '/countries', path: `${API}/countries`, target: 0.5 },
  { name: '/translations/target-languages', path: `${API}/translations/target-languages` },
  { name: '/future-products', path: `${API}/future-products` },
  { name: '/config', path: `${API}/config` },
  { name: '/user', path: `${API}/user`, signedIn: true, target: 0.3 },
  { name: `/translations (${OWN_ROWS} rows)`, path: `${API}/translations`, signedIn: true, target: 0.25 },
  // As browsers ask for it: the JSON compressed (from the kept answer, not per request).
  { name: `/translations (${OWN_ROWS} rows, br)`, path: `${API}/translations`, signedIn: true, headers: { 'accept-encoding': 'br, gzip' } },
];

/** The parts of autocannon's JSON result read here. */
interface CannonResult {
  requests: { average: number; total: number };
  latency: { p99: number; average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

interface Row {
  endpoint: Endpoint;
  rps: number;
  p99: number;
  failures: number;
  fixedP99: number;
  fixedRps: number;
  fixedFailures: number;
  /** How late the steady client sent its requests (p99, ms): its own delays, counted in fixedP99. */
  sendLateP99: number;
  /** autocannon -R's p99 at the same rate (BENCH_AUTOCANNON_RATE=1). */
  burstP99?: number;
  /** CPU time this process (the server) spent per answered request in the throughput run, microseconds. */
  cpuPerRequest: number;
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-CA', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const load = () =>
  loadavg()
    .map((l) => fmt(l, 2))
    .join(' ');

async function cannon(url: string, headers: Record<string, string>, args: string[]): Promise<CannonResult> {
  const headerArgs = Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]);
  const { stdout } = await run(process.execPath, [AUTOCANNON, '-j', '-n', ...headerArgs, ...args, url], { maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(stdout) as CannonResult;
}

const failuresOf = (r: CannonResult) => r.errors + r.timeouts + r.non2xx;

async function steady(url: string, headers: Record<string, string>): Promise<SteadyResult> {
  const args = [TS_NODE, STEADY_CLIENT, url, String(RATE), String(SECONDS), String(CONNECTIONS), JSON.stringify(headers)];
  const { stdout } = await run(process.execPath, ['-r', ...args]);
  return JSON.parse(stdout) as SteadyResult;
}

/** The customer's rows and the other customers' rows, written straight into the table (statuses and dates varied). */
async function seed(bench: BenchApp): Promise<{ token: string }> {
  const { user, token } = await createPublicCustomer(bench.t, { policies: true, language: 'en' });
  const em = bench.app.get(MikroORM).em.fork();
  const french = await targetLanguageId(bench.t, 'fr');
  const spanish = await targetLanguageId(bench.t, 'es');
  const others: number[] = [];
  for (let i = 0; i < OTHER_USERS; i++) others.push((await createPublicCustomer(bench.t)).user.id);
  const statuses: TranslationStatus[] = ['completed', 'completed', 'in-progress', 'failed', 'created'];
  const start = Date.now() - (OWN_ROWS + OTHER_ROWS) * 60_000;
  let n = 0;
  const row = (owner: number, i: number) => {
    const status = statuses[i % statuses.length];
    const createdAt = new Date(start + n * 60_000);
    n++;
    return {
      orderNumber: `PT-BENCH-${String(n).padStart(8, '0')}`,
      user: owner,
      status,
      isRefunded: status === 'failed',
      targetLanguage: i % 2 ? french : spanish,
      sourceLanguage: 'en',
      outputFormat: i % 3 ? 'pdf' : 'docx',
      sourceFileName: `report-${i}.pdf`,
      sourceBlobName: `originals/bench-${n}.pdf`,
      sourceSha256: '0'.repeat(64),
      sourceSizeBytes: 123_456,
      pageCount: 1 + (i % 40),
      wordCount: 300 * (1 + (i % 40)),
      imageOnlyPages: [],
      targetBlobName: status === 'completed' ? `results/bench-${n}.pdf` : null,
      pagePriceCents: 295,
      subTotalCents: 295 * (1 + (i % 40)),
      currency: 'CAD',
      progress: status === 'completed' ? 100 : status === 'in-progress' ? 40 : 0,
      paidAt: createdAt,
      createdAt,
      updatedAt: createdAt,
    };
  };
  const rows = [
    ...Array.from({ length: OTHER_ROWS / 2 }, (_, i) => row(others[i % others.length], i)),
    ...Array.from({ length: OWN_ROWS }, (_, i) => row(user.id, i)),
    ...Array.from({ length: OTHER_ROWS - OTHER_ROWS / 2 }, (_, i) => row(others[i % others.length], i)),
  ];
  for (let i = 0; i < rows.length; i += 500) await em.insertMany(Translation, rows.slice(i, i + 500) as never[]);
  const own = await em.count(Translation, { user: user.id });
  const total = await em.count(Translation, {});
  const users = await em.count(User, {});
  console.log(
    `data: ${fmt(own)} translations of the customer, ${fmt(total - own)} of ${OTHER_USERS} other customers (${fmt(users)} users)`,
  );
  return { token };
}

async function main() {
  console.log(`${availableParallelism()} CPUs, load average ${load()} (1, 5, 15 min)`);
  const bench = await startBenchApp({ name: 'bench-http', embeddedRedis: true });
  try {
    const { token } = await seed(bench);
    await bench.app.listen(0, '127.0.0.1');
    const { port } = bench.app.getHttpServer().address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;
    const headersOf = (e: Endpoint): Record<string, string> => ({
      ...(e.signedIn ? { authorization: `Bearer ${token}` } : {}),
      ...e.headers,
    });

    // Each read answers what it should before it is measured.
    for (const e of ENDPOINTS) {
      const res = await fetch(base + e.path, { headers: headersOf(e) });
      if (res.status !== 200) throw new Error(`${e.name}: ${res.status} ${await res.text()}`);
      if (e.headers?.['accept-encoding'] && !res.headers.get('content-encoding')) throw new Error(`${e.name}: not compressed`);
      const body = await res.json();
      if (e.path === `${API}/translations` && body.length !== OWN_ROWS)
        throw new Error(`/translations answered ${body.length} rows, not ${OWN_ROWS}`);
    }

    console.log(
      `autocannon: ${CONNECTIONS} connections, ${SECONDS} s per read after 1 s of warm-up; then ${RATE} requests/s for ${SECONDS} s\n`,
    );
    const rows: Row[] = [];
    for (const endpoint of [...ENDPOINTS, { ...ENDPOINTS[0], name: '/health (again)' }]) {
      const url = base + endpoint.path;
      const headers = headersOf(endpoint);
      await cannon(url, headers, ['-c', String(CONNECTIONS), '-d', '1']);
      const cpuBefore = process.cpuUsage();
      const free = await cannon(url, headers, ['-c', String(CONNECTIONS), '-d', String(SECONDS)]);
      const cpu = process.cpuUsage(cpuBefore);
      const fixed = await steady(url, headers);
      const burst = AUTOCANNON_RATE
        ? await cannon(url, headers, ['-c', String(CONNECTIONS), '-d', String(SECONDS), '-R', String(RATE)])
        : undefined;
      rows.push({
        endpoint,
        rps: free.requests.average,
        p99: free.latency.p99,
        failures: failuresOf(free),
        fixedP99: fixed.p99,
        fixedRps: fixed.rps,
        fixedFailures: fixed.errors + failuresOf(burst ?? ({ errors: 0, timeouts: 0, non2xx: 0 } as CannonResult)),
        sendLateP99: fixed.sendLateP99,
        burstP99: burst?.latency.p99,
        cpuPerRequest: (cpu.user + cpu.system) / Math.max(1, free.requests.total),
      });
    }

    const health = (rows[0].rps + rows[rows.length - 1].rps) / 2;
    const healthCpu = (rows[0].cpuPerRequest + rows[rows.length - 1].cpuPerRequest) / 2;
    const header = ['read', 'req/s', 'p99 ms', 'ratio', 'target', `p99 ms @${RATE}/s`, 'sent late', 'errors', 'CPU µs/req', 'CPU ratio'];
    if (AUTOCANNON_RATE) header.push(`autocannon -R ${RATE} p99`);
    const table = rows.map((r) => [
      r.endpoint.name,
      fmt(r.rps),
      fmt(r.p99),
      fmt(r.rps / health, 2),
      r.endpoint.target === undefined ? '' : `≥ ${fmt(r.endpoint.target, 2)} ${r.rps / health >= r.endpoint.target ? 'ok' : 'MISSED'}`,
      `${fmt(r.fixedP99, 1)} ${r.fixedP99 <= 25 ? 'ok' : 'MISSED'} (${fmt(r.fixedRps)}/s)`,
      fmt(r.sendLateP99, 1),
      String(r.failures + r.fixedFailures),
      fmt(r.cpuPerRequest),
      fmt(healthCpu / r.cpuPerRequest, 2),
      ...(AUTOCANNON_RATE ? [fmt(r.burstP99 ?? NaN)] : []),
    ]);
    const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
    const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
    console.log(line(header));
    for (const row of table) console.log(line(row));
    console.log(
      `\nratios to /health's mean of ${fmt(health)} req/s; p99 target at a steady ${RATE}/s (from each request's scheduled time): ≤ 25 ms, ` +
        `no errors; 'sent late': p99 of how late the steady client (another process) sent its requests, ms, counted in that p99. ` +
        `Load average after: ${load()}\n` +
        `CPU: this process's (the server's) CPU time per answered request in the throughput run, and /health's (mean of both runs) ` +
        `divided by it: what a read costs the server, much less bent by other work on the machine than requests per second`,
    );
  } finally {
    await bench.close();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
