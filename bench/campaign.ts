import { Campaign, Mailroom } from '@mailroom/sdk';
import { cpus } from 'node:os';
import { parseArgs } from './support/args';
import { CpuWatch, CpuWindow, FOREIGN_LOAD_LIMIT } from './support/cpu';
import { BenchService, finish, interruption, onInterrupt, once, startService } from './support/service';
import { SmtpSinkProcess } from './support/sink';
import { fixed, log, table } from './support/stats';

// One campaign to a list of --contacts: the clock runs from POST /campaigns/{id}/send (the team already
// approved) to the last injection (sent_at) and to the last message at a loopback SMTP sink, beside the rate
// bench:deliver measures (POST /emails, 50 recipients a request, to the same sink) in the same run. See
// bench/README.md.
const args = parseArgs('Usage: npm run bench:campaign -- [options]', {
  contacts: { default: 100_000, help: 'contacts on the campaign list; default 100000' },
  'deliver-messages': {
    default: 5_000,
    help: 'messages of the bench:deliver baseline (POST /emails x 50 recipients); default 5000',
  },
  timeout: { default: 600, help: 'most seconds to wait for the campaign to arrive whole; default 600' },
  distributed: {
    default: false,
    help: 'gateway and services as separate processes over NATS and PostgreSQL',
  },
});

const AIM_INJECTION_SECONDS = 60;
const RECIPIENTS_PER_REQUEST = 50;
const QUEUEING_CONCURRENCY = 4;
const CSV_CHUNK = 50_000;

// The service's keys, used round-robin.
interface Api {
  next(): Mailroom;
}

function apiOf(service: BenchService): Api {
  // Uploads of 50,000 rows may take longer than a request usually does.
  const clients = service.keys.map(
    (key) => new Mailroom(key, { baseUrl: `${service.baseUrl}/api`, timeoutMs: 300_000 }),
  );
  let next = 0;
  return { next: () => clients[next++ % clients.length] };
}

async function poll<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs: number,
  everyMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !interruption.signal.aborted) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`timed out waiting for ${what}`);
}

// A list of `count` contacts, imported through the API (CSV) in chunks.
async function importList(api: Api, name: string, count: number, prefix: string): Promise<string> {
  const list = await api.next().audience.lists.create({ name });
  for (let start = 0; start < count; start += CSV_CHUNK) {
    const rows = Array.from(
      { length: Math.min(CSV_CHUNK, count - start) },
      (_, i) => `${prefix}${start + i}@example.net`,
    );
    const job = await api
      .next()
      .audience.contacts.import(`email\n${rows.join('\n')}\n`, { list_ids: list.id });
    await poll(
      'the import',
      async () => {
        const state = await api.next().audience.imports.get(job.id);
        if (state.status === 'failed') throw new Error('the import failed');
        return state.status === 'completed' ? true : undefined;
      },
      600_000,
      500,
    );
    log(`imported ${fixed(Math.min(start + CSV_CHUNK, count))} of ${fixed(count)} contacts`);
  }
  return list.id;
}

async function sendCampaign(
  api: Api,
  service: BenchService,
  listId: string,
  name: string,
): Promise<Campaign> {
  const campaign = await api.next().campaigns.create({
    name,
    subject: 'News for {{email}}',
    from_email: `news@${service.domain}`,
    html: '<p>Hello {{email}}, here is the <b>news</b>.</p>',
    text: 'Hello {{email}}, here is the news.',
    list_id: listId,
  });
  return api.next().campaigns.send(campaign.id);
}

async function main(): Promise<void> {
  const sink = await SmtpSinkProcess.start();
  let starting: Promise<BenchService> | undefined;
  const cleanup = once(async () => {
    const service = await starting?.catch(() => undefined);
    await service?.stop();
    await sink.stop();
  });
  onInterrupt(cleanup);
  try {
    starting = startService({
      distributed: args.distributed,
      env: { DELIVERY_MODE: 'relay', RELAY_URL: `smtp://127.0.0.1:${sink.port}` },
      keys: 8,
    });
    const service = await starting;
    const api = apiOf(service);

    // The team's first campaign waits for the operator: approve a small one, so the measured one is not.
    const warmList = await importList(api, 'warm-up', 10, 'warm-');
    const warm = await sendCampaign(api, service, warmList, 'warm-up');
    const approved = await service.admin.post(`/admin/campaigns/${warm.id}/approve`);
    if (approved.status !== 200) throw new Error(`approving the warm-up campaign: ${approved.status}`);
    await sink.waitFor(10, 60_000, undefined, interruption.signal);

    const deliver = await deliverBaseline(api, service, sink);
    if (interruption.signal.aborted) return;

    log(`importing ${fixed(args.contacts)} contacts ...`);
    const listId = await importList(api, 'bench', args.contacts, 'reader-');
    await sink.reset();

    log('sending the campaign ...');
    const t0 = Date.now();
    const { result, cpu } = await new CpuWatch(service.ownsProcess).measure(async () => {
      const campaign = await sendCampaign(api, service, listId, 'bench');
      if (campaign.status !== 'preparing')
        throw new Error(`the campaign is ${campaign.status}, not preparing`);
      const sent = await poll(
        'the last injection',
        async () => {
          const now = await api.next().campaigns.get(campaign.id);
          if (now.status === 'failed') throw new Error('the campaign failed');
          return now.status === 'sent' ? now : undefined;
        },
        args.timeout * 1000,
        200,
      );
      log(
        `injected: ${fixed(sent.sent_count)} in ${fixed((Date.parse(sent.sent_at!) - t0) / 1000, 1)} s; waiting for the sink`,
      );
      const arrived = await sink.waitFor(
        sent.sent_count,
        args.timeout * 1000,
        (stats) => log(`${fixed(stats.messages)} of ${fixed(sent.sent_count)} at the sink`),
        interruption.signal,
      );
      return { sent, arrived };
    });
    if (interruption.signal.aborted) return;
    const injectSeconds = (Date.parse(result.sent.sent_at!) - t0) / 1000;
    const complete = result.arrived.messages >= result.sent.sent_count;
    const deliverSeconds = ((complete ? result.arrived.lastAt : Date.now()) - t0) / 1000;
    const count = result.sent.sent_count;
    const lines = [
      '',
      `bench/campaign: ${service.mode}, ${cpus().length} CPUs shared by everything, ${fixed(count)} recipients`,
      '',
      table([
        ['', 'messages', 'seconds', 'per second', 'other load'],
        [
          'bench:deliver baseline: POST /emails x 50 -> relay -> sink',
          fixed(deliver.messages),
          fixed(deliver.seconds, 2),
          fixed(deliver.messages / deliver.seconds),
          load(deliver.cpu),
        ],
        [
          'campaign: POST /send -> last injection',
          fixed(count),
          fixed(injectSeconds, 2),
          fixed(count / injectSeconds),
          load(cpu),
        ],
        [
          'campaign: POST /send -> last message at the sink',
          fixed(result.arrived.messages),
          fixed(deliverSeconds, 2),
          fixed(result.arrived.messages / deliverSeconds),
          load(cpu),
        ],
      ]),
      '',
      `injection: ${fixed(count)} in ${fixed(injectSeconds, 1)} s (aim: within ${AIM_INJECTION_SECONDS} s, ` +
        `${injectSeconds <= AIM_INJECTION_SECONDS ? 'met' : 'not met'})`,
      `delivery: ${fixed(result.arrived.messages / deliverSeconds)} messages/s = ` +
        `${fixed((result.arrived.messages / deliverSeconds / (deliver.messages / deliver.seconds)) * 100, 1)}% ` +
        "of bench:deliver's rate in this run (aim: the same rate)",
    ];
    if (!complete)
      lines.push(
        `WARNING: only ${fixed(result.arrived.messages)} of ${fixed(count)} arrived within --timeout`,
      );
    if (Math.max(cpu?.foreign ?? 0, deliver.cpu?.foreign ?? 0) > FOREIGN_LOAD_LIMIT)
      lines.push(
        'WARNING: other processes loaded the machine during a measured phase; the figures are noisy',
      );
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    log('stopping ...');
    await cleanup();
  }
}

const load = (cpu: CpuWindow | undefined): string => (cpu ? `${fixed(cpu.foreign * 100)}%` : 'n/a');

// bench:deliver's measurement, in this run and on this service: POST /emails of --deliver-messages, 50
// recipients a request, from the first acceptance to the last arrival.
async function deliverBaseline(
  api: Api,
  service: BenchService,
  sink: SmtpSinkProcess,
): Promise<{ messages: number; seconds: number; cpu?: CpuWindow }> {
  await sink.reset();
  const requests = Math.ceil(args['deliver-messages'] / RECIPIENTS_PER_REQUEST);
  const expected = requests * RECIPIENTS_PER_REQUEST;
  log(`bench:deliver baseline: ${fixed(expected)} messages`);
  let next = 0;
  let first = 0;
  const { result, cpu } = await new CpuWatch(service.ownsProcess).measure(async () => {
    await Promise.all(
      Array.from({ length: QUEUEING_CONCURRENCY }, async () => {
        while (next < requests && !interruption.signal.aborted) {
          const batch = next++;
          await api.next().emails.send({
            from: `bench@${service.domain}`,
            to: Array.from({ length: RECIPIENTS_PER_REQUEST }, (_, i) => `d${batch}-${i}@example.net`),
            subject: 'Benchmark delivery',
            text: 'Hello from the delivery benchmark.\n',
            html: '<p>Hello from the <b>delivery benchmark</b>.</p>',
          });
          first ||= Date.now();
        }
      }),
    );
    return sink.waitFor(expected, args.timeout * 1000, undefined, interruption.signal);
  });
  return { messages: result.messages, seconds: (result.lastAt - first) / 1000, cpu };
}

finish('bench/campaign', main());
