import { Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

// The moment `days` days before `now`: where an upkeep job's retention window starts.
export function daysBefore(now: number, days: number): Date {
  return new Date(now - days * DAY_MS);
}

// Upkeep run once at start and then hourly, in every replica: its work must be idempotent. A run still going
// when the next is due is not doubled; shutdown waits for the one under way. A failure is logged, and the
// next hour tries again.
export abstract class HourlyJob implements OnApplicationBootstrap, OnApplicationShutdown {
  protected abstract readonly logger: Logger;
  // What the warning of a failed run says was not done ("Event retention").
  protected abstract readonly work: string;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  abstract run(): Promise<void>;

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.start(), HOUR_MS);
    this.timer.unref();
    this.start();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private start(): void {
    if (this.running) return;
    this.running = this.run()
      .catch((error: unknown) => this.logger.warn({ err: error }, `${this.work} failed; retrying in an hour`))
      .finally(() => (this.running = undefined));
  }
}
