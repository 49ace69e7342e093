export interface SendOptions {
  // Makes the send safe to repeat: the SDK then retries it, and the service answers a repeat with the
  // original result. 1-255 of A-Z a-z 0-9 . _ -, kept 24 hours.
  idempotencyKey?: string;
}

export function idempotencyHeader(options: SendOptions): Record<string, string> | undefined {
  return options.idempotencyKey === undefined ? undefined : { 'Idempotency-Key': options.idempotencyKey };
}
