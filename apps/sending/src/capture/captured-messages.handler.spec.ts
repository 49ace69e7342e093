import { SendingConfig } from '../config/sending.config';
import { CapturedMessageReader } from './captured-message-reader';
import { CapturedMessagesHandler } from './captured-messages.handler';
import { InMemoryCaptureStore } from './in-memory-capture.store';

describe('CapturedMessagesHandler', () => {
  const reader = new CapturedMessageReader({ dnsServers: [] } as unknown as SendingConfig);
  const capture = (store: InMemoryCaptureStore, raw: string, n: number) =>
    store.add({
      mailFrom: `sender${n}@example.test`,
      rcptTo: [`rcpt${n}@example.test`],
      raw: Buffer.from(raw),
      receivedAt: new Date(Date.UTC(2025, 0, 1, 0, 0, n)),
    });

  it('lists a message whose header the parser cannot read with what is known, and the others as usual', async () => {
    const store = new InMemoryCaptureStore();
    await capture(store, 'From: a@example.test\r\nSubject: First\r\n\r\nbody\r\n', 1);
    // More header than mailparser takes for one MIME node (1 MiB): it refuses the message.
    const fields = Array.from({ length: 20_000 }, (_, i) => `X-${i}: ${'v'.repeat(60)}`).join('\r\n');
    const unreadable = await capture(store, `Subject: Huge\r\n${fields}\r\n\r\nbody\r\n`, 2);
    await capture(store, 'From: c@example.test\r\nSubject: Third\r\n\r\nbody\r\n', 3);
    const handler = new CapturedMessagesHandler(store, reader);

    const { messages } = await handler.list({ request_id: 'r', data: {} });

    expect(messages.map((m) => [m.subject, m.from, m.summary_error])).toEqual([
      ['Third', 'c@example.test', null],
      [null, null, expect.stringMatching(/^The header could not be read: /)],
      ['First', 'a@example.test', null],
    ]);
    expect(messages[1]).toMatchObject({
      id: unreadable.id,
      mail_from: 'sender2@example.test',
      size: unreadable.size,
    });
  });
});
