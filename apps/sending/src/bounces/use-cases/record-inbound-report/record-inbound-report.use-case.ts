import { Injectable, Logger } from '@nestjs/common';
import { emailEventSubject, EmailEventRecord, SuppressionReason } from '@mailroom/contracts';
import { InjectOutbox, InjectOutboxRelay, Outbox, OutboxRelay } from '@mailroom/messaging';
import { SENDING_SCHEMA } from '../../../database/sending.schema';
import { BounceClass } from '../../../delivery';
import { SuppressionRepository } from '../../../suppression/suppression.repository';
import { emailEvent } from '../../../transmissions/email-event.factory';
import { BouncedMessage, BouncedMessageRepository, InboundEventType } from '../../bounced-message.repository';
import { InboundReport } from '../../reports/inbound-report';
import { failedRecipient, outOfBandDetails } from '../../reports/out-of-band-bounce';

export interface InboundReportInput {
  bounced: BouncedMessage;
  // The bounce address it was sent to.
  address: string;
  report: InboundReport;
}

export type InboundReportOutcome =
  { recorded: true; type: InboundEventType; event: EmailEventRecord } | { recorded: false; why: string };

// A report that arrived at a message's bounce address becomes that message's event, through the outbox like
// every email event: an out-of-band bounce (`out_of_band`) or a complaint (`spam_complaint`). An invalid
// recipient (class 10) is suppressed in the same transaction, as an in-band hard bounce is; complaints are
// suppressed by the consumer of spam_complaint events, as those of any source. The events, webhooks,
// audience and campaigns contexts see them on EMAIL_EVENTS.
@Injectable()
export class RecordInboundReportUseCase {
  private readonly logger = new Logger(RecordInboundReportUseCase.name);

  constructor(
    private readonly messages: BouncedMessageRepository,
    private readonly suppressions: SuppressionRepository,
    @InjectOutbox(SENDING_SCHEMA) private readonly outbox: Outbox,
    @InjectOutboxRelay(SENDING_SCHEMA) private readonly relay: OutboxRelay,
  ) {}

  async execute({ bounced, address, report }: InboundReportInput): Promise<InboundReportOutcome> {
    const { message, transmission } = bounced;
    let event: EmailEventRecord;
    if (report.kind === 'complaint') {
      event = emailEvent('spam_complaint', transmission, message, {
        fbtype: report.feedbackType,
        report_to: address.slice(address.lastIndexOf('@') + 1).toLowerCase(),
        ...(report.reportedBy ? { report_by: report.reportedBy } : {}),
      });
    } else if (report.kind === 'delivery') {
      const failed = failedRecipient(report.recipients, message.rcpt_to);
      if (!failed) return { recorded: false, why: 'a delivery report without a failed recipient' };
      event = emailEvent('out_of_band', transmission, message, outOfBandDetails(failed));
    } else {
      return { recorded: false, why: report.why };
    }

    const type = event.type as InboundEventType;
    const recorded = await this.messages.transaction(async (manager) => {
      if (!(await this.messages.markReported(manager, message.id, type, event.event_id))) return false;
      await this.outbox.add(manager, emailEventSubject(type), event);
      if (type === 'out_of_band' && event.bounce_class === BounceClass.InvalidRecipient) {
        await this.suppressions.add(
          manager,
          { teamId: transmission.team_id, sandbox: transmission.key_type === 'sandbox' },
          {
            address: message.rcpt_to,
            reason: SuppressionReason.hardBounce,
            source: 'bounce',
            eventId: event.event_id,
            requestId: transmission.id,
          },
        );
      }
      return true;
    });
    if (!recorded) return { recorded: false, why: `the message already has its ${type} event` };
    this.relay.kick();
    this.logger.log(`Recorded ${type} for message ${message.id} of transmission ${transmission.id}`);
    return { recorded: true, type, event };
  }
}
