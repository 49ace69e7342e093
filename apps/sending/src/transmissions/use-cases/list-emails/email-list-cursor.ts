import { KeysetCursor } from '@mailroom/database';

// next_cursor of GET /emails: a position in (created_at DESC, id DESC).
export const emailListCursor = new KeysetCursor('emails-cursor');
