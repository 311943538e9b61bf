import { formatLogRecord, PrettyLogStream } from './pretty-log';

const at = new Date(2026, 10, 27, 9, 5, 7, 42).getTime();

describe('formatLogRecord', () => {
  it('a request: method, path, status and time on one line', () => {
    const line = formatLogRecord(
      {
        level: 30,
        time: at,
        pid: 1,
        hostname: 'h',
        req: { id: 'r1', method: 'GET', url: '/prod/api/user' },
        res: { statusCode: 200 },
        responseTime: 12,
        msg: 'request completed',
      },
      { color: false },
    );
    expect(line).toBe('09:05:07.042 INFO  GET /prod/api/user 200 in 12 ms');
  });

  it('an event: its module, message and other fields; an error’s stack below, indented', () => {
    const line = formatLogRecord(
      {
        level: 50,
        time: at,
        context: 'TranslationPipeline',
        msg: 'job failed',
        translationId: 7,
        reason: 'engine down',
        err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at x (y.ts:1:1)' },
      },
      { color: false },
    );
    expect(line).toBe(
      '09:05:07.042 ERROR [TranslationPipeline] job failed translationId=7 reason="engine down"\n    Error: boom\n        at x (y.ts:1:1)',
    );
  });

  it('a log line from inside a request names the request', () => {
    expect(
      formatLogRecord({ level: 40, time: at, msg: 'slow', req: { method: 'POST', url: '/prod/api/translations' } }, { color: false }),
    ).toBe('09:05:07.042 WARN  slow (POST /prod/api/translations)');
  });

  it('colours the level only when asked', () => {
    expect(formatLogRecord({ level: 40, time: at, msg: 'm' }, { color: true })).toContain('\u001b[33mWARN \u001b[39m');
    expect(formatLogRecord({ level: 40, time: at, msg: 'm' }, { color: false })).not.toContain('\u001b[');
  });
});

describe('PrettyLogStream', () => {
  it('writes one line per JSON record and passes other text through', () => {
    const written: string[] = [];
    const stream = new PrettyLogStream({ write: (text: string) => written.push(text) });
    stream.write(`${JSON.stringify({ level: 30, time: at, msg: 'ready' })}\nnot json\n`);
    expect(written).toEqual(['09:05:07.042 INFO  ready\n', 'not json\n']);
  });

  it('leaves out Nest’s start-up listing of modules and routes, unless asked (LOG_LEVEL=debug)', () => {
    const listing = [
      { level: 30, time: at, context: 'RouterExplorer', msg: 'Mapped {/prod/api/user, GET} route' },
      { level: 30, time: at, context: 'InstanceLoader', msg: 'AppModule dependencies initialized' },
      { level: 30, time: at, context: 'NestApplication', msg: 'Nest application successfully started' },
    ]
      .map((r) => JSON.stringify(r))
      .join('\n');
    const quiet: string[] = [];
    new PrettyLogStream({ write: (text: string) => quiet.push(text) }).write(listing);
    expect(quiet).toEqual(['09:05:07.042 INFO  [NestApplication] Nest application successfully started\n']);
    const detailed: string[] = [];
    new PrettyLogStream({ write: (text: string) => detailed.push(text) }, { startupListing: true }).write(listing);
    expect(detailed).toHaveLength(3);
  });
});
