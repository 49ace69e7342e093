import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { IdempotencyKeys } from '@mailroom/database';
import { DataSource } from 'typeorm';
import { SCHEDULER_SCHEMA } from '../database/scheduler.schema';

// What a completed key answers: the scheduled email it made.
export interface ScheduledByKey {
  scheduled_email_id: string;
}

// The Idempotency-Keys of POST /emails/scheduled, kept as sending keeps those of POST /emails: a claim is
// completed by the transaction that stores the scheduled email.
@Injectable()
export class ScheduleIdempotencyRepository extends IdempotencyKeys {
  constructor(@InjectDataSource(SCHEDULER_SCHEMA) dataSource: DataSource) {
    super(dataSource, SCHEDULER_SCHEMA);
  }
}
