import { ScheduleEmailDto } from '@mailroom/contracts';
import { createHash } from 'node:crypto';

// Same payload, same fingerprint: keys in a stable order.
export function scheduleFingerprint(request: ScheduleEmailDto): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
      );
    }
    return value;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(request)))
    .digest('hex');
}
