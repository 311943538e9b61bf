/**
 * LOG_FORMAT=pretty: pino's JSON lines turned into one readable line each, for a person at a terminal (`npm start`).
 * A request reads `12:03:04.512 INFO  POST /prod/api/translations 201 in 35 ms`; anything else
 * `12:03:04.512 WARN  [PaymentsModule] message key=value`, an error's stack on the lines below. Nest's start-up
 * listing (every module and route, ~100 lines; Swagger UI has the routes) shows only at LOG_LEVEL=debug or trace, so
 * the banner is not lost in it. Production and LOG_FORMAT=json keep pino's JSON, all of it (logger.options.ts).
 */

/** Nest's start-up listing: which modules loaded and which routes were mapped. */
const STARTUP_LISTING = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer']);

const LEVELS: Record<number, { label: string; color: number }> = {
  10: { label: 'TRACE', color: 90 },
  20: { label: 'DEBUG', color: 90 },
  30: { label: 'INFO', color: 32 },
  40: { label: 'WARN', color: 33 },
  50: { label: 'ERROR', color: 31 },
  60: { label: 'FATAL', color: 35 },
};

/** Fields every line has, or that the line shows in its own place. */
const SHOWN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'context', 'req', 'res', 'responseTime', 'err', 'error']);

interface LogRecord {
  level?: number;
  time?: number;
  msg?: string;
  context?: string;
  req?: { id?: string; method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { type?: string; message?: string; stack?: string };
  [key: string]: unknown;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function clock(ms: number | undefined): string {
  const at = new Date(ms ?? Date.now());
  return `${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}.${pad(at.getMilliseconds(), 3)}`;
}

function value(v: unknown): string {
  if (typeof v === 'string') return /\s/.test(v) || v === '' ? JSON.stringify(v) : v;
  return JSON.stringify(v) ?? String(v);
}

/** One pino record as one line (plus an error's stack), coloured with ANSI codes when `color`. */
export function formatLogRecord(record: LogRecord, { color }: { color: boolean }): string {
  const level = LEVELS[record.level ?? 30] ?? { label: String(record.level), color: 0 };
  const paint = (code: number, text: string) => (color && code ? `\u001b[${code}m${text}\u001b[39m` : text);
  const parts = [paint(90, clock(record.time)), paint(level.color, level.label.padEnd(5))];
  if (record.context) parts.push(paint(36, `[${record.context}]`));
  if (record.res && record.req) {
    // pino-http's line at the end of a request.
    const status = record.res.statusCode ?? 0;
    const time = typeof record.responseTime === 'number' ? ` in ${record.responseTime} ms` : '';
    parts.push(`${record.req.method} ${record.req.url} ${paint(status >= 500 ? 31 : status >= 400 ? 33 : 0, String(status))}${time}`);
    if (record.msg && !/^request (completed|errored)$/.test(record.msg)) parts.push(record.msg);
  } else {
    if (record.msg) parts.push(record.msg);
    if (record.req?.method) parts.push(paint(90, `(${record.req.method} ${record.req.url})`));
  }
  for (const [key, v] of Object.entries(record)) if (!SHOWN.has(key) && v !== undefined) parts.push(paint(90, `${key}=${value(v)}`));
  const err = record.err ?? (record.error as LogRecord['err']);
  let line = parts.join(' ');
  if (err && typeof err === 'object') {
    const stack = typeof err.stack === 'string' ? err.stack : `${err.type ?? 'Error'}: ${err.message ?? ''}`;
    line += `\n${stack.replace(/^/gm, '    ')}`;
  }
  return line;
}

/** A pino destination writing each record as formatLogRecord does; a line that is not JSON passes through. */
export class PrettyLogStream {
  constructor(
    private readonly out: { write(text: string): unknown; isTTY?: boolean } = process.stdout,
    private readonly options: { startupListing?: boolean } = {},
  ) {}

  private get color(): boolean {
    return Boolean(this.out.isTTY) && !process.env.NO_COLOR;
  }

  write(chunk: string): void {
    for (const text of chunk.split('\n')) {
      if (!text) continue;
      let record: LogRecord;
      try {
        record = JSON.parse(text) as LogRecord;
      } catch {
        this.out.write(`${text}\n`);
        continue;
      }
      if (!this.options.startupListing && (record.level ?? 30) <= 30 && STARTUP_LISTING.has(record.context ?? '')) continue;
      this.out.write(`${formatLogRecord(record, { color: this.color })}\n`);
    }
  }
}
