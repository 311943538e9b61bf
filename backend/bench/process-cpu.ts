import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat times (sysconf(_SC_CLK_TCK): 100 on Linux). */
const TICKS_PER_SECOND = 100;

interface ProcStat {
  ppid: number;
  /** utime + stime of the process itself, and cutime + cstime of its children it has waited for, in ticks. */
  own: number;
  reaped: number;
}

function readStat(pid: number | 'self'): ProcStat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), own: Number(fields[11]) + Number(fields[12]), reaped: Number(fields[13]) + Number(fields[14]) };
  } catch {
    return undefined;
  }
}

/**
 * CPU seconds used so far by this process and everything it started: itself, its descendants still running (the
 * engine's pipelines, parsing and writing processes) and those that ended (counted in their parent's children time).
 * The difference between two readings is what the work in between cost, whatever else the machine was doing: a
 * busy machine stretches wall-clock times, much less CPU times. Linux only (undefined elsewhere).
 */
export function processTreeCpuSeconds(): number | undefined {
  if (process.platform !== 'linux') return undefined;
  const parents = new Map<number, number>();
  const stats = new Map<number, ProcStat>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(Number(entry));
    if (!stat) continue;
    parents.set(Number(entry), stat.ppid);
    stats.set(Number(entry), stat);
  }
  const descends = (pid: number) => {
    for (let parent = parents.get(pid); parent !== undefined && parent > 1; parent = parents.get(parent)) {
      if (parent === process.pid) return true;
    }
    return false;
  };
  const self = readStat('self');
  if (!self) return undefined;
  let ticks = self.own + self.reaped;
  for (const [pid, stat] of stats) if (descends(pid)) ticks += stat.own + stat.reaped;
  return ticks / TICKS_PER_SECOND;
}
