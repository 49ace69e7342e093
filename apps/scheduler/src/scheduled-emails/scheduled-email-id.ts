import { SCHEDULED_EMAIL_ID_PREFIX } from '@mailroom/contracts';
import { randomBytes } from 'node:crypto';

// sch_ and 32 hex digits in a UUIDv7 layout (48 bits of milliseconds, then randomness): ids sort by
// creation time.
export function newScheduledEmailId(now = Date.now()): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = (bytes[6] & 0x0f) | 0x70;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  return `${SCHEDULED_EMAIL_ID_PREFIX}${bytes.toString('hex')}`;
}
