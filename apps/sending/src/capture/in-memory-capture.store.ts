import { randomUUID } from 'node:crypto';
import { CapturedMessage, CaptureStore } from './capture-store';

// Keeps the newest maxMessages messages in memory; older ones are dropped as new ones arrive.
export class InMemoryCaptureStore implements CaptureStore {
  private readonly messages = new Map<string, CapturedMessage>();

  constructor(private readonly maxMessages = 1000) {
    if (!Number.isInteger(maxMessages) || maxMessages < 1)
      throw new Error('maxMessages must be a positive integer');
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
    // Map iteration follows insertion order, so the first key is the oldest message.
    while (this.messages.size > this.maxMessages) {
      const oldest = this.messages.keys().next().value;
      if (oldest === undefined) break;
      this.messages.delete(oldest);
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
