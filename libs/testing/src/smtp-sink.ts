import { AddressInfo, Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

// What the sink answers to RCPT TO.
export type SinkAnswer = 'accept' | 'defer' | 'reject' | 'drop';

export interface SinkMessage {
  mailFrom: string;
  rcptTo: string[];
  raw: Buffer;
  secure: boolean;
  user?: string;
}

export interface SmtpSinkOptions {
  // Require AUTH with these credentials.
  auth?: { user: string; pass: string };
  // Offer STARTTLS (smtp-server's built-in test certificate); AUTH is then only allowed after it.
  starttls?: boolean;
}

// A receiving SMTP server on loopback for delivery tests (real smtp-server), told what to answer.
export class SmtpSink {
  answer: SinkAnswer = 'accept';
  // Answers for particular recipients (lower-case address), over `answer`.
  readonly answerFor = new Map<string, SinkAnswer>();
  // Every RCPT TO address asked, in order.
  readonly recipientLog: string[] = [];
  // While true, a message's DATA is read but never answered: the sender hangs after DATA (crash tests).
  holdData = false;
  // How long each message's DATA waits before its answer: keeps the sender's transactions open.
  dataDelayMs = 0;
  dataStarted = 0;
  // Messages between their DATA and its answer now, and the most there were at once.
  inData = 0;
  mostInData = 0;
  connections = 0;
  recipientsAsked = 0;
  readonly messages: SinkMessage[] = [];
  private readonly sockets = new Set<Socket>();
  private server?: SMTPServer;

  constructor(private readonly options: SmtpSinkOptions = {}) {}

  async start(): Promise<number> {
    const { auth, starttls } = this.options;
    const server = new SMTPServer({
      logger: false,
      disableReverseLookup: true,
      closeTimeout: 500,
      authOptional: !auth,
      allowInsecureAuth: !starttls,
      disabledCommands: starttls ? [] : ['STARTTLS'],
      onConnect: (_session, callback) => {
        this.connections++;
        callback();
      },
      onAuth: (credentials, _session, callback) => {
        if (auth && credentials.username === auth.user && credentials.password === auth.pass) {
          callback(null, { user: credentials.username });
          return;
        }
        callback(Object.assign(new Error('5.7.8 Authentication credentials invalid'), { responseCode: 535 }));
      },
      onRcptTo: (address, session, callback) => {
        this.recipientsAsked++;
        this.recipientLog.push(address.address);
        switch (this.answerFor.get(address.address.toLowerCase()) ?? this.answer) {
          case 'accept':
            return callback();
          case 'defer':
            return callback(
              Object.assign(new Error('4.7.1 Greylisted, try again later'), { responseCode: 451 }),
            );
          case 'reject':
            return callback(
              Object.assign(new Error(`5.1.1 <${address.address}>: user unknown`), { responseCode: 550 }),
            );
          case 'drop':
            for (const socket of this.sockets) if (socket.remotePort === session.remotePort) socket.destroy();
            return;
        }
      },
      onData: (stream, session, callback) => {
        this.dataStarted++;
        this.mostInData = Math.max(this.mostInData, ++this.inData);
        const held = this.holdData;
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.once('end', () => {
          // A held message was never acknowledged, so it was not delivered.
          if (held) return;
          const message: SinkMessage = {
            mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks),
            secure: session.secure,
            user: typeof session.user === 'string' ? session.user : undefined,
          };
          const answer = (): void => {
            this.inData--;
            this.messages.push(message);
            callback(null, 'Ok: queued');
          };
          if (this.dataDelayMs > 0) setTimeout(answer, this.dataDelayMs);
          else answer();
        });
      },
    });
    server.server.on('connection', (socket: Socket) => {
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
    });
    server.on('error', () => undefined);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    this.server = server;
    return (server.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
