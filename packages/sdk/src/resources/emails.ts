import type { ItemOf, Known, Query, RequestBody, ResponseData, WiderQuery } from '../api-types.js';
import type { Transport } from '../http/transport.js';
import { CursorList } from '../pagination.js';
import { ScheduledEmails } from './scheduled-emails.js';
import { idempotencyHeader, SendOptions } from './send-options.js';

export type SendEmailRequest = RequestBody<'/api/emails', 'post'>;
export type SendEmailResult = SendEmailData & {
  // True when the service answered with the result of an earlier send under the same Idempotency-Key.
  replayed: boolean;
};
type SendEmailData = Known<ResponseData<'/api/emails', 'post'>>;
export type EmailDetail = ResponseData<'/api/emails/{requestId}', 'get'>;
export type EmailListQuery = WiderQuery<Omit<Query<'/api/emails', 'get'>, 'cursor'>, never, 'from' | 'to'>;
export type SentEmail = ItemOf<'/api/emails', 'get', 'emails'>;
export type EmailEventQuery = WiderQuery<
  Omit<Query<'/api/emails/events', 'get'>, 'cursor'>,
  'events' | 'recipients' | 'transmissions' | 'bounce_classes',
  'from' | 'to'
>;
export type EmailEvent = EventItem<ResponseData<'/api/emails/events', 'get'>>;

type EventItem<D> = D extends { events?: { data?: (infer E)[] } } ? E : Record<string, unknown>;

interface CursorData {
  pagination?: { next_cursor?: string | null };
}

export class Emails {
  readonly scheduled: ScheduledEmails;

  constructor(private readonly transport: Transport) {
    this.scheduled = new ScheduledEmails(transport);
  }

  async send(request: SendEmailRequest, options: SendOptions = {}): Promise<SendEmailResult> {
    const { data, response } = await this.transport.dataAnswer<SendEmailData>({
      method: 'POST',
      path: '/api/emails',
      body: request,
      headers: idempotencyHeader(options),
      send: true,
    });
    const replayed = response.headers.get('idempotency-replayed') === 'true';
    return { ...data, replayed };
  }

  // The events of one transmission (its request_id).
  get(requestId: string): Promise<EmailDetail> {
    return this.transport.data({ method: 'GET', path: '/api/emails/{requestId}', params: { requestId } });
  }

  // Sent emails, newest first.
  list(query: EmailListQuery = {}): CursorList<SentEmail> {
    return new CursorList(async (cursor) => {
      const data = await this.transport.data<CursorData & { emails: SentEmail[] }>({
        method: 'GET',
        path: '/api/emails',
        query: { ...query, cursor },
      });
      return { items: data.emails, nextCursor: data.pagination?.next_cursor ?? null, data };
    });
  }

  // Email events, newest first; `events`, `recipients`, `transmissions` and `bounce_classes` are comma lists.
  events(query: EmailEventQuery = {}): CursorList<EmailEvent> {
    return new CursorList(async (cursor) => {
      const data = await this.transport.data<{ events: CursorData & { data: EmailEvent[] } }>({
        method: 'GET',
        path: '/api/emails/events',
        query: { ...query, cursor },
      });
      return { items: data.events.data, nextCursor: data.events.pagination?.next_cursor ?? null, data };
    });
  }
}
