import type { ResponseData } from '../api-types.js';
import type { Transport } from '../http/transport.js';

export type CapturedMessages = ResponseData<'/api/admin/capture/messages', 'get'>;
export type ParsedCapturedMessage = ResponseData<'/api/admin/capture/messages/{id}/parsed', 'get'>;

// What the built-in capture SMTP server received, while sending uses it.
export class Capture {
  constructor(private readonly transport: Transport) {}

  // Newest first.
  list(query: { limit?: number } = {}): Promise<CapturedMessages> {
    return this.transport.data({ method: 'GET', path: '/api/admin/capture/messages', query });
  }

  // Headers, html, text, attachments and the DKIM verification of one message.
  parsed(id: string): Promise<ParsedCapturedMessage> {
    return this.transport.data({
      method: 'GET',
      path: '/api/admin/capture/messages/{id}/parsed',
      params: { id },
    });
  }

  // The message as received (RFC 5322).
  async raw(id: string): Promise<string> {
    const { body } = await this.transport.request<string>({
      method: 'GET',
      path: '/api/admin/capture/messages/{id}',
      params: { id },
      headers: { accept: 'message/rfc822' },
    });
    return body;
  }
}
