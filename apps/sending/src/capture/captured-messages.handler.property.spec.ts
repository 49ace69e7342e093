import { DnsTestServer } from '@mailroom/testing';
import { hostileRawMessage, hugeHeaderMessage } from '@mailroom/testing/hostile-mail';
import fc from 'fast-check';
import { SendingConfig } from '../config/sending.config';
import { CapturedMessageReader } from './captured-message-reader';
import { CapturedMessagesHandler } from './captured-messages.handler';
import { InMemoryCaptureStore } from './in-memory-capture.store';

// The parsed view of a captured message (GET /api/admin/capture/messages/{id}/parsed) answers whatever was
// captured: anything the handler throws that is not a ServiceError would be the operator's 500.
describe('CapturedMessagesHandler: the parsed view of any captured message', () => {
  const dns = new DnsTestServer();
  let handler: CapturedMessagesHandler;
  let store: InMemoryCaptureStore;

  beforeAll(async () => {
    // DKIM look-ups go to a local server that knows no key, never to the machine's resolver.
    await dns.start();
    store = new InMemoryCaptureStore();
    const reader = new CapturedMessageReader({ dnsServers: [dns.address] } as unknown as SendingConfig);
    handler = new CapturedMessagesHandler(store, reader);
  });

  afterAll(async () => {
    await dns.stop();
  });

  const read = async (raw: Buffer) => {
    const captured = await store.add({
      mailFrom: 'sender@example.test',
      rcptTo: ['rcpt@example.test'],
      raw,
      receivedAt: new Date(),
    });
    return handler.read({ request_id: 'r', data: { id: captured.id } });
  };

  it('answers a message mailparser refuses with parse_error and what is known, not an error', async () => {
    const huge = hugeHeaderMessage();
    const view = await read(huge);

    expect(view).toMatchObject({
      size: huge.length,
      mail_from: 'sender@example.test',
      subject: null,
      from: null,
      headers: [],
      html: null,
      text: null,
      attachments: [],
      summary_error: expect.stringMatching(/^The header could not be read: /),
      parse_error: expect.stringMatching(/^The message could not be parsed: .+\.$/),
    });
  });

  it('answers a message whose part mailparser refuses with its header fields, no body and parse_error', async () => {
    const view = await read(hugeHeaderMessage('part'));

    expect(view).toMatchObject({
      subject: 'Huge part',
      from: 'a@example.test',
      html: null,
      text: null,
      attachments: [],
      summary_error: null,
      parse_error: expect.stringMatching(/^The message could not be parsed: .+\.$/),
    });
    expect(view.headers).toContainEqual({ name: 'Subject', value: 'Huge part' });
  });

  it('answers every hostile message with the whole view, parse_error a string or null', async () => {
    await fc.assert(
      fc.asyncProperty(hostileRawMessage, async (raw) => {
        const view = await read(raw);
        expect(view.size).toBe(raw.length);
        expect(Array.isArray(view.headers) && Array.isArray(view.attachments)).toBe(true);
        expect(Array.isArray(view.dkim)).toBe(true);
        expect(view.parse_error === null || typeof view.parse_error === 'string').toBe(true);
        expect(view.date === null || !Number.isNaN(Date.parse(view.date))).toBe(true);
        // What the gateway sends is JSON: the view must survive it.
        expect(() => JSON.stringify(view)).not.toThrow();
      }),
      { numRuns: 80 },
    );
  });
});
