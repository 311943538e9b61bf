import { ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer, Socket } from 'node:net';

/** Answers whether something accepts TCP connections at host:port within timeoutMs. */
export function isReachable(host: string, port: number, timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(port, host, () => done(true));
  });
}

export function redisUrlReachable(url: string): Promise<boolean> {
  const u = new URL(url);
  return isReachable(u.hostname, Number(u.port || 6379));
}

/** A TCP port on 127.0.0.1 nothing listens on right now (the OS picked it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface EmbeddedRedis {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts a private redis-server child (embedded mode, and tests on a machine without Redis):
 * loopback only, append-only persistence under dataDir, and noeviction, which BullMQ requires. On a free port the
 * OS picks, or on `port` (a test restarting "the same" Redis after stopping it).
 */
export async function startEmbeddedRedis(dataDir: string, opts: { persist?: boolean; port?: number } = {}): Promise<EmbeddedRedis> {
  mkdirSync(dataDir, { recursive: true });
  const port = opts.port ?? (await freePort());
  const persist = opts.persist ?? true;
  const args = [
    '--bind',
    '127.0.0.1',
    '--port',
    String(port),
    '--dir',
    dataDir,
    '--appendonly',
    persist ? 'yes' : 'no',
    '--save',
    '',
    '--maxmemory-policy',
    'noeviction',
    '--protected-mode',
    'yes',
    '--daemonize',
    'no',
  ];
  let child: ChildProcess;
  try {
    child = spawn('redis-server', args, { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (err) {
    throw new Error(`Could not start redis-server (${(err as Error).message}). Install Debian's redis-server or set REDIS_URL.`);
  }
  let exited: string | undefined;
  child.once('error', (err) => (exited = `redis-server could not start: ${err.message}. Install Debian's redis-server or set REDIS_URL.`));
  child.once('exit', (code) => (exited ??= `redis-server exited with code ${code}`));
  for (let i = 0; i < 100; i++) {
    if (exited) throw new Error(exited);
    if (await isReachable('127.0.0.1', port, 200)) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  if (!(await isReachable('127.0.0.1', port, 500))) throw new Error('redis-server did not start listening within 5 s');
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
  return { url: `redis://127.0.0.1:${port}`, stop };
}
