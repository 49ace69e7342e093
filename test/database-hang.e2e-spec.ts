import { DnsTestServer } from '@mailroom/testing';
import { join } from 'node:path';
import { verifiedSendingDomain } from './support/dns-records';
import { createKey, createTeam, TestTeam } from './support/factories';
import {
  ANSWER_WITHIN_MS,
  expectUnavailable,
  freezePostgres,
  REFUSED_WITHIN_MS,
  timed,
  waitUntilServed,
} from './support/frozen-postgres';
import { capturedFor, waitForCapturedMail } from './support/mail';
import { waitFor } from './support/processes';
import { startStandalone, Standalone } from './support/standalone';

// PostgreSQL frozen (SIGSTOP on the postmaster and its backends: connections open, nothing answered), then
// resumed: the API answers 503 service_unavailable within seconds meanwhile, and works again afterwards in
// the same process; what was accepted before is delivered, and a keyed send retried after the database came
// back is sent once.
describe('a database that hangs (standalone)', () => {
  let app: Standalone;
  let dns: DnsTestServer;
  let team: TestTeam;
  let resume: () => void = () => undefined;
  const domain = 'hang.example.test';
  const email = (to: string) => ({ from: `hello@${domain}`, to: [to], subject: 'Hang', text: 'Hello' });

  beforeAll(async () => {
    dns = new DnsTestServer();
    await dns.start();
    // A delivery whose outcome could not be written while the database hung is taken again once its claim
    // lapses, and a deferred one retried: both within seconds here.
    app = await startStandalone({
      DNS_SERVERS: dns.address,
      DELIVERY_CLAIM_LEASE_SECONDS: '3',
      DELIVERY_RETRY_BASE_SECONDS: '1',
    });
    team = await createTeam(app.admin);
    await verifiedSendingDomain(team.api, dns, domain);
  }, 120_000);

  afterAll(async () => {
    resume();
    await app?.stop();
    await dns?.stop();
  });

  it('answers 503 within seconds while PostgreSQL is frozen, and recovers without a restart', async () => {
    const pid = app.process.child.pid;
    expect((await team.api.post('/emails', email('before@example.net'))).status).toBe(200);
    // A key never used: its authentication needs the database (a used key is remembered for a few seconds).
    const unused = app.admin.withToken(
      await createKey(app.admin, team.id, { permission: 'full_access', type: 'live' }),
    );
    const keyed = { 'Idempotency-Key': 'sent-while-frozen' };

    resume = freezePostgres(join(app.dataDir, 'postgres'));
    try {
      const [check, list, domains, adminTeam, send] = await Promise.all([
        timed(unused.get('/auth/check')),
        timed(team.api.get('/emails')),
        timed(team.api.get('/domains')),
        timed(app.admin.get(`/admin/teams/${team.id}`)),
        timed(team.api.post('/emails', email('frozen@example.net'), keyed)),
      ]);
      expectUnavailable(check, ANSWER_WITHIN_MS);
      expectUnavailable(list, ANSWER_WITHIN_MS);
      expectUnavailable(domains, ANSWER_WITHIN_MS);
      expectUnavailable(adminTeam, ANSWER_WITHIN_MS);
      // A keyed send that reached its commit may still be accepted: in progress, as SPEC says.
      expect([503, 409]).toContain(send.response?.status);
      expect(send.ms).toBeLessThan(ANSWER_WITHIN_MS);

      const [again, listAgain, sendAgain] = await Promise.all([
        timed(unused.get('/auth/check')),
        timed(team.api.get('/emails')),
        timed(team.api.post('/emails', email('refused@example.net'))),
      ]);
      expectUnavailable(again, REFUSED_WITHIN_MS);
      expectUnavailable(listAgain, REFUSED_WITHIN_MS);
      expectUnavailable(sendAgain, REFUSED_WITHIN_MS);
      // Refused before anything was written: a plain 503, not an outcome left unknown.
      expect(sendAgain.response?.headers.get('x-outcome-unknown')).toBeNull();
    } finally {
      resume();
    }

    await waitUntilServed('the API to answer again', () => unused.get('/auth/check'));
    expect((await team.api.get('/emails')).status).toBe(200);
    expect((await app.admin.get(`/admin/teams/${team.id}`)).status).toBe(200);
    expect((await team.api.post('/emails', email('after@example.net'))).status).toBe(200);
    // The keyed send, retried as a client would: accepted once, whatever the frozen commit did.
    const retried = await waitFor('the keyed send to be accepted', async () => {
      const response = await team.api.post('/emails', email('frozen@example.net'), keyed);
      return response.status === 200 ? response : undefined;
    });
    expect(retried.body.data.request_id).toEqual(expect.any(String));
    await waitForCapturedMail(app.admin, 'before@example.net');
    await waitForCapturedMail(app.admin, 'after@example.net');
    await waitForCapturedMail(app.admin, 'frozen@example.net');
    expect(await capturedFor(app.admin, 'frozen@example.net')).toBe(1);
    expect(await capturedFor(app.admin, 'refused@example.net')).toBe(0);
    expect(app.process.child.pid).toBe(pid);
    expect(app.process.child.exitCode).toBeNull();
  });
});
