import { Injectable } from '@nestjs/common';
import { InboundReport } from '../../reports/inbound-report';
import { CheckBounceRecipientUseCase } from '../check-bounce-recipient/check-bounce-recipient.use-case';
import {
  InboundReportOutcome,
  RecordInboundReportUseCase,
} from '../record-inbound-report/record-inbound-report.use-case';

// A report that came to the fixed feedback-loop address (fbl@ the bounce domain), where mailbox providers
// that do not answer the envelope sender send complaints. The message is the one whose signed bounce
// address the report names as the reported message's envelope sender; a report naming none, or an address
// this service did not sign, is dropped.
@Injectable()
export class RecordFeedbackLoopReportUseCase {
  constructor(
    private readonly checkRecipient: CheckBounceRecipientUseCase,
    private readonly recordReport: RecordInboundReportUseCase,
  ) {}

  async execute(address: string, report: InboundReport): Promise<InboundReportOutcome> {
    if (report.kind !== 'complaint') return { recorded: false, why: 'not a feedback report' };
    if (!report.originalMailFrom) {
      return { recorded: false, why: 'a feedback report that does not name the envelope sender it reports' };
    }
    const check = await this.checkRecipient.execute(report.originalMailFrom);
    if (!check.accepted) {
      return { recorded: false, why: `a feedback report about ${report.originalMailFrom}: ${check.message}` };
    }
    if (!('bounced' in check)) {
      return {
        recorded: false,
        why: 'a feedback report about a message sent from the feedback-loop address',
      };
    }
    return this.recordReport.execute({ bounced: check.bounced, address, report });
  }
}
