import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  GenericPlanPool,
  InjectGenericPlanPool,
  isMissingPartition,
  QueryRunnerLike,
} from '@mailroom/database';
import { DataSource, EntityManager } from 'typeorm';
import { EVENTS_CONFIG, EventsConfig } from '../config/events.config';
import { EVENTS_SCHEMA } from '../database/events.schema';

export const DAY_MS = 86_400_000;
// Partitions made ahead of time, so that inserts at midnight never wait for one.
const DAYS_AHEAD = 2;
const PARTITION_NAME = /^email_event_(\d{4})(\d{2})(\d{2})$/;
const LOCK = 'mailroom:events:partitions';

// The daily partitions of "events"."email_event" (UTC days). Retention is a window: events older than
// EVENT_RETENTION_DAYS are neither stored nor listed, and a partition is dropped once its whole day has left
// the window. Replicas serialise partition changes on an advisory lock.
@Injectable()
export class EventPartitions {
  private readonly logger = new Logger(EventPartitions.name);

  constructor(
    @InjectDataSource(EVENTS_SCHEMA) private readonly dataSource: DataSource,
    @InjectGenericPlanPool(EVENTS_SCHEMA) private readonly genericPlans: GenericPlanPool,
    @Inject(EVENTS_CONFIG) private readonly config: EventsConfig,
  ) {}

  // The earliest instant still kept and listed.
  windowStart(now: Date): Date {
    return new Date(now.getTime() - this.config.retentionDays * DAY_MS);
  }

  // Creates the partitions of the window and the next days, and drops the expired ones with their counts.
  async maintain(now = new Date()): Promise<{ created: string[]; dropped: string[] }> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [LOCK]);
      const existing = await this.existing(manager);
      const windowStart = this.windowStart(now);
      const created: string[] = [];
      for (let day = startOfDay(windowStart); day <= startOfDay(now) + DAYS_AHEAD * DAY_MS; day += DAY_MS) {
        if (!existing.has(partitionName(day))) created.push(await this.create(manager, day));
      }
      const dropped: string[] = [];
      for (const [name, day] of existing) {
        if (day + DAY_MS <= windowStart.getTime()) {
          await manager.query(`DROP TABLE "${EVENTS_SCHEMA}"."${name}"`);
          dropped.push(name);
        }
      }
      // The hourly counts of the days dropped go with their events.
      await manager.query(`DELETE FROM "${EVENTS_SCHEMA}"."email_event_count" WHERE hour < $1`, [
        new Date(startOfDay(windowStart)),
      ]);
      if (created.length > 0 || dropped.length > 0)
        this.logger.log({ created, dropped }, 'Event partitions maintained');
      return { created, dropped };
    });
  }

  // Runs `work` in a transaction that may write events at the instants `at`; a missing partition (a day
  // not made ahead, say after a long stop) is created and the work run again.
  async writeAt<T>(at: Date | readonly Date[], work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.retryingMissingPartition(at, () => this.dataSource.transaction(work));
  }

  // writeAt for the events store's writes, whose statements all read and write by key: on the context's
  // GenericPlanPool, which plans each of them once per connection (planned at every run, the insert of a
  // batch of events cost PostgreSQL more to plan than the pending hits' delete cost to run).
  async writeByKeyAt<T>(
    at: Date | readonly Date[],
    work: (runner: QueryRunnerLike) => Promise<T>,
  ): Promise<T> {
    return this.retryingMissingPartition(at, () => this.genericPlans.transaction(work));
  }

  // writeByKeyAt for work that is one statement, atomic on its own: run without a transaction around it (two
  // round trips fewer).
  async writeOneStatementAt<T>(
    at: Date | readonly Date[],
    statement: (runner: QueryRunnerLike) => Promise<T>,
  ): Promise<T> {
    return this.retryingMissingPartition(at, () => statement(this.genericPlans));
  }

  private async retryingMissingPartition<T>(at: Date | readonly Date[], work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!isMissingPartition(error)) throw error;
      const instants: readonly Date[] = at instanceof Date ? [at] : at;
      const days = new Set(instants.map((instant) => startOfDay(instant)));
      await this.dataSource.transaction(async (manager) => {
        await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [LOCK]);
        const existing = await this.existing(manager);
        for (const day of days) if (!existing.has(partitionName(day))) await this.create(manager, day);
      });
      return work();
    }
  }

  private async create(manager: EntityManager, day: number): Promise<string> {
    const name = partitionName(day);
    await manager.query(
      `CREATE TABLE "${EVENTS_SCHEMA}"."${name}" PARTITION OF "${EVENTS_SCHEMA}"."email_event"
         FOR VALUES FROM ('${new Date(day).toISOString()}') TO ('${new Date(day + DAY_MS).toISOString()}')`,
    );
    return name;
  }

  // The partitions there are, by name, with the UTC day each holds.
  private async existing(manager: EntityManager): Promise<Map<string, number>> {
    const rows: { name: string }[] = await manager.query(
      `SELECT c.relname AS name
         FROM pg_inherits i
         JOIN pg_class c ON c.oid = i.inhrelid
         JOIN pg_class p ON p.oid = i.inhparent
         JOIN pg_namespace n ON n.oid = p.relnamespace
        WHERE n.nspname = $1 AND p.relname = 'email_event'`,
      [EVENTS_SCHEMA],
    );
    const partitions = new Map<string, number>();
    for (const { name } of rows) {
      const match = PARTITION_NAME.exec(name);
      if (match) partitions.set(name, Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
    }
    return partitions;
  }
}

function startOfDay(at: Date | number): number {
  const time = typeof at === 'number' ? at : at.getTime();
  return time - (((time % DAY_MS) + DAY_MS) % DAY_MS);
}

function partitionName(day: number): string {
  return `email_event_${new Date(day).toISOString().slice(0, 10).replace(/-/g, '')}`;
}
