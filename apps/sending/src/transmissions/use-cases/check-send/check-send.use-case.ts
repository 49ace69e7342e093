import { Injectable } from '@nestjs/common';
import { RequestContext, SendCheckResult, SendEmailDto } from '@mailroom/contracts';
import { SendChecks } from '../../send-checks';

// emails.check: what POST /emails would refuse whenever it ran (validation, sender domain, template,
// rendering), asked by the scheduler at scheduling time. The suppression list and the quota belong to the
// moment of sending and are left to it.
@Injectable()
export class CheckSendUseCase {
  constructor(private readonly checks: SendChecks) {}

  async execute(ctx: RequestContext, request: SendEmailDto): Promise<SendCheckResult> {
    const checked = await this.checks.check(ctx, request);
    return { subject: checked.rendered.subject, recipients: checked.recipients.map((r) => r.raw) };
  }
}
