// The Postgres schema this context owns; also the name of its DataSource.
export const WEBHOOKS_SCHEMA = 'webhooks';
