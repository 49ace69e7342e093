// The signed tokens of the public tracking links (API.md, Tracking). sending signs them into the mail it
// composes; events verifies them when a link is followed. Both derive the key from ENCRYPTION_KEY with
// TRACKING_TOKEN_PURPOSE (see deriveKey in the security lib).
export const TRACKING_TOKEN_PURPOSE = 'mailroom/tracking-token/v1';

export const TrackingKind = {
  open: 'o',
  click: 'c',
  unsubscribe: 'u',
} as const;

export type TrackingKind = (typeof TrackingKind)[keyof typeof TrackingKind];

// Which message of which transmission a link belongs to. Short keys: the token travels in every link.
export interface TrackingToken {
  k: TrackingKind;
  // team_id, request_id (transmission) and message_id (one recipient's copy)
  t: number;
  r: string;
  m: string;
  // click only: the original target, which the redirect sends the reader to
  u?: string;
}

// The longest token the gateway takes in a path. A click token carries its target, JSON-escaped and then
// base64url-encoded: a link whose token would be longer is left untracked.
export const MAX_TRACKING_TOKEN_LENGTH = 8192;

// Paths under PUBLIC_URL: `${PUBLIC_URL}${trackingPath(kind)}${token}`.
export function trackingPath(kind: TrackingKind): string {
  return `/api/t/${kind}/`;
}
