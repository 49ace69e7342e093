import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { MailroomError } from '../errors.js';
import { Mailroom } from '../mailroom.js';
import { WebhookVerificationError } from '../webhooks/verify-signature.js';

// The SDK against a fetch that answers what a test gives it and records what it was asked.
function client(answers: (() => Response)[]) {
  const asked: string[] = [];
  const mailroom = new Mailroom('mr_test', {
    baseUrl: 'http://api.test/api',
    fetch: (input, init) => {
      asked.push(`${init?.method ?? 'GET'} ${input instanceof Request ? input.url : input.toString()}`);
      const answer = answers.shift();
      return answer ? Promise.resolve(answer()) : Promise.reject(new Error('no more answers'));
    },
  });
  return { mailroom, asked };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the transport', () => {
  it('refuses a path parameter that URLs read as no segment or a dot segment, before any request', async () => {
    for (const contact of ['', '.', '..']) {
      const { mailroom, asked } = client([]);
      await expect(mailroom.audience.contacts.removeFromList(contact, 'list-1')).rejects.toThrow(TypeError);
      await expect(mailroom.domains.get(contact)).rejects.toThrow(TypeError);
      expect(asked).toEqual([]);
    }
    const { mailroom, asked } = client([() => new Response(null, { status: 204 })]);
    await mailroom.audience.contacts.removeFromList('...', 'list-1');
    expect(asked).toEqual(['DELETE http://api.test/api/audience/contacts/.../lists/list-1']);
  });

  it("throws unexpected_answer for a 2xx that is not the API's JSON, never resolving to nothing", async () => {
    const page = () => new Response('<html>portal</html>', { headers: { 'content-type': 'text/html' } });
    const notJson = () => new Response('{"data":', { headers: { 'content-type': 'application/json' } });
    for (const answer of [page, notJson, () => new Response(''), () => json([1]), () => json({})]) {
      const { mailroom, asked } = client([answer]);
      const sent = mailroom.emails.send({
        from: 'a@example.com',
        to: ['b@example.com'],
        subject: 's',
        text: 't',
      });
      await expect(sent).rejects.toMatchObject({ errorCode: 'unexpected_answer', status: 200 });
      expect(asked).toHaveLength(1);
    }
    const { mailroom } = client([page]);
    await expect(mailroom.domains.delete('mail.example.com')).rejects.toBeInstanceOf(MailroomError);
  });

  it('retries a read whose answer breaks off while its body comes', async () => {
    const brokenOff = () =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"message":"ok","da'));
            controller.error(new TypeError('terminated'));
          },
        }),
        { headers: { 'content-type': 'application/json' } },
      );
    const { mailroom, asked } = client([brokenOff, () => json({ message: 'ok', data: { domains: [] } })]);
    await expect(mailroom.domains.list()).resolves.toEqual({ domains: [] });
    expect(asked).toEqual(['GET http://api.test/api/domains', 'GET http://api.test/api/domains']);
  });

  it('answers the event of a verified delivery, and a WebhookVerificationError for a signed body that is not JSON', async () => {
    const secret = `whsec_${randomBytes(32).toString('base64')}`;
    const { mailroom } = client([]);
    const now = new Date();
    const headers = (body: string) => ({
      'webhook-id': 'msg_1',
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': new Webhook(secret).sign('msg_1', now, body),
    });
    const event = '{"id":"e","type":"message.delivery","created_at":"2026-01-01T00:00:00Z","data":{}}';
    await expect(mailroom.webhooks.verify(event, headers(event), secret)).resolves.toMatchObject({ id: 'e' });
    await expect(mailroom.webhooks.verify('not json', headers('not json'), secret)).rejects.toThrow(
      WebhookVerificationError,
    );
  });
});
