import { INestMicroservice } from '@nestjs/common';
import { MessagePattern, MicroserviceOptions, Payload } from '@nestjs/microservices';
import { Test } from '@nestjs/testing';
import { getDataSourceToken } from '@nestjs/typeorm';
import {
  DomainEventMessage,
  DomainSubject,
  EmailEventRecord,
  EmailEventType,
  emailEventSubject,
  Envelope,
  OperatorEnvelope,
  RequestContext,
  ResolvedSender,
  ResolveSenderRequest,
  SendEmailDto,
  SendingSubject,
  SendOutcome,
  SendResult,
} from '@mailroom/contracts';
import { DatabaseRootModule } from '@mailroom/database';
import {
  BusClient,
  BusHandler,
  EVENT_BUS,
  EventBus,
  MessagingModule,
  microserviceOptions,
  TransportSettings,
} from '@mailroom/messaging';
import { ObservabilityModule } from '@mailroom/observability';
import { createTestDatabase, TestDatabase } from '@mailroom/testing';
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { CapturedMessageView } from '../capture/captured-messages.handler';
import { SendingConfig } from '../config/sending.config';
import { SENDING_SCHEMA } from '../database/sending.schema';
import { SendingModule } from '../sending.module';

// The sending context as it runs in standalone mode (in-process bus, real PostgreSQL, the built-in capture
// server), fed the email events another context publishes: unsubscribes and complaints end later sends.
const settings: TransportSettings = { kind: 'in-process', requestTimeoutMs: 10_000 };
const DOMAIN = 'news.example.com';
const DKIM_KEY = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();

// The domains context's answer for any sender of the test: a verified domain with its DKIM key.
@BusHandler()
class DomainsStandIn {
  @MessagePattern(DomainSubject.resolveSender)
  resolveSender(@Payload() envelope: Envelope<ResolveSenderRequest>): ResolvedSender {
    return {
      domain: envelope.data.from_domain,
      sandbox: envelope.ctx.key_type === 'sandbox',
      bounce_domain: null,
      dkim: {
        selector: 'mr202611',
        signing_domain: envelope.data.from_domain,
        headers: 'from:to:subject:date:message-id',
        private_key_pem: DKIM_KEY,
      },
    };
  }
}

const config: SendingConfig = {
  live: { mode: 'capture' },
  sandbox: { mode: 'capture' },
  mxPort: 25,
  dnsServers: [],
  heloName: 'localhost',
  captureSmtpPort: 0,
  workerConcurrency: 4,
  deliveryContentInFlight: 32 * 1024 * 1024,
  maxConnectionsPerDestination: 2,
  smtpTimeoutMs: 5_000,
  retryBaseSeconds: 1,
  retryLimitSeconds: 60,
  claimLeaseSeconds: 60,
  retentionDays: 30,
  verifyRelayTls: true,
  publicUrl: 'http://127.0.0.1:3000',
  encryptionKey: randomBytes(32).toString('base64'),
  bounceDomain: 'bounces.mailroom.test',
  bounceMx: { host: '127.0.0.1', port: 0 },
};

let database: TestDatabase | undefined;
let app: INestMicroservice | undefined;
let bus: BusClient;
let events: EventBus;
let dataSource: DataSource;
let lastTeamId = 7000;

beforeAll(async () => {
  database = await createTestDatabase();
  const moduleRef = await Test.createTestingModule({
    imports: [
      DatabaseRootModule.forRoot({ url: database.url, poolSize: 5 }),
      ObservabilityModule,
      MessagingModule.forRoot(settings),
      SendingModule.register(config),
    ],
    controllers: [DomainsStandIn],
  }).compile();
  app = moduleRef.createNestMicroservice<MicroserviceOptions>({
    ...microserviceOptions(settings, 'sending'),
    logger: ['error', 'warn'],
  });
  await app.listen();
  bus = app.get(BusClient);
  events = app.get<EventBus>(EVENT_BUS);
  dataSource = app.get<DataSource>(getDataSourceToken(SENDING_SCHEMA));
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

interface Caller {
  ctx: RequestContext;
  send(to: string, options: { transactional: boolean }): Promise<SendResult>;
}

function team(): { id: number; live: Caller; sandbox: (owner: string) => Caller } {
  const id = ++lastTeamId;
  const caller = (ctx: RequestContext): Caller => ({
    ctx,
    async send(to, options) {
      const envelope: Envelope<SendEmailDto> = {
        ctx: { ...ctx, request_id: randomUUID() },
        data: { from: `news@${DOMAIN}`, to: [to], subject: 'Spring sale', text: 'Hello', options },
      };
      return (await bus.request<SendOutcome>(SendingSubject.send, envelope)).result;
    },
  });
  const ctx: RequestContext = {
    team_id: id,
    key_id: randomUUID(),
    key_type: 'live',
    scopes: [],
    plan: 'pro_50k',
    monthly_limit: 50_000,
    request_id: randomUUID(),
  };
  return {
    id,
    live: caller(ctx),
    sandbox: (owner) =>
      caller({ ...ctx, key_id: randomUUID(), key_type: 'sandbox', sandbox_recipient: owner }),
  };
}

// An event as the events context publishes it on EMAIL_EVENTS.
function emailEvent(
  type: EmailEventType,
  teamId: number,
  rcptTo: string,
  sandbox = false,
): DomainEventMessage<EmailEventRecord> {
  const at = new Date().toISOString();
  return {
    event_id: randomUUID(),
    subject: emailEventSubject(type),
    occurred_at: at,
    data: {
      event_id: randomUUID(),
      type,
      timestamp: at,
      team_id: teamId,
      request_id: randomUUID(),
      message_id: randomUUID(),
      rcpt_to: rcptTo,
      raw_rcpt_to: sandbox ? 'customer@example.org' : rcptTo,
      recipient_domain: rcptTo.split('@')[1],
      mailbox_provider: 'other',
      mailbox_provider_region: 'other',
      subject: 'Spring sale',
      friendly_from: `news@${DOMAIN}`,
      sending_domain: DOMAIN,
      injection_time: at,
      click_tracking: false,
      open_tracking: false,
      transactional: false,
      rcpt_meta: {},
      sandbox,
    },
  };
}

async function capturedFor(address: string): Promise<number> {
  const envelope: OperatorEnvelope<{ limit: number }> = { request_id: randomUUID(), data: { limit: 1000 } };
  const { messages } = await bus.request<{ messages: CapturedMessageView[] }>(
    SendingSubject.listCapturedMessages,
    envelope,
  );
  return messages.filter((message) => message.rcpt_to.includes(address)).length;
}

async function waitForCapture(address: string, count: number): Promise<void> {
  const deadline = Date.now() + 15_000;
  while ((await capturedFor(address)) < count) {
    if (Date.now() > deadline) throw new Error(`no mail for ${address} arrived`);
    await sleep(50);
  }
}

const REFUSED = { accepted: 0, rejected: 1 };
const ACCEPTED = { accepted: 1, rejected: 0 };

describe('suppression from email events', () => {
  it.each(['list_unsubscribe', 'link_unsubscribe'] as const)(
    'after a %s, refuses the team’s non-transactional mail to the address and still delivers transactional mail',
    async (type) => {
      const { id, live } = team();
      const reader = `reader-${type}@example.net`;
      await events.publishAll([emailEvent(type, id, reader)]);

      expect(await live.send(reader, { transactional: false })).toMatchObject(REFUSED);
      expect(await live.send(reader.toUpperCase(), { transactional: false })).toMatchObject(REFUSED);
      expect(await live.send(reader, { transactional: true })).toMatchObject(ACCEPTED);
      await waitForCapture(reader, 1);
    },
  );

  it('after a spam complaint, refuses every mail of the team to the address', async () => {
    const { id, live } = team();
    await events.publishAll([emailEvent('spam_complaint', id, 'angry@example.net')]);

    expect(await live.send('angry@example.net', { transactional: false })).toMatchObject(REFUSED);
    expect(await live.send('angry@example.net', { transactional: true })).toMatchObject(REFUSED);
  });

  it('keeps a suppression to its team', async () => {
    const first = team();
    const second = team();
    await events.publishAll([emailEvent('list_unsubscribe', first.id, 'shared@example.net')]);

    expect(await first.live.send('shared@example.net', { transactional: false })).toMatchObject(REFUSED);
    expect(await second.live.send('shared@example.net', { transactional: false })).toMatchObject(ACCEPTED);
  });

  it('suppresses a sandbox unsubscribe for the rewritten address the sandbox mail went to, on the sandbox list alone', async () => {
    const { id, sandbox, live } = team();
    const owner = `owner-${id}@example.test`;
    await events.publishAll([emailEvent('link_unsubscribe', id, owner, true)]);

    const tester = sandbox(owner);
    expect(await tester.send('customer@example.org', { transactional: false })).toMatchObject(REFUSED);
    expect(await tester.send('customer@example.org', { transactional: true })).toMatchObject(ACCEPTED);
    // The key owner still gets the team's live marketing mail.
    expect(await live.send(owner, { transactional: false })).toMatchObject(ACCEPTED);
  });

  it('ignores the other email events', async () => {
    const { id, live } = team();
    for (const type of ['open', 'click', 'delivery', 'injection', 'policy_rejection'] as const) {
      await events.publishAll([emailEvent(type, id, 'fine@example.net')]);
    }
    expect(await live.send('fine@example.net', { transactional: false })).toMatchObject(ACCEPTED);
  });

  it('handles a redelivered event once', async () => {
    const { id, live } = team();
    const event = emailEvent('list_unsubscribe', id, 'twice@example.net');
    await events.publishAll([event]);
    await events.publishAll([event]);

    expect(await live.send('twice@example.net', { transactional: false })).toMatchObject(REFUSED);
    const rows: { consumer: string }[] = await dataSource.query(
      `SELECT consumer FROM "sending"."processed_event" WHERE event_id = $1`,
      [event.event_id],
    );
    expect(rows).toEqual([{ consumer: 'sending-suppression' }]);
  });
});
