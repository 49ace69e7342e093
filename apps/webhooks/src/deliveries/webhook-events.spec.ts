import { CampaignSentEvent, DomainEventMessage, EmailEventRecord, emailEventView } from '@mailroom/contracts';
import { campaignWebhookEvent, emailWebhookEvent } from './webhook-events';

describe('events as webhooks', () => {
  it('gives campaign.sent the campaign as its data, without the team', () => {
    const campaign: CampaignSentEvent['campaign'] = {
      id: '0b6f3c3e-8a55-4d0f-9c1e-1f1f1f1f1f1f',
      name: 'November news',
      status: 'sent',
      subject: 'News',
      from_email: 'news@example.test',
      sent_count: 10,
      total_recipients: 12,
      sent_at: '2026-11-24T07:00:00.000Z',
    };
    const event: DomainEventMessage<CampaignSentEvent> = {
      event_id: '5f0c2b9e-2a8c-4f7a-8a43-0d5a2f6d9f10',
      subject: 'campaign.sent',
      occurred_at: '2026-11-24T07:00:01.000Z',
      data: { team_id: 4, campaign },
    };
    const webhook = campaignWebhookEvent(event);
    expect(webhook).toMatchObject({ teamId: 4, eventId: event.event_id, type: 'campaign.sent' });
    expect(JSON.parse(webhook.body)).toEqual({
      id: event.event_id,
      type: 'campaign.sent',
      created_at: event.occurred_at,
      data: { campaign },
    });
  });

  it('gives message.<type> the record of GET /emails/events, under the event id', () => {
    const record = {
      event_id: 'evt-1',
      type: 'bounce',
      timestamp: '2026-11-24T07:00:00.000Z',
      team_id: 4,
      request_id: 'req-1',
      message_id: 'm-1',
      rcpt_to: 'a@example.net',
      raw_rcpt_to: 'a@example.net',
      recipient_domain: 'example.net',
      mailbox_provider: 'Other',
      mailbox_provider_region: 'Global',
      subject: 'Hi',
      friendly_from: 'news@example.test',
      sending_domain: 'example.test',
      injection_time: '2026-11-24T06:59:59.000Z',
      click_tracking: false,
      open_tracking: false,
      transactional: true,
      rcpt_meta: {},
      sandbox: false,
      bounce_class: 10,
      error_code: '550',
      reason: 'no such user',
      raw_reason: '550 5.1.1 no such user',
      campaign_id: 'c-1',
    } satisfies EmailEventRecord;
    const webhook = emailWebhookEvent({
      event_id: '5f0c2b9e-2a8c-4f7a-8a43-0d5a2f6d9f11',
      subject: 'email.event.bounce',
      occurred_at: record.timestamp,
      data: record,
    });
    expect(JSON.parse(webhook.body)).toEqual({
      id: 'evt-1',
      type: 'message.bounce',
      created_at: record.timestamp,
      data: emailEventView(record),
    });
    expect(JSON.parse(webhook.body).data).not.toHaveProperty('team_id');
  });
});
