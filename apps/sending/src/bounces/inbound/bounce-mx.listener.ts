import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { AddressInfo } from 'node:net';
import { SMTPServer, SMTPServerAddress, SMTPServerDataStream, SMTPServerSession } from 'smtp-server';
import { SENDING_CONFIG, SendingConfig } from '../../config/sending.config';
import { BouncedMessage } from '../bounced-message.repository';
import { ConnectionsPerAddress } from './connections-per-address';
import { parseInboundReport } from '../reports/inbound-report.parser';
import { CheckBounceRecipientUseCase } from '../use-cases/check-bounce-recipient/check-bounce-recipient.use-case';
import { RecordFeedbackLoopReportUseCase } from '../use-cases/record-feedback-loop-report/record-feedback-loop-report.use-case';
import { RecordInboundReportUseCase } from '../use-cases/record-inbound-report/record-inbound-report.use-case';

// Reports carry the original message or its headers: a few megabytes at most.
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;
// A report concerns one message; a handful of bounce addresses in one transaction is already unusual.
const MAX_RECIPIENTS = 10;
// The listener faces the internet and a message is buffered whole: at most this many connections at once
// (smtp-server answers 421 to the next), so that the worst case stays within the pod's memory.
const MAX_CONNECTIONS = 20;
// Mail servers send a report or two at a time; a client holding more is keeping others out.
const MAX_CONNECTIONS_PER_ADDRESS = 5;
const CLOSE_GRACE_MS = 3_000;

// What the addresses a connection's RCPT TO commands named were checked to be: a bounce address's message,
// or the feedback-loop address. smtp-server keeps the envelope's accepted recipients itself (and forgets
// them on RSET).
type CheckedRecipient = BouncedMessage | 'feedback-loop';
type CheckedRecipients = Map<string, CheckedRecipient>;

// The MX of the bounce domain (smtp-server): takes reports addressed to the bounce addresses of delivered
// mail, and complaints addressed to the feedback-loop address, and nothing else. No AUTH and no relaying: RCPT TO is checked against the signed VERP addresses
// before any data is read. Each accepted report becomes its message's event; a message that is no report
// (an auto-reply, a delay warning) is answered 250 and dropped, so that no sender retries it.
@Injectable()
export class BounceMxListener implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(BounceMxListener.name);
  private readonly sessions = new WeakMap<SMTPServerSession, CheckedRecipients>();
  private readonly connections = new ConnectionsPerAddress(MAX_CONNECTIONS_PER_ADDRESS);
  private readonly counted = new WeakSet<SMTPServerSession>();
  private server?: SMTPServer;
  private port?: number;

  constructor(
    @Inject(SENDING_CONFIG) private readonly config: SendingConfig,
    private readonly checkRecipient: CheckBounceRecipientUseCase,
    private readonly recordReport: RecordInboundReportUseCase,
    private readonly recordFeedbackLoopReport: RecordFeedbackLoopReportUseCase,
  ) {}

  get listeningPort(): number | undefined {
    return this.port;
  }

  async onApplicationBootstrap(): Promise<void> {
    const server = new SMTPServer({
      name: this.config.bounceDomain,
      banner: 'Mailroom bounce processor',
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      size: MAX_MESSAGE_BYTES,
      maxClients: MAX_CONNECTIONS,
      logger: false,
      disableReverseLookup: true,
      closeTimeout: CLOSE_GRACE_MS,
      onConnect: (session, callback) => {
        if (!this.connections.take(session.remoteAddress)) {
          callback(smtpError(421, '4.7.0 Too many connections from your address, try again later'));
          return;
        }
        this.counted.add(session);
        callback();
      },
      onClose: (session) => {
        if (this.counted.delete(session)) this.connections.release(session.remoteAddress);
      },
      onRcptTo: (address, session, callback) => void this.rcptTo(address, session, callback),
      onData: (stream, session, callback) => this.data(stream, session, callback),
    });
    let failed: ((error: Error) => void) | undefined;
    server.on('error', (error: Error) => {
      if (failed) failed(error);
      else this.logger.debug(`Inbound SMTP connection error: ${error.message}`);
    });
    const { host, port } = this.config.bounceMx;
    await new Promise<void>((resolve, reject) => {
      failed = reject;
      server.listen(port, host, () => resolve());
    });
    failed = undefined;
    this.server = server;
    this.port = (server.server.address() as AddressInfo).port;
    this.logger.log(`Bounce MX for ${this.config.bounceDomain} listening on ${host}:${this.port}`);
  }

  async beforeApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async rcptTo(
    address: SMTPServerAddress,
    session: SMTPServerSession,
    callback: (error?: Error | null) => void,
  ): Promise<void> {
    try {
      if (session.envelope.rcptTo.length >= MAX_RECIPIENTS) {
        callback(smtpError(452, '4.5.3 Too many recipients'));
        return;
      }
      const check = await this.checkRecipient.execute(address.address);
      if (!check.accepted) {
        callback(smtpError(check.code, check.message));
        return;
      }
      this.checked(session).set(check.address, 'feedbackLoop' in check ? 'feedback-loop' : check.bounced);
      callback();
    } catch (error) {
      this.logger.error({ err: error }, 'Checking a bounce recipient failed');
      callback(smtpError(451, '4.3.0 Temporary failure, try again later'));
    }
  }

  private data(
    stream: SMTPServerDataStream,
    session: SMTPServerSession,
    callback: (error?: Error | null, message?: string) => void,
  ): void {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => {
      if (!stream.sizeExceeded) chunks.push(chunk);
    });
    stream.once('error', () => callback(smtpError(451, '4.3.0 Error reading the message')));
    stream.once('end', () => {
      if (stream.sizeExceeded) {
        callback(smtpError(552, `5.3.4 Message exceeds the maximum size (${MAX_MESSAGE_BYTES} bytes)`));
        return;
      }
      const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
      const recipients = session.envelope.rcptTo.flatMap(({ address }) => {
        const bounced = this.checked(session).get(address);
        return bounced ? [{ address, bounced }] : [];
      });
      this.receive(Buffer.concat(chunks), envelopeFrom, recipients).then(
        (summary) => callback(null, `Ok: ${summary}`),
        (error: unknown) => {
          this.logger.error({ err: error }, 'Recording an inbound report failed');
          callback(smtpError(451, '4.3.0 The report could not be recorded, try again later'));
        },
      );
    });
  }

  private async receive(
    raw: Buffer,
    envelopeFrom: string,
    recipients: { address: string; bounced: CheckedRecipient }[],
  ): Promise<string> {
    const report = await parseInboundReport(raw, envelopeFrom).catch((error: unknown) => ({
      kind: 'unusable' as const,
      why: `the message could not be parsed: ${String(error)}`,
    }));
    const results: string[] = [];
    for (const { address, bounced } of recipients) {
      const outcome =
        bounced === 'feedback-loop'
          ? await this.recordFeedbackLoopReport.execute(address, report)
          : await this.recordReport.execute({ bounced, address, report });
      if (outcome.recorded) {
        results.push(outcome.type);
      } else {
        const to = bounced === 'feedback-loop' ? address : `the bounce address of ${bounced.message.id}`;
        this.logger.log(`Dropped a message to ${to}: ${outcome.why}`);
        results.push('dropped');
      }
    }
    return results.join(', ');
  }

  private checked(session: SMTPServerSession): CheckedRecipients {
    let checked = this.sessions.get(session);
    if (!checked) {
      checked = new Map();
      this.sessions.set(session, checked);
    }
    return checked;
  }
}

function smtpError(responseCode: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode });
}
