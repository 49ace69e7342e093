import { cpus } from 'node:os';
import { parseArgs } from './support/args';
import { describeStatuses, HttpCall, LoadResult, runLoad } from './support/http-load';
import { CpuWatch, CpuWindow, FOREIGN_LOAD_LIMIT } from './support/cpu';
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
  distributed: {
    default: false,
    help: 'gateway and services as separate processes over NATS and PostgreSQL',
  },
});

const AIM_SENDS_PER_SECOND = 1_000;
// Pro plans allow 2,000 requests per key per 5 minutes; a key is given at most this many, at a rate this
// generous, so that the run measures the service and never the rate limiter.
const REQUESTS_PER_KEY = 1_800;
const MOST_REQUESTS_PER_SECOND = 5_000;

async function main(): Promise<void> {
  const keyCount =
    args.keys || Math.ceil((MOST_REQUESTS_PER_SECOND * (args.seconds + args.warmup)) / REQUESTS_PER_KEY);
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
    // Delivery runs while sends are accepted (as it would in production), relayed to a sink that accepts
    // everything at once, so that it costs what delivery costs and never backs up.
    starting = startService({
      distributed: args.distributed,
      env: { DELIVERY_MODE: 'relay', RELAY_URL: `smtp://127.0.0.1:${sink.port}` },
      keys: keyCount,
    });
    const service = await starting;
    if (interruption.signal.aborted) return;
    const { baseUrl, keys, domain } = service;
    const cpu = new CpuWatch(service.ownsProcess);
    const health = (): HttpCall => ({ method: 'GET', path: '/api/health' });
    const send = (i: number): HttpCall => ({
      method: 'POST',
      path: '/api/emails',
      headers: { authorization: `Bearer ${keys[i % keys.length]}` },
      body: JSON.stringify({
        from: `bench@${domain}`,
        from_name: 'Mailroom bench',
        to: [`recipient-${i}@example.net`],
        subject: `Benchmark message ${i}`,
        text: 'Hello from the send benchmark.',
        html: '<p>Hello from the <b>send benchmark</b>.</p>',
      }),
    });
    const accepted = (body: string): number =>
      (JSON.parse(body) as { data: { accepted: number } }).data.accepted;
    const phase = async (name: string, call: (i: number) => HttpCall, count?: (body: string) => number) => {
      const common = {
        baseUrl,
        concurrency: args.concurrency,
        expectStatus: 200,
        count,
        signal: interruption.signal,
      };
      log(`${name}: warming up for ${args.warmup} s`);
      const warm = await runLoad({ ...common, durationMs: args.warmup * 1000, call });
      // Every request of the warm-up was answered: the measured ones continue the numbering.
      const offset = warm.completed;
      log(`${name}: measuring for ${args.seconds} s at concurrency ${args.concurrency}`);
      return cpu.measure(() =>
        runLoad({ ...common, durationMs: args.seconds * 1000, call: (i) => call(offset + i) }),
      );
    };

    const { result: baseline, cpu: baselineCpu } = await phase('GET /api/health', health);
    const beforeSends = await sink.stats();
    const { result: sends, cpu: sendsCpu } = await phase('POST /api/emails', send, accepted);
    const afterSends = await sink.stats();
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
    const lines = [
      '',
      `bench/send: ${service.mode}, ${cpus().length} CPUs shared by service and load generator, ` +
        `concurrency ${args.concurrency}, ${args.seconds} s per phase after ${args.warmup} s warm-up, ` +
        `${keys.length} keys round-robin`,
      '',
      table([
        ['', 'per second', 'p50 ms', 'p99 ms', 'other load', 'answers'],
        row('GET /api/health (baseline)', baseline, healthPerSecond, baselineCpu),
        row('POST /emails, 1 recipient (accepted sends)', sends, sendsPerSecond, sendsCpu),
      ]),
      '',
      `accepted sends/s: ${fixed(sendsPerSecond)} = ${fixed((sendsPerSecond / healthPerSecond) * 100, 1)}% ` +
        `of the health baseline (aim: ${fixed(AIM_SENDS_PER_SECOND)}/s, ${
          sendsPerSecond >= AIM_SENDS_PER_SECOND ? 'met' : 'not met'
        })`,
      `delivered to the sink while sends were measured: ${fixed(afterSends.messages - beforeSends.messages)}`,
    ];
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
  }
}

finish('bench/send', main());
