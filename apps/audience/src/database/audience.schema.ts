// The Postgres schema this context owns; also the name of its DataSource.
export const AUDIENCE_SCHEMA = 'audience';
