import { BeforeApplicationShutdown, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { Readiness } from '@mailroom/observability';
import { Server } from 'node:http';

// Keeps the ops server up while Nest drains, answering /ready with 503 so that traffic moves away, and
// closes it once the application has shut down.
@Injectable()
export class OpsServerLifecycle implements BeforeApplicationShutdown, OnApplicationShutdown {
  private server?: Server;

  constructor(private readonly readiness: Readiness) {}

  attach(server: Server): void {
    this.server = server;
  }

  beforeApplicationShutdown(): void {
    this.readiness.markShuttingDown();
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }
}
