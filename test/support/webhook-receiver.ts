import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { waitFor } from './processes';

export interface ReceivedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface ReceivedWebhook extends ReceivedRequest {
  id: string;
  payload: { id: string; type: string; created_at: string; data: any };
}

type Answer = { status: number; body?: string; headers?: Record<string, string> };

// An HTTP server on loopback that records every request. Paths answer 200 unless told otherwise: a queue
// of answers per path is used up first, then the path's standing answer.
export class WebhookReceiver {
  readonly requests: ReceivedRequest[] = [];
  private readonly queued = new Map<string, Answer[]>();
  private readonly standing = new Map<string, (request: ReceivedRequest) => Answer>();
  private server?: Server;
  private port = 0;

  async start(): Promise<void> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  url(path: string): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  answerNext(path: string, ...answers: Answer[]): void {
    this.queued.set(path, [...(this.queued.get(path) ?? []), ...answers]);
  }

  answerAlways(path: string, answer: (request: ReceivedRequest) => Answer): void {
    this.standing.set(path, answer);
  }

  at(path: string): ReceivedRequest[] {
    return this.requests.filter((request) => request.path === path);
  }

  // The webhooks that reached a path, once at least `count` did, each verified with the signing secret
  // (Standard Webhooks): a signature that does not verify fails the wait.
  async webhooks(
    path: string,
    secret: string,
    count: number,
    timeoutMs = 20_000,
  ): Promise<ReceivedWebhook[]> {
    const verifier = new Webhook(secret);
    return waitFor(
      `${count} webhook(s) at ${path}`,
      async () => {
        const received = this.at(path);
        if (received.length < count) return undefined;
        return received.map((request) => ({
          ...request,
          id: String(request.headers['webhook-id']),
          payload: verifier.verify(request.body, {
            'webhook-id': String(request.headers['webhook-id']),
            'webhook-timestamp': String(request.headers['webhook-timestamp']),
            'webhook-signature': String(request.headers['webhook-signature']),
          }) as ReceivedWebhook['payload'],
        }));
      },
      timeoutMs,
    );
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const received: ReceivedRequest = {
      path: request.url ?? '/',
      headers: request.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    this.requests.push(received);
    const answer = this.queued.get(received.path)?.shift() ??
      this.standing.get(received.path)?.(received) ?? { status: 200, body: 'ok' };
    response.writeHead(answer.status, answer.headers ?? { 'content-type': 'text/plain' });
    response.end(answer.body ?? '');
  }
}
