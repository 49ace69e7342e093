import { Inject, Injectable, Optional } from '@nestjs/common';

export type ReadinessCheck = () => Promise<boolean> | boolean;

// A check that has not answered by then counts as failed: a dependency that hangs (a stopped database, a
// partitioned network) must turn /ready 503 within the probe's own timeout, not hold the probe for ever.
export const READINESS_CHECK_TIMEOUT_MS = 2000;
export const READINESS_TIMEOUT = Symbol('READINESS_TIMEOUT');

// Each mechanism (database, bus, migrations) registers what "ready" means for it.
@Injectable()
export class Readiness {
  private readonly checks = new Map<string, ReadinessCheck>();
  private shuttingDown = false;

  private readonly timeoutMs: number;

  constructor(@Optional() @Inject(READINESS_TIMEOUT) timeoutMs?: number) {
    this.timeoutMs = timeoutMs ?? READINESS_CHECK_TIMEOUT_MS;
  }

  register(name: string, check: ReadinessCheck): void {
    this.checks.set(name, check);
  }

  markShuttingDown(): void {
    this.shuttingDown = true;
  }

  // The checks run at once, so the report takes at most the timeout however many there are.
  async report(): Promise<{ ready: boolean; checks: Record<string, boolean> }> {
    const entries = await Promise.all(
      [...this.checks].map(async ([name, check]) => [name, await this.passes(check)] as const),
    );
    const checks = Object.fromEntries(entries);
    const ready = !this.shuttingDown && Object.values(checks).every(Boolean);
    return { ready, checks };
  }

  private async passes(check: ReadinessCheck): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), this.timeoutMs);
    });
    try {
      return await Promise.race([Promise.resolve().then(check), timedOut]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }
}
