import { RequestContext, ServiceError } from '@mailroom/contracts';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

// Where a page of a newest-first list ends: the last row's time (in microseconds, Postgres's precision) and
// its UUID id, the keys of the list's order (time DESC, id DESC).
export interface KeysetPosition {
  micros: bigint;
  id: string;
}

// Layout: version (1 byte), the time in microseconds since the epoch (8), the UUID id (16), check (12).
const VERSION = 1;
const CHECK_BYTES = 12;
const LENGTH = 1 + 8 + 16 + CHECK_BYTES;
const ENCODED = /^[A-Za-z0-9_-]{50}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
// 9999-12-31T23:59:59.999999Z: the last instant an ISO 8601 year of four digits can name.
const MAX_MICROS = 253_402_300_799_999_999n;

// Whose list a cursor belongs to: a cursor of another team, key type or sandbox owner is not a position in
// the caller's list.
export function callerScope(ctx: Pick<RequestContext, 'team_id' | 'key_type' | 'sandbox_recipient'>): string {
  return `${ctx.team_id}|${ctx.key_type}|${ctx.sandbox_recipient ?? ''}`;
}

// The opaque next_cursor of a keyset-paged list. Anything but a cursor this list handed out is refused
// (SPEC: any other value gives 422). The check is not a secret: a forged cursor can only move where a page
// starts inside the caller's own list, which the query scopes anyway; the check catches edited, truncated
// and foreign cursors, and cursors of another list (`purpose`).
export class KeysetCursor {
  // With a key (derived from ENCRYPTION_KEY for this list alone), the check is an HMAC: a cursor cannot be
  // made without the service.
  constructor(
    private readonly purpose: string,
    private readonly key?: Buffer,
  ) {}

  encode(position: KeysetPosition, scope: string): string {
    // Ids are UUID text; anything else is a bug, not a client error.
    if (!UUID.test(position.id)) throw new Error(`A keyset id is not a UUID: ${position.id}`);
    const body = Buffer.alloc(LENGTH - CHECK_BYTES);
    body.writeUInt8(VERSION, 0);
    body.writeBigInt64BE(position.micros, 1);
    Buffer.from(position.id.replace(/-/g, ''), 'hex').copy(body, 9);
    return Buffer.concat([body, this.check(body, scope)]).toString('base64url');
  }

  // A page of a list read one row longer than the page, and the cursor after its last row: null when no row
  // follows.
  page<R>(
    rows: R[],
    perPage: number,
    scope: string,
    positionOf: (row: R) => KeysetPosition,
  ): { rows: R[]; nextCursor: string | null } {
    const page = rows.slice(0, perPage);
    const last = page[page.length - 1];
    const more = rows.length > perPage && last !== undefined;
    return { rows: page, nextCursor: more ? this.encode(positionOf(last), scope) : null };
  }

  decode(cursor: string, scope: string): KeysetPosition {
    if (!ENCODED.test(cursor)) throw invalidCursor();
    const bytes = Buffer.from(cursor, 'base64url');
    // Base64 leaves spare bits in the last character: only the canonical spelling is the cursor handed out.
    if (bytes.length !== LENGTH || bytes.toString('base64url') !== cursor) throw invalidCursor();
    const body = bytes.subarray(0, LENGTH - CHECK_BYTES);
    if (
      body.readUInt8(0) !== VERSION ||
      !timingSafeEqual(bytes.subarray(body.length), this.check(body, scope))
    )
      throw invalidCursor();
    const micros = body.readBigInt64BE(1);
    if (micros < 0n || micros > MAX_MICROS) throw invalidCursor();
    const hex = body.subarray(9).toString('hex');
    const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    return { micros, id };
  }

  private check(body: Buffer, scope: string): Buffer {
    return (this.key ? createHmac('sha256', this.key) : createHash('sha256'))
      .update(`mailroom:${this.purpose}\0`)
      .update(scope)
      .update('\0')
      .update(body)
      .digest()
      .subarray(0, CHECK_BYTES);
  }
}

// An ISO 8601 timestamp with all six fractional digits, for Postgres to compare at full precision.
export function microsToTimestamp(micros: bigint): string {
  // Floored, not truncated: before 1970 the microseconds past the millisecond stay 0 to 999.
  const millis = micros >= 0n ? micros / 1000n : -((-micros + 999n) / 1000n);
  const rest = (micros - millis * 1000n).toString().padStart(3, '0');
  return new Date(Number(millis)).toISOString().replace('Z', `${rest}Z`);
}

// A column's time in microseconds since the epoch, as text: a JavaScript Date keeps only milliseconds.
export function microsColumn(column: string): string {
  return `(extract(epoch FROM ${column}) * 1000000)::bigint::text`;
}

function invalidCursor(): ServiceError {
  return ServiceError.validation({
    cursor: ['The cursor is not valid: use the next_cursor of a previous response.'],
  });
}
