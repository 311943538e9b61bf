import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

export const BACKEND_DIR = join(__dirname, '../../..');

/** The production entry points, run from their TypeScript sources (what `npm run build` compiles to dist/). */
export const ENTRY = {
  api: 'src/main.ts', // npm run start:prod → node dist/main.js
  worker: 'src/worker.ts', // npm run worker → node dist/worker.js
  migrate: 'src/database/migrate.cli.ts', // npm run migrate → node dist/database/migrate.cli.js
} as const;

export interface EntryProcess {
  name: string;
  child: ChildProcess;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves once the output contains `text`; rejects if the process exits first or `timeoutMs` (default 180 s) passes (a hang guard). */
  waitForOutput(text: string | RegExp, timeoutMs?: number): Promise<void>;
  /** Signals the whole process group (the entry point and its children: PDF parsers, Apertium pipelines). */
  signal(signal: NodeJS.Signals): void;
  running(): boolean;
}

/**
 * Starts an entry point as its own process group with exactly `env` (plus PATH and HOME), through ts-node like the
 * other process tests (backend tests run before `npm run build` in `npm run test:all`, so dist/ may not exist).
 */
export function startEntry(name: string, entry: string, env: Record<string, string | undefined>): EntryProcess {
  const child = spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', entry], {
    cwd: BACKEND_DIR,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      for (const listener of listeners) listener();
      resolve({ code, signal });
    }),
  );
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    name,
    child,
    output: () => output,
    exited,
    running,
    signal(signal) {
      if (running() && child.pid) process.kill(-child.pid, signal);
    },
    // A hang guard, not a speed check: under the whole suite's load an entry point took ~60 s to start (ts-node).
    waitForOutput(text, timeoutMs = 180_000) {
      const found = () => (typeof text === 'string' ? output.includes(text) : text.test(output));
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => done(new Error(`${name}: no "${text}" within ${timeoutMs} ms. Output:\n${output}`)), timeoutMs);
        const check = () => {
          if (found()) done();
          else if (!running())
            done(new Error(`${name} exited (${child.exitCode ?? child.signalCode}) before "${text}". Output:\n${output}`));
        };
        const done = (err?: Error) => {
          clearTimeout(timer);
          listeners.delete(check);
          if (err) reject(err);
          else resolve();
        };
        listeners.add(check);
        check();
      });
    },
  };
}

/** Polls `check` until it answers something other than undefined; `timeoutMs` is a hang guard, not a speed check. */
export async function eventually<T>(
  what: string,
  check: () => Promise<T | undefined> | T | undefined,
  options: { timeoutMs?: number; everyMs?: number; explain?: () => string } = {},
): Promise<T> {
  const { timeoutMs = 60_000, everyMs = 50, explain } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${explain ? `\n${explain()}` : ''}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
