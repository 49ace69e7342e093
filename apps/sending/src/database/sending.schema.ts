// The Postgres schema this context owns; also the name of its DataSource.
export const SENDING_SCHEMA = 'sending';
