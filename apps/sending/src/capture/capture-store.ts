export interface CapturedMessage {
  id: string;
  mailFrom: string;
  rcptTo: string[];
  raw: Buffer;
  receivedAt: Date;
  size: number;
}

// Where the capture server keeps what it received. An abstract class rather than an interface so that it
// doubles as the Nest injection token; implementations only `implement` it.
export abstract class CaptureStore {
  abstract add(message: Omit<CapturedMessage, 'id' | 'size'>): Promise<CapturedMessage>;
  // Newest first.
  abstract list(limit: number): Promise<CapturedMessage[]>;
  abstract get(id: string): Promise<CapturedMessage | undefined>;
}
