import { cpus } from 'node:os';
import { AppProfiles } from './support/app-profiles';
import { parseArgs } from './support/args';
import { describeStatuses, HttpCall, LoadResult, runLoad, runOpenLoad } from './support/http-load';
import { CpuWatch, CpuWindow, FOREIGN_LOAD_LIMIT } from './support/cpu';
import { BenchMessage, CpuFloors, describeFloors, measureCpuFloors } from './support/cpu-floors';
import { describePerUnit, measureServiceCpu, ServiceCpu } from './support/service-cpu';
import { BenchService, finish, interruption, onInterrupt, once, startService } from './support/service';
import { SmtpSinkProcess } from './support/sink';
import { fixed, log, percentile, sortedLatencies, table } from './support/stats';

// Accepted sends per second and their latency, beside GET /api/health throughput measured in the same run
// with the same load generator and concurrency. See bench/README.md.
const args = parseArgs('Usage: npm run bench:send -- [options]', {
  seconds: { default: 10, help: 'measured duration of each phase (health, then sends); default 10' },
  warmup: { default: 2, help: 'unmeasured warm-up before each phase, in seconds; default 2' },
  concurrency: { default: 32, help: 'requests in flight at once; default 32' },
  keys: { default: 0, help: 'API keys used round-robin; default: enough that no key nears its rate limit' },
  rate: {
    default: 0,
    help: 'open loop: sends started per second whatever the answers take (delivery runs); default: closed loop',
  },
  deliver: {
    default: false,
    help: 'closed loop: deliver while sends are accepted (default: delivery held, the accept path alone)',
  },
  profile: {
    default: false,
    help: 'write a V8 CPU profile of each app process per measured phase to a temporary folder; see bench/profile-top.ts',
  },
  distributed: {
    default: false,
    help: 'gateway and services as separate processes over NATS and PostgreSQL',
  },
  'idempotency-keys': {
    default: false,
    help: 'each send with an Idempotency-Key of its own (the keyed path: claimed, then completed in its commit)',
  },
});
const openLoop = args.rate > 0;
const delivering = openLoop || args.deliver;

const AIM_SENDS_PER_SECOND = 1_000;
// Pro plans allow 2,000 requests per key per 5 minutes; a key is given at most this many, at a rate this
// generous, so that the run measures the service and never the rate limiter.
const REQUESTS_PER_KEY = 1_800;
const MOST_REQUESTS_PER_SECOND = 5_000;
const AIM_CPU_MS_PER_SEND = { standalone: 1.0, distributed: 2.0 };
// What one RSA-2048 signature took on the machine the CPU aims were set on.
const AIM_SIGNATURE_MS = 0.7;
const AIM_P99_MS = 100;
const IDLE_SECONDS = 3;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const message = (domain: string, i: number): BenchMessage => ({
  domain,
  from: `bench@${domain}`,
  to: [`recipient-${i}@example.net`],
  subject: `Benchmark message ${i}`,
  text: 'Hello from the send benchmark.',
  html: '<p>Hello from the <b>send benchmark</b>.</p>',
});

async function main(): Promise<void> {
  const keyCount =
    args.keys || Math.ceil((MOST_REQUESTS_PER_SECOND * (args.seconds + args.warmup)) / REQUESTS_PER_KEY);
  const profiles = args.profile ? new AppProfiles() : undefined;
  const sink = await SmtpSinkProcess.start();
  log('measuring the CPU floors in the bench process');
  const floors = await measureCpuFloors(message('bench.example.test', 0), {
    sinkPort: sink.port,
    signal: interruption.signal,
  });
  await sink.reset();
  let starting: Promise<BenchService> | undefined;
  const cleanup = once(async () => {
    // A start still under way is waited for, then stopped (startService cleans up after its own failure).
    const service = await starting?.catch(() => undefined);
    await service?.stop();
    await sink.stop();
  });
  onInterrupt(cleanup);
  try {
    // Delivery runs while sends are accepted (as it would in production), relayed to a sink that accepts
    // everything at once, so that it costs what delivery costs and never backs up.
    starting = startService({
      distributed: args.distributed,
      env: {
        DELIVERY_MODE: 'relay',
        RELAY_URL: `smtp://127.0.0.1:${sink.port}`,
        // 0: the sending processes accept and deliver nothing, so the CPU figure is the accept path's.
        ...(delivering ? {} : { DELIVERY_CONCURRENCY: '0' }),
        ...profiles?.env,
      },
      keys: keyCount,
    });
    const service = await starting;
    if (interruption.signal.aborted) return;
    const { baseUrl, keys, domain } = service;
    const runId = Date.now().toString(36);
    const cpu = new CpuWatch(service.ownsProcess);
    const health = (): HttpCall => ({ method: 'GET', path: '/api/health' });
    const send = (i: number): HttpCall => ({
      method: 'POST',
      path: '/api/emails',
      headers: {
        authorization: `Bearer ${keys[i % keys.length]}`,
        ...(args['idempotency-keys'] ? { 'idempotency-key': `bench-${runId}-${i}` } : {}),
      },
      // The message's domain is the bench's own, not a field of the request (JSON drops undefined).
      body: JSON.stringify({ ...message(domain, i), from_name: 'Mailroom bench', domain: undefined }),
    });
    const accepted = (body: string): number =>
      (JSON.parse(body) as { data: { accepted: number } }).data.accepted;
    const phase = async (
      name: string,
      call: (i: number) => HttpCall,
      count?: (body: string) => number,
      rate = 0,
    ) => {
      const common = {
        baseUrl,
        concurrency: args.concurrency,
        expectStatus: 200,
        count,
        signal: interruption.signal,
      };
      log(`${name}: warming up for ${args.warmup} s`);
      // An open loop warms up at its own rate: a closed loop's burst would leave a backlog of deliveries
      // that the measured phase then pays for.
      const warmupMs = args.warmup * 1000;
      const warm =
        rate > 0
          ? await runOpenLoad({ ...common, durationMs: warmupMs, call, rate })
          : await runLoad({ ...common, durationMs: warmupMs, call });
      // Every request of the warm-up was answered: the measured ones continue the numbering.
      const offset = warm.completed;
      const durationMs = args.seconds * 1000;
      const numbered = (i: number) => call(offset + i);
      log(
        `${name}: measuring for ${args.seconds} s ` +
          (rate > 0 ? `at ${rate} requests/s (open loop)` : `at concurrency ${args.concurrency}`),
      );
      profiles?.toggle(service);
      const { result, cpu: window } = await cpu.measure(() =>
        measureServiceCpu(service.processes, () =>
          rate > 0
            ? runOpenLoad({ ...common, durationMs, call: numbered, rate })
            : runLoad({ ...common, durationMs, call: numbered }),
        ),
      );
      profiles?.toggle(service);
      return { result: result.result, cpu: window, service: result.cpu };
    };

    // What the service burns with nothing to do (its pollers: outbox relays, claim loops), to read the
    // per-send figure against: it is spread over fewer sends when fewer are accepted.
    log(`idle: measuring the service's CPU for ${IDLE_SECONDS} s with no requests`);
    const { cpu: idle } = await measureServiceCpu(service.processes, () => sleep(IDLE_SECONDS * 1000));
    const { result: baseline, cpu: baselineCpu } = await phase('GET /api/health', health);
    const beforeSends = await sink.stats();
    const {
      result: sends,
      cpu: sendsCpu,
      service: sendsService,
    } = await phase('POST /api/emails', send, accepted, args.rate);
    const afterSends = await sink.stats();
    const depth = delivering ? await service.queueDepth() : undefined;
    if (interruption.signal.aborted) return;

    const share = (window?: CpuWindow) => (window ? `${fixed(window.foreign * 100)}%` : 'n/a');
    const row = (name: string, result: LoadResult, perSecond: number, window?: CpuWindow) => {
      const sorted = sortedLatencies(result.latencies);
      return [
        name,
        fixed(perSecond),
        fixed(percentile(sorted, 50), 1),
        fixed(percentile(sorted, 99), 1),
        share(window),
        describeStatuses(result.statuses),
      ];
    };
    const healthPerSecond = (baseline.counted / baseline.elapsedMs) * 1000;
    const sendsPerSecond = (sends.counted / sends.elapsedMs) * 1000;
    const limited = sends.statuses.get(429) ?? 0;
    const p99 = percentile(sortedLatencies(sends.latencies), 99);
    const lines = [
      '',
      `bench/send: ${service.mode}, ${cpus().length} CPUs shared by service and load generator, ` +
        (openLoop ? `open loop at ${fixed(args.rate)} sends/s` : `concurrency ${args.concurrency}`) +
        `, ${args.seconds} s per phase after ${args.warmup} s warm-up, ${keys.length} keys round-robin, ` +
        (delivering ? 'delivery running to the sink' : 'delivery held (DELIVERY_CONCURRENCY=0)') +
        (args['idempotency-keys'] ? ', an Idempotency-Key per send' : ''),
      '',
      table([
        ['', 'per second', 'p50 ms', 'p99 ms', 'other load', 'answers'],
        row('GET /api/health (baseline)', baseline, healthPerSecond, baselineCpu),
        row(
          `POST /emails, 1 recipient (accepted sends${openLoop ? ', open loop' : ''})`,
          sends,
          sendsPerSecond,
          sendsCpu,
        ),
      ]),
      '',
      `accepted sends/s: ${fixed(sendsPerSecond)} = ${fixed((sendsPerSecond / healthPerSecond) * 100, 1)}% ` +
        `of the health baseline (aim: ${fixed(AIM_SENDS_PER_SECOND)}/s, ${
          sendsPerSecond >= AIM_SENDS_PER_SECOND ? 'met' : 'not met'
        }); p99 ${fixed(p99, 1)} ms (aim: under ${AIM_P99_MS} ms, ${p99 < AIM_P99_MS ? 'met' : 'not met'})`,
      ...serviceCpuLines(sendsService, sends.counted, service.mode, delivering, floors),
      ...(idle && sends.counted > 0
        ? [
            `  of which idle work (the service with no requests: ${fixed(idle.totalMs / IDLE_SECONDS)} ` +
              `CPU-ms/s): ${(idle.totalMs / IDLE_SECONDS / sendsPerSecond).toFixed(3)} per send at this rate`,
          ]
        : []),
      describeFloors(floors),
      `delivered to the sink while sends were measured: ${fixed(afterSends.messages - beforeSends.messages)}`,
    ];
    if (depth !== undefined) lines.push(`delivery queue depth at the end of the phase: ${fixed(depth)}`);
    if (limited > 0) {
      lines.push(`WARNING: ${limited} sends were rate limited (429): raise --keys; the figure is not valid`);
    }
    const foreign = Math.max(baselineCpu?.foreign ?? 0, sendsCpu?.foreign ?? 0);
    if (foreign > FOREIGN_LOAD_LIMIT) {
      lines.push(
        `WARNING: other processes took up to ${fixed(foreign * 100)}% of the machine during a measured ` +
          'phase; the figures are noisy: run again on a quiet machine',
      );
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    log('stopping ...');
    await cleanup();
    profiles?.report();
  }
}

// Service CPU-ms per accepted send, all processes together and per kind.
function serviceCpuLines(
  cpu: ServiceCpu | undefined,
  sends: number,
  mode: 'standalone' | 'distributed',
  delivering: boolean,
  floors: CpuFloors,
): string[] {
  if (!cpu || sends === 0) return ['service CPU per accepted send: n/a (no /proc, or nothing accepted)'];
  const perSend = cpu.totalMs / sends;
  const aim = AIM_CPU_MS_PER_SEND[mode];
  // The aim is judged in this machine's own unit, the signature of this run: CPU speed differs between
  // machines (and between runs of a shared one) far more than the service's work does, and a figure in
  // milliseconds "meets" the aim on any machine fast enough.
  const aimInSignatures = aim / AIM_SIGNATURE_MS;
  const met = perSend / floors.signMs <= aimInSignatures;
  const lines = [
    `service CPU-ms per accepted send: ${perSend.toFixed(3)} ` +
      (delivering
        ? '(delivery of the messages delivered meanwhile included)'
        : `(aim: ${aim.toFixed(1)} where a signature takes ${AIM_SIGNATURE_MS} ms, so ` +
          `${(aimInSignatures * floors.signMs).toFixed(3)} with this run's signature; ${met ? 'met' : 'not met'})`),
    `  per process kind: ${describePerUnit(cpu, sends, 3)}`,
    `  = ${(perSend / floors.signMs).toFixed(2)} RSA-2048 signatures of this run ` +
      `(the aim: ${aimInSignatures.toFixed(2)})`,
  ];
  if (cpu.vanished > 0) {
    lines.push(
      `  ${cpu.vanished} PostgreSQL backends ended during the phase: their last moments are not counted`,
    );
  }
  return lines;
}

finish('bench/send', main());
