import { readdirSync, readFileSync } from 'node:fs';

/** Linux's clock ticks per second (`getconf CLK_TCK`), the unit of /proc's CPU times. */
const ticksPerSecond = 100;

type ProcStat = { ppid: number; ownTicks: number; waitedChildrenTicks: number };

/** /proc/<pid>/stat's parent and CPU times; undefined once the process is gone. */
function statOf(pid: number): ProcStat | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command name (field 2) is in parentheses and may hold spaces: the fields that follow are counted
  // from its closing one (field 3, the state, is the first).
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const field = (n: number) => Number(fields[n - 3]);
  return { ppid: field(4), ownTicks: field(14) + field(15), waitedChildrenTicks: field(16) + field(17) };
}

/**
 * CPU seconds (user and system) spent so far by a process and every child it has now or has waited for: a
 * PostgreSQL server's postmaster with its backends, an app server. Linux only, as the benchmarks are.
 */
export function cpuSecondsOfTree(pid: number): number {
  const root = statOf(pid);
  if (!root) return 0;
  let ticks = root.ownTicks + root.waitedChildrenTicks;
  for (const entry of readdirSync('/proc')) {
    const child = /^\d+$/.test(entry) ? statOf(Number(entry)) : undefined;
    if (child?.ppid === pid) ticks += child.ownTicks;
  }
  return ticks / ticksPerSecond;
}

/** The parent of a process (a PostgreSQL backend's is its postmaster). */
export function parentPidOf(pid: number): number {
  const stat = statOf(pid);
  if (!stat) throw new Error(`no process ${pid}`);
  return stat.ppid;
}
