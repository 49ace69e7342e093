import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DomainEventMessage, EmailEventRecord } from '@mailroom/contracts';
import { runOnce } from '@mailroom/messaging';
import { DataSource } from 'typeorm';
import { SENDING_SCHEMA } from '../../../database/sending.schema';
import { SuppressionReason, SuppressionRepository } from '../../suppression.repository';

// The processed_event name of this consumer: a redelivered event suppresses nothing twice.
const CONSUMER = 'sending-suppression';

// An email event that ends the team's mail to a recipient: the recipient goes on the team's suppression
// list. rcpt_to is the address the mail really went to: for sandbox mail, the rewritten one.
@Injectable()
export class SuppressRecipientUseCase {
  constructor(
    @InjectDataSource(SENDING_SCHEMA) private readonly dataSource: DataSource,
    private readonly suppressions: SuppressionRepository,
  ) {}

  async execute(event: DomainEventMessage<EmailEventRecord>, reason: SuppressionReason): Promise<void> {
    const { team_id, rcpt_to, request_id } = event.data;
    await runOnce(this.dataSource, SENDING_SCHEMA, CONSUMER, event.event_id, (manager) =>
      this.suppressions.add(manager, team_id, rcpt_to, reason, request_id),
    );
  }
}
