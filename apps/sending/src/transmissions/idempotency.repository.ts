import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { GenericPlanPool, IdempotencyKeys, InjectGenericPlanPool } from '@mailroom/database';
import { DataSource } from 'typeorm';
import { SENDING_SCHEMA } from '../database/sending.schema';

// The Idempotency-Keys of POST /emails: a claim is completed by the transaction that records the
// transmission, with its send result. Claims are on the hot path of a keyed send: they run on the generic
// plan pool.
@Injectable()
export class IdempotencyRepository extends IdempotencyKeys {
  constructor(
    @InjectDataSource(SENDING_SCHEMA) dataSource: DataSource,
    @InjectGenericPlanPool(SENDING_SCHEMA) genericPlans: GenericPlanPool,
  ) {
    super(dataSource, SENDING_SCHEMA, genericPlans);
  }
}
