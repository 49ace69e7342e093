import { BatchRecipient, SendBatchRequest } from '@mailroom/contracts';
import { CampaignRow } from '../campaigns/campaign';
import { ClaimedRecipient } from './recipient.repository';

// A campaign's claimed recipients, sent together.
export interface CampaignBatch {
  campaignId: string;
  recipients: ClaimedRecipient[];
}

// Sending namespaces the key per team: a recipient sent before (a batch retried after a crash, or taken
// over by another replica) is answered with its original message and never mailed twice.
export const recipientKey = (campaignId: string, contactId: string): string =>
  `campaign.${campaignId}.${contactId}`;

// Merge tags: {{email}} and {{properties.<key>}} of the contact.
export function batchRecipient(recipient: ClaimedRecipient): BatchRecipient {
  return {
    idempotency_key: recipientKey(recipient.campaign_id, recipient.contact_id),
    email: recipient.email,
    substitution_data: { email: recipient.email, properties: recipient.properties },
  };
}

export function batchRequest(campaign: CampaignRow, recipients: BatchRecipient[]): SendBatchRequest {
  return {
    campaign_id: campaign.id,
    from: campaign.from_email,
    ...(campaign.from_name ? { from_name: campaign.from_name } : {}),
    ...(campaign.reply_to ? { reply_to: campaign.reply_to } : {}),
    subject: campaign.subject,
    ...(campaign.html !== null ? { html: campaign.html } : {}),
    ...(campaign.text !== null ? { text: campaign.text } : {}),
    ...(campaign.template_slug !== null ? { template_slug: campaign.template_slug } : {}),
    recipients,
  };
}

// NATS carries at most 1 MB a message: a batch whose request would pass this is sent in parts.
const MAX_REQUEST_BYTES = 768 * 1024;

export function splitBySize(campaign: CampaignRow, recipients: BatchRecipient[]): SendBatchRequest[] {
  const request = batchRequest(campaign, recipients);
  if (recipients.length <= 1 || Buffer.byteLength(JSON.stringify(request)) <= MAX_REQUEST_BYTES)
    return [request];
  const half = Math.ceil(recipients.length / 2);
  return [
    ...splitBySize(campaign, recipients.slice(0, half)),
    ...splitBySize(campaign, recipients.slice(half)),
  ];
}

// Claimed recipients grouped by campaign, at most `size` to a batch.
export function batchesOf(claimed: ClaimedRecipient[], size: number): CampaignBatch[] {
  const batches: CampaignBatch[] = [];
  let current: CampaignBatch | undefined;
  for (const recipient of claimed) {
    if (!current || current.campaignId !== recipient.campaign_id || current.recipients.length >= size) {
      current = { campaignId: recipient.campaign_id, recipients: [] };
      batches.push(current);
    }
    current.recipients.push(recipient);
  }
  return batches;
}
