import { Logger } from '@nestjs/common';
import { PreparedStatement } from '@mailroom/database';
import { DomainEventMessage } from '@mailroom/contracts';
import { eventsPublished } from '@mailroom/observability';
import { DataSource, QueryRunner } from 'typeorm';
import { EventBus } from '../events/event-bus';

const BATCH_SIZE = 500;
const PUBLISHED_RETENTION = '1 hour';
// A kick that finds the relay idle is answered after this long, so that the commits of those milliseconds
// leave as one batch: one take, one publish, and one write for each consumer, where at a moderate rate every
// commit would otherwise be relayed alone. Events leave at most this much later. In the open loop at 300
// sends/s, 25 ms (with the delivery claim's) took a send and its delivery from 2.55-2.60 CPU-ms to 2.20-2.26.
const LINGER_MS = 25;

// The take walks the unpublished index in seq order and deletes what it locked by ctid. Every row it takes
// stays in the table as a dead tuple until vacuum; an index scan marks the dead entries it passes, so that
// the next take skips them. A bitmap or sequential scan never marks them, and reads every dead row left since
// the last vacuum (thousands under load, several pages each take). The planner picks those for a near-empty
// table, which the outbox is whenever its statistics are taken, and a parameterless statement keeps the plan
// it made first: so the take is planned with them off. The transaction is opened and they are set in one
// round trip (a query without parameters may hold several statements).
const BEGIN_IN_INDEX_ORDER = `START TRANSACTION; SELECT set_config('enable_seqscan', 'off', true), set_config('enable_bitmapscan', 'off', true)`;

// Moves committed outbox rows to the event bus. Rows are claimed with SKIP LOCKED, so any number of replicas
// may relay the same outbox; a batch is published concurrently and marked published only after the bus
// acknowledged every event of it (one refusal leaves the whole batch to the next attempt; consumers
// dedupe what was published twice).
export class OutboxRelay {
  private readonly logger: Logger;
  private running = false;
  private loop?: Promise<void>;
  private wake?: () => void;
  private kicked = false;
  private lastCleanup = 0;
  private readonly takeBatch: PreparedStatement;

  constructor(
    private readonly dataSource: DataSource,
    private readonly schema: string,
    private readonly bus: EventBus,
    // Every writer kicks its relay after committing, so the poll only finds what a crashed or other replica
    // left, or a batch the bus refused: a slow poll costs no latency, and an idle service little CPU.
    private readonly pollIntervalMs = 1_000,
    private readonly lingerMs = LINGER_MS,
  ) {
    this.logger = new Logger(`OutboxRelay(${schema})`);
    this.takeBatch = PreparedStatement.of(
      `DELETE FROM "${schema}"."outbox" WHERE ctid = ANY (ARRAY(
         SELECT ctid FROM "${schema}"."outbox"
          WHERE published_at IS NULL ORDER BY seq LIMIT ${BATCH_SIZE} FOR UPDATE SKIP LOCKED))
       RETURNING seq, payload`,
    );
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  // Called after a commit that wrote to the outbox, so that the event leaves without waiting for the poll.
  kick(): void {
    this.kicked = true;
    this.wake?.();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
  }

  async relayBatch(): Promise<number> {
    const runner = this.dataSource.createQueryRunner();
    try {
      await runner.query(BEGIN_IN_INDEX_ORDER);
      const relayed = await this.takeAndPublish(runner);
      await runner.query('COMMIT');
      return relayed;
    } catch (error) {
      // Whichever statement failed, the connection goes back to the pool outside a transaction.
      await runner.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
  }

  private async takeAndPublish(runner: QueryRunner): Promise<number> {
    // Taken out of the outbox as they are claimed: a refused publish rolls the batch back into it, and a
    // row published and gone costs no second write to mark it.
    const [rows]: [{ seq: string; payload: DomainEventMessage }[], number] = await this.takeBatch.run(
      runner,
      [],
    );
    rows.sort((a, b) => Number(a.seq) - Number(b.seq));
    // In the outbox's order, all at once: JetStream carries them as few messages, and an in-process
    // subscriber takes them as its concurrency allows.
    await this.bus.publishAll(rows.map((row) => row.payload));
    if (rows.length > 0) eventsPublished.inc({ schema: this.schema }, rows.length);
    return rows.length;
  }

  private async run(): Promise<void> {
    while (this.running) {
      let relayed = 0;
      this.kicked = false;
      try {
        relayed = await this.relayBatch();
        await this.cleanupPublished();
      } catch (error) {
        this.logger.warn({ err: error }, 'Relaying the outbox failed; retrying');
      }
      // A kick during the batch means rows committed after its SELECT: go again at once.
      if (relayed < BATCH_SIZE && this.running && !this.kicked && (await this.idle()) && this.running)
        await new Promise((resolve) => setTimeout(resolve, this.lingerMs));
    }
  }

  // Resolves true when kicked (or stopped), false when the poll interval passed.
  private idle(): Promise<boolean> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), this.pollIntervalMs);
      this.wake = () => {
        clearTimeout(timer);
        resolve(true);
      };
    });
  }

  // Rows marked published by earlier versions, which kept them an hour.
  private async cleanupPublished(): Promise<void> {
    if (Date.now() - this.lastCleanup < 60_000) return;
    this.lastCleanup = Date.now();
    await this.dataSource.query(
      `DELETE FROM "${this.schema}"."outbox" WHERE published_at < now() - interval '${PUBLISHED_RETENTION}'`,
    );
  }
}
