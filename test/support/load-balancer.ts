import { Agent, createServer, IncomingMessage, request, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';

const POLL_MS = 100;
// Kubernetes' default readiness failureThreshold: a backend leaves the rotation after this many failed probes
// in a row (an answer other than 200, no answer within the probe's timeout, a refused connection), so that
// one probe slowed by a loaded machine does not take a healthy backend out. One success brings it back.
const FAILURE_THRESHOLD = 3;
const CLIENT_KEEP_ALIVE_MS = 120_000;

interface Backend {
  // The public base URL (http://127.0.0.1:port) and the readiness probe's URL.
  url: URL;
  readyUrl: string;
  ready: boolean;
  failedProbes: number;
  // /ready answered 503 at least once: the process was up and said it was not ready.
  reportedNotReady: boolean;
}

// What a Kubernetes Service does in front of the gateways, on loopback: round robin over the backends whose
// readiness probe answers 200, polled every 100 ms (out after FAILURE_THRESHOLD failed probes in a row), over kept-alive connections. It neither retries nor
// buffers: a backend that fails a request it was given fails the client's request (502).
export class ReadinessLoadBalancer {
  private readonly backends = new Map<string, Backend>();
  private readonly agent = new Agent({ keepAlive: true });
  private server?: Server;
  private poller?: NodeJS.Timeout;
  private next = 0;

  async start(): Promise<string> {
    const server = createServer((req, res) => this.forward(req, res));
    // Clients' kept-alive connections stay open however long the test pauses its load: with Node's 5 s, a
    // pause of a few seconds on a loaded machine let the server close a connection just as a client reused
    // it, and that request failed ("fetch failed") though no backend was at fault.
    server.keepAliveTimeout = CLIENT_KEEP_ALIVE_MS;
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.poller = setInterval(() => void this.poll(), POLL_MS);
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    clearInterval(this.poller);
    this.agent.destroy();
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  // A backend joins not ready; the next polls decide.
  add(name: string, url: string, readyUrl: string): void {
    this.backends.set(name, {
      url: new URL(url),
      readyUrl,
      ready: false,
      failedProbes: 0,
      reportedNotReady: false,
    });
  }

  remove(name: string): void {
    this.backends.delete(name);
  }

  isReady(name: string): boolean {
    return this.backends.get(name)?.ready ?? false;
  }

  reportedNotReady(name: string): boolean {
    return this.backends.get(name)?.reportedNotReady ?? false;
  }

  private async poll(): Promise<void> {
    await Promise.all(
      [...this.backends.values()].map(async (backend) => {
        let passed = false;
        try {
          const response = await fetch(backend.readyUrl, { signal: AbortSignal.timeout(1000) });
          await response.arrayBuffer();
          passed = response.status === 200;
          if (response.status === 503) backend.reportedNotReady = true;
        } catch {
          // No answer: a failed probe like any other.
        }
        backend.failedProbes = passed ? 0 : backend.failedProbes + 1;
        if (passed) backend.ready = true;
        else if (backend.failedProbes >= FAILURE_THRESHOLD) backend.ready = false;
      }),
    );
  }

  private forward(req: IncomingMessage, res: ServerResponse): void {
    const ready = [...this.backends.values()].filter((backend) => backend.ready);
    if (ready.length === 0) {
      res.writeHead(503).end('no ready backend');
      req.resume();
      return;
    }
    const backend = ready[this.next++ % ready.length];
    const upstream = request(
      {
        host: backend.url.hostname,
        port: backend.url.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: backend.url.host },
        agent: this.agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502).end(`backend failed: ${error.message}`);
      else res.destroy(error);
    });
    req.pipe(upstream);
  }
}
