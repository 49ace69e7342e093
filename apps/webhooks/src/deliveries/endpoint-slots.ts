// At most `size` attempts at once per endpoint in this process; the others wait their turn, first come first
// served. Claims hold a few more than that per endpoint, so that one claim feeds several attempts.
export class EndpointSlots {
  private readonly endpoints = new Map<string, { running: number; waiting: (() => void)[] }>();

  constructor(private readonly size: number) {}

  async run<T>(endpointId: string, work: () => Promise<T>): Promise<T> {
    let endpoint = this.endpoints.get(endpointId);
    if (!endpoint) {
      endpoint = { running: 0, waiting: [] };
      this.endpoints.set(endpointId, endpoint);
    }
    if (endpoint.running < this.size) endpoint.running++;
    else await new Promise<void>((resolve) => endpoint.waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = endpoint.waiting.shift();
      if (next) next();
      else if (--endpoint.running === 0) this.endpoints.delete(endpointId);
    }
  }
}
