import { createServer } from 'node:net';
import { createMailProvider } from '../../mail-provider.factory';
import { MailProvider, ProviderSettings } from '../../mail-provider';
import { ScriptedSmarthost, SmtpSink } from '@mailroom/testing';

// The provider's outcome is what these tests look at; recording it durably is the worker's.
const NO_RECORD = async (): Promise<void> => {};

const ENVELOPE = { from: 'bounces@sender.test', to: 'someone@example.test' };

function rawMessage(subject: string): Buffer {
  return Buffer.from(
    [
      'From: Sender <hello@sender.test>',
      'To: someone@example.test',
      `Subject: ${subject}`,
      'Message-ID: <' + subject.replace(/\W/g, '') + '@sender.test>',
      'Content-Type: text/plain; charset=utf-8',
      '',
      `Body of ${subject}.`,
      '',
    ].join('\r\n'),
  );
}

function relaySettings(relayUrl: string, overrides: Partial<ProviderSettings> = {}): ProviderSettings {
  return {
    mode: 'relay',
    relayUrl,
    mxPort: 25,
    dnsServers: [],
    heloName: 'mailroom.test',
    maxConnectionsPerDestination: 2,
    timeoutMs: 5_000,
    verifyRelayTls: true,
    ...overrides,
  };
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('relay provider', () => {
  describe('answers of the smarthost', () => {
    const sink = new SmtpSink();
    let provider: MailProvider;

    beforeAll(async () => {
      const port = await sink.start();
      provider = createMailProvider(relaySettings(`smtp://127.0.0.1:${port}`));
    });

    afterAll(async () => {
      await provider.close();
      await sink.stop();
    });

    beforeEach(() => {
      sink.answer = 'accept';
    });

    it('delivers on 250 and hands the raw message over unchanged', async () => {
      const raw = rawMessage('accepted');
      const outcome = await provider.deliver(ENVELOPE, raw, NO_RECORD);
      expect(outcome).toEqual({
        kind: 'delivered',
        localIp: '127.0.0.1',
        response: '250 Ok: queued',
        remoteHost: '127.0.0.1',
        remoteIp: '127.0.0.1',
      });
      const received = sink.messages.at(-1);
      expect(received?.mailFrom).toBe(ENVELOPE.from);
      expect(received?.rcptTo).toEqual([ENVELOPE.to]);
      expect(received?.raw.equals(raw)).toBe(true);
    });

    it('hands a large message over unchanged, with dotted lines and line breaks across its 64 KiB slices', async () => {
      const slice = 64 * 1024;
      let text = rawMessage('large').toString('latin1');
      const upTo = (offset: number) => 'x'.repeat(offset - text.length);
      // A CRLF split by the first slice's end, then a dot as the third slice's first byte.
      text += `${upTo(slice - 1)}\r\n.after a split line break\r\n`;
      text += `${upTo(2 * slice - 2)}\r\n.at the start of a slice\r\n.\r\n..\r\n`;
      const raw = Buffer.from(text, 'latin1');
      expect([raw[slice - 1], raw[slice], raw[2 * slice]]).toEqual([13, 10, 46]);
      const outcome = await provider.deliver(ENVELOPE, raw, NO_RECORD);
      expect(outcome.kind).toBe('delivered');
      expect(sink.messages.at(-1)?.raw.equals(raw)).toBe(true);
    });

    it('leaves an envelope that needs normalizing to nodemailer (an upper-case domain arrives lower-cased)', async () => {
      const raw = rawMessage('upper-case domain');
      const outcome = await provider.deliver(
        { from: ENVELOPE.from, to: 'Someone@Example.TEST' },
        raw,
        NO_RECORD,
      );
      expect(outcome.kind).toBe('delivered');
      const received = sink.messages.at(-1);
      expect(received?.rcptTo).toEqual(['Someone@example.test']);
      expect(received?.raw.equals(raw)).toBe(true);
    });

    it('defers on 451 with the reply code and enhanced status code', async () => {
      sink.answer = 'defer';
      await expect(provider.deliver(ENVELOPE, rawMessage('greylisted'), NO_RECORD)).resolves.toEqual({
        kind: 'deferred',
        response: '451 4.7.1 Greylisted, try again later',
        code: 451,
        enhancedCode: '4.7.1',
      });
    });

    it('bounces on 550 5.1.1 as an invalid recipient (class 10)', async () => {
      sink.answer = 'reject';
      await expect(provider.deliver(ENVELOPE, rawMessage('unknown user'), NO_RECORD)).resolves.toEqual({
        kind: 'bounced',
        response: `550 5.1.1 <${ENVELOPE.to}>: user unknown`,
        code: 550,
        enhancedCode: '5.1.1',
        bounceClass: 10,
      });
    });

    it('defers when the server drops the connection, and delivers again afterwards', async () => {
      sink.answer = 'drop';
      const dropped = await provider.deliver(ENVELOPE, rawMessage('dropped'), NO_RECORD);
      expect(dropped).toMatchObject({ kind: 'deferred', enhancedCode: '4.4.1' });
      expect(dropped).not.toHaveProperty('code');
      expect(dropped.response).toContain('[internal] 127.0.0.1');

      sink.answer = 'accept';
      await expect(
        provider.deliver(ENVELOPE, rawMessage('after the drop'), NO_RECORD),
      ).resolves.toMatchObject({
        kind: 'delivered',
        localIp: '127.0.0.1',
      });
    });
  });

  describe('replies PostgreSQL cannot store', () => {
    it.each([
      ['accepted', { rcpt: '250 ok', data: '250 queued\u0000as 12' }, 'delivered', '250 queued\uFFFDas 12'],
      [
        'refused',
        { rcpt: '550 5.1.1 no\u0000such user', data: '250 ok' },
        'bounced',
        '550 5.1.1 no\uFFFDsuch user',
      ],
    ])(
      'answers the reply of a message %s with a NUL in it, the NUL replaced',
      async (_, replies, kind, response) => {
        const smarthost = new ScriptedSmarthost(replies);
        const provider = createMailProvider(relaySettings(`smtp://127.0.0.1:${await smarthost.start()}`));
        try {
          const outcome = await provider.deliver(ENVELOPE, rawMessage('nul reply'), NO_RECORD);
          expect(outcome).toMatchObject({ kind, response });
        } finally {
          await provider.close();
          await smarthost.stop();
        }
      },
    );
  });

  describe('connection pool', () => {
    const sink = new SmtpSink();
    let port: number;

    beforeAll(async () => {
      port = await sink.start();
    });

    afterAll(async () => {
      await sink.stop();
    });

    it('reuses its connection: five deliveries with maxConnections 1 open one connection', async () => {
      const provider = createMailProvider(
        relaySettings(`smtp://127.0.0.1:${port}`, { maxConnectionsPerDestination: 1 }),
      );
      try {
        const first = await provider.deliver(ENVELOPE, rawMessage('pooled 0'), NO_RECORD);
        const rest = await Promise.all(
          [1, 2, 3, 4].map((n) => provider.deliver(ENVELOPE, rawMessage(`pooled ${n}`), NO_RECORD)),
        );
        expect([first, ...rest].map((outcome) => outcome.kind)).toEqual(Array(5).fill('delivered'));
        expect(sink.messages).toHaveLength(5);
        expect(sink.connections).toBe(1);
      } finally {
        await provider.close();
      }
    });

    it("carries a connection's next message while the last one's outcome is recorded, and no third", async () => {
      const provider = createMailProvider(
        relaySettings(`smtp://127.0.0.1:${port}`, { maxConnectionsPerDestination: 1 }),
      );
      const before = sink.messages.length;
      const connectionsBefore = sink.connections;
      const recording: (() => void)[] = [];
      const recorded: string[] = [];
      const record = (name: string) => (outcome: { kind: string }) =>
        new Promise<void>((resolve) =>
          recording.push(() => {
            recorded.push(`${name} ${outcome.kind}`);
            resolve();
          }),
        );
      try {
        const deliveries = ['a', 'b', 'c'].map((name) =>
          provider.deliver(ENVELOPE, rawMessage(`held ${name}`), record(name)),
        );
        await waitUntil(() => recording.length === 2);
        // One connection: a delivered and waiting for its record, b delivered over the same connection
        // meanwhile; c waits until one of them is recorded.
        expect(sink.messages.length - before).toBe(2);
        expect(sink.connections - connectionsBefore).toBe(1);
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(sink.messages.length - before).toBe(2);
        recording[0]();
        await waitUntil(() => recording.length === 3);
        expect(sink.messages.length - before).toBe(3);
        recording[1]();
        recording[2]();
        await expect(Promise.all(deliveries)).resolves.toHaveLength(3);
        expect(recorded.sort()).toEqual(['a delivered', 'b delivered', 'c delivered']);
      } finally {
        await provider.close();
      }
    });

    it('rejects the delivery when its outcome cannot be recorded, and frees the connection', async () => {
      const provider = createMailProvider(
        relaySettings(`smtp://127.0.0.1:${port}`, { maxConnectionsPerDestination: 1 }),
      );
      try {
        await expect(
          provider.deliver(ENVELOPE, rawMessage('unrecorded'), () =>
            Promise.reject(new Error('the database is away')),
          ),
        ).rejects.toThrow('the database is away');
        await expect(provider.deliver(ENVELOPE, rawMessage('recorded'), NO_RECORD)).resolves.toMatchObject({
          kind: 'delivered',
        });
      } finally {
        await provider.close();
      }
    });
  });

  describe('authentication', () => {
    // STARTTLS offered and required before AUTH: the provider must upgrade on its own.
    const sink = new SmtpSink({ auth: { user: 'relay-user', pass: 'p@ss:word' }, starttls: true });
    let port: number;

    beforeAll(async () => {
      port = await sink.start();
    });

    afterAll(async () => {
      await sink.stop();
    });

    // The sink's certificate is smtp-server's self-signed test one: only an operator's RELAY_TLS_VERIFY=false
    // makes it acceptable.
    const unverified = { verifyRelayTls: false };

    it('refuses a smarthost whose certificate does not verify, before sending the credentials', async () => {
      const provider = createMailProvider(relaySettings(`smtp://relay-user:p%40ss%3Aword@127.0.0.1:${port}`));
      const received = sink.messages.length;
      try {
        const outcome = await provider.deliver(ENVELOPE, rawMessage('unverified relay'), NO_RECORD);
        expect(outcome).toMatchObject({ kind: 'deferred' });
        expect(outcome.response).toMatch(/certificate/i);
        expect(sink.messages).toHaveLength(received);
      } finally {
        await provider.close();
      }
    });

    it('logs in with the user and password of the relay URL, over STARTTLS', async () => {
      const provider = createMailProvider(
        relaySettings(`smtp://relay-user:p%40ss%3Aword@127.0.0.1:${port}`, unverified),
      );
      try {
        await expect(
          provider.deliver(ENVELOPE, rawMessage('authenticated'), NO_RECORD),
        ).resolves.toMatchObject({
          kind: 'delivered',
          localIp: '127.0.0.1',
        });
        expect(sink.messages.at(-1)).toMatchObject({
          user: 'relay-user',
          secure: true,
          rcptTo: [ENVELOPE.to],
        });
      } finally {
        await provider.close();
      }
    });

    // Wrong credentials are the sender's fault: bouncing (and so suppressing) the recipient would be wrong.
    it('defers, not bounces, when the relay refuses the credentials', async () => {
      const provider = createMailProvider(
        relaySettings(`smtp://relay-user:wrong@127.0.0.1:${port}`, unverified),
      );
      try {
        await expect(
          provider.deliver(ENVELOPE, rawMessage('bad password'), NO_RECORD),
        ).resolves.toMatchObject({
          kind: 'deferred',
          code: 535,
          enhancedCode: '5.7.8',
        });
      } finally {
        await provider.close();
      }
    });

    it('defers when no credentials are configured and the relay requires them', async () => {
      const provider = createMailProvider(relaySettings(`smtp://127.0.0.1:${port}`, unverified));
      try {
        await expect(
          provider.deliver(ENVELOPE, rawMessage('no credentials'), NO_RECORD),
        ).resolves.toMatchObject({
          kind: 'deferred',
          code: 530,
        });
      } finally {
        await provider.close();
      }
    });
  });

  it('defers when nothing listens at the relay address', async () => {
    const provider = createMailProvider(relaySettings(`smtp://127.0.0.1:${await closedPort()}`));
    try {
      const outcome = await provider.deliver(ENVELOPE, rawMessage('nobody home'), NO_RECORD);
      expect(outcome).toMatchObject({ kind: 'deferred', enhancedCode: '4.4.1' });
      expect(outcome.response).toContain('ECONNREFUSED');
    } finally {
      await provider.close();
    }
  });

  it('defers with 4.4.2 when the server never greets within the timeout', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', () => resolve()));
    const { port } = silent.address() as { port: number };
    const provider = createMailProvider(relaySettings(`smtp://127.0.0.1:${port}`, { timeoutMs: 300 }));
    try {
      const outcome = await provider.deliver(ENVELOPE, rawMessage('silence'), NO_RECORD);
      expect(outcome).toMatchObject({ kind: 'deferred', enhancedCode: '4.4.2' });
      // The greeting and the socket inactivity timers are equal: either may fire first, both ETIMEDOUT.
      expect(outcome.response).toContain('ETIMEDOUT');
    } finally {
      await provider.close();
      silent.close();
    }
  });

  it('answers deferred after close() instead of sending', async () => {
    const provider = createMailProvider(relaySettings(`smtp://127.0.0.1:${await closedPort()}`));
    await provider.close();
    await expect(provider.deliver(ENVELOPE, rawMessage('too late'), NO_RECORD)).resolves.toMatchObject({
      kind: 'deferred',
    });
  });

  it('refuses to start without a relay URL', () => {
    expect(() => createMailProvider({ ...relaySettings(''), relayUrl: undefined })).toThrow(/relay URL/);
    expect(() => createMailProvider({ ...relaySettings(''), mode: 'capture', relayUrl: undefined })).toThrow(
      /relay URL/,
    );
  });
});

async function waitUntil(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition(); waited += 10) {
    if (waited > 5_000) throw new Error('the condition never held');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
