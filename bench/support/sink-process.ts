import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { SinkRequest, SinkStats } from './sink';

// A receiving SMTP server on loopback that accepts every message and keeps only counts and arrival times
// (nothing of the messages). It runs in a process of its own (see sink.ts) and lives as long as its parent.
const DKIM_PREFIX = 'DKIM-Signature:';

let stats: SinkStats = fresh();

function fresh(): SinkStats {
  return { messages: 0, signed: 0, bytes: 0, firstAt: 0, lastAt: 0, connections: 0 };
}

const server = new SMTPServer({
  logger: false,
  disableReverseLookup: true,
  authOptional: true,
  // Plain SMTP for the service and the baseline alike (the service would upgrade when offered).
  disabledCommands: ['STARTTLS'],
  closeTimeout: 500,
  onConnect: (_session, callback) => {
    stats.connections++;
    callback();
  },
  onData: (stream, _session, callback) => {
    let size = 0;
    let head = '';
    stream.on('data', (chunk: Buffer) => {
      if (head.length < DKIM_PREFIX.length) head += chunk.toString('latin1', 0, DKIM_PREFIX.length);
      size += chunk.length;
    });
    stream.once('end', () => {
      const now = Date.now();
      stats.messages++;
      stats.bytes += size;
      if (head.startsWith(DKIM_PREFIX)) stats.signed++;
      if (!stats.firstAt) stats.firstAt = now;
      stats.lastAt = now;
      callback(null, 'Ok: queued');
    });
  },
});
server.on('error', () => undefined);

server.listen(0, '127.0.0.1', () => {
  process.send?.({ port: (server.server.address() as AddressInfo).port });
});

// Answers the counts; a reset answers those before it.
process.on('message', (request: SinkRequest) => {
  process.send?.({ id: request.id, stats });
  if (request.type === 'reset') stats = fresh();
});
// Bounded: the sink never outlives the bench that started it.
process.once('disconnect', () => process.exit(0));
