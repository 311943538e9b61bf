import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The monorepo's root (this file is frontend/browser-tests/support/product.ts). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** Screenshots and the product's log of a browser-test run (git-ignored). */
export const OUTPUT_DIR = join(REPO_ROOT, 'test-output', 'browser');

export interface DemoAccount {
  email: string;
  password: string;
}

/** What the global setup hands to the tests (serialisable: it crosses into the test worker). */
export interface ProductInfo {
  baseUrl: string;
  varDir: string;
  mailDir: string;
  /** The variables the product was started with (on top of the inherited environment). */
  env: Record<string, string>;
  demo: { manager: DemoAccount; user: DemoAccount };
}

export interface RunningProduct {
  info: ProductInfo;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function reachable(url: string, timeoutMs = 500): Promise<boolean> {
  let host: string;
  let port: number;
  try {
    const u = new URL(url);
    host = u.hostname;
    port = Number(u.port || 6379);
  } catch {
    return Promise.resolve(false);
  }
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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts the built product (`node backend/dist/main.js`) in its embedded mode on a free port with a fresh VAR_DIR:
 * SQLite, the mail outbox, the development OpenID provider, and Redis from REDIS_URL when that is reachable, else
 * the product's own redis-server. Answers once /prod/api/health/ready says ok and the demo credentials are known.
 */
export async function startProduct(options: { env?: Record<string, string>; name?: string } = {}): Promise<RunningProduct> {
  const main = join(REPO_ROOT, 'backend', 'dist', 'main.js');
  const frontendIndex = join(REPO_ROOT, 'frontend', 'dist', 'index.html');
  for (const built of [main, frontendIndex]) {
    if (!existsSync(built)) throw new Error(`${built} is missing: build first (npm run build; npm run test:browser does)`);
  }
  mkdirSync(OUTPUT_DIR, { recursive: true });
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const varDir = mkdtempSync(join(tmpdir(), 'pt-browser-'));
  const redisUrl = process.env.REDIS_URL && (await reachable(process.env.REDIS_URL)) ? process.env.REDIS_URL : '';

  const env: Record<string, string> = {
    NODE_ENV: 'development',
    DEV_FEATURES: 'true',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    VAR_DIR: varDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_REQUESTS: '1000',
    REDIS_URL: redisUrl,
    // Embedded defaults whatever the surrounding shell or a developer's .env says (an empty value also keeps
    // .env from setting it): SQLite in VAR_DIR, the mail outbox, the development OpenID provider.
    DATABASE_URL: '',
    SQLITE_PATH: '',
    SMTP_URL: '',
    GOOGLE_CLIENT_ID: '',
    GOOGLE_CLIENT_SECRET: '',
    JWT_SECRET: '',
    STORAGE_DRIVER: 'local',
    STORAGE_LOCAL_DIR: '',
    FRONTEND_DIST: '',
    MIGRATE_ON_START: 'true',
    // A second product of a test file (e.g. with Stripe pointed at a fake) on top of these.
    ...options.env,
  };

  const log = createWriteStream(join(OUTPUT_DIR, `${options.name ?? 'product'}.log`));
  let output = '';
  // Its own process group, so that stopping it also reaches its redis-server.
  const child: ChildProcess = spawn(process.execPath, [main], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    log.write(chunk);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  let exit: string | undefined;
  child.once('exit', (code, signal) => (exit = `exited with ${signal ?? `code ${code}`}`));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM'); // graceful: closes the app and stops its redis-server
      await Promise.race([exited, sleep(15_000)]);
    }
    try {
      process.kill(-child.pid!, 'SIGKILL'); // anything of its group still running
    } catch {
      // the group is gone already
    }
    await new Promise<void>((resolve) => log.end(() => resolve()));
    if (!process.env.BROWSER_TESTS_KEEP_VAR) rmSync(varDir, { recursive: true, force: true });
  };

  try {
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (exit) throw new Error(`the product ${exit} before it was ready:\n${output}`);
      if (Date.now() > deadline) throw new Error(`the product was not ready within 90 s:\n${output}`);
      try {
        const res = await fetch(`${baseUrl}/prod/api/health/ready`);
        if (res.ok) break;
      } catch {
        // not listening yet
      }
      await sleep(250);
    }
    const demo = await demoCredentials(() => output, varDir);
    return {
      info: { baseUrl, varDir, mailDir: join(varDir, 'mail'), env, demo },
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** The demo accounts as `npm start` prints them, else as kept in VAR_DIR/dev-credentials.json. */
async function demoCredentials(output: () => string, varDir: string): Promise<ProductInfo['demo']> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const manager = /account manager\s+(\S+@\S+)\s+(\S+)/.exec(output());
    const user = /enterprise user\s+(\S+@\S+)\s+(\S+)/.exec(output());
    if (manager && user) {
      return { manager: { email: manager[1], password: manager[2] }, user: { email: user[1], password: user[2] } };
    }
    await sleep(100);
  }
  const file = join(varDir, 'dev-credentials.json');
  if (!existsSync(file)) throw new Error(`no demo credentials printed and no ${file}:\n${output()}`);
  return JSON.parse(readFileSync(file, 'utf8')) as ProductInfo['demo'];
}
