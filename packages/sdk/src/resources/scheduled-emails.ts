import type { Query, RequestBody, ResponseData } from '../api-types.js';
import type { Transport } from '../http/transport.js';
import { idempotencyHeader, SendOptions } from './send-options.js';

export type ScheduleEmailRequest = RequestBody<'/api/emails/scheduled', 'post'>;
export type ScheduledEmail = ResponseData<'/api/emails/scheduled/{transmissionId}', 'get'>;
export type ScheduledEmailPage = ResponseData<'/api/emails/scheduled', 'get'>;
export type ScheduledEmailQuery = Query<'/api/emails/scheduled', 'get'>;

export class ScheduledEmails {
  constructor(private readonly transport: Transport) {}

  // The send request plus scheduled_at.
  create(
    request: ScheduleEmailRequest,
    options: SendOptions = {},
  ): Promise<ResponseData<'/api/emails/scheduled', 'post'>> {
    return this.transport.data({
      method: 'POST',
      path: '/api/emails/scheduled',
      body: request,
      headers: idempotencyHeader(options),
      send: true,
    });
  }

  list(query: ScheduledEmailQuery = {}): Promise<ScheduledEmailPage> {
    return this.transport.data({ method: 'GET', path: '/api/emails/scheduled', query });
  }

  // By its request_id (sch_...).
  get(requestId: string): Promise<ScheduledEmail> {
    return this.transport.data({
      method: 'GET',
      path: '/api/emails/scheduled/{transmissionId}',
      params: { transmissionId: requestId },
    });
  }

  // Only while it is still scheduled; otherwise a MailroomError 409 schedule_cancellation_failed.
  cancel(requestId: string): Promise<ResponseData<'/api/emails/scheduled/{transmissionId}', 'delete'>> {
    return this.transport.data({
      method: 'DELETE',
      path: '/api/emails/scheduled/{transmissionId}',
      params: { transmissionId: requestId },
    });
  }
}
