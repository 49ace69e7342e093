import { Inject, Injectable } from '@nestjs/common';
import { ListEventsQuery, ServiceError } from '@mailroom/contracts';
import { KeysetPosition } from '@mailroom/database';
import { deriveKey } from '@mailroom/security';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { EVENTS_CONFIG, EventsConfig } from '../config/events.config';

// The key of the cursors' check is derived from ENCRYPTION_KEY for this purpose alone.
export const EVENT_CURSOR_PURPOSE = 'mailroom/events-cursor/v2';

// Where a page of GET /emails/events ends, and what the first page counted: later pages carry total_count
// instead of counting again. `filter` is the digest of the filters the count was made for (filterOf).
export interface EventListPosition {
  position: KeysetPosition;
  total: number;
  filter: Buffer;
}

// Layout: version (1 byte), the time in microseconds since the epoch (8), the UUID id (16), the total (8),
// the filter's digest (8), the check (16).
const VERSION = 2;
const FILTER_BYTES = 8;
const CHECK_BYTES = 16;
const BODY_BYTES = 1 + 8 + 16 + 8 + FILTER_BYTES;
const ENCODED = /^[A-Za-z0-9_-]{76}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
// 9999-12-31T23:59:59.999999Z: the last instant an ISO 8601 year of four digits can name.
const MAX_MICROS = 253_402_300_799_999_999n;

// The opaque next_cursor of GET /emails/events. Anything but a cursor this service handed out to the same
// caller is refused (SPEC: any other value gives 422): the check is an HMAC, so a client cannot forge the
// total_count a cursor carries, nor edit its position.
@Injectable()
export class EventListCursors {
  private readonly key: Buffer;

  constructor(@Inject(EVENTS_CONFIG) config: EventsConfig) {
    this.key = deriveKey(config.encryptionKey, EVENT_CURSOR_PURPOSE);
  }

  // The filters as the caller gave them (a default `from` or `to` moves with the clock; its absence does
  // not): a cursor carries its total into a request with the same filters only.
  filterOf(query: ListEventsQuery): Buffer {
    const sorted = <T>(values: T[] | undefined, order?: (a: T, b: T) => number): T[] | null =>
      values ? [...values].sort(order) : null;
    const canonical = JSON.stringify([
      query.from ?? null,
      query.to ?? null,
      sorted(query.events),
      sorted(query.recipients?.map((address) => address.toLowerCase())),
      sorted(query.transmissions),
      sorted(query.bounce_classes, (a, b) => a - b),
    ]);
    return createHash('sha256').update(canonical).digest().subarray(0, FILTER_BYTES);
  }

  // A page of rows read one longer than the page, and the cursor after its last row: null when no row
  // follows.
  page<R>(
    rows: R[],
    perPage: number,
    scope: string,
    next: Omit<EventListPosition, 'position'>,
    positionOf: (row: R) => KeysetPosition,
  ): { rows: R[]; nextCursor: string | null } {
    const page = rows.slice(0, perPage);
    const last = page[page.length - 1];
    const more = rows.length > perPage && last !== undefined;
    return {
      rows: page,
      nextCursor: more ? this.encode({ ...next, position: positionOf(last) }, scope) : null,
    };
  }

  encode({ position, total, filter }: EventListPosition, scope: string): string {
    // Ids are UUID text and totals counts; anything else is a bug, not a client error.
    if (!UUID.test(position.id)) throw new Error(`An event id is not a UUID: ${position.id}`);
    if (!Number.isSafeInteger(total) || total < 0) throw new Error(`A total_count is not a count: ${total}`);
    const body = Buffer.alloc(BODY_BYTES);
    body.writeUInt8(VERSION, 0);
    body.writeBigInt64BE(position.micros, 1);
    Buffer.from(position.id.replace(/-/g, ''), 'hex').copy(body, 9);
    body.writeBigUInt64BE(BigInt(total), 25);
    filter.copy(body, 33, 0, FILTER_BYTES);
    return Buffer.concat([body, this.check(body, scope)]).toString('base64url');
  }

  decode(cursor: string, scope: string): EventListPosition {
    if (!ENCODED.test(cursor)) throw invalidCursor();
    const bytes = Buffer.from(cursor, 'base64url');
    // Base64 leaves spare bits in the last character: only the canonical spelling is the cursor handed out.
    if (bytes.length !== BODY_BYTES + CHECK_BYTES || bytes.toString('base64url') !== cursor)
      throw invalidCursor();
    const body = bytes.subarray(0, BODY_BYTES);
    if (
      body.readUInt8(0) !== VERSION ||
      !timingSafeEqual(bytes.subarray(BODY_BYTES), this.check(body, scope))
    )
      throw invalidCursor();
    const micros = body.readBigInt64BE(1);
    const total = body.readBigUInt64BE(25);
    if (micros < 0n || micros > MAX_MICROS || total > BigInt(Number.MAX_SAFE_INTEGER)) throw invalidCursor();
    const hex = body.subarray(9, 25).toString('hex');
    const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    return { position: { micros, id }, total: Number(total), filter: Buffer.from(body.subarray(33)) };
  }

  // Binds the cursor to the caller (team, key type, sandbox owner): another caller's cursor is refused.
  private check(body: Buffer, scope: string): Buffer {
    return createHmac('sha256', this.key)
      .update(scope)
      .update('\0')
      .update(body)
      .digest()
      .subarray(0, CHECK_BYTES);
  }
}

function invalidCursor(): ServiceError {
  return ServiceError.validation({
    cursor: ['The cursor is not valid: use the next_cursor of a previous response.'],
  });
}
