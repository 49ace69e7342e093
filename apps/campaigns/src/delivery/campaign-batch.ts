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

// The batch as requests of at most MAX_REQUEST_BYTES (a recipient too large for one goes alone), its
// recipients in order, each part as full as it can be. The content every part repeats (up to 2,000,000
// characters of html and text) is measured once, and each recipient once: serialising the whole request at
// every halving cost seconds a batch of large content.
export function splitBySize(campaign: CampaignRow, recipients: BatchRecipient[]): SendBatchRequest[] {
  const shared = Buffer.byteLength(JSON.stringify(batchRequest(campaign, [])));
  const requests: SendBatchRequest[] = [];
  let part: BatchRecipient[] = [];
  let bytes = shared;
  for (const recipient of recipients) {
    const own = Buffer.byteLength(JSON.stringify(recipient));
    // A comma separates it from the one before.
    if (part.length > 0 && bytes + 1 + own > MAX_REQUEST_BYTES) {
      requests.push(batchRequest(campaign, part));
      part = [];
      bytes = shared;
    }
    bytes += (part.length > 0 ? 1 : 0) + own;
    part.push(recipient);
  }
  if (part.length > 0 || requests.length === 0) requests.push(batchRequest(campaign, part));
  return requests;
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
