import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { Distributed, SERVICES, startDistributed } from './support/distributed';
import { createKey, createTeam, TestTeam } from './support/factories';
import {
  ANSWER_WITHIN_MS,
  expectUnavailable,
  freezePostgres,
  REFUSED_WITHIN_MS,
  timed,
  waitUntilServed,
} from './support/frozen-postgres';
import { freePort } from './support/processes';
import { connectStandaloneDatabase } from './support/standalone-database';
import { startStandalone, Standalone } from './support/standalone';

// The distributed apps on a PostgreSQL that this suite alone uses (a standalone's embedded one, which it can
// freeze without touching the machine's), frozen and resumed: the gateway answers 503 service_unavailable
// within seconds, for its own database work (keys, rate limits, the admin API) and for the services' over
// NATS, and every app serves again once the database does, none restarted.
describe('a database that hangs (distributed)', () => {
  let host: Standalone;
  let cluster: Distributed;
  let team: TestTeam;
  let resume: () => void = () => undefined;

  beforeAll(async () => {
    const port = await freePort();
    host = await startStandalone({ EMBEDDED_PG_PORT: String(port) });
    const admin: Client = await connectStandaloneDatabase(host, port);
    await admin.query('CREATE DATABASE "distributed"');
    await admin.end();
    const url = new URL(`postgres://127.0.0.1:${port}/distributed`);
    url.username = 'postgres';
    url.password = readFileSync(join(host.dataDir, 'postgres-password'), 'utf8').trim();
    cluster = await startDistributed({ databaseUrl: url.toString() });
    team = await createTeam(cluster.admin);
  }, 240_000);

  afterAll(async () => {
    resume();
    await cluster?.stop();
    await host?.stop();
  });

  it('answers 503 within seconds while PostgreSQL is frozen, and recovers without a restart', async () => {
    const processes = [cluster.gateway, ...SERVICES.flatMap((name) => cluster.services[name])];
    const unused = cluster.admin.withToken(
      await createKey(cluster.admin, team.id, { permission: 'full_access', type: 'live' }),
    );
    const email = { from: 'a@unverified.example.test', to: ['x@example.net'], subject: 'Hang', text: 'Hi' };

    resume = freezePostgres(join(host.dataDir, 'postgres'));
    try {
      const answers = await Promise.all([
        timed(unused.get('/auth/check')),
        timed(team.api.get('/emails')),
        timed(team.api.get('/domains')),
        timed(team.api.get('/audience/contacts')),
        timed(cluster.admin.get(`/admin/teams/${team.id}`)),
        timed(team.api.post('/emails', email)),
      ]);
      for (const answer of answers) expectUnavailable(answer, ANSWER_WITHIN_MS);

      const again = await Promise.all([timed(unused.get('/auth/check')), timed(team.api.get('/domains'))]);
      for (const answer of again) expectUnavailable(answer, REFUSED_WITHIN_MS);
    } finally {
      resume();
    }

    // Each app's pool finds its connections dead on its own time: each is waited for, none restarted.
    await waitUntilServed('the API to answer again', () => unused.get('/auth/check'));
    await waitUntilServed('domains to answer again', () => team.api.get('/domains'));
    await waitUntilServed('sending to answer again', () => team.api.get('/emails'));
    await waitUntilServed('audience to answer again', () => team.api.get('/audience/contacts'));
    await waitUntilServed('the admin API to answer again', () =>
      cluster.admin.get(`/admin/teams/${team.id}`),
    );
    for (const process of processes) expect(process.child.exitCode).toBeNull();
  });
});
