// Standard Webhooks verification (webhook-id, webhook-timestamp, webhook-signature; HMAC-SHA256 over
// "<id>.<timestamp>.<body>" keyed by the base64 secret after "whsec_"), on WebCrypto so that it runs wherever
// fetch does. subtle.verify compares in constant time.

export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;
// The body exactly as received: the signature covers its bytes, which a parsed and re-serialised body is not.
export type WebhookBody = string | Uint8Array | ArrayBuffer;

export interface VerifyOptions {
  // How far the timestamp may be from now, in seconds (default 300, as Standard Webhooks).
  toleranceSeconds?: number;
  now?: Date;
}

export class WebhookVerificationError extends Error {
  override readonly name = 'WebhookVerificationError';
}

const SECRET_PREFIX = 'whsec_';
const DEFAULT_TOLERANCE_SECONDS = 300;

export async function verifyWebhookSignature(
  body: WebhookBody,
  headers: WebhookHeaders,
  secret: string,
  options: VerifyOptions = {},
): Promise<void> {
  const received = bodyBytes(body);
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!id || !timestamp || !signatures) throw new WebhookVerificationError('Missing webhook headers');

  const sentAt = Number(timestamp);
  if (!/^\d+$/.test(timestamp) || !Number.isSafeInteger(sentAt)) {
    throw new WebhookVerificationError('Invalid webhook-timestamp');
  }
  const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const tolerance = options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  if (Math.abs(now - sentAt) > tolerance)
    throw new WebhookVerificationError('Timestamp outside the tolerance');

  const key = await crypto.subtle.importKey(
    'raw',
    secretBytes(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  );
  const signed = concat(new TextEncoder().encode(`${id}.${timestamp}.`), received);
  for (const candidate of signatures.split(' ')) {
    const [version, value] = candidate.split(',', 2);
    if (version !== 'v1' || !value) continue;
    const signature = base64Bytes(value);
    if (signature && (await crypto.subtle.verify('HMAC', key, signature, signed))) return;
  }
  throw new WebhookVerificationError('No matching signature');
}

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
  return Array.isArray(entry) ? entry[0] : entry;
}

function secretBytes(secret: string): Uint8Array<ArrayBuffer> {
  const bytes = base64Bytes(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret);
  if (!bytes || bytes.length === 0) throw new WebhookVerificationError('The signing secret is not base64');
  return bytes;
}

function bodyBytes(body: WebhookBody): Uint8Array {
  if (typeof body === 'string') return new TextEncoder().encode(body);
  if (body instanceof Uint8Array) return body;
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  throw new WebhookVerificationError(
    'The body must be the raw request body (a string or bytes), not a parsed object: the signature covers its bytes',
  );
}

function base64Bytes(value: string): Uint8Array<ArrayBuffer> | undefined {
  try {
    return Uint8Array.from(atob(value), (char) => char.charCodeAt(0));
  } catch {
    return undefined;
  }
}

function concat(first: Uint8Array, second: Uint8Array): Uint8Array<ArrayBuffer> {
  const joined = new Uint8Array(first.length + second.length);
  joined.set(first);
  joined.set(second, first.length);
  return joined;
}
