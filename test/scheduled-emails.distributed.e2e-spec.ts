import { DnsTestServer } from '@mailroom/testing';
import { randomBytes } from 'node:crypto';
import { verifiedSendingDomain } from './support/dns-records';
import { Distributed, startDistributed } from './support/distributed';
import { createTeam, TestTeam } from './support/factories';
import { capturedFor, waitForCapturedMail } from './support/mail';
import { waitFor } from './support/processes';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
const inMs = (ms: number): string => new Date(Date.now() + ms).toISOString();

describe('scheduled emails in distributed mode: two scheduler processes on one database', () => {
  let cluster: Distributed;
  let dns: DnsTestServer;
  let team: TestTeam;
  const domain = 'sched.dist.example.test';

  const scheduleBatch = async (prefix: string, count: number, at: string): Promise<string[]> => {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const response = await team.api.post('/emails/scheduled', {
        from: `news@${domain}`,
        to: [`${prefix}-${i}@example.net`],
        subject: `Batch ${prefix}`,
        text: 'Hello',
        scheduled_at: at,
      });
      if (response.status !== 201)
        throw new Error(`schedule: ${response.status} ${JSON.stringify(response.body)}`);
      ids.push(response.body.data.request_id as string);
    }
    return ids;
  };

  const waitUntilSent = async (ids: string[]): Promise<void> => {
    for (const id of ids) {
      await waitFor(
        `${id} to be sent`,
        async () =>
          (await team.api.get(`/emails/scheduled/${id}`)).body.data?.state === 'sent' ? true : undefined,
        30_000,
      );
    }
  };

  beforeAll(async () => {
    dns = new DnsTestServer();
    await dns.start();
    // NATS configured as docker-compose.yml configures it, to carry the largest request.
    cluster = await startDistributed({
      services: ['domains', 'templates', 'sending', 'scheduler'],
      env: { DNS_SERVERS: dns.address },
      replicas: { scheduler: 2 },
      natsMaxPayload: 24 * 1024 * 1024,
    });
    team = await createTeam(cluster.admin);
    await verifiedSendingDomain(team.api, dns, domain);
  }, 180_000);

  afterAll(async () => {
    await cluster?.stop();
    await dns?.stop();
  });

  it('sends each email of a batch due at the same moment exactly once', async () => {
    const count = 30;
    const ids = await scheduleBatch('batch', count, inMs(3000));
    await waitUntilSent(ids);
    for (let i = 0; i < count; i++) await waitForCapturedMail(cluster.admin, `batch-${i}@example.net`);
    await sleep(2000);
    const arrivals: number[] = [];
    for (let i = 0; i < count; i++) arrivals.push(await capturedFor(cluster.admin, `batch-${i}@example.net`));
    expect(arrivals).toEqual(Array(count).fill(1));
  });

  it('carries an email with 8 MiB of attachments from the gateway to the scheduler, then to sending', async () => {
    const attachment = randomBytes(8 * 1024 * 1024);
    const response = await team.api.post('/emails/scheduled', {
      from: `news@${domain}`,
      to: ['large@example.net'],
      subject: 'Large',
      text: 'Attached',
      attachments: [
        { name: 'data.bin', type: 'application/octet-stream', data: attachment.toString('base64') },
      ],
      // Far enough ahead that 8 MiB reach the scheduler before it on a loaded host (a past time is a 422).
      scheduled_at: inMs(15_000),
    });
    expect(response.status).toBe(201);
    await waitUntilSent([response.body.data.request_id as string]);
    const [mail] = await waitForCapturedMail(cluster.admin, 'large@example.net');
    expect(mail.parsed.attachments).toHaveLength(1);
    expect(mail.parsed.attachments[0].content.equals(attachment)).toBe(true);
  });

  it('cancels through whichever replica answers, and the cancelled email never goes out', async () => {
    const [id] = await scheduleBatch('cancelled', 1, inMs(1500));
    const cancelled = await team.api.delete(`/emails/scheduled/${id}`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.state).toBe('cancelled');
    await sleep(3000);
    expect(await capturedFor(cluster.admin, 'cancelled-0@example.net')).toBe(0);
  });

  it('sends what came due while every scheduler was down once one is back', async () => {
    const at = inMs(3000);
    const ids = await scheduleBatch('late', 3, at);
    await Promise.all(cluster.services.scheduler.map((process) => process.stop()));
    await sleep(Date.parse(at) - Date.now() + 1500);
    expect(await capturedFor(cluster.admin, 'late-0@example.net')).toBe(0);

    cluster.services.scheduler = [await cluster.startService('scheduler')];
    await waitUntilSent(ids);
    for (let i = 0; i < 3; i++) await waitForCapturedMail(cluster.admin, `late-${i}@example.net`);
  });
});
