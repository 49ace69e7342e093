import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BenchService } from './service';
import { log } from './stats';

// CPU profiles of the service's apps over the measured phases (--profile): each app preloads
// cpu-profiler.js, and SIGWINCH starts, then stops and writes, its profile into a temporary folder.
export class AppProfiles {
  readonly dir = mkdtempSync(join(tmpdir(), 'mailroom-bench-profiles-'));

  // What the apps are started with.
  get env(): Record<string, string> {
    return {
      NODE_OPTIONS: `-r ${join(__dirname, 'cpu-profiler.js')}`,
      MAILROOM_BENCH_PROFILE_DIR: this.dir,
    };
  }

  // Before a measured phase and after it.
  toggle(service: BenchService): void {
    for (const { pid, kind } of service.processes.roots) {
      if (kind === 'nats-server') continue;
      try {
        process.kill(pid, 'SIGWINCH');
      } catch (error) {
        log(`no profile of ${kind} (pid ${pid}): ${String(error)}`);
      }
    }
  }

  report(): void {
    log(`CPU profiles of the apps: ${this.dir} (node -r ./bench/register.js bench/profile-top.ts <file>)`);
  }
}
