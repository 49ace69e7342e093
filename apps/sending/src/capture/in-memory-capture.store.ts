import { randomUUID } from 'node:crypto';
import { CapturedMessage, CaptureStore } from './capture-store';

// Keeps the newest messages in memory, at most maxMessages of them and at most maxBytes together (the
// newest is kept whatever its size); older ones are dropped as new ones arrive.
export class InMemoryCaptureStore implements CaptureStore {
  private readonly messages = new Map<string, CapturedMessage>();
  private bytes = 0;

  constructor(
    private readonly maxMessages = 1000,
    private readonly maxBytes = 256 * 1024 * 1024,
  ) {
    if (!Number.isInteger(maxMessages) || maxMessages < 1)
      throw new Error('maxMessages must be a positive integer');
    if (!Number.isInteger(maxBytes) || maxBytes < 1) throw new Error('maxBytes must be a positive integer');
  }

  async add(message: Omit<CapturedMessage, 'id' | 'size'>): Promise<CapturedMessage> {
    const stored: CapturedMessage = {
      id: randomUUID(),
      mailFrom: message.mailFrom,
      rcptTo: [...message.rcptTo],
      raw: message.raw,
      receivedAt: message.receivedAt,
      size: message.raw.length,
    };
    this.messages.set(stored.id, stored);
    this.bytes += stored.size;
    // Map iteration follows insertion order, so the first message is the oldest.
    while (this.messages.size > this.maxMessages || (this.bytes > this.maxBytes && this.messages.size > 1)) {
      const oldest = this.messages.values().next().value;
      if (oldest === undefined) break;
      this.messages.delete(oldest.id);
      this.bytes -= oldest.size;
    }
    return stored;
  }

  async list(limit: number): Promise<CapturedMessage[]> {
    if (limit <= 0) return [];
    return [...this.messages.values()].slice(-limit).reverse();
  }

  async get(id: string): Promise<CapturedMessage | undefined> {
    return this.messages.get(id);
  }
}
