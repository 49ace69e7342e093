import { Client } from 'pg';
import { createKey, createTeam, TestTeam } from './support/factories';
import { freePort, waitFor } from './support/processes';
import { startStandalone, Standalone } from './support/standalone';
import { connectStandaloneDatabase } from './support/standalone-database';

// Connections cut by the server (an operator's pg_terminate_backend, a failover) in the middle of
// transactions, and a database closed to connections: every answer is the API's own, 503
// service_unavailable where the database failed, never a 500; and the same process serves again afterwards.
describe('a database whose connections are cut (standalone)', () => {
  let app: Standalone;
  let team: TestTeam;
  let operator: Client;

  // Every connection of the API's database but the operator's own.
  const terminateOthers = () =>
    operator.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = 'mailroom' AND pid <> pg_backend_pid()`,
    );

  beforeAll(async () => {
    const port = await freePort();
    app = await startStandalone({ EMBEDDED_PG_PORT: String(port) });
    // On another database of the cluster: a database cannot be closed to connections from inside it.
    operator = await connectStandaloneDatabase(app, port, 'postgres');
    // A paid plan's rate limit: the bursts below are several hundred requests of one key.
    team = await createTeam(app.admin, { plan: 'pro_1m' });
  }, 120_000);

  afterAll(async () => {
    await operator?.query(`ALTER DATABASE mailroom ALLOW_CONNECTIONS true`).catch(() => undefined);
    await operator?.end();
    await app?.stop();
  });

  it('answers 201 or 503 to writes whose transactions lose their connection, never a 500', async () => {
    const statuses = new Map<number, number>();
    let running = true;
    const cutting = (async () => {
      while (running) {
        await terminateOthers();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const writer = async (worker: number) => {
      for (let i = 0; i < 30; i += 1) {
        const response = await team.api.post('/templates', { name: `Cut ${worker}-${i}`, html: '<p>x</p>' });
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        expect([response.status, response.body.error_code]).toEqual(
          response.status === 201 ? [201, undefined] : [503, 'service_unavailable'],
        );
      }
    };
    try {
      await Promise.all(Array.from({ length: 8 }, (_, worker) => writer(worker)));
    } finally {
      running = false;
      await cutting;
    }
    // Some went through between the cuts; each answer was checked as it came.
    expect(statuses.get(201)).toBeGreaterThan(0);
    expect((await team.api.post('/templates', { name: 'After the cuts', html: '<p>x</p>' })).status).toBe(
      201,
    );
  }, 120_000);

  it('answers 503 while the database refuses connections, and serves again once it takes them', async () => {
    // A key never used: its authentication needs the database (a used key is remembered for a few seconds).
    const unused = app.admin.withToken(
      await createKey(app.admin, team.id, { permission: 'full_access', type: 'live' }),
    );
    await operator.query(`ALTER DATABASE mailroom ALLOW_CONNECTIONS false`);
    try {
      await terminateOthers();
      for (let round = 0; round < 3; round += 1) {
        const answers = await Promise.all([
          unused.get('/auth/check'),
          ...['/templates', '/webhooks', '/audience/lists', '/emails'].map((path) => team.api.get(path)),
        ]);
        expect(answers.map((answer) => [answer.status, answer.body.error_code])).toEqual(
          answers.map(() => [503, 'service_unavailable']),
        );
      }
    } finally {
      await operator.query(`ALTER DATABASE mailroom ALLOW_CONNECTIONS true`);
    }
    await waitFor('the templates served again', async () =>
      (await team.api.get('/templates')).status === 200 ? true : undefined,
    );
    expect((await unused.get('/auth/check')).status).toBe(200);
  }, 120_000);
});
