import { InProcessServer } from './in-process.server';

// Connects in-process clients to the in-process server of the same process (standalone mode).
export class InProcessBroker {
  private server?: InProcessServer;

  attach(server: InProcessServer): void {
    this.server = server;
  }

  detach(server: InProcessServer): void {
    if (this.server === server) this.server = undefined;
  }

  async request(pattern: string, data: unknown): Promise<unknown> {
    if (!this.server) throw new Error(`No in-process server listens for ${pattern}`);
    return this.server.handle(pattern, data);
  }
}

export const inProcessBroker = new InProcessBroker();
