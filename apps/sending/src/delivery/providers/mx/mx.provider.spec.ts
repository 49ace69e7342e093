import { createSocket } from 'node:dgram';
import { connect } from 'node:net';
import { DnsTestServer, SmtpSink } from '@mailroom/testing';
import { createMailProvider } from '../../mail-provider.factory';
import { MailProvider, ProviderSettings } from '../../mail-provider';

// The provider's outcome is what these tests look at; recording it durably is the worker's.
const NO_RECORD = async (): Promise<void> => {};

// 127.0.0.2 is loopback on Linux too, and the sink listens on 127.0.0.1 only: nothing answers there.
const DEAD_ADDRESS = '127.0.0.2';

function rawMessage(subject: string): Buffer {
  return Buffer.from(
    `From: hello@sender.test\r\nTo: x@example.test\r\nSubject: ${subject}\r\n\r\nHello.\r\n`,
  );
}

function envelopeTo(to: string) {
  return { from: 'bounces@sender.test', to };
}

function refusesConnections(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

async function closedUdpPort(): Promise<number> {
  const socket = createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', () => resolve()));
  const { port } = socket.address();
  await new Promise<void>((resolve) => socket.close(() => resolve()));
  return port;
}

describe('mx provider', () => {
  const dns = new DnsTestServer();
  const sink = new SmtpSink();
  let settings: ProviderSettings;
  let provider: MailProvider;

  beforeAll(async () => {
    await dns.start();
    const port = await sink.start();
    settings = {
      mode: 'mx',
      mxPort: port,
      dnsServers: [dns.address],
      heloName: 'mailroom.test',
      maxConnectionsPerDestination: 2,
      timeoutMs: 2_000,
      verifyRelayTls: true,
    };
    provider = createMailProvider(settings);

    // Preference 10 cannot be reached, preference 20 is the sink.
    dns.setMx('example.test', [
      { exchange: 'mx1.example.test', priority: 10 },
      { exchange: 'mx2.example.test', priority: 20 },
    ]);
    dns.setA('mx1.example.test', DEAD_ADDRESS);
    dns.setA('mx2.example.test', '127.0.0.1');
    // Both reachable: the lower preference value wins.
    dns.setMx('preferred.test', [
      { exchange: 'backup.preferred.test', priority: 50 },
      { exchange: 'primary.preferred.test', priority: 5 },
    ]);
    dns.setA('primary.preferred.test', '127.0.0.1');
    dns.setA('backup.preferred.test', '127.0.0.1');
    // No MX, an A record: the domain is its own mail exchanger (RFC 5321 implicit MX).
    dns.setA('implicit.test', '127.0.0.1');
    // A name that exists with neither MX nor A.
    dns.setTxt('bare.test', ['v=spf1 -all']);
    // An MX whose host has no address.
    dns.setMx('lame.test', [{ exchange: 'ghost.lame.test', priority: 10 }]);
    // RFC 7505 null MX: the domain takes no mail.
    dns.setMx('nullmx.test', [{ exchange: '.', priority: 0 }]);
    // Ten hosts without an address before one that answers: more than are looked up.
    dns.setMx('many.test', [
      ...Array.from({ length: 10 }, (_, i) => ({ exchange: `ghost${i}.many.test`, priority: i })),
      { exchange: 'real.many.test', priority: 99 },
    ]);
    dns.setA('real.many.test', '127.0.0.1');
  });

  afterAll(async () => {
    await provider.close();
    await sink.stop();
    await dns.stop();
  });

  beforeEach(() => {
    sink.answer = 'accept';
  });

  it('has nothing listening at the dead address (precondition)', async () => {
    await expect(refusesConnections(DEAD_ADDRESS, settings.mxPort)).resolves.toBe(true);
  });

  it('delivers through the second MX host when the first refuses connections', async () => {
    const raw = rawMessage('second mx');
    await expect(provider.deliver(envelopeTo('user@example.test'), raw, NO_RECORD)).resolves.toEqual({
      kind: 'delivered',
      localIp: '127.0.0.1',
      response: '250 Ok: queued',
      remoteHost: 'mx2.example.test',
      remoteIp: '127.0.0.1',
    });
    const received = sink.messages.at(-1);
    expect(received?.rcptTo).toEqual(['user@example.test']);
    expect(received?.raw.equals(raw)).toBe(true);
  });

  it('uses the most preferred MX host first', async () => {
    await expect(
      provider.deliver(envelopeTo('user@preferred.test'), rawMessage('preferred'), NO_RECORD),
    ).resolves.toMatchObject({ kind: 'delivered', remoteHost: 'primary.preferred.test' });
  });

  it('delivers to the domain itself when it has an A record and no MX', async () => {
    await expect(
      provider.deliver(envelopeTo('user@implicit.test'), rawMessage('implicit'), NO_RECORD),
    ).resolves.toMatchObject({
      kind: 'delivered',
      localIp: '127.0.0.1',
      remoteHost: 'implicit.test',
      remoteIp: '127.0.0.1',
    });
  });

  it('looks an internationalized domain up by its A-label', async () => {
    dns.setA('xn--bcher-kva.test', '127.0.0.1');
    await expect(
      provider.deliver(envelopeTo('user@b\u00fccher.test'), rawMessage('idn'), NO_RECORD),
    ).resolves.toMatchObject({
      kind: 'delivered',
      localIp: '127.0.0.1',
      remoteHost: 'xn--bcher-kva.test',
    });
  });

  it('bounces with class 21 when the domain does not exist', async () => {
    const outcome = await provider.deliver(
      envelopeTo('user@nowhere.test'),
      rawMessage('nxdomain'),
      NO_RECORD,
    );
    expect(outcome).toMatchObject({ kind: 'bounced', code: 550, enhancedCode: '5.1.2', bounceClass: 21 });
    expect(outcome.response).toMatch(/^550 5\.1\.2 .*no mail exchanger/);
  });

  it('bounces with class 21 when the domain has neither MX nor A', async () => {
    const outcome = await provider.deliver(envelopeTo('user@bare.test'), rawMessage('bare'), NO_RECORD);
    expect(outcome).toMatchObject({ kind: 'bounced', code: 550, bounceClass: 21 });
    expect(outcome.response).toContain('no mail exchanger');
  });

  it('bounces with class 21 when no MX host has an address', async () => {
    await expect(
      provider.deliver(envelopeTo('user@lame.test'), rawMessage('lame'), NO_RECORD),
    ).resolves.toMatchObject({
      kind: 'bounced',
      bounceClass: 21,
    });
  });

  it('looks up the addresses of at most 10 MX hosts, in preference order', async () => {
    await expect(
      provider.deliver(envelopeTo('user@many.test'), rawMessage('many'), NO_RECORD),
    ).resolves.toMatchObject({ kind: 'bounced', bounceClass: 21 });
    dns.setMx('many.test', [
      ...Array.from({ length: 9 }, (_, i) => ({ exchange: `ghost${i}.many.test`, priority: i })),
      { exchange: 'real.many.test', priority: 99 },
    ]);
    await expect(
      provider.deliver(envelopeTo('user@many.test'), rawMessage('many'), NO_RECORD),
    ).resolves.toMatchObject({ kind: 'delivered' });
  });

  it('bounces with class 21 when the domain publishes a null MX', async () => {
    await expect(
      provider.deliver(envelopeTo('user@nullmx.test'), rawMessage('null mx'), NO_RECORD),
    ).resolves.toMatchObject({
      kind: 'bounced',
      code: 556,
      enhancedCode: '5.1.10',
      bounceClass: 21,
    });
  });

  it('bounces on a 5xx reply without trying the next MX host', async () => {
    sink.answer = 'reject';
    const asked = sink.recipientsAsked;
    await expect(
      provider.deliver(envelopeTo('nobody@preferred.test'), rawMessage('rejected'), NO_RECORD),
    ).resolves.toMatchObject({ kind: 'bounced', code: 550, enhancedCode: '5.1.1', bounceClass: 10 });
    expect(sink.recipientsAsked - asked).toBe(1);
  });

  it('defers on a 4xx reply', async () => {
    sink.answer = 'defer';
    await expect(
      provider.deliver(envelopeTo('user@example.test'), rawMessage('deferred'), NO_RECORD),
    ).resolves.toMatchObject({
      kind: 'deferred',
      code: 451,
      enhancedCode: '4.7.1',
    });
  });

  it('defers when every MX host refuses connections', async () => {
    dns.setMx('down.test', [{ exchange: 'mx.down.test', priority: 10 }]);
    dns.setA('mx.down.test', DEAD_ADDRESS);
    const outcome = await provider.deliver(envelopeTo('user@down.test'), rawMessage('down'), NO_RECORD);
    expect(outcome).toMatchObject({ kind: 'deferred', enhancedCode: '4.4.1' });
    expect(outcome.response).toContain(`mx.down.test [${DEAD_ADDRESS}]`);
  });

  it('defers when the DNS server cannot be reached', async () => {
    const unreachable = createMailProvider({
      ...settings,
      dnsServers: [`127.0.0.1:${await closedUdpPort()}`],
    });
    try {
      const outcome = await unreachable.deliver(
        envelopeTo('user@example.test'),
        rawMessage('no dns'),
        NO_RECORD,
      );
      expect(outcome).toMatchObject({ kind: 'deferred', enhancedCode: '4.4.3' });
      expect(outcome.response).toContain('MX look-up of example.test failed');
    } finally {
      await unreachable.close();
    }
  });
});
