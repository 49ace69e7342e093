import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import type { LookupFunction } from 'node:net';
import { Agent, request } from 'undici';
import { WEBHOOKS_CONFIG, WebhooksConfig } from '../config/webhooks.config';
import { Destination } from './destination';

// What is read of a receiver's answer, and kept of it.
const READ_CAP_BYTES = 4096;
export const STORED_BODY_CHARS = 1024;
const MAX_AGENTS = 256;

export interface HttpAnswer {
  status: number;
  body: string;
}

// HTTP to a checked destination: the connection goes to the address that was checked (the lookup the
// socket makes answers it), while the URL keeps the host name for the Host header and TLS (SNI and the
// certificate's name). Redirects are never followed. One keep-alive pool per origin and address.
@Injectable()
export class PinnedHttp implements OnModuleDestroy {
  private readonly agents = new Map<string, Agent>();

  constructor(@Inject(WEBHOOKS_CONFIG) private readonly config: WebhooksConfig) {}

  async post(
    destination: Destination,
    headers: Record<string, string>,
    body: string,
    timeoutMs = this.config.timeoutMs,
  ): Promise<HttpAnswer> {
    const response = await request(destination.url, {
      method: 'POST',
      headers,
      body,
      dispatcher: this.agentFor(destination),
      signal: AbortSignal.timeout(timeoutMs),
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response.body as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= READ_CAP_BYTES) break;
    }
    return {
      status: response.statusCode,
      body: Buffer.concat(chunks).subarray(0, READ_CAP_BYTES).toString('utf8'),
    };
  }

  async onModuleDestroy(): Promise<void> {
    const agents = [...this.agents.values()];
    this.agents.clear();
    await Promise.allSettled(agents.map((agent) => agent.close()));
  }

  private agentFor(destination: Destination): Agent {
    const key = `${destination.url.origin}|${destination.address}`;
    let agent = this.agents.get(key);
    if (agent) {
      // Most recently used last: the first entry is the one to let go.
      this.agents.delete(key);
      this.agents.set(key, agent);
      return agent;
    }
    const pinned: LookupFunction = (_hostname, options, callback) => {
      if (options.all) callback(null, [{ address: destination.address, family: destination.family }]);
      else callback(null, destination.address, destination.family);
    };
    agent = new Agent({
      connections: this.config.endpointConcurrency,
      keepAliveTimeout: 4_000,
      connect: { lookup: pinned, timeout: this.config.timeoutMs },
    });
    this.agents.set(key, agent);
    if (this.agents.size > MAX_AGENTS) {
      const [oldestKey, oldest] = this.agents.entries().next().value as [string, Agent];
      this.agents.delete(oldestKey);
      void oldest.close().catch(() => undefined);
    }
    return agent;
  }
}
