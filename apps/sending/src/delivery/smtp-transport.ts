import nodemailer from 'nodemailer';
import type { NodemailerError, SMTPPoolOptions, SMTPPoolSentMessageInfo, Transporter } from 'nodemailer';
import { Readable } from 'node:stream';
import { printableText } from '@mailroom/contracts';
import { BounceClass, classifyBounce, enhancedStatusCode } from './bounce-classifier';
import { DeliveryEnvelope, DeliveryOutcome } from './mail-provider';
import { sourceAddressFor } from './source-address';

export type SmtpPool = Transporter<SMTPPoolSentMessageInfo, SMTPPoolOptions>;

export interface SmtpDestination {
  host: string;
  port: number;
  secure: boolean;
  auth?: { user: string; pass: string };
  // TLS server name when host is an address (the MX host name).
  servername?: string;
  // opportunistic: STARTTLS whenever offered, certificates unchecked, plaintext if not offered (as MTAs do
  // between themselves). verified: certificates must verify, and with credentials TLS is required, so they
  // never travel in the clear or to an impostor.
  tls: 'opportunistic' | 'verified';
}

export interface PoolLimits {
  heloName: string;
  maxConnections: number;
  timeoutMs: number;
}

// A pool that gave up on a connection closed before the greeting retries it this many times; the default
// (5, with backoff) holds a dead destination for seconds, and our own retry schedule is the real one.
const MAX_REQUEUES = 1;
const MAX_IDLE_MS = 30_000;

export function createSmtpPool(destination: SmtpDestination, limits: PoolLimits): SmtpPool {
  return nodemailer.createTransport({
    pool: true,
    host: destination.host,
    port: destination.port,
    secure: destination.secure,
    auth: destination.auth,
    servername: destination.servername,
    name: limits.heloName,
    maxConnections: limits.maxConnections,
    maxRequeues: MAX_REQUEUES,
    idleTimeout: Math.min(MAX_IDLE_MS, limits.timeoutMs),
    connectionTimeout: limits.timeoutMs,
    greetingTimeout: limits.timeoutMs,
    socketTimeout: limits.timeoutMs,
    opportunisticTLS: true,
    requireTLS: destination.tls === 'verified' && destination.auth !== undefined,
    tls: { rejectUnauthorized: destination.tls === 'verified' },
    logger: false,
  });
}

export interface Attempt {
  outcome: DeliveryOutcome;
  // Nothing was refused: the host could not be reached or dropped us. The mx provider tries the next one.
  unreachable: boolean;
}

export interface RemoteEnd {
  host: string;
  ip?: string;
}

// One message to one recipient over a pool; every failure becomes an outcome.
export async function sendOverSmtp(
  pool: SmtpPool,
  envelope: DeliveryEnvelope,
  raw: Buffer,
  remote: RemoteEnd,
): Promise<Attempt> {
  try {
    const info = await sendRaw(pool, envelope, raw);
    return {
      outcome: {
        kind: 'delivered',
        response: printableText(info.response),
        remoteHost: remote.host,
        remoteIp: remote.ip,
        localIp: await sourceAddressFor(remote.ip ?? remote.host),
      },
      unreachable: false,
    };
  } catch (error) {
    return attemptOfError(error instanceof Error ? error : new Error(String(error)), remote);
  }
}

// An address nodemailer's normalization leaves as it is: a dot-atom local part and a lower-case ASCII
// domain of letter-digit-hyphen labels (no "--", so no punycode label to check).
const ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[a-z0-9]+(?:-[a-z0-9]+)*';
const PLAIN_ADDRESS = new RegExp(`^${ATEXT}(?:\\.${ATEXT})*@${LABEL}(?:\\.${LABEL})*$`);

// nodemailer's sendMail wraps even a raw message in a MIME tree (addresses parsed and normalized, a
// Message-ID and boundaries generated from random bytes, a stream pipeline with its abort signals): without
// it the delivering process's CPU per message fell by a quarter or more (bench/README.md, Delivery CPU). A
// message whose envelope needs no normalization goes straight to the pool, which sends the same bytes (the
// SMTP data stream ends the message with CRLF as sendMail's did).
function sendRaw(pool: SmtpPool, envelope: DeliveryEnvelope, raw: Buffer): Promise<SMTPPoolSentMessageInfo> {
  if (!PLAIN_ADDRESS.test(envelope.from) || !PLAIN_ADDRESS.test(envelope.to))
    return pool.sendMail({ envelope: { from: envelope.from, to: [envelope.to] }, raw });
  // What the pool reads of a message; each attempt (a requeue after a dropped connection included) gets a
  // fresh envelope and stream.
  const mail = {
    data: {},
    message: {
      getEnvelope: () => ({ from: envelope.from, to: [envelope.to] }),
      messageId: () => '',
      getHeader: () => '',
      createReadStream: () => Readable.from(slices(raw), { objectMode: false }),
    },
  } as unknown as Parameters<SmtpPool['transporter']['send']>[0];
  return new Promise((resolve, reject) => {
    pool.transporter.send(mail, (error, info) => (error ? reject(error) : resolve(info!)));
  });
}

// nodemailer escapes the dots of a message byte by byte, a chunk at a time: a large message goes in slices
// so that it does not hold the event loop for the whole of it (24 ms for 13 MB here) in one turn.
const SLICE_BYTES = 64 * 1024;
function* slices(raw: Buffer): Generator<Buffer> {
  for (let at = 0; at < raw.length; at += SLICE_BYTES) yield raw.subarray(at, at + SLICE_BYTES);
}

const CONNECTION_CODES = new Set(['ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'EDNS', 'ETLS', 'EPROXY']);
// The sender's side is at fault (credentials, TLS required for AUTH): bouncing the recipient would be wrong
// and would also suppress the address. Deferred until the operator fixes it or the retry limit runs out.
const SENDER_SIDE_CODES = new Set(['EAUTH', 'ENOAUTH', 'EOAUTH2']);
const SENDER_SIDE_REPLIES = new Set([530, 534, 535, 538]);

export function attemptOfError(error: NodemailerError, remote: RemoteEnd): Attempt {
  const code = error.responseCode;
  const response = printableText(error.response?.trim() || describe(error, remote));
  const enhancedCode = error.response ? enhancedStatusCode(error.response) : undefined;
  if (code && code >= 500 && code < 600 && error.permanent !== false && !isSenderSide(error, code)) {
    return {
      outcome: {
        kind: 'bounced',
        response,
        code,
        enhancedCode,
        bounceClass: classifyBounce(code, enhancedCode, response),
      },
      unreachable: false,
    };
  }
  if (code) {
    // 421 is the server closing the session, whatever command it answered; a 4xx greeting turns us away
    // before any mail was discussed. Both are worth the next MX host.
    const unreachable = code === 421 || (code < 500 && error.command === 'CONN');
    return { outcome: { kind: 'deferred', response, code, enhancedCode }, unreachable };
  }
  if (error.code === 'EENVELOPE') {
    // nodemailer refused the address itself before asking the server.
    return {
      outcome: {
        kind: 'bounced',
        response: printableText(`553 5.1.3 [internal] ${error.message}`),
        code: 553,
        enhancedCode: '5.1.3',
        bounceClass: BounceClass.InvalidRecipient,
      },
      unreachable: false,
    };
  }
  // No reply at all: refused, dropped, timed out, TLS failed, or the pool was closed under the message.
  return {
    outcome: { kind: 'deferred', response, enhancedCode: statusOfSilence(error) },
    unreachable: !error.code || CONNECTION_CODES.has(error.code),
  };
}

function statusOfSilence(error: NodemailerError): string {
  return error.code === 'ETIMEDOUT' ? '4.4.2' : '4.4.1';
}

function isSenderSide(error: NodemailerError, code: number): boolean {
  return (error.code !== undefined && SENDER_SIDE_CODES.has(error.code)) || SENDER_SIDE_REPLIES.has(code);
}

// A reply-less failure in SMTP reply style, for the event's raw_reason: "4.4.1 [internal] ...".
function describe(error: NodemailerError, remote: RemoteEnd): string {
  const where = remote.ip && remote.ip !== remote.host ? `${remote.host} [${remote.ip}]` : remote.host;
  const code = error.originalCode ?? error.code;
  const reason = !code || error.message.includes(code) ? error.message : `${code} ${error.message}`;
  return `${statusOfSilence(error)} [internal] ${where}: ${reason}`;
}

// A DNS-derived bounce (no mail exchanger, null MX): class 21 whatever the text says.
export function dnsBounce(code: number, enhancedCode: string, text: string): DeliveryOutcome {
  return {
    kind: 'bounced',
    response: `${code} ${enhancedCode} ${text}`,
    code,
    enhancedCode,
    bounceClass: BounceClass.DnsFailure,
  };
}

export function closedOutcome(): DeliveryOutcome {
  return {
    kind: 'deferred',
    response: '4.3.2 [internal] the mail provider is shutting down',
    enhancedCode: '4.3.2',
  };
}

export function internalDeferral(reason: string): DeliveryOutcome {
  return { kind: 'deferred', response: `4.3.0 [internal] ${reason}`, enhancedCode: '4.3.0' };
}
