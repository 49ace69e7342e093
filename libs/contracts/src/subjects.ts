// Request/reply subjects: `<context>.<verb-noun>`. Every service listens in a queue group named after its context.
export const DomainSubject = {
  create: 'domains.create',
  get: 'domains.get',
  list: 'domains.list',
  verify: 'domains.verify',
  delete: 'domains.delete',
  resolveSender: 'domains.resolve-sender',
  setReputation: 'domains.set-reputation',
  clearReputation: 'domains.clear-reputation',
} as const;

export const TemplateSubject = {
  create: 'templates.create',
  list: 'templates.list',
  get: 'templates.get',
  update: 'templates.update',
  delete: 'templates.delete',
  mergeTags: 'templates.merge-tags',
  resolve: 'templates.resolve',
  render: 'templates.render',
  createProject: 'templates.create-project',
  listProjects: 'templates.list-projects',
  ensureDefaultProject: 'templates.ensure-default-project',
} as const;

export type TemplateSubject = (typeof TemplateSubject)[keyof typeof TemplateSubject];

export const SendingSubject = {
  send: 'emails.send',
  list: 'emails.list',
  listCapturedMessages: 'emails.list-captured-messages',
  getCapturedMessage: 'emails.get-captured-message',
  // A captured message parsed, with its DKIM signatures verified (the console's capture inbox).
  readCapturedMessage: 'emails.read-captured-message',
  getUsage: 'emails.get-usage',
  // The checks of a send (recipients, sender domain, template and rendering) without sending: the
  // scheduler's check at scheduling time.
  check: 'emails.check',
  // The raw MIME message of an SMTP submission: one send, under the same rules as emails.send.
  submit: 'emails.submit',
  listSuppressions: 'emails.list-suppressions',
  getSuppression: 'emails.get-suppression',
  addSuppression: 'emails.add-suppression',
  removeSuppression: 'emails.remove-suppression',
} as const;

export type SendingSubject = (typeof SendingSubject)[keyof typeof SendingSubject];

export type DomainSubject = (typeof DomainSubject)[keyof typeof DomainSubject];

export const EventsSubject = {
  list: 'events.list',
  getTransmission: 'events.get-transmission',
  trackOpen: 'events.track-open',
  trackClick: 'events.track-click',
  unsubscribePage: 'events.unsubscribe-page',
  unsubscribe: 'events.unsubscribe',
} as const;

export type EventsSubject = (typeof EventsSubject)[keyof typeof EventsSubject];

export const SchedulerSubject = {
  schedule: 'scheduler.schedule',
  list: 'scheduler.list',
  get: 'scheduler.get',
  cancel: 'scheduler.cancel',
} as const;

export type SchedulerSubject = (typeof SchedulerSubject)[keyof typeof SchedulerSubject];

export const WebhookSubject = {
  create: 'webhooks.create',
  list: 'webhooks.list',
  get: 'webhooks.get',
  update: 'webhooks.update',
  delete: 'webhooks.delete',
  listDeliveries: 'webhooks.list-deliveries',
  retryDelivery: 'webhooks.retry-delivery',
  sendTest: 'webhooks.send-test',
} as const;

export type WebhookSubject = (typeof WebhookSubject)[keyof typeof WebhookSubject];

export const CampaignSubject = {
  create: 'campaigns.create',
  list: 'campaigns.list',
  get: 'campaigns.get',
  update: 'campaigns.update',
  delete: 'campaigns.delete',
  schedule: 'campaigns.schedule',
  send: 'campaigns.send',
  cancel: 'campaigns.cancel',
  listEvents: 'campaigns.list-events',
  // Operator calls (admin API).
  approve: 'campaigns.approve',
  reject: 'campaigns.reject',
} as const;

export type CampaignSubject = (typeof CampaignSubject)[keyof typeof CampaignSubject];

// Sending's internal subjects for campaigns (not reachable from the HTTP API).
export const BulkSendingSubject = {
  // Many personalised non-transactional messages in one transaction, each once per idempotency key.
  sendBatch: 'emails.send-batch',
  // Whether `count` more recipients fit the team's quota now (429 otherwise); nothing is counted.
  checkQuota: 'emails.check-quota',
  // The addresses among many that the team's suppression list refuses for marketing mail.
  screenRecipients: 'emails.screen-recipients',
} as const;

export type BulkSendingSubject = (typeof BulkSendingSubject)[keyof typeof BulkSendingSubject];
