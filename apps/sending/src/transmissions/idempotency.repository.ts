import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { IdempotencyKeys } from '@mailroom/database';
import { DataSource } from 'typeorm';
import { SENDING_SCHEMA } from '../database/sending.schema';

// The Idempotency-Keys of POST /emails: a claim is completed by the transaction that records the
// transmission, with its send result.
@Injectable()
export class IdempotencyRepository extends IdempotencyKeys {
  constructor(@InjectDataSource(SENDING_SCHEMA) dataSource: DataSource) {
    super(dataSource, SENDING_SCHEMA);
  }
}
