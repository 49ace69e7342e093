import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { Standalone } from './standalone';

// A connection to a standalone's embedded PostgreSQL (started with EMBEDDED_PG_PORT=port), for a test to set
// up state no API can reach yet (a month of usage, an unsubscribe) or to read what the API does not show.
export async function connectStandaloneDatabase(
  app: Standalone,
  port: number,
  database = 'mailroom',
): Promise<Client> {
  const password = readFileSync(join(app.dataDir, 'postgres-password'), 'utf8').trim();
  const client = new Client({ host: '127.0.0.1', port, user: 'postgres', password, database });
  await client.connect();
  return client;
}
