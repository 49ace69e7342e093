import { simpleParser } from 'mailparser';
import { connect } from 'node:net';
import MailComposer from 'nodemailer/lib/mail-composer';
import { createMailProvider } from '../delivery';
import { MailProvider } from '../delivery/mail-provider';
import { CaptureSmtpServer } from './capture-smtp.server';
import { InMemoryCaptureStore } from './in-memory-capture.store';

// What arrives is what these tests look at; recording the outcome durably is the worker's.
const NO_RECORD = async (): Promise<void> => {};

function compose(subject: string): Promise<Buffer> {
  return new MailComposer({
    from: 'Sender <hello@sender.test>',
    to: 'Reader <reader@example.test>',
    subject,
    text: `Plain ${subject} \u2013 caf\u00e9`,
    html: `<p>HTML ${subject} \u2013 caf\u00e9</p>`,
    attachments: [{ filename: 'report.csv', content: 'a,b\n1,2\n', contentType: 'text/csv' }],
    messageId: `<${subject.replace(/\W/g, '')}@sender.test>`,
  })
    .compile()
    .build();
}

function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

describe('CaptureSmtpServer', () => {
  const store = new InMemoryCaptureStore();
  const server = new CaptureSmtpServer(store);
  let provider: MailProvider;
  let port: number;

  beforeAll(async () => {
    const address = await server.start();
    port = address.port;
    expect(address).toEqual({ host: '127.0.0.1', port: expect.any(Number), url: `smtp://127.0.0.1:${port}` });
    provider = createMailProvider({
      mode: 'capture',
      relayUrl: address.url,
      mxPort: 25,
      dnsServers: [],
      heloName: 'mailroom.test',
      verifyRelayTls: true,
      maxConnectionsPerDestination: 2,
      timeoutMs: 5_000,
    });
  });

  afterAll(async () => {
    await provider.close();
    await server.stop();
  });

  it('keeps the message exactly as sent, with its envelope', async () => {
    const raw = await compose('captured');
    // The envelope is not the headers: a Bcc recipient only exists on the envelope.
    const envelope = { from: 'bounces+abc@sender.test', to: 'hidden@example.test' };
    const outcome = await provider.deliver(envelope, raw, NO_RECORD);
    expect(outcome).toMatchObject({ kind: 'delivered', remoteHost: '127.0.0.1' });

    const [latest] = await store.list(1);
    expect(outcome.response).toBe(`250 Ok: captured as ${latest.id}`);
    expect(latest).toMatchObject({ mailFrom: envelope.from, rcptTo: [envelope.to], size: raw.length });
    expect(latest.raw.equals(raw)).toBe(true);
    expect(Date.now() - latest.receivedAt.getTime()).toBeLessThan(60_000);

    const parsed = await simpleParser(latest.raw);
    expect(parsed.subject).toBe('captured');
    expect(parsed.text?.trim()).toBe('Plain captured \u2013 caf\u00e9');
    expect(parsed.html).toContain('HTML captured \u2013 caf\u00e9');
    expect(parsed.attachments.map((a) => [a.filename, a.content.toString()])).toEqual([
      ['report.csv', 'a,b\n1,2\n'],
    ]);
  });

  it('lists newest first and finds each message by id', async () => {
    for (const subject of ['first', 'second', 'third']) {
      await provider.deliver(
        { from: 'hello@sender.test', to: `${subject}@example.test` },
        await compose(subject),
        NO_RECORD,
      );
    }
    const listed = await store.list(3);
    expect(listed.map((m) => m.rcptTo[0])).toEqual([
      'third@example.test',
      'second@example.test',
      'first@example.test',
    ]);
    for (const message of listed) await expect(store.get(message.id)).resolves.toBe(message);
  });

  it('stores a null sender as an empty MAIL FROM', async () => {
    await provider.deliver({ from: '', to: 'dsn@example.test' }, await compose('bounce notice'), NO_RECORD);
    const [latest] = await store.list(1);
    expect(latest).toMatchObject({ mailFrom: '', rcptTo: ['dsn@example.test'] });
  });

  it('stops listening on stop()', async () => {
    const other = new CaptureSmtpServer(new InMemoryCaptureStore());
    const { port: otherPort } = await other.start();
    await other.stop();
    await expect(refusesConnections(otherPort)).resolves.toBe(true);
    expect(port).not.toBe(otherPort);
  });
});
