import { readdir, readFile } from 'node:fs/promises';

// CPU time of the service's processes during a measured phase, per kind of process: the apps (standalone,
// or each app of the distributed set, replicas summed), PostgreSQL (the embedded cluster under standalone,
// or the backends serving the bench's own database on a shared cluster) and nats-server. Never the load
// generator's or the sink's. Linux only (/proc).
//
// A process's time is utime + stime of /proc/<pid>/stat (every thread of it). The processes are sampled
// every SAMPLE_MS during the phase, so that one which ends in the phase (a backend whose connection a pool
// closed) still counts up to its last sample. Where the parent that reaps it is one of ours (the embedded
// postmaster reaps its backends, the bench's tree reaps the apps), its parent's cutime + cstime grows by
// the child's whole life when it ends, and the part after its last sample is added from there: the count
// is then exact. A backend of a shared cluster has a postmaster that is not ours: what it used after its
// last sample is lost (`vanished` counts such processes; keep pools open through a phase).
export interface ServiceProcesses {
  // Processes whose whole tree is the service's, each named by its kind ('standalone', 'gateway', ...,
  // 'nats-server'). A descendant running PostgreSQL is 'postgres (embedded)'; others take their root's kind.
  roots: { pid: number; kind: string }[];
  // The service's database on a shared PostgreSQL cluster: its backends are 'postgres backends'.
  sharedDatabase?: string;
}

export interface ServiceCpu {
  // Milliseconds of CPU time per kind, largest first.
  byKind: [kind: string, ms: number][];
  totalMs: number;
  // Processes of a shared cluster that ended during the phase, with what they used after their last sample.
  vanished: number;
}

export const EMBEDDED_POSTGRES = 'postgres (embedded)';
export const SHARED_POSTGRES = 'postgres backends';
// The clock tick of /proc/<pid>/stat: USER_HZ, 100 on every Linux architecture Node.js runs on.
const TICK_MS = 10;
const SAMPLE_MS = 200;

interface Stat {
  ppid: number;
  // utime + stime, and cutime + cstime (children reaped), in ticks.
  own: number;
  reaped: number;
  // Start time since boot, in ticks: with the pid, the identity of a process.
  started: number;
  comm: string;
}

interface Tracked {
  kind: string;
  ppid: number;
  started: number;
  first: number;
  last: number;
  firstReaped: number;
  lastReaped: number;
  // Reaped by one of ours: what it used after its last sample shows in that parent's cutime.
  reapedByOurs: boolean;
  gone: boolean;
}

// Runs `work`, sampling the service's processes meanwhile; answers its result and their CPU time.
export async function measureServiceCpu<T>(
  processes: ServiceProcesses,
  work: () => Promise<T>,
): Promise<{ result: T; cpu?: ServiceCpu }> {
  const sampler = new ServiceCpuSampler(processes);
  if (!(await sampler.sample(true))) return { result: await work() };
  let sampling = Promise.resolve(true);
  const timer = setInterval(() => {
    sampling = sampling.then(() => sampler.sample(false));
  }, SAMPLE_MS);
  try {
    const result = await work();
    clearInterval(timer);
    await sampling;
    await sampler.sample(false);
    return { result, cpu: sampler.total() };
  } finally {
    clearInterval(timer);
  }
}

class ServiceCpuSampler {
  private readonly tracked = new Map<number, Tracked>();
  // Pids seen and not ours, with their start time (a reused pid is looked at again).
  private readonly foreign = new Map<number, number>();

  constructor(private readonly processes: ServiceProcesses) {}

  // Answers false where /proc cannot be read.
  async sample(initial: boolean): Promise<boolean> {
    let entries: string[];
    try {
      entries = await readdir('/proc');
    } catch {
      return false;
    }
    const present = new Set<number>();
    const fresh = new Map<number, Stat>();
    for (const entry of entries) {
      if (!/^\d+$/.test(entry)) continue;
      const pid = Number(entry);
      const stat = await readStat(pid);
      if (!stat) continue;
      present.add(pid);
      const known = this.tracked.get(pid);
      if (known && known.started === stat.started) {
        known.last = stat.own;
        known.lastReaped = stat.reaped;
        continue;
      }
      if (this.foreign.get(pid) === stat.started) continue;
      fresh.set(pid, stat);
    }
    await this.classify(fresh, initial);
    for (const [pid, process] of this.tracked) if (!present.has(pid)) process.gone = true;
    return true;
  }

  total(): ServiceCpu {
    const ticks = new Map<string, number>();
    const add = (kind: string, value: number) => ticks.set(kind, (ticks.get(kind) ?? 0) + value);
    // What the ended children of each parent had used at their last samples.
    const endedChildren = new Map<number, number>();
    let vanished = 0;
    for (const process of this.tracked.values()) {
      add(process.kind, process.last - process.first);
      if (!process.gone) continue;
      if (process.reapedByOurs) {
        endedChildren.set(process.ppid, (endedChildren.get(process.ppid) ?? 0) + process.last);
      } else {
        vanished++;
      }
    }
    for (const [pid, process] of this.tracked) {
      // Children that ended in the phase, including any that began and ended between two samples.
      const reaped = process.lastReaped - process.firstReaped;
      if (reaped > 0) add(process.kind, Math.max(0, reaped - (endedChildren.get(pid) ?? 0)));
    }
    const byKind = [...ticks]
      .map(([kind, value]): [string, number] => [kind, value * TICK_MS])
      .sort((a, b) => b[1] - a[1]);
    return { byKind, totalMs: byKind.reduce((sum, [, ms]) => sum + ms, 0), vanished };
  }

  private async classify(fresh: Map<number, Stat>, initial: boolean): Promise<void> {
    const roots = new Map(this.processes.roots.map((root) => [root.pid, root.kind]));
    // Parents before children: a pid's parent is either already tracked or classified in this pass.
    for (const [pid, stat] of [...fresh].sort((a, b) => a[1].started - b[1].started || a[0] - b[0])) {
      const parent = this.tracked.get(stat.ppid);
      let kind = roots.get(pid);
      if (!kind && parent) kind = stat.comm === 'postgres' ? EMBEDDED_POSTGRES : parent.kind;
      if (!kind && this.processes.sharedDatabase && (await this.servesSharedDatabase(pid))) {
        kind = SHARED_POSTGRES;
      }
      if (!kind) {
        this.foreign.set(pid, stat.started);
        continue;
      }
      // One that began during the phase counts from zero.
      this.tracked.set(pid, {
        kind,
        ppid: stat.ppid,
        started: stat.started,
        first: initial ? stat.own : 0,
        last: stat.own,
        firstReaped: initial ? stat.reaped : 0,
        lastReaped: stat.reaped,
        reapedByOurs: parent !== undefined,
        gone: false,
      });
    }
  }

  // A backend's command line reads "postgres: <cluster>: <user> <database> <client> <state>".
  private async servesSharedDatabase(pid: number): Promise<boolean> {
    try {
      const cmdline = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).replace(/\0/g, ' ');
      return cmdline.startsWith('postgres:') && cmdline.includes(` ${this.processes.sharedDatabase} `);
    } catch {
      return false;
    }
  }
}

async function readStat(pid: number): Promise<Stat | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid ...": after the comm, 1-based fields from state: ppid 2, utime 12, stime 13,
    // cutime 14, cstime 15, starttime 20.
    const close = stat.lastIndexOf(')');
    const fields = stat.slice(close + 2).split(' ');
    return {
      comm: stat.slice(stat.indexOf('(') + 1, close),
      ppid: Number(fields[1]),
      own: Number(fields[11]) + Number(fields[12]),
      reaped: Number(fields[13]) + Number(fields[14]),
      started: Number(fields[19]),
    };
  } catch {
    // The process ended while being read.
    return undefined;
  }
}

// "gateway 1.23 + sending 0.80 + postgres backends 0.51" per unit of work, for a figure's row.
export function describePerUnit(cpu: ServiceCpu, units: number, digits = 2): string {
  return cpu.byKind
    .filter(([, ms]) => ms > 0)
    .map(([kind, ms]) => `${kind} ${(ms / units).toFixed(digits)}`)
    .join(' + ');
}
