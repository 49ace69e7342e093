import { AddressInfo } from 'node:net';
import { SMTPServer, SMTPServerDataStream, SMTPServerSession } from 'smtp-server';
import { CaptureStore } from './capture-store';

export interface CaptureSmtpServerOptions {
  host?: string;
  // 0 (the default) picks a free port.
  port?: number;
}

export interface CaptureSmtpAddress {
  host: string;
  port: number;
  // smtp://host:port, ready for the capture provider's relay URL.
  url: string;
}

const MAX_MESSAGE_BYTES = 40 * 1024 * 1024;
// How long stop() lets a session in the middle of a message finish before cutting it.
const CLOSE_GRACE_MS = 3_000;

// The built-in SMTP server of the capture provider: every message it accepts is stored with its envelope
// and answered 250, nothing is relayed. It takes any sender and recipient without authentication, so it
// listens on loopback only (127.0.0.1 unless told otherwise).
export class CaptureSmtpServer {
  private server?: SMTPServer;
  private address?: CaptureSmtpAddress;

  constructor(
    private readonly store: CaptureStore,
    private readonly options: CaptureSmtpServerOptions = {},
  ) {}

  async start(): Promise<CaptureSmtpAddress> {
    if (this.address) return this.address;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      size: MAX_MESSAGE_BYTES,
      logger: false,
      disableReverseLookup: true,
      closeTimeout: CLOSE_GRACE_MS,
      onData: (stream, session, callback) => this.receive(stream, session, callback),
    });
    const host = this.options.host ?? '127.0.0.1';
    // smtp-server re-emits its socket's errors; without a listener an EADDRINUSE would be thrown.
    let failed: ((error: Error) => void) | undefined;
    server.on('error', (error: Error) => failed?.(error));
    await new Promise<void>((resolve, reject) => {
      failed = reject;
      server.listen(this.options.port ?? 0, host, () => resolve());
    });
    // Once listening, a server error concerns one client connection at most.
    failed = undefined;
    const { port } = server.server.address() as AddressInfo;
    this.server = server;
    this.address = { host, port, url: `smtp://${host.includes(':') ? `[${host}]` : host}:${port}` };
    return this.address;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    this.address = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private receive(
    stream: SMTPServerDataStream,
    session: SMTPServerSession,
    callback: (error?: Error | null, message?: string) => void,
  ): void {
    const chunks: Buffer[] = [];
    let answered = false;
    const answer = (error: Error | null, message?: string) => {
      if (answered) return;
      answered = true;
      callback(error, message);
    };
    stream.on('data', (chunk: Buffer) => {
      // Past the limit the rest is read and dropped, so that the client gets its 552 after the data.
      if (!stream.sizeExceeded) chunks.push(chunk);
    });
    stream.once('error', (error: Error) =>
      answer(smtpError(451, `4.3.0 Error reading the message: ${error.message}`)),
    );
    stream.once('end', () => {
      if (stream.sizeExceeded) {
        answer(
          smtpError(552, `5.3.4 Message exceeds the fixed maximum message size (${MAX_MESSAGE_BYTES} bytes)`),
        );
        return;
      }
      const { mailFrom, rcptTo } = session.envelope;
      this.store
        .add({
          mailFrom: mailFrom ? mailFrom.address : '',
          rcptTo: rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks),
          receivedAt: new Date(),
        })
        .then(
          (stored) => answer(null, `Ok: captured as ${stored.id}`),
          () => answer(smtpError(451, '4.3.0 The message could not be stored, try again later')),
        );
    });
  }
}

function smtpError(responseCode: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode });
}
