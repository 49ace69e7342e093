import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { Server } from 'node:http';

// Keeps the ops server up while Nest drains (/ready answers 503 meanwhile, so traffic moves away), and
// closes it once the application has shut down.
@Injectable()
export class OpsServerLifecycle implements OnApplicationShutdown {
  private server?: Server;

  attach(server: Server): void {
    this.server = server;
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
