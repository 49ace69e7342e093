// The Postgres schema this context owns; also the name of its DataSource.
export const CAMPAIGNS_SCHEMA = 'campaigns';
