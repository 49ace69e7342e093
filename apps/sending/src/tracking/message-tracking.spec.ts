import { TRACKING_TOKEN_PURPOSE, TrackingToken } from '@mailroom/contracts';
import { deriveKey, TokenSigner } from '@mailroom/security';
import { randomBytes } from 'node:crypto';
import { SendingConfig } from '../config/sending.config';
import { Transmission, TransmissionOptions } from '../transmissions/transmission';
import { MessageTracking } from './message-tracking';

const ENCRYPTION_KEY = randomBytes(32).toString('base64');
const PUBLIC_URL = 'https://mail.example.com';
// What the events context verifies with: a signer of the same derived key.
const verifier = new TokenSigner(deriveKey(ENCRYPTION_KEY, TRACKING_TOKEN_PURPOSE));

const tracking = new MessageTracking({
  publicUrl: PUBLIC_URL,
  encryptionKey: ENCRYPTION_KEY,
} as SendingConfig);

const HTML =
  '<html><body><p>Hi</p><a href="https://shop.example.com/sale?a=1&amp;b=2">Sale</a> ' +
  '<a href="mailto:help@example.com">Help</a></body></html>';

function transmission(options: Partial<TransmissionOptions>, html: string | null = HTML): Transmission {
  return {
    id: '0193a6c1-8f0e-7abc-9def-0123456789ab',
    team_id: 42,
    html,
    text: 'Hi https://shop.example.com/sale',
    options: { transactional: true, open_tracking: false, click_tracking: false, ...options },
  } as Transmission;
}

const message = { id: 'b1f2c3d4-0000-4000-8000-000000000001' };

// The token of a tracking link of this message, checked to be one of ours.
function tokenOf(url: string, kind: 'o' | 'c' | 'u'): TrackingToken {
  const prefix = `${PUBLIC_URL}/api/t/${kind}/`;
  expect(url.startsWith(prefix)).toBe(true);
  const payload = verifier.verify<TrackingToken>(url.slice(prefix.length));
  expect(payload).toBeDefined();
  return payload!;
}

const attribute = (html: string, tag: string, name: string): string[] =>
  [...html.matchAll(new RegExp(`<${tag}\\b[^>]*\\b${name}="([^"]*)"`, 'g'))].map((m) =>
    m[1].replace(/&amp;/g, '&'),
  );

describe('MessageTracking', () => {
  it('adds an open pixel whose token names the team, the transmission and the message', () => {
    const { html } = tracking.apply(transmission({ open_tracking: true }), message);
    const [pixel] = attribute(html!, 'img', 'src');
    expect(tokenOf(pixel, 'o')).toEqual({
      k: 'o',
      t: 42,
      r: '0193a6c1-8f0e-7abc-9def-0123456789ab',
      m: message.id,
    });
    // Links stay as they were without click tracking.
    expect(attribute(html!, 'a', 'href')).toEqual([
      'https://shop.example.com/sale?a=1&b=2',
      'mailto:help@example.com',
    ]);
  });

  it('rewrites web links to click links whose token carries the original target', () => {
    const { html } = tracking.apply(transmission({ click_tracking: true }), message);
    const [sale, help] = attribute(html!, 'a', 'href');
    expect(tokenOf(sale, 'c')).toEqual({
      k: 'c',
      t: 42,
      r: '0193a6c1-8f0e-7abc-9def-0123456789ab',
      m: message.id,
      u: 'https://shop.example.com/sale?a=1&b=2',
    });
    expect(help).toBe('mailto:help@example.com');
    expect(html).not.toContain('<img');
  });

  it('leaves a link alone when its token would be longer than the gateway takes', () => {
    // Backslashes double when the token's JSON escapes them: under the URL bound, over the token bound.
    const long = `https://shop.example.com/?q=${'\\'.repeat(4000)}`;
    const fits = 'https://shop.example.com/fits';
    const source = `<a href="${long}">long</a><a href="${fits}">fits</a>`;
    const { html } = tracking.apply(transmission({ click_tracking: true }, source), message);
    const [first, second] = attribute(html!, 'a', 'href');
    expect(first).toBe(long);
    expect(tokenOf(second, 'c').u).toBe(fits);
  });

  it('gives non-transactional mail a one-click unsubscribe link, and transactional mail none', () => {
    const marketing = tracking.apply(transmission({ transactional: false }), message);
    expect(tokenOf(marketing.listUnsubscribeUrl!, 'u')).toEqual({
      k: 'u',
      t: 42,
      r: '0193a6c1-8f0e-7abc-9def-0123456789ab',
      m: message.id,
    });
    expect(marketing.html).toBe(HTML);
    expect(tracking.apply(transmission({}), message)).toEqual({ html: HTML, listUnsubscribeUrl: undefined });
  });

  it('signs each recipient copy for its own message', () => {
    const options = { open_tracking: true, transactional: false };
    const first = tracking.apply(transmission(options), message);
    const second = tracking.apply(transmission(options), { id: 'b1f2c3d4-0000-4000-8000-000000000002' });
    expect(tokenOf(attribute(second.html!, 'img', 'src')[0], 'o').m).toBe(
      'b1f2c3d4-0000-4000-8000-000000000002',
    );
    expect(tokenOf(second.listUnsubscribeUrl!, 'u').m).toBe('b1f2c3d4-0000-4000-8000-000000000002');
    expect(first.html).not.toBe(second.html);
  });

  it('leaves a text-only message without html', () => {
    expect(
      tracking.apply(transmission({ open_tracking: true, click_tracking: true }, null), message).html,
    ).toBeNull();
  });

  it('makes tokens that another key does not verify', () => {
    const { listUnsubscribeUrl } = tracking.apply(transmission({ transactional: false }), message);
    const other = new TokenSigner(deriveKey(randomBytes(32).toString('base64'), TRACKING_TOKEN_PURPOSE));
    expect(other.verify(listUnsubscribeUrl!.split('/').pop()!)).toBeUndefined();
  });
});
