import { MessagePattern, Payload } from '@nestjs/microservices';
import { OperatorEnvelope, SendingSubject, ServiceError } from '@mailroom/contracts';
import { BusHandler } from '@mailroom/messaging';
import {
  CapturedMessageContent,
  CapturedMessageReader,
  CapturedMessageSummary,
} from './captured-message-reader';
import { CapturedMessage, CaptureStore } from './capture-store';

export interface CapturedMessageView extends CapturedMessageSummary {
  id: string;
  mail_from: string;
  rcpt_to: string[];
  size: number;
  received_at: string;
}

// The operator's view of what the capture provider received (GET /api/admin/capture/messages).
@BusHandler()
export class CapturedMessagesHandler {
  constructor(
    private readonly store: CaptureStore,
    private readonly reader: CapturedMessageReader,
  ) {}

  @MessagePattern(SendingSubject.listCapturedMessages)
  async list(
    @Payload() envelope: OperatorEnvelope<{ limit?: number }>,
  ): Promise<{ messages: CapturedMessageView[] }> {
    const limit = Math.min(Math.max(envelope.data.limit ?? 100, 1), 1000);
    const messages = await this.store.list(limit);
    return { messages: await Promise.all(messages.map((m) => this.view(m))) };
  }

  @MessagePattern(SendingSubject.getCapturedMessage)
  async get(@Payload() envelope: OperatorEnvelope<{ id: string }>): Promise<{ raw: string }> {
    const message = await this.store.get(envelope.data.id);
    if (!message) throw ServiceError.notFound('Captured message not found.');
    return { raw: message.raw.toString('utf8') };
  }

  @MessagePattern(SendingSubject.readCapturedMessage)
  async read(
    @Payload() envelope: OperatorEnvelope<{ id: string }>,
  ): Promise<CapturedMessageView & CapturedMessageContent> {
    const message = await this.store.get(envelope.data.id);
    if (!message) throw ServiceError.notFound('Captured message not found.');
    return { ...(await this.view(message)), ...(await this.reader.content(message)) };
  }

  private async view(message: CapturedMessage): Promise<CapturedMessageView> {
    return {
      id: message.id,
      mail_from: message.mailFrom,
      rcpt_to: message.rcptTo,
      size: message.size,
      received_at: message.receivedAt.toISOString(),
      ...(await this.reader.summary(message)),
    };
  }
}
