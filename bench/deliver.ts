import nodemailer from 'nodemailer';
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { AppProfiles } from './support/app-profiles';
import { parseArgs } from './support/args';
import { CpuWatch, CpuWindow, FOREIGN_LOAD_LIMIT } from './support/cpu';
import {
  BenchMessage,
  composeSigned,
  CpuFloors,
  describeFloors,
  measureCpuFloors,
} from './support/cpu-floors';
import { describePerUnit, measureServiceCpu, ServiceCpu } from './support/service-cpu';
import { BenchService, finish, interruption, onInterrupt, once, startService } from './support/service';
import { SinkStats, SmtpSinkProcess } from './support/sink';
import { fixed, log, table } from './support/stats';

// DKIM-signed messages per second delivered by the service to a loopback SMTP sink, beside what raw
// nodemailer (pooled, same connection limit) pushes into the same sink in the same run. See bench/README.md.
const args = parseArgs('Usage: npm run bench:deliver -- [options]', {
  seconds: { default: 10, help: 'duration of the raw nodemailer baseline, in seconds; default 10' },
  messages: {
    default: 5_000,
    help: 'messages the service delivers (50 recipients per request); default 5000',
  },
  'max-connections': { default: 5, help: 'SMTP_MAX_CONNECTIONS, and the baseline pool size; default 5' },
  'delivery-concurrency': {
    default: 32,
    help: 'DELIVERY_CONCURRENCY, and messages in flight in the baseline; default 32, as the service',
  },
  'warmup-messages': {
    default: 1_000,
    help: 'messages delivered before the measured run, unmeasured, so that it measures compiled code; default 1000',
  },
  timeout: { default: 90, help: 'most seconds to wait for the service to deliver them all; default 90' },
  distributed: {
    default: false,
    help: 'gateway and services as separate processes over NATS and PostgreSQL',
  },
  profile: {
    default: false,
    help: "write a V8 CPU profile of each app process over the service's run to a temporary folder; see bench/profile-top.ts",
  },
});

const AIM_PERCENT = 70;
const AIM_CPU_MS = 1.5;
// What one RSA-2048 signature took on the machine the CPU aim was set on.
const AIM_SIGNATURE_MS = 0.7;
const RECIPIENTS_PER_REQUEST = 50;
const QUEUEING_CONCURRENCY = 4;
const REQUESTS_PER_KEY = 1_800;
const WARMUP_SECONDS = 1;
const BENCH_DOMAIN = 'bench.example.test';
const SUBJECT = 'Benchmark delivery';
const TEXT = 'Hello from the delivery benchmark.\n';
const HTML = '<p>Hello from the <b>delivery benchmark</b>.</p>';

const recipients = (batch: number) =>
  Array.from({ length: RECIPIENTS_PER_REQUEST }, (_, i) => `r${batch}-${i}@example.net`);

// The baseline's and the floors' message: as the service composes a copy of one request's message.
const BENCH_MESSAGE: BenchMessage = {
  domain: BENCH_DOMAIN,
  from: `bench@${BENCH_DOMAIN}`,
  to: recipients(0),
  subject: SUBJECT,
  text: TEXT,
  html: HTML,
};

interface Figure {
  messages: number;
  seconds: number;
  sink: SinkStats;
  // CPU shares of the measured span.
  cpu?: CpuWindow;
}

async function main(): Promise<void> {
  const maxConnections = args['max-connections'];
  const concurrency = args['delivery-concurrency'];
  const profiles = args.profile ? new AppProfiles() : undefined;
  const sink = await SmtpSinkProcess.start();
  let starting: Promise<BenchService> | undefined;
  const cleanup = once(async () => {
    // A start still under way is waited for, then stopped (startService cleans up after its own failure).
    const service = await starting?.catch(() => undefined);
    await service?.stop();
    await sink.stop();
  });
  onInterrupt(cleanup);
  try {
    const raw = await rawBaseline(sink, maxConnections, concurrency);
    if (interruption.signal.aborted) return;
    starting = startService({
      distributed: args.distributed,
      env: {
        DELIVERY_MODE: 'relay',
        RELAY_URL: `smtp://127.0.0.1:${sink.port}`,
        SMTP_MAX_CONNECTIONS: String(maxConnections),
        DELIVERY_CONCURRENCY: String(concurrency),
        ...profiles?.env,
      },
      keys:
        Math.ceil(
          ((args.messages + args['warmup-messages']) / RECIPIENTS_PER_REQUEST + 2) / REQUESTS_PER_KEY,
        ) + 1,
    });
    const service = await starting;
    if (interruption.signal.aborted) return;
    profiles?.toggle(service);
    const measured = await serviceRun(service, sink);
    profiles?.toggle(service);
    if (interruption.signal.aborted) return;
    log('floors: measured in the bench process while the service is idle');
    const floors = await measureCpuFloors(BENCH_MESSAGE, {
      sinkPort: sink.port,
      maxConnections,
      concurrency,
      signal: interruption.signal,
    });
    await sink.reset();
    if (interruption.signal.aborted) return;

    const rawRate = raw.messages / raw.seconds;
    const serviceRate = measured.figure.messages / measured.figure.seconds;
    const percent = (serviceRate / rawRate) * 100;
    const row = (name: string, figure: Figure, rate: number) => [
      name,
      fixed(figure.messages),
      fixed(figure.seconds, 2),
      fixed(rate),
      `${fixed(figure.sink.signed)}/${fixed(figure.sink.messages)}`,
      fixed(figure.sink.bytes / Math.max(1, figure.sink.messages)),
      fixed(figure.sink.connections),
      figure.cpu ? `${fixed(figure.cpu.foreign * 100)}%` : 'n/a',
    ];
    const lines = [
      '',
      `bench/deliver: ${service.mode}, ${cpus().length} CPUs shared by everything, ` +
        `SMTP_MAX_CONNECTIONS ${maxConnections}, DELIVERY_CONCURRENCY ${concurrency}`,
      '',
      table([
        ['', 'messages', 'seconds', 'per second', 'DKIM-signed', 'avg bytes', 'connections', 'other load'],
        row('raw nodemailer pool -> sink (baseline, pre-signed)', raw, rawRate),
        row('Mailroom: POST /emails -> relay -> sink', measured.figure, serviceRate),
      ]),
      '',
      `delivery: ${fixed(serviceRate)} messages/s = ${fixed(percent, 1)}% of the raw ceiling ` +
        `(aim: ${AIM_PERCENT}% or more, ${percent >= AIM_PERCENT ? 'met' : 'not met'})`,
      ...serviceCpuLines(measured.serviceCpu, measured.figure.messages, floors),
      `queue filled in ${fixed(measured.fillSeconds, 2)} s (${fixed(measured.requests)} requests x ` +
        `${RECIPIENTS_PER_REQUEST} recipients); the clock runs from the first acceptance to the last arrival`,
    ];
    if (!measured.complete) {
      lines.push(
        `WARNING: only ${fixed(measured.figure.messages)} of ${fixed(args.messages)} messages arrived ` +
          `within --timeout ${args.timeout} s; the rate is of those`,
      );
    }
    const foreign = Math.max(raw.cpu?.foreign ?? 0, measured.figure.cpu?.foreign ?? 0);
    if (foreign > FOREIGN_LOAD_LIMIT) {
      lines.push(
        `WARNING: other processes took up to ${fixed(foreign * 100)}% of the machine during a measured ` +
          'span; the figures are noisy: run again on a quiet machine',
      );
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    log('stopping ...');
    await cleanup();
    profiles?.report();
  }
}

// The ceiling: messages composed and DKIM-signed beforehand, pushed through a nodemailer pool of the same
// size with as many in flight as the service delivers at once, for --seconds.
async function rawBaseline(
  sink: SmtpSinkProcess,
  maxConnections: number,
  concurrency: number,
): Promise<Figure> {
  const privateKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();
  const to = recipients(0);
  const prebuilt = await Promise.all(to.map(() => composeSigned(BENCH_MESSAGE, privateKey, randomUUID())));
  const transport = nodemailer.createTransport({
    pool: true,
    host: '127.0.0.1',
    port: sink.port,
    maxConnections,
    name: 'localhost',
    logger: false,
  });
  try {
    const push = async (durationMs: number) => {
      let sent = 0;
      let failed = 0;
      const start = performance.now();
      const deadline = start + durationMs;
      const worker = async () => {
        while (performance.now() < deadline && !interruption.signal.aborted) {
          const i = sent + failed;
          try {
            await transport.sendMail({
              envelope: { from: `bench@${BENCH_DOMAIN}`, to: [to[i % to.length]] },
              raw: prebuilt[i % prebuilt.length],
            });
            sent++;
          } catch {
            failed++;
          }
        }
      };
      await Promise.all(Array.from({ length: concurrency }, () => worker()));
      return { sent, failed, seconds: (performance.now() - start) / 1000 };
    };
    log(`raw nodemailer baseline: warming up for ${WARMUP_SECONDS} s`);
    await push(WARMUP_SECONDS * 1000);
    await sink.reset();
    log(`raw nodemailer baseline: measuring for ${args.seconds} s`);
    const { result, cpu } = await new CpuWatch().measure(() => push(args.seconds * 1000));
    if (result.failed > 0) throw new Error(`${result.failed} baseline messages failed`);
    return { messages: result.sent, seconds: result.seconds, sink: await sink.reset(), cpu };
  } finally {
    transport.close();
  }
}

// The service end to end: queue --messages through POST /emails, then wait until all of them arrived.
async function serviceRun(
  service: BenchService,
  sink: SmtpSinkProcess,
): Promise<{
  figure: Figure;
  complete: boolean;
  fillSeconds: number;
  requests: number;
  serviceCpu?: ServiceCpu;
}> {
  let nextKey = 0;
  const post = async (batch: number): Promise<number> => {
    const response = await fetch(`${service.baseUrl}/api/emails`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${service.keys[nextKey++ % service.keys.length]}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        from: `bench@${service.domain}`,
        to: recipients(batch),
        subject: SUBJECT,
        text: TEXT,
        html: HTML,
      }),
    });
    const body = (await response.json()) as { data?: { accepted?: number } };
    if (response.status !== 200 || body.data?.accepted !== RECIPIENTS_PER_REQUEST) {
      throw new Error(`a send was not accepted: ${response.status} ${JSON.stringify(body)}`);
    }
    return Date.now();
  };

  const warmRequests = Math.max(1, Math.ceil(args['warmup-messages'] / RECIPIENTS_PER_REQUEST));
  log(`service: warming up (${warmRequests} requests, then waiting for their delivery)`);
  for (let at = 0; at < warmRequests; at += QUEUEING_CONCURRENCY) {
    const batch = Array.from(
      { length: Math.min(QUEUEING_CONCURRENCY, warmRequests - at) },
      (_, i) => -1 - at - i,
    );
    await Promise.all(batch.map((n) => post(n)));
  }
  const warmMessages = warmRequests * RECIPIENTS_PER_REQUEST;
  const warm = await sink.waitFor(warmMessages, 120_000, undefined, interruption.signal);
  if (warm.messages < warmMessages) throw new Error('the warm-up messages were not delivered');
  await sink.reset();

  const requests = Math.ceil(args.messages / RECIPIENTS_PER_REQUEST);
  const expected = requests * RECIPIENTS_PER_REQUEST;
  log(`service: queueing ${fixed(expected)} messages (${requests} requests x ${RECIPIENTS_PER_REQUEST})`);
  let firstAcceptedAt = 0;
  let lastAcceptedAt = 0;
  let next = 0;
  const {
    result: { result: stats, cpu },
    cpu: serviceCpu,
  } = await measureServiceCpu(service.processes, () =>
    new CpuWatch(service.ownsProcess).measure(async () => {
      await Promise.all(
        Array.from({ length: QUEUEING_CONCURRENCY }, async () => {
          while (next < requests && !interruption.signal.aborted) {
            const acceptedAt = await post(next++);
            firstAcceptedAt ||= acceptedAt;
            lastAcceptedAt = Math.max(lastAcceptedAt, acceptedAt);
          }
        }),
      );
      log(`service: queued; waiting for delivery (at most ${args.timeout} s)`);
      return sink.waitFor(
        expected,
        args.timeout * 1000,
        (progress) => log(`service: ${fixed(progress.messages)} of ${fixed(expected)} delivered`),
        interruption.signal,
      );
    }),
  );
  const complete = stats.messages >= expected;
  const end = complete ? stats.lastAt : Date.now();
  return {
    figure: { messages: stats.messages, seconds: (end - firstAcceptedAt) / 1000, sink: stats, cpu },
    complete,
    fillSeconds: (lastAcceptedAt - firstAcceptedAt) / 1000,
    requests,
    serviceCpu,
  };
}

// Service CPU-ms per delivered message (the acceptance of its request included), by process kind, beside the
// floors.
function serviceCpuLines(cpu: ServiceCpu | undefined, messages: number, floors: CpuFloors): string[] {
  if (!cpu) return ['service CPU: n/a (no /proc)', describeFloors(floors)];
  const perMessage = cpu.totalMs / Math.max(1, messages);
  // Judged in signatures of this run, as bench:send does: the aim was set where a signature took 0.7 ms.
  const aimHere = (AIM_CPU_MS / AIM_SIGNATURE_MS) * floors.signMs;
  return [
    `service CPU per delivered message: ${fixed(perMessage, 2)} ms = ` +
      `${fixed(perMessage / floors.signMs, 1)} signatures of this run ` +
      `(${describePerUnit(cpu, Math.max(1, messages))}; aim: ${AIM_CPU_MS} ms where a signature takes ` +
      `${AIM_SIGNATURE_MS} ms, so ${fixed(aimHere, 2)} ms here; ${perMessage <= aimHere ? 'met' : 'not met'})` +
      (cpu.vanished > 0
        ? `, ${cpu.vanished} backends ended in the phase (their last moments not counted)`
        : ''),
    describeFloors(floors),
  ];
}

finish('bench/deliver', main());
