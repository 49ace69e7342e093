import { ClientProxy, ReadPacket, WritePacket } from '@nestjs/microservices';
import { InProcessBroker } from './in-process-broker';

export class InProcessClient extends ClientProxy {
  constructor(private readonly broker: InProcessBroker) {
    super();
  }

  async connect(): Promise<void> {}

  close(): void {}

  unwrap<T>(): T {
    return this.broker as T;
  }

  protected publish(packet: ReadPacket, callback: (packet: WritePacket) => void): () => void {
    const pattern = this.normalizePattern(packet.pattern as string);
    this.broker.request(pattern, packet.data).then(
      (response) => callback({ response, isDisposed: true }),
      (err: unknown) => callback({ err, isDisposed: true }),
    );
    return () => undefined;
  }

  protected dispatchEvent<T>(packet: ReadPacket): Promise<T> {
    return this.broker.request(this.normalizePattern(packet.pattern as string), packet.data) as Promise<T>;
  }
}
