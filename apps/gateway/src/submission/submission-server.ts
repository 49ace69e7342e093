import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import {
  Envelope,
  MAX_RECIPIENTS,
  parseMailbox,
  SendingSubject,
  SendOutcome,
  ServiceError,
  SubmitMessageRequest,
} from '@mailroom/contracts';
import { BusClient, BusTimeoutError } from '@mailroom/messaging';
import { randomUUID } from 'node:crypto';
import { SMTPServer, SMTPServerDataStream, SMTPServerOptions, SMTPServerSession } from 'smtp-server';
import { GatewayConfig } from '../config/gateway.config';
import { GATEWAY_CONFIG } from '../config/gateway.tokens';
import { SubmissionConfig } from '../config/submission.config';
import { AuthenticatedKey } from '../identity/use-cases/authenticate-api-key/authenticate-api-key.use-case';
import { authAllowedWithoutTls, clientAddress } from './insecure-auth-policy';
import { SmtpReply, smtpReplyFor } from './smtp-reply';
import { SubmissionAccess } from './submission-access';

// How long the answer of the sending context is waited for. A client waits 10 minutes for the reply to the
// end of the message (RFC 5321 4.5.3.2.6), and a reply given before the outcome is known can only be a
// guess: a `451` for a message that was then accepted makes the client send it again. So the wait is long
// (a send takes well under a second), and only a sending context that stays silent longer gets the 451.
const SUBMIT_TIMEOUT_MS = 5 * 60_000;
const CLOSE_GRACE_MS = 10_000;
// A message is buffered whole before it is handed on: at most this many connections at once per gateway
// (smtp-server answers 421 to the next).
const MAX_CONNECTIONS = 100;

// SMTP submission (RFC 6409) beside the HTTP API: AUTH with an API key, then each message is one send
// through the sending context (emails.submit), under the rules and limits of POST /emails.
@Injectable()
export class SubmissionServer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(SubmissionServer.name);
  private readonly servers: SMTPServer[] = [];
  // The key each authenticated session logged in with.
  private readonly keys = new Map<string, AuthenticatedKey>();

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly access: SubmissionAccess,
    private readonly bus: BusClient,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const submission = this.config.submission;
    if (!submission) return;
    await this.listen(submission, submission.port, false);
    if (submission.tlsPort !== undefined) await this.listen(submission, submission.tlsPort, true);
    this.logger.log(
      `SMTP submission on port ${submission.port}${submission.tls ? ' (STARTTLS)' : ''}` +
        (submission.tlsPort !== undefined ? ` and ${submission.tlsPort} (TLS)` : ''),
    );
  }

  async beforeApplicationShutdown(): Promise<void> {
    const servers = this.servers.splice(0);
    await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  }

  private async listen(submission: SubmissionConfig, port: number, implicitTls: boolean): Promise<void> {
    const tls = submission.tls;
    const options: SMTPServerOptions = {
      secure: implicitTls,
      ...(tls ? { key: tls.key, cert: tls.cert } : {}),
      disabledCommands: tls ? [] : ['STARTTLS'],
      authMethods: ['PLAIN', 'LOGIN'],
      // AUTH is offered before TLS so that loopback clients may use it; others are refused in onAuth.
      allowInsecureAuth: true,
      // Only ASCII addresses are taken (553 5.1.3 otherwise): SMTPUTF8 is not offered.
      hideSMTPUTF8: true,
      authRequiredMessage: '5.7.0 Authentication required: AUTH with the user name apikey and an API key',
      // No `size`: smtp-server would answer an oversized message itself, without 5.3.4; submit() does.
      banner: 'Mailroom SMTP submission',
      logger: false,
      disableReverseLookup: true,
      closeTimeout: CLOSE_GRACE_MS,
      maxClients: MAX_CONNECTIONS,
      onAuth: (auth, session, callback) =>
        this.answer(this.login(session, auth.username ?? '', auth.password ?? ''), callback),
      onRcptTo: (address, session, callback) => callback(recipientProblem(address.address, session)),
      onData: (stream, session, callback) =>
        this.answer(this.submit(stream, session, submission.maxMessageBytes), callback),
      onClose: (session) => this.keys.delete(session.id),
    };
    const server = new SMTPServer(options);
    let failed: ((error: Error) => void) | undefined;
    server.on('error', (error: Error) => {
      if (failed) return failed(error);
      this.logger.warn(`SMTP submission connection error: ${error.message}`);
    });
    await new Promise<void>((resolve, reject) => {
      failed = reject;
      server.listen(port, this.config.host, () => resolve());
    });
    failed = undefined;
    this.servers.push(server);
  }

  private async login(
    session: SMTPServerSession,
    username: string,
    password: string,
  ): Promise<{ user: string }> {
    if (!session.secure && !authAllowedWithoutTls(session.remoteAddress))
      throw new SmtpReply(538, '5.7.11', 'Encryption required: use STARTTLS or the TLS port before AUTH');
    const key = await this.access.login(clientAddress(session.remoteAddress), username, password);
    this.keys.set(session.id, key);
    return { user: key.keyId };
  }

  private async submit(
    stream: SMTPServerDataStream,
    session: SMTPServerSession,
    limit: number,
  ): Promise<string> {
    const raw = await readUpTo(stream, limit);
    if (!raw) throw new SmtpReply(552, '5.3.4', `Message too big: at most ${limit} bytes`);
    const key = this.keys.get(session.id);
    if (!key) throw new SmtpReply(530, '5.7.0', 'Authentication required');
    await this.access.admitMessage(key);
    const requestId = randomUUID();
    const envelope: Envelope<SubmitMessageRequest> = {
      ctx: this.access.contextOf(key, requestId),
      data: { rcpt_to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: raw.toString('base64') },
    };
    try {
      const outcome = await this.bus.request<SendOutcome>(SendingSubject.submit, envelope, {
        timeoutMs: SUBMIT_TIMEOUT_MS,
      });
      const { request_id, accepted, rejected } = outcome.result;
      return `2.0.0 Queued as ${request_id} (accepted ${accepted}, rejected ${rejected}${outcome.replayed ? ', replayed' : ''})`;
    } catch (error) {
      // No answer in time: the message may have been accepted (or be, still). The client is told so, and
      // that a retry with an Idempotency-Key is safe; without one a retry may send it twice.
      if (error instanceof BusTimeoutError) {
        throw new SmtpReply(
          451,
          '4.3.0',
          'The message was not confirmed in time and may still be sent; retry it only with an Idempotency-Key header, or check GET /emails first',
        );
      }
      if (error instanceof ServiceError) throw smtpReplyFor(error);
      throw error;
    }
  }

  // smtp-server writes an error's responseCode and message; anything unexpected becomes a 451 (try later),
  // logged with its cause.
  private answer<T>(work: Promise<T>, callback: (error: Error | null, value?: T) => void): void {
    work.then(
      (value) => callback(null, value),
      (error: unknown) => {
        if (error instanceof SmtpReply) return callback(error);
        this.logger.error({ err: error }, 'SMTP submission failed');
        callback(new SmtpReply(451, '4.3.0', 'Local error; try again later'));
      },
    );
  }
}

// Checked as each RCPT TO arrives: one mailbox, and at most 50 in all (SPEC's cap).
function recipientProblem(address: string, session: SMTPServerSession): SmtpReply | null {
  if (session.envelope.rcptTo.length >= MAX_RECIPIENTS)
    return new SmtpReply(452, '4.5.3', `Too many recipients: at most ${MAX_RECIPIENTS} a message`);
  if (!parseMailbox(address)) return new SmtpReply(553, '5.1.3', 'The recipient address is not valid');
  return null;
}

// The message, or nothing when it is longer than `limit` (the rest is read and dropped: the client is still
// sending it).
async function readUpTo(stream: SMTPServerDataStream, limit: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    length += (chunk as Buffer).length;
    if (length <= limit) chunks.push(chunk as Buffer);
  }
  return length <= limit ? Buffer.concat(chunks) : undefined;
}
