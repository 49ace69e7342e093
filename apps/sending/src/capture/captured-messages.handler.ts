import { MessagePattern, Payload } from '@nestjs/microservices';
import { OperatorEnvelope, SendingSubject, ServiceError } from '@mailroom/contracts';
import { BusHandler } from '@mailroom/messaging';
import { CaptureStore } from './capture-store';

export interface CapturedMessageView {
  id: string;
  mail_from: string;
  rcpt_to: string[];
  size: number;
  received_at: string;
}

// The operator's view of what the capture provider received (GET /api/admin/capture/messages).
@BusHandler()
export class CapturedMessagesHandler {
  constructor(private readonly store: CaptureStore) {}

  @MessagePattern(SendingSubject.listCapturedMessages)
  async list(
    @Payload() envelope: OperatorEnvelope<{ limit?: number }>,
  ): Promise<{ messages: CapturedMessageView[] }> {
    const limit = Math.min(Math.max(envelope.data.limit ?? 100, 1), 1000);
    const messages = await this.store.list(limit);
    return {
      messages: messages.map((m) => ({
        id: m.id,
        mail_from: m.mailFrom,
        rcpt_to: m.rcptTo,
        size: m.size,
        received_at: m.receivedAt.toISOString(),
      })),
    };
  }

  @MessagePattern(SendingSubject.getCapturedMessage)
  async get(@Payload() envelope: OperatorEnvelope<{ id: string }>): Promise<{ raw: string }> {
    const message = await this.store.get(envelope.data.id);
    if (!message) throw ServiceError.notFound('Captured message not found.');
    return { raw: message.raw.toString('utf8') };
  }
}
