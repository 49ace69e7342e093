import { readdir, readFile } from 'node:fs/promises';

// How much of the machine went to processes other than the bench's own during a measured phase: the
// busy CPU time of the whole machine (/proc/stat) minus that of the bench's process tree (the bench, the
// apps it started and their children, such as the embedded PostgreSQL or nats-server) and of processes
// `alsoOurs` claims (the backends of the bench's own database on a shared PostgreSQL). Linux only. Each of
// our processes counts what it used between the two samples, one started in between all of its time; one
// that ended in between (a connection its pool closed) is gone from the second sample, and what it used in
// the phase shows as foreign.
export interface CpuWindow {
  // Share of all CPU time of the machine, 0..1.
  foreign: number;
  ours: number;
}

interface Sample {
  busy: number;
  total: number;
  // CPU ticks so far of each of our processes, by pid.
  ours: Map<number, number>;
}

export class CpuWatch {
  constructor(private readonly alsoOurs: (cmdline: string) => boolean = () => false) {}

  // Runs `work` and answers its result with the CPU shares of its duration (undefined without /proc).
  async measure<T>(work: () => Promise<T>): Promise<{ result: T; cpu?: CpuWindow }> {
    const before = await this.sample();
    const result = await work();
    const after = await this.sample();
    if (!before || !after || after.total <= before.total) return { result };
    const total = after.total - before.total;
    let ours = 0;
    for (const [pid, ticks] of after.ours) ours += Math.max(0, ticks - (before.ours.get(pid) ?? 0));
    const foreign = Math.max(0, after.busy - before.busy - ours);
    return { result, cpu: { foreign: foreign / total, ours: ours / total } };
  }

  private async sample(): Promise<Sample | undefined> {
    try {
      // cpu user nice system idle iowait irq softirq steal: steal is time this machine did not get.
      const [user, nice, system, idle, iowait, irq, softirq] = (await readFile('/proc/stat', 'utf8'))
        .split('\n')[0]
        .trim()
        .split(/\s+/)
        .slice(1, 8)
        .map(Number);
      const busy = user + nice + system + irq + softirq;
      const processes = await this.processes();
      const children = new Map<number, number[]>();
      for (const p of processes.values()) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p.pid]);
      const tree = new Set<number>();
      const visit = (pid: number) => {
        if (tree.has(pid)) return;
        tree.add(pid);
        for (const child of children.get(pid) ?? []) visit(child);
      };
      visit(process.pid);
      const ours = new Map<number, number>();
      for (const p of processes.values()) if (tree.has(p.pid) || p.claimed) ours.set(p.pid, p.ticks);
      return { busy, total: busy + idle + iowait, ours };
    } catch {
      return undefined;
    }
  }

  private async processes(): Promise<
    Map<number, { pid: number; ppid: number; ticks: number; claimed: boolean }>
  > {
    const found = new Map<number, { pid: number; ppid: number; ticks: number; claimed: boolean }>();
    for (const entry of await readdir('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
        // After "pid (comm) ": state ppid ... utime(14) stime(15), 1-based. Not the children's times: a
        // child that ends would add its whole life to its parent's.
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const ticks = Number(fields[11]) + Number(fields[12]);
        const cmdline = (await readFile(`/proc/${entry}/cmdline`, 'utf8')).replace(/\0/g, ' ');
        const pid = Number(entry);
        found.set(pid, { pid, ppid: Number(fields[1]), ticks, claimed: this.alsoOurs(cmdline) });
      } catch {
        // The process ended while being read.
      }
    }
    return found;
  }
}

// Where another workload took a noticeable share of the machine, the figures (baselines too) are noisy.
export const FOREIGN_LOAD_LIMIT = 0.1;
