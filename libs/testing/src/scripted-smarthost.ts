import { createServer, Server, Socket } from 'node:net';

// The replies a ScriptedSmarthost gives to RCPT TO and to the end of DATA, written as they are.
export interface ScriptedReplies {
  rcpt: string;
  data: string;
}

// A receiving SMTP server that speaks just enough SMTP and writes its replies byte for byte, for what a real
// server (smtp-server, SmtpSink) never sends: a NUL in a reply, as a broken or hostile server may.
export class ScriptedSmarthost {
  // Messages whose DATA ended, answered with `replies.data`.
  messages = 0;
  private readonly sockets = new Set<Socket>();
  private server?: Server;

  // Read at each reply: a test may change them between messages.
  constructor(public replies: ScriptedReplies) {}

  async start(): Promise<number> {
    const server = createServer((socket) => this.converse(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    this.server = server;
    return (server.address() as { port: number }).port;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    const server = this.server;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private converse(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => undefined);
    let inData = false;
    let buffered = '';
    socket.write('220 scripted.test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffered += chunk.toString('latin1');
      for (let end = buffered.indexOf('\r\n'); end !== -1; end = buffered.indexOf('\r\n')) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (inData) {
          if (line !== '.') continue;
          inData = false;
          this.messages++;
          socket.write(`${this.replies.data}\r\n`);
          continue;
        }
        socket.write(this.replyTo(line.slice(0, 4).toUpperCase()));
        if (line.toUpperCase() === 'DATA') inData = true;
        if (line.toUpperCase() === 'QUIT') socket.end();
      }
    });
  }

  private replyTo(verb: string): string {
    switch (verb) {
      case 'EHLO':
      case 'HELO':
      case 'MAIL':
      case 'RSET':
      case 'NOOP':
        return '250 ok\r\n';
      case 'RCPT':
        return `${this.replies.rcpt}\r\n`;
      case 'DATA':
        return '354 go on\r\n';
      case 'QUIT':
        return '221 bye\r\n';
      default:
        return '502 unknown command\r\n';
    }
  }
}
