// The examples of the request bodies the document shows where one built field by field from the schemas would
// be refused: a send with html, text and a template_slug at once, webhook credentials for auth_type none, ids
// that are no UUIDs. Each is a request the service accepts (test/support/api-fuzz.ts sends them); the ids are
// placeholders a reader replaces with the team's own, and so is the date of a scheduled send, which must be at
// most 30 days ahead and so cannot stay in the future in a document.
const LIST_ID = '3f2b6c1e-8a4d-4c3b-9f51-0d6f1a2b3c4d';

export const SEND_EXAMPLE = {
  from: 'hello@mail.example.com',
  from_name: 'Acme',
  to: ['someone@example.com'],
  subject: 'Your receipt for order {{order_id}}',
  html: '<p>Hello {{name}}, thank you for order {{order_id}}.</p>',
  text: 'Hello {{name}}, thank you for order {{order_id}}.',
  substitution_data: { name: 'Jane', order_id: '1042' },
  metadata: { order_id: '1042' },
};

export const SCHEDULED_SEND_EXAMPLE = { ...SEND_EXAMPLE, scheduled_at: '2026-12-01T09:30:00Z' };

export const TEMPLATE_EXAMPLE = {
  name: 'Receipt',
  slug: 'receipt',
  subject: 'Your receipt for order {{order_id}}',
  html: '<p>Hello {{name}}, thank you for order {{order_id}}.</p>',
  text: 'Hello {{name}}, thank you for order {{order_id}}.',
};

export const CAMPAIGN_EXAMPLE = {
  name: 'December newsletter',
  subject: 'What is new in December',
  from_email: 'news@mail.example.com',
  from_name: 'Acme',
  reply_to: 'support@example.com',
  html: '<p>Hello {{first_name}}, here is what is new.</p>',
  text: 'Hello {{first_name}}, here is what is new.',
  list_id: LIST_ID,
};

export const CAMPAIGN_CHANGE_EXAMPLE = { subject: 'What is new in December, and a gift' };

export const WEBHOOK_EXAMPLE = {
  name: 'Deliveries and bounces',
  url: 'https://hooks.example.com/mailroom',
  events_mode: 'selected',
  events: ['message.delivery', 'message.bounce'],
};

export const WEBHOOK_CHANGE_EXAMPLE = { events_mode: 'all', enabled: false };

export const CONTACT_EXAMPLE = {
  email: 'jane@example.com',
  status: 'subscribed',
  list_ids: [LIST_ID],
};

export const LISTS_DELETION_EXAMPLE = { list_ids: [LIST_ID] };

export const SEGMENT_EXAMPLE = {
  name: 'Subscribers at example.com',
  list_id: LIST_ID,
  condition_groups: [
    {
      conditions: [
        { field: 'status', operator: 'equals', value: 'subscribed' },
        { field: 'email', operator: 'ends_with', value: '@example.com' },
      ],
    },
  ],
};

export const TEAM_EXAMPLE = { name: 'Acme', owner_email: 'owner@example.com', plan: 'pro_50k' };

export const TEAM_CHANGE_EXAMPLE = { plan: 'pro_100k' };

export const TEAM_KEY_EXAMPLE = { name: 'Production', permission: 'full_access', type: 'live' };
