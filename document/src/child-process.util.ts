import { ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, readSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';

// Helpers shared by the bounded PDF parsing (pdf/) and writing (output/) child processes.

/** The folder of an installed package (some packages do not export their package.json); scoped names work too. */
export function packageDir(name: string): string {
  const entry = require.resolve(name);
  const marker = `${sep}node_modules${sep}${name.split('/').join(sep)}${sep}`;
  const at = entry.lastIndexOf(marker);
  if (at < 0) throw new Error(`cannot locate the ${name} package from ${entry}`);
  return entry.slice(0, at + marker.length - 1);
}

/** The existing node_modules folders Node's resolver walks through from `dir` up to the root. */
export function lookupNodeModules(dir: string): string[] {
  const found: string[] = [];
  for (let current = dir; ; current = dirname(current)) {
    const candidate = join(current, 'node_modules');
    if (existsSync(candidate)) found.push(candidate);
    if (dirname(current) === current) return found;
  }
}

const ownedChildren = new Set<ChildProcess>();
let exitHookInstalled = false;

/**
 * Kills `child` (SIGKILL) if this process exits before it: the parsing and writing processes ignore the process
 * group's SIGINT/SIGTERM (their parent ends them once its work is done), so one busy in a long parse must not run on
 * after a parent that exited without closing its runner (a forced exit when a shutdown took too long, a crash).
 */
export function killWhenThisProcessExits(child: ChildProcess): void {
  if (!exitHookInstalled) process.on('exit', killOwnedChildren);
  exitHookInstalled = true;
  ownedChildren.add(child);
  child.once('exit', () => ownedChildren.delete(child));
}

function killOwnedChildren(): void {
  for (const child of ownedChildren) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/** Whether a child (its process handle, IPC channel and stderr pipe) keeps this process's event loop alive. */
export function holdOpen(child: ChildProcess, hold: boolean): void {
  const handles = [child, child.channel, child.stderr] as Array<{ ref?: () => void; unref?: () => void } | null | undefined>;
  for (const handle of handles) {
    if (hold) handle?.ref?.();
    else handle?.unref?.();
  }
}

/**
 * A child's resident memory (MB), read from its /proc status through a descriptor kept open: a read costs a few
 * microseconds, where opening the file each time through fs/promises cost the API ~1.7 ms of CPU a second of a
 * watched child (20 reads a second: ~65 ms of a 40-page translation job's parse and write). Undefined off Linux or once the child has gone.
 */
export class ResidentProbe {
  private fd: number | undefined;
  private readonly buffer = Buffer.alloc(4096);

  constructor(pid: number | undefined) {
    if (!pid || process.platform !== 'linux') return;
    try {
      this.fd = openSync(`/proc/${pid}/status`, 'r');
    } catch {
      this.fd = undefined;
    }
  }

  mb(): number | undefined {
    if (this.fd === undefined) return undefined;
    try {
      const length = readSync(this.fd, this.buffer, 0, this.buffer.length, 0);
      return vmRssMb(this.buffer.toString('latin1', 0, length));
    } catch {
      return undefined;
    }
  }

  close(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
  }
}

/** A process's resident memory (MB) read once, synchronously, for a decision taken before anything else runs. */
export function residentMbNow(pid: number | undefined): number | undefined {
  if (!pid || process.platform !== 'linux') return undefined;
  try {
    return vmRssMb(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return undefined;
  }
}

function vmRssMb(status: string): number | undefined {
  const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
  return kb ? Number(kb) / 1024 : undefined;
}

/** The last line of a child's stderr, shortened, for error messages. */
export function lastLine(text: string): string {
  return text.trim().split('\n').pop()?.slice(0, 300) ?? '';
}
