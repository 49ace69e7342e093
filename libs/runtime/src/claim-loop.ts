import { Logger } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';

export interface ClaimLoopOptions<T> {
  // Items worked on at once.
  concurrency: number;
  // Free slots that make a claim worth its queries; a claim is never made for fewer (default 1).
  minClaim?: number;
  // Takes up to `room` items due now (e.g. FOR UPDATE SKIP LOCKED with a lease). A claim that a bound of
  // its own may stop before the room (the memory its items hold) says so.
  claim(room: number): Promise<T[] | BoundedClaim<T>>;
  // Works on one item. A rejection is logged; the item's lease gives it back to a later claim.
  process(item: T): Promise<void>;
  // How long to sleep when a claim found nothing.
  idleMs(): Promise<number>;
  // Whether a claim takes everything due up to its room (in due order, skipping what others locked): one
  // that took less left nothing due, so the loop sleeps until new work is kicked in or `idleMs` has passed,
  // rather than claiming again at once and whenever an item finishes (each a query that would find nothing,
  // at every message of a moderate rate). Default false, for claims that more than being due may limit
  // (a busy endpoint): those claim again whenever an item finishes.
  takesAllDue?: boolean;
  // How long to wait after a kick woke the loop from sleep with nothing to do before claiming, so that work
  // kicked in during those milliseconds is claimed together (default 0). A loop that waits for room (a
  // backlog) claims as soon as an item finishes.
  kickLingerMs?: number;
  logger: Logger;
}

export interface BoundedClaim<T> {
  items: T[];
  // Due items were left because of the claim's own bound: the loop claims again once an item finishes.
  cutShort: boolean;
}

// The loop of a queue worker: claim what is due, work on up to `concurrency` items at once, sleep when there
// is nothing to do, and wake at once when kicked (new work) or when an item finishes (room again). stop()
// lets the items in flight finish.
export class ClaimLoop<T> {
  private running = false;
  private loop?: Promise<void>;
  private wake?: () => void;
  private kicked = false;
  // Whether work may be waiting: always, unless the claim takes all that is due and its last claim took less
  // than its room, with no kick since.
  private backlog = true;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly options: ClaimLoopOptions<T>) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
    await Promise.allSettled(this.inFlight);
  }

  kick(): void {
    this.kicked = true;
    this.backlog = true;
    this.wake?.();
  }

  private async run(): Promise<void> {
    const { concurrency, minClaim = 1, takesAllDue = false, kickLingerMs = 0, logger } = this.options;
    while (this.running) {
      this.kicked = false;
      const room = concurrency - this.inFlight.size;
      let claimed: T[] = [];
      let cutShort = false;
      let idleMs: number | undefined;
      const claiming = room >= Math.min(minClaim, concurrency);
      if (claiming) {
        try {
          const claim = await this.options.claim(room);
          [claimed, cutShort] = Array.isArray(claim) ? [claim, false] : [claim.items, claim.cutShort];
          // A kick during the claim is work it may not have seen.
          if (takesAllDue && !this.kicked) this.backlog = cutShort || claimed.length >= room;
          if (claimed.length === 0 || !this.backlog) idleMs = await this.options.idleMs();
        } catch (error) {
          logger.warn({ err: error }, 'Claiming due work failed; retrying');
        }
      }
      for (const item of claimed) this.track(item);
      // A kick during the claim means work committed after its query: claim again at once.
      if (
        this.running &&
        !this.kicked &&
        (claimed.length === 0 || !this.backlog || cutShort || this.inFlight.size >= concurrency)
      ) {
        // Asleep with nothing to do, not only with no room: woken by a kick, it lingers.
        const empty = !this.backlog || (claiming && claimed.length === 0);
        await this.idle(idleMs ?? 1_000);
        if (empty && this.kicked && kickLingerMs > 0 && this.running) await sleep(kickLingerMs);
      }
    }
  }

  private track(item: T): void {
    const work = this.options
      .process(item)
      .catch((error: unknown) =>
        this.options.logger.error({ err: error }, 'Working on a claimed item failed'),
      )
      .finally(() => {
        this.inFlight.delete(work);
        if (this.backlog) this.wake?.();
      });
    this.inFlight.add(work);
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
