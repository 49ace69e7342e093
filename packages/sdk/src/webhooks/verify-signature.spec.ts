import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { verifyWebhookSignature, WebhookVerificationError } from './verify-signature.js';

// Signatures made by the Standard Webhooks reference library, checked by the SDK's own verification.
describe('verifyWebhookSignature (Standard Webhooks)', () => {
  const secret = `whsec_${randomBytes(32).toString('base64')}`;
  const signer = new Webhook(secret);
  const body = JSON.stringify({
    id: 'evt_1',
    type: 'message.delivery',
    created_at: '2026-01-01T00:00:00Z',
    data: {},
  });
  const now = new Date();

  const signed = (payload = body, at = now, id = 'msg_1'): Record<string, string> => ({
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signer.sign(id, at, payload),
  });

  it('accepts what the reference library signed, as a string, as bytes and with Headers', async () => {
    await expect(verifyWebhookSignature(body, signed(), secret)).resolves.toBeUndefined();
    await expect(verifyWebhookSignature(Buffer.from(body), signed(), secret)).resolves.toBeUndefined();
    await expect(verifyWebhookSignature(body, new Headers(signed()), secret)).resolves.toBeUndefined();
    // Node's IncomingHttpHeaders keep names lower-case; other frameworks may not.
    const { 'webhook-id': id, ...rest } = signed();
    await expect(
      verifyWebhookSignature(body, { 'Webhook-Id': id, ...rest }, secret),
    ).resolves.toBeUndefined();
  });

  it('takes the body as an ArrayBuffer, and refuses a parsed one with its own error', async () => {
    const bytes = new TextEncoder().encode(body);
    await expect(verifyWebhookSignature(bytes.buffer, signed(), secret)).resolves.toBeUndefined();
    const parsed = JSON.parse(body) as unknown as string;
    await expect(verifyWebhookSignature(parsed, signed(), secret)).rejects.toThrow(WebhookVerificationError);
  });

  it('accepts one matching signature among several (secret rotation)', async () => {
    const headers = signed();
    const other = new Webhook(`whsec_${randomBytes(32).toString('base64')}`).sign('msg_1', now, body);
    headers['webhook-signature'] = `${other} v2,abc ${headers['webhook-signature']}`;
    await expect(verifyWebhookSignature(body, headers, secret)).resolves.toBeUndefined();
  });

  it('refuses a changed body, id or timestamp, another secret, and missing headers', async () => {
    const headers = signed();
    await expect(verifyWebhookSignature(`${body} `, headers, secret)).rejects.toThrow(
      WebhookVerificationError,
    );
    await expect(verifyWebhookSignature(body, { ...headers, 'webhook-id': 'msg_2' }, secret)).rejects.toThrow(
      'No matching signature',
    );
    const later = String(Number(headers['webhook-timestamp']) + 1);
    await expect(
      verifyWebhookSignature(body, { ...headers, 'webhook-timestamp': later }, secret),
    ).rejects.toThrow('No matching signature');
    const otherSecret = `whsec_${randomBytes(32).toString('base64')}`;
    await expect(verifyWebhookSignature(body, headers, otherSecret)).rejects.toThrow('No matching signature');
    await expect(
      verifyWebhookSignature(body, { ...headers, 'webhook-signature': undefined }, secret),
    ).rejects.toThrow('Missing webhook headers');
    await expect(
      verifyWebhookSignature(body, { ...headers, 'webhook-signature': 'v1,###' }, secret),
    ).rejects.toThrow('No matching signature');
  });

  it('refuses a timestamp outside the tolerance either way, as the reference library does', async () => {
    const old = new Date(Date.now() - 400_000);
    const ahead = new Date(Date.now() + 400_000);
    for (const at of [old, ahead]) {
      const headers = signed(body, at);
      expect(() => signer.verify(body, headers)).toThrow();
      await expect(verifyWebhookSignature(body, headers, secret)).rejects.toThrow(
        'Timestamp outside the tolerance',
      );
    }
    const headers = signed(body, old);
    await expect(
      verifyWebhookSignature(body, headers, secret, { toleranceSeconds: 600 }),
    ).resolves.toBeUndefined();
    await expect(
      verifyWebhookSignature(body, { ...headers, 'webhook-timestamp': '1e9' }, secret),
    ).rejects.toThrow('Invalid webhook-timestamp');
  });

  it('refuses a secret that is not base64', async () => {
    await expect(verifyWebhookSignature(body, signed(), 'whsec_***')).rejects.toThrow('not base64');
  });
});
