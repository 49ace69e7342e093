import type { ItemOf, Query, RequestBody, ResponseData } from '../api-types.js';
import type { Transport } from '../http/transport.js';
import { CursorList } from '../pagination.js';

export type SuppressionListQuery = Omit<Query<'/api/suppressions', 'get'>, 'cursor'>;
export type Suppression = ItemOf<'/api/suppressions', 'get', 'suppressions'>;
export type SuppressedAddress = ResponseData<'/api/suppressions/{email}', 'get'>;
export type CreateSuppressionRequest = RequestBody<'/api/suppressions', 'post'>;

// The team's suppression list: addresses mail is not sent to (a sandbox key reads the sandbox list and
// changes nothing).
export class Suppressions {
  constructor(private readonly transport: Transport) {}

  // Newest first; filters `reason` and `email`.
  list(query: SuppressionListQuery = {}): CursorList<Suppression> {
    return new CursorList(async (cursor) => {
      const data = await this.transport.data<{
        suppressions: Suppression[];
        pagination?: { next_cursor?: string | null };
      }>({ method: 'GET', path: '/api/suppressions', query: { ...query, cursor } });
      return { items: data.suppressions, nextCursor: data.pagination?.next_cursor ?? null, data };
    });
  }

  // Every reason the address is suppressed for; a MailroomError 404 when it is not.
  get(email: string): Promise<SuppressedAddress> {
    return this.transport.data({ method: 'GET', path: '/api/suppressions/{email}', params: { email } });
  }

  // Idempotent: suppressing an address again for the same reason answers the existing entry.
  add(request: CreateSuppressionRequest): Promise<Suppression> {
    return this.transport.data({ method: 'POST', path: '/api/suppressions', body: request });
  }

  // Removes the address for every reason.
  remove(email: string): Promise<void> {
    return this.transport.perform({ method: 'DELETE', path: '/api/suppressions/{email}', params: { email } });
  }
}
