import { RequestContext, SendEmailDto } from '@mailroom/contracts';
import { randomUUID } from 'node:crypto';
import { ScreenedRecipients } from '../../recipient-screen';
import { newRequestId } from '../../request-id';
import { CheckedSend } from '../../send-checks';
import { Message, Transmission } from '../../transmission';

// What an accepted send is recorded as: the transmission, and one message (its delivery job) per accepted
// recipient.
export function transmissionRows(
  ctx: RequestContext,
  request: SendEmailDto,
  checked: CheckedSend,
  recipients: ScreenedRecipients,
  now: Date,
): { transmission: Transmission; messages: Message[] } {
  const { sender, signing, template, rendered } = checked;
  const addressesOf = (type: 'to' | 'cc' | 'bcc'): string[] =>
    recipients.all.filter((r) => r.type === type).map((r) => r.address);
  const transmission: Transmission = {
    id: newRequestId(now.getTime()),
    team_id: ctx.team_id,
    key_id: ctx.key_id,
    key_type: ctx.key_type,
    from_address: `${sender.localPart}@${signing.domain}`,
    from_name: request.from_name ?? (sender.name || null),
    sending_domain: signing.domain,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    attachments: request.attachments ?? [],
    headers: request.headers ?? {},
    metadata: request.metadata ?? {},
    options: {
      transactional: request.options?.transactional ?? true,
      open_tracking: request.options?.open_tracking ?? false,
      click_tracking: request.options?.click_tracking ?? false,
    },
    template_slug: template?.slug ?? null,
    template_version: template?.version ?? null,
    // The mail's To and Cc headers name every recipient of the request, refused ones included, as written.
    to_addresses: addressesOf('to'),
    cc_addresses: addressesOf('cc'),
    bcc_addresses: addressesOf('bcc'),
    accepted: recipients.accepted.length,
    rejected: recipients.rejected.length,
    created_at: now,
  };
  const messages: Message[] = recipients.accepted.map((recipient) => ({
    id: randomUUID(),
    transmission_id: transmission.id,
    team_id: ctx.team_id,
    rcpt_to: recipient.address,
    raw_rcpt_to: recipient.raw,
    rcpt_type: recipient.type,
    status: 'queued',
    attempts: 0,
    created_at: now,
  }));
  return { transmission, messages };
}
