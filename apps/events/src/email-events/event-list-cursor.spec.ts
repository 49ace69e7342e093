import { ServiceError } from '@mailroom/contracts';
import { callerScope } from '@mailroom/database';
import { randomBytes } from 'node:crypto';
import { EventListCursors, EventListPosition } from './event-list-cursor';

function cursorsWith(encryptionKey: string): EventListCursors {
  return new EventListCursors({ retentionDays: 10, trackingRetentionDays: 90, encryptionKey });
}

const key = randomBytes(32).toString('base64');
const cursors = cursorsWith(key);
const scope = callerScope({ team_id: 7, key_type: 'live' });
const position: EventListPosition = {
  position: { micros: 1_763_960_000_123_456n, id: '0b0a4e4c-1111-4222-8333-444455556666' },
  total: 1_000_000,
  filter: cursors.filterOf({ events: ['bounce'], bounce_classes: [10, 21] }),
};

function refusal(cursor: string, callerScopeOf = scope, using = cursors): unknown {
  try {
    using.decode(cursor, callerScopeOf);
  } catch (error) {
    return error instanceof ServiceError ? error.payload : error;
  }
  throw new Error('The cursor was accepted');
}

const invalid = { status: 422, error_code: 'validation_error', errors: { cursor: [expect.any(String)] } };

describe('EventListCursors', () => {
  it('gives back the position, the total and the filters it was made for', () => {
    const cursor = cursors.encode(position, scope);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(cursors.decode(cursor, scope)).toEqual(position);
  });

  it("refuses another caller's cursor, one made with another key, and any edited byte", () => {
    const cursor = cursors.encode(position, scope);
    expect(refusal(cursor, callerScope({ team_id: 8, key_type: 'live' }))).toMatchObject(invalid);
    expect(
      refusal(cursor, callerScope({ team_id: 7, key_type: 'sandbox', sandbox_recipient: 'o@example.test' })),
    ).toMatchObject(invalid);
    expect(refusal(cursor, scope, cursorsWith(randomBytes(32).toString('base64')))).toMatchObject(invalid);
    const bytes = Buffer.from(cursor, 'base64url');
    for (let index = 0; index < bytes.length; index++) {
      const edited = Buffer.from(bytes);
      edited[index] ^= 0x01;
      expect(refusal(edited.toString('base64url'))).toMatchObject(invalid);
    }
    for (const value of ['', 'not-a-cursor', cursor.slice(1), `${cursor}A`, `${cursor.slice(0, -1)}=`])
      expect(refusal(value)).toMatchObject(invalid);
  });

  it('digests the filters as given, in any order and case of their values', () => {
    const digest = (query: Parameters<EventListCursors['filterOf']>[0]) =>
      cursors.filterOf(query).toString('hex');
    expect(digest({ recipients: ['Ann@Example.net', 'bob@example.net'], bounce_classes: [21, 10] })).toBe(
      digest({ recipients: ['bob@example.net', 'ann@example.net'], bounce_classes: [10, 21] }),
    );
    const distinct = new Set(
      [
        {},
        { from: '2026-11-20T00:00:00Z' },
        { to: '2026-11-20T00:00:00Z' },
        { events: ['open' as const] },
        { recipients: ['open@example.net'] },
        { transmissions: ['open'] },
        { bounce_classes: [10] },
        { bounce_classes: [10, 20] },
      ].map(digest),
    );
    expect(distinct.size).toBe(8);
  });
});
