import { EmailEventRecord, EmailEventType } from '@mailroom/contracts';
import { randomUUID } from 'node:crypto';
import { mailboxProvider } from '../delivery/mailbox-provider';
import { Message, Transmission } from './transmission';

export type EventDetails = Partial<
  Pick<
    EmailEventRecord,
    | 'queue_time'
    | 'bounce_class'
    | 'error_code'
    | 'reason'
    | 'raw_reason'
    | 'sending_ip'
    | 'msg_size'
    | 'fbtype'
    | 'report_by'
    | 'report_to'
  >
>;

// What an event record takes of its transmission (not its content).
export type EventTransmission = Pick<
  Transmission,
  | 'id'
  | 'team_id'
  | 'key_type'
  | 'subject'
  | 'from_address'
  | 'sending_domain'
  | 'created_at'
  | 'options'
  | 'metadata'
  | 'campaign_id'
>;

// The per-recipient event record of SPEC, from what sending knows of the transmission and the recipient. A
// recipient refused at injection has no message row: it passes its id, address and raw address alone.
export function emailEvent(
  type: EmailEventType,
  transmission: EventTransmission,
  message: Pick<Message, 'id' | 'rcpt_to' | 'raw_rcpt_to'>,
  details: EventDetails = {},
  at = new Date(),
): EmailEventRecord {
  const domain = message.rcpt_to.slice(message.rcpt_to.lastIndexOf('@') + 1);
  const provider = mailboxProvider(domain);
  return {
    event_id: randomUUID(),
    type,
    timestamp: at.toISOString(),
    team_id: transmission.team_id,
    request_id: transmission.id,
    message_id: message.id,
    rcpt_to: message.rcpt_to,
    raw_rcpt_to: message.raw_rcpt_to,
    recipient_domain: domain,
    mailbox_provider: provider.provider,
    mailbox_provider_region: provider.region,
    subject: transmission.subject,
    friendly_from: transmission.from_address,
    sending_domain: transmission.sending_domain,
    injection_time: transmission.created_at.toISOString(),
    click_tracking: transmission.options.click_tracking,
    open_tracking: transmission.options.open_tracking,
    transactional: transmission.options.transactional,
    rcpt_meta: transmission.metadata,
    sandbox: transmission.key_type === 'sandbox',
    ...(transmission.campaign_id ? { campaign_id: transmission.campaign_id } : {}),
    ...details,
  };
}
