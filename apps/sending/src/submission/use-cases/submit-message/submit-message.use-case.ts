import { Injectable } from '@nestjs/common';
import {
  ErrorCode,
  MAX_RECIPIENTS,
  MAX_SUBMITTED_MESSAGE_BYTES,
  RequestContext,
  SendEmailDto,
  SendOutcome,
  ServiceError,
  SubmitMessageRequest,
} from '@mailroom/contracts';
import { requestFingerprint } from '@mailroom/database';
import { randomUUID } from 'node:crypto';
import { SendChecks } from '../../../transmissions/send-checks';
import { SendEmailUseCase } from '../../../transmissions/use-cases/send-email/send-email.use-case';
import { deliverableMessage, readSubmittedMessage } from '../../submitted-message';

// A message submitted over SMTP: one send under the rules of POST /emails (sender domain, sandbox,
// suppression, quota, Idempotency-Key), with the same events. The envelope recipients decide delivery: a
// recipient named in To or Cc is recorded as such, any other is a Bcc. The message is kept as written and
// is transactional mail: no tracking and no List-Unsubscribe are added to it.
@Injectable()
export class SubmitMessageUseCase {
  constructor(
    private readonly checks: SendChecks,
    private readonly sendEmail: SendEmailUseCase,
  ) {}

  async execute(ctx: RequestContext, submission: SubmitMessageRequest): Promise<SendOutcome> {
    // Bounded before it is decoded: base64 of MAX_SUBMITTED_MESSAGE_BYTES takes 4 characters per 3 bytes.
    if (submission.raw.length > 4 * Math.ceil(MAX_SUBMITTED_MESSAGE_BYTES / 3)) throw tooLarge();
    const raw = Buffer.from(submission.raw, 'base64');
    if (raw.length > MAX_SUBMITTED_MESSAGE_BYTES) throw tooLarge();
    if (submission.rcpt_to.length === 0 || submission.rcpt_to.length > MAX_RECIPIENTS)
      throw ServiceError.validation({ to: [`A message has 1 to ${MAX_RECIPIENTS} recipients.`] });
    const message = readSubmittedMessage(raw);
    const inHeader = (list: string[]) => (address: string) => list.includes(address.toLowerCase());
    const request: SendEmailDto = {
      from: message.from.address,
      from_name: message.from.name || undefined,
      to: submission.rcpt_to.filter(inHeader(message.to)),
      cc: submission.rcpt_to.filter((a) => !inHeader(message.to)(a) && inHeader(message.cc)(a)),
      bcc: submission.rcpt_to.filter((a) => !inHeader(message.to)(a) && !inHeader(message.cc)(a)),
      subject: message.subject,
      options: { transactional: true },
    };
    const addressing = await this.checks.checkAddressing(ctx, request);
    const rawMime = deliverableMessage(raw, message, {
      messageId: `${randomUUID()}@${addressing.signing.domain}`,
      date: new Date(),
      // A sandbox key sends from the sandbox domain, keeping the local part (SPEC sandbox rule 2).
      sentFrom: `${addressing.sender.localPart}@${addressing.signing.domain}`,
    });
    return this.sendEmail.acceptPrepared(
      ctx,
      {
        request,
        checked: { ...addressing, rendered: { subject: message.subject, html: null, text: null } },
        // A client retrying a message writes a new Date, Message-ID and MIME boundaries: a repeat is the
        // same sender, recipients and subject.
        fingerprint: () =>
          requestFingerprint({
            smtp: true,
            from: message.from.address.toLowerCase(),
            rcpt_to: [...submission.rcpt_to].map((a) => a.toLowerCase()).sort(),
            subject: message.subject,
          }),
        rawMime,
      },
      message.idempotencyKey,
    );
  }
}

function tooLarge(): ServiceError {
  return new ServiceError({
    status: 413,
    error_code: ErrorCode.validationError,
    message: `The message is larger than ${MAX_SUBMITTED_MESSAGE_BYTES} bytes.`,
  });
}
