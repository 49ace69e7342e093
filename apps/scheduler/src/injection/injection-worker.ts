import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { SCHEDULER_CONFIG, SchedulerConfig } from '../config/scheduler.config';
import { DueEmail, DueEmailRepository } from './due-email.repository';
import { ScheduledEmailInjector } from './scheduled-email-injector';

// Sleeping less than this when an email is due now but was claimed by another replica keeps the loop
// from spinning while that replica commits.
const MIN_IDLE_MS = 10;

// Claims due scheduled emails and hands each to sending. It sleeps until the next due time it knows of, at
// most the poll interval (another replica may have scheduled something sooner), and wakes at once when this
// process schedules an email: an email goes out within about a second of its time, never before it.
@Injectable()
export class InjectionWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(InjectionWorker.name);
  private running = false;
  private loop?: Promise<void>;
  private wake?: () => void;
  private kicked = false;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    @Inject(SCHEDULER_CONFIG) private readonly config: SchedulerConfig,
    private readonly due: DueEmailRepository,
    private readonly injector: ScheduledEmailInjector,
  ) {}

  onApplicationBootstrap(): void {
    this.running = true;
    this.loop = this.run();
  }

  // Before the bus and the database close: the emails in flight finish and are recorded.
  async beforeApplicationShutdown(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
    await Promise.allSettled(this.inFlight);
  }

  kick(): void {
    this.kicked = true;
    this.wake?.();
  }

  private async run(): Promise<void> {
    while (this.running) {
      this.kicked = false;
      let claimed: DueEmail[] = [];
      let idleMs = this.config.pollIntervalMs;
      const room = this.config.concurrency - this.inFlight.size;
      if (room > 0) {
        try {
          claimed = await this.due.claimDue(room, this.config.leaseSeconds);
          if (claimed.length === 0) {
            const untilNext = (await this.due.msUntilNextDue()) ?? this.config.pollIntervalMs;
            idleMs = Math.min(Math.max(untilNext, MIN_IDLE_MS), this.config.pollIntervalMs);
          }
        } catch (error) {
          this.logger.warn({ err: error }, 'Claiming due scheduled emails failed; retrying');
        }
      }
      for (const email of claimed) {
        const work = this.injector.inject(email).finally(() => {
          this.inFlight.delete(work);
          this.wake?.();
        });
        this.inFlight.add(work);
      }
      const full = this.inFlight.size >= this.config.concurrency;
      if ((claimed.length === 0 || full) && this.running && !this.kicked) await this.idle(idleMs);
    }
  }

  private idle(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done(): void {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }
}
