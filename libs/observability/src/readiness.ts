import { Injectable } from '@nestjs/common';

export type ReadinessCheck = () => Promise<boolean> | boolean;

// Each mechanism (database, bus, migrations) registers what "ready" means for it.
@Injectable()
export class Readiness {
  private readonly checks = new Map<string, ReadinessCheck>();
  private shuttingDown = false;

  register(name: string, check: ReadinessCheck): void {
    this.checks.set(name, check);
  }

  markShuttingDown(): void {
    this.shuttingDown = true;
  }

  async report(): Promise<{ ready: boolean; checks: Record<string, boolean> }> {
    const checks: Record<string, boolean> = {};
    for (const [name, check] of this.checks) {
      try {
        checks[name] = await check();
      } catch {
        checks[name] = false;
      }
    }
    const ready = !this.shuttingDown && Object.values(checks).every(Boolean);
    return { ready, checks };
  }
}
