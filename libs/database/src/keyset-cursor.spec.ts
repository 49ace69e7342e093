import { ServiceError } from '@mailroom/contracts';
import { callerScope, KeysetCursor, KeysetPosition, microsToTimestamp } from './keyset-cursor';

const cursors = new KeysetCursor('test-cursor');
const scope = callerScope({ team_id: 7, key_type: 'live' });
const position: KeysetPosition = {
  micros: 1_763_960_000_123_456n,
  id: '019a9f2e-1c40-7abc-8def-0123456789ab',
};

function refusal(cursor: string, inScope = scope, by = cursors): unknown {
  try {
    by.decode(cursor, inScope);
  } catch (error) {
    return error instanceof ServiceError ? error.payload : error;
  }
  throw new Error(`accepted ${cursor}`);
}

describe('KeysetCursor', () => {
  it('decodes what it encoded, in the same scope', () => {
    const cursor = cursors.encode(position, scope);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]{50}$/);
    expect(cursors.decode(cursor, scope)).toEqual(position);
  });

  it('refuses a cursor of another team, key type or sandbox owner', () => {
    const cursor = cursors.encode(position, scope);
    for (const other of [
      callerScope({ team_id: 8, key_type: 'live' }),
      callerScope({ team_id: 7, key_type: 'sandbox', sandbox_recipient: 'owner@example.test' }),
      '7|live|x',
    ]) {
      expect(refusal(cursor, other)).toMatchObject({ status: 422, errors: { cursor: [expect.any(String)] } });
    }
  });

  it('refuses a cursor of another list', () => {
    const cursor = cursors.encode(position, scope);
    expect(refusal(cursor, scope, new KeysetCursor('other-cursor'))).toMatchObject({ status: 422 });
  });

  it('refuses every single-character change, truncation and extension', () => {
    const cursor = cursors.encode(position, scope);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (let i = 0; i < cursor.length; i++) {
      const replacement = alphabet[(alphabet.indexOf(cursor[i]) + 1) % alphabet.length];
      const edited = cursor.slice(0, i) + replacement + cursor.slice(i + 1);
      expect(refusal(edited)).toMatchObject({ status: 422, error_code: 'validation_error' });
    }
    for (const edited of [cursor.slice(0, -1), `${cursor}A`, '', 'not a cursor', `${cursor.slice(0, 49)}=`]) {
      expect(refusal(edited)).toMatchObject({ status: 422 });
    }
  });

  it('with a key, signs its cursors: only a cursor made with the same key decodes', () => {
    const signed = new KeysetCursor('test-cursor', Buffer.alloc(32, 1));
    const cursor = signed.encode(position, scope);
    expect(signed.decode(cursor, scope)).toEqual(position);
    expect(refusal(cursor, scope, new KeysetCursor('test-cursor', Buffer.alloc(32, 2)))).toMatchObject({
      status: 422,
    });
    expect(refusal(cursor, scope, cursors)).toMatchObject({ status: 422 });
    expect(refusal(cursors.encode(position, scope), scope, signed)).toMatchObject({ status: 422 });
  });

  it('refuses an id that is not a UUID when encoding (a bug, not a client error)', () => {
    expect(() => cursors.encode({ ...position, id: 'sch_1' }, scope)).toThrow(/not a UUID/);
  });

  it('writes timestamps with microseconds', () => {
    expect(microsToTimestamp(1_763_960_000_123_456n)).toBe('2025-11-24T04:53:20.123456Z');
    expect(microsToTimestamp(5n)).toBe('1970-01-01T00:00:00.000005Z');
    expect(microsToTimestamp(-1n)).toBe('1969-12-31T23:59:59.999999Z');
    expect(microsToTimestamp(-1_000_001n)).toBe('1969-12-31T23:59:58.999999Z');
  });
});
