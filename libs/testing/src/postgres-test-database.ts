import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

const DEFAULT_BASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

// A fresh database per test file on the local PostgreSQL, so that parallel runs never see each other's rows.
export async function createTestDatabase(): Promise<TestDatabase> {
  const baseUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_BASE_URL;
  const name = `mailroom_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(baseUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    url: url.toString(),
    async drop(): Promise<void> {
      if (dropped) return;
      dropped = true;
      // FORCE ends connections a test left open, so that a failing test cannot leak its database.
      await withAdminClient(baseUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      );
    },
  };
}

async function withAdminClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
