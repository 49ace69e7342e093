import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  AddSuppressionOutcome,
  CreateSuppressionDto,
  parseMailbox,
  RequestContext,
  ServiceError,
  SuppressionSource,
} from '@mailroom/contracts';
import { DataSource } from 'typeorm';
import { SENDING_SCHEMA } from '../../../database/sending.schema';
import { SuppressionRepository } from '../../suppression.repository';
import { listOf, suppressionView } from '../../suppression-view';

// POST /suppressions: a manual entry. An address already suppressed for that reason keeps its first cause.
@Injectable()
export class AddSuppressionUseCase {
  constructor(
    @InjectDataSource(SENDING_SCHEMA) private readonly dataSource: DataSource,
    private readonly suppressions: SuppressionRepository,
  ) {}

  async execute(ctx: RequestContext, request: CreateSuppressionDto): Promise<AddSuppressionOutcome> {
    const address = parseMailbox(request.email)?.address;
    // The gateway validated the DTO; a caller on the bus that did not is refused the same way.
    if (!address) throw ServiceError.validation({ email: ['The email must be exactly one email address.'] });
    const list = listOf(ctx);
    const created = await this.dataSource.transaction((manager) =>
      this.suppressions.add(manager, list, {
        address,
        reason: request.reason,
        source: SuppressionSource.manual,
        eventId: null,
        requestId: null,
      }),
    );
    const row = created ?? (await this.suppressions.reasonOf(list, address, request.reason));
    return { created: created !== undefined, suppression: suppressionView(row) };
  }
}
