import { KeysetCursor } from '@mailroom/database';

// next_cursor of GET /emails/events: a position in (occurred_at DESC, event_id DESC).
export const eventListCursor = new KeysetCursor('events-cursor');
