import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DomainEventMessage,
  EmailEventRecord,
  SuppressionReason,
  SuppressionSource,
} from '@mailroom/contracts';
import { runOnce } from '@mailroom/messaging';
import { DataSource } from 'typeorm';
import { SENDING_SCHEMA } from '../../../database/sending.schema';
import { SuppressionRepository } from '../../suppression.repository';

// The processed_event name of this consumer: a redelivered event suppresses nothing twice.
const CONSUMER = 'sending-suppression';

// What an email event's suppression is recorded as caused by.
export function sourceOf(reason: SuppressionReason): SuppressionSource {
  switch (reason) {
    case SuppressionReason.hardBounce:
      return SuppressionSource.bounce;
    case SuppressionReason.spamComplaint:
      return SuppressionSource.complaint;
    case SuppressionReason.unsubscribe:
      return SuppressionSource.unsubscribe;
  }
}

// An email event that ends the team's mail to a recipient: the recipient goes on the team's suppression
// list, live or sandbox as the mail was, with the event as its cause. rcpt_to is the address the mail
// really went to: for sandbox mail, the rewritten one.
@Injectable()
export class SuppressRecipientUseCase {
  constructor(
    @InjectDataSource(SENDING_SCHEMA) private readonly dataSource: DataSource,
    private readonly suppressions: SuppressionRepository,
  ) {}

  async execute(event: DomainEventMessage<EmailEventRecord>, reason: SuppressionReason): Promise<void> {
    const { team_id, rcpt_to, request_id, event_id, sandbox } = event.data;
    await runOnce(this.dataSource, SENDING_SCHEMA, CONSUMER, event.event_id, async (manager) => {
      await this.suppressions.add(
        manager,
        { teamId: team_id, sandbox: sandbox === true },
        { address: rcpt_to, reason, source: sourceOf(reason), eventId: event_id, requestId: request_id },
      );
    });
  }
}
