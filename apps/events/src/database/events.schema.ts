// The Postgres schema this context owns; also the name of its DataSource, outbox and relay.
export const EVENTS_SCHEMA = 'events';
