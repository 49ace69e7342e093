import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

export interface HttpCall {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  // Requests answered (any status) and wall time from the first start to the last answer.
  completed: number;
  elapsedMs: number;
  // Answers per status code; status 0 counts requests that failed without an answer.
  statuses: Map<number, number>;
  // Latency in milliseconds of every answer with the expected status.
  latencies: number[];
  // Sum of what `count` made of the answers with the expected status.
  counted: number;
}

export interface LoadOptions {
  baseUrl: string;
  concurrency: number;
  durationMs: number;
  // The i-th request of the run.
  call: (i: number) => HttpCall;
  expectStatus: number;
  // What an expected answer counts for (default 1), e.g. the accepted recipients of a send.
  count?: (body: string) => number;
  // A request unanswered this long fails; no request outlives the run by more.
  requestTimeoutMs?: number;
  // Stops the run early (Ctrl-C).
  signal?: AbortSignal;
}

// A closed-loop load generator: `concurrency` workers on keep-alive connections, each sending its next
// request when the previous one is answered, until the duration is over. Requests started before the end
// are waited for, so the loop always stops within durationMs + requestTimeoutMs.
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const url = new URL(options.baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  const statuses = new Map<number, number>();
  const latencies: number[] = [];
  let completed = 0;
  let counted = 0;
  let next = 0;
  const start = performance.now();
  const deadline = start + options.durationMs;

  const worker = async (): Promise<void> => {
    while (performance.now() < deadline && !options.signal?.aborted) {
      const call = options.call(next++);
      const sent = performance.now();
      const answer = await send(agent, url, call, options.requestTimeoutMs ?? 30_000);
      completed++;
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      if (answer.status === options.expectStatus) {
        latencies.push(performance.now() - sent);
        counted += options.count ? options.count(answer.body) : 1;
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, () => worker()));
  const elapsedMs = performance.now() - start;
  agent.destroy();
  return { completed, elapsedMs, statuses, latencies, counted };
}

export interface OpenLoadOptions extends Omit<LoadOptions, 'concurrency'> {
  // Requests started per second, whatever the answers take.
  rate: number;
}

// An open-loop load generator: the i-th request starts at i / rate seconds, answered or not, on keep-alive
// connections opened as needed. A latency runs from when its request was due, so an answer delayed by
// requests the service has not answered yet counts its wait (no coordinated omission).
export async function runOpenLoad(options: OpenLoadOptions): Promise<LoadResult & { mostInFlight: number }> {
  const url = new URL(options.baseUrl);
  const agent = new Agent({ keepAlive: true });
  const statuses = new Map<number, number>();
  const latencies: number[] = [];
  const pending = new Set<Promise<void>>();
  let completed = 0;
  let counted = 0;
  let started = 0;
  let mostInFlight = 0;
  const start = performance.now();
  const total = Math.floor((options.rate * options.durationMs) / 1000);
  const one = async (i: number, due: number): Promise<void> => {
    const answer = await send(agent, url, options.call(i), options.requestTimeoutMs ?? 30_000);
    completed++;
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    if (answer.status === options.expectStatus) {
      latencies.push(performance.now() - due);
      counted += options.count ? options.count(answer.body) : 1;
    }
  };
  await new Promise<void>((resolve) => {
    const tick = () => {
      const dueCount = Math.min(total, Math.floor(((performance.now() - start) * options.rate) / 1000) + 1);
      while (started < dueCount && !options.signal?.aborted) {
        const i = started++;
        const request = one(i, start + (i * 1000) / options.rate).finally(() => pending.delete(request));
        pending.add(request);
      }
      mostInFlight = Math.max(mostInFlight, pending.size);
      if (started >= total || options.signal?.aborted) {
        clearInterval(timer);
        resolve();
      }
    };
    const timer = setInterval(tick, 5);
    tick();
  });
  await Promise.all(pending);
  const elapsedMs = performance.now() - start;
  agent.destroy();
  return { completed, elapsedMs, statuses, latencies, counted, mostInFlight };
}

function send(
  agent: Agent,
  url: URL,
  call: HttpCall,
  timeoutMs: number,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = { ...call.headers };
    if (call.body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(call.body);
    }
    const req = request(
      { agent, host: url.hostname, port: url.port, method: call.method, path: call.path, headers },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.once('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.once('error', () => resolve({ status: 0, body: '' }));
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error('timeout')));
    req.once('error', () => resolve({ status: 0, body: '' }));
    req.end(call.body);
  });
}

export function describeStatuses(statuses: Map<number, number>): string {
  return [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status === 0 ? 'no answer' : status}: ${count.toLocaleString('en-US')}`)
    .join(', ');
}
