import nodemailer from 'nodemailer';
import DKIM from 'nodemailer/lib/dkim';
import MailComposer from 'nodemailer/lib/mail-composer';
import { createPrivateKey, generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import type { Readable } from 'node:stream';
import { writeMimeTree } from '../../apps/sending/src/composition/mime-tree';
import { log } from './stats';

// The floors a message's service CPU time is judged against, measured in the bench process in the same
// run: CPU-ms (user + system, every thread of this process) of the least work any mail service does per
// message. Run them while the bench process does nothing else.
export interface CpuFloors {
  // One RSA-2048 signature (crypto.sign, SHA-256) over the message's header block, as DKIM signs.
  signMs: number;
  // Composing the MIME message with nodemailer's MailComposer, written out as the service writes it
  // (writeMimeTree: in one pass, without build()'s stream pipeline).
  composeMs: number;
  // The client side of pushing one pre-signed message through a pooled nodemailer transport to the sink.
  rawPushMs: number;
}

export interface BenchMessage {
  domain: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface FloorOptions {
  sinkPort: number;
  maxConnections?: number;
  // Messages in flight during the raw push.
  concurrency?: number;
  signatures?: number;
  compositions?: number;
  pushes?: number;
  signal?: AbortSignal;
}

const FLOOR_ROUNDS = 5;

// As the domains service signs (libs/contracts DKIM_SIGNED_HEADERS).
export const SIGNED_HEADERS = 'from:to:subject:date:message-id';

export async function measureCpuFloors(message: BenchMessage, options: FloorOptions): Promise<CpuFloors> {
  const pem = generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();
  const key = createPrivateKey(pem);
  const composed = compose(message, randomUUID());
  const headerBlock = composed.subarray(0, composed.indexOf('\r\n\r\n') + 2);

  log('floors: RSA-2048 signatures');
  const signMs = perCall(options.signatures ?? 500, () => sign('sha256', headerBlock, key));
  log('floors: compositions');
  const compositions = options.compositions ?? 500;
  const composeStart = process.cpuUsage();
  for (let i = 0; i < compositions; i++) compose(message, randomUUID());
  const composeMs = cpuMsSince(composeStart) / compositions;

  log('floors: raw nodemailer pool pushes');
  const presigned = await Promise.all(
    Array.from({ length: 20 }, () => composeSigned(message, pem, randomUUID())),
  );
  const transport = nodemailer.createTransport({
    pool: true,
    host: '127.0.0.1',
    port: options.sinkPort,
    maxConnections: options.maxConnections ?? 5,
    name: 'localhost',
    logger: false,
  });
  try {
    const push = async (count: number) => {
      let next = 0;
      const worker = async () => {
        while (next < count && !options.signal?.aborted) {
          const i = next++;
          await transport.sendMail({
            envelope: { from: message.from, to: [message.to[i % message.to.length]] },
            raw: presigned[i % presigned.length],
          });
        }
      };
      await Promise.all(Array.from({ length: options.concurrency ?? 16 }, () => worker()));
    };
    const pushes = options.pushes ?? 2_000;
    // Warm: the pool's connections are open and the code is compiled before the count starts.
    await push(Math.ceil(pushes / 5));
    const pushStart = process.cpuUsage();
    await push(pushes);
    return { signMs, composeMs, rawPushMs: cpuMsSince(pushStart) / pushes };
  } finally {
    transport.close();
  }
}

export function compose(message: BenchMessage, messageId: string): Buffer {
  const mime = new MailComposer({
    from: { name: '', address: message.from },
    to: message.to.map((address) => ({ name: '', address })),
    subject: message.subject,
    messageId: `<${messageId}@${message.domain}>`,
    date: new Date(),
    text: message.text,
    html: message.html,
    newline: 'windows',
  }).compile();
  return writeMimeTree(mime);
}

// As the service composes a copy (apps/sending/src/composition): MIME by nodemailer, then a DKIM
// signature over the same headers.
export async function composeSigned(message: BenchMessage, privateKey: string, messageId: string) {
  const signer = new DKIM({
    domainName: message.domain,
    keySelector: 'bench',
    privateKey,
    headerFieldNames: SIGNED_HEADERS,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of signer.sign(compose(message, messageId)) as Readable) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

// The least CPU time per call over five rounds: the aims are judged in signatures of the run, and a round
// slowed by something else (another process's cache pressure, a frequency change) doubled the unit in some
// runs.
function perCall(count: number, call: () => unknown): number {
  for (let i = 0; i < Math.min(20, count); i++) call();
  const perRound = Math.max(1, Math.ceil(count / FLOOR_ROUNDS));
  let least = Infinity;
  for (let round = 0; round < FLOOR_ROUNDS; round++) {
    const start = process.cpuUsage();
    for (let i = 0; i < perRound; i++) call();
    least = Math.min(least, cpuMsSince(start) / perRound);
  }
  return least;
}

function cpuMsSince(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

export function describeFloors(floors: CpuFloors): string {
  return (
    `floors (CPU-ms per message, bench process): RSA-2048 signature ${floors.signMs.toFixed(2)}, ` +
    `composition ${floors.composeMs.toFixed(2)}, raw pool push of a pre-signed message ` +
    `${floors.rawPushMs.toFixed(2)}`
  );
}
