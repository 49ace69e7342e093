import { Inject, Injectable, Logger } from '@nestjs/common';
import { ClaimLoop, ClaimLoopWorker } from '@mailroom/runtime';
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
export class InjectionWorker extends ClaimLoopWorker<DueEmail> {
  protected readonly loop: ClaimLoop<DueEmail>;

  constructor(
    @Inject(SCHEDULER_CONFIG) config: SchedulerConfig,
    due: DueEmailRepository,
    injector: ScheduledEmailInjector,
  ) {
    super();
    this.loop = new ClaimLoop({
      concurrency: config.concurrency,
      claim: (room) => due.claimDue(room, config.leaseSeconds),
      process: (email) => injector.inject(email),
      idleMs: async () => {
        const untilNext = (await due.msUntilNextDue()) ?? config.pollIntervalMs;
        return Math.min(Math.max(untilNext, MIN_IDLE_MS), config.pollIntervalMs);
      },
      logger: new Logger(InjectionWorker.name),
    });
  }
}
