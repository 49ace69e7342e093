import { KeyType } from '@mailroom/contracts';

export interface TransmissionOptions {
  transactional: boolean;
  open_tracking: boolean;
  click_tracking: boolean;
}

export interface Attachment {
  name: string;
  type: string;
  data: string;
}

// An accepted send request, rendered, as stored until every recipient is done.
export interface Transmission {
  id: string;
  team_id: number;
  key_id: string;
  key_type: KeyType;
  from_address: string;
  from_name: string | null;
  sending_domain: string;
  subject: string;
  html: string | null;
  text: string | null;
  attachments: Attachment[];
  headers: Record<string, string>;
  metadata: Record<string, string>;
  options: TransmissionOptions;
  template_slug: string | null;
  template_version: number | null;
  to_addresses: string[];
  cc_addresses: string[];
  bcc_addresses: string[];
  accepted: number;
  rejected: number;
  created_at: Date;
  // SMTP submissions only (emails.submit): the message as submitted, delivered without composition.
  raw_mime?: Buffer | null;
  // Campaign messages only (emails.send-batch).
  campaign_id?: string | null;
  reply_to?: string | null;
}

// The size of a transmission's content: characters of its bodies and of its attachments' base64, bytes of a
// submitted message. Delivering one of its messages holds a few times this in memory.
export function contentSize(t: Transmission): number {
  return (
    (t.html?.length ?? 0) +
    (t.text?.length ?? 0) +
    (t.raw_mime?.length ?? 0) +
    t.attachments.reduce((sum, attachment) => sum + attachment.data.length, 0)
  );
}

export type RecipientType = 'to' | 'cc' | 'bcc';
export type MessageStatus = 'queued' | 'sending' | 'deferred' | 'delivered' | 'bounced';

// One recipient of a transmission, and its delivery job.
export interface Message {
  id: string;
  transmission_id: string;
  team_id: number;
  rcpt_to: string;
  raw_rcpt_to: string;
  rcpt_type: RecipientType;
  status: MessageStatus;
  attempts: number;
  created_at: Date;
}
