// The rules of the audience that the gateway and the audience context share.
export const CONTACT_STATUSES = ['subscribed', 'unsubscribed', 'bounced', 'complained'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const PROPERTY_TYPES = ['string', 'number', 'boolean', 'date'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

// A property key: a lowercase letter, then up to 49 lowercase letters, digits or underscores.
export const PROPERTY_KEY_PATTERN = /^[a-z][a-z0-9_]{0,49}$/;
// Keys the pattern allows but no request may carry: every object has them (`constructor`), or the gateway
// refuses them as body keys (`prototype`), so a contact could never be given a value for one.
export const RESERVED_PROPERTY_KEYS: readonly string[] = [
  ...Object.getOwnPropertyNames(Object.prototype),
  'prototype',
].filter((key) => PROPERTY_KEY_PATTERN.test(key));
export const MAX_PROPERTIES_PER_TEAM = 100;
// Every contact shown (a page of 100) carries its lists and topics, id and name: without a cap, 100 contacts
// in 10,000 lists made a reply of 311 MB.
export const MAX_LISTS_PER_TEAM = 1_000;
export const MAX_TOPICS_PER_TEAM = 100;
export const MAX_STRING_PROPERTY_LENGTH = 2000;

export const SEGMENT_OPERATORS = [
  'equals',
  'not_equals',
  'contains',
  'not_contains',
  'starts_with',
  'ends_with',
  'is_set',
  'is_not_set',
  'gt',
  'gte',
  'lt',
  'lte',
  'before',
  'after',
] as const;
export type SegmentOperator = (typeof SEGMENT_OPERATORS)[number];

export const MAX_CONDITION_GROUPS = 10;
export const MAX_CONDITIONS_PER_GROUP = 20;
export const MAX_CONDITION_VALUE_LENGTH = 1000;

export const BULK_LIST_DELETE_MAX = 50;
export const MAX_IDS_PER_CONTACT_WRITE = 50;

// CSV imports: the largest body the gateway takes, and the size of the pieces it hands to the audience
// context (each well under the bus's 1 MB payload once base64-encoded).
export const IMPORT_MAX_BYTES = 100 * 1024 * 1024;
export const IMPORT_CHUNK_BYTES = 256 * 1024;
export const IMPORT_ERRORS_KEPT = 100;
export const IMPORT_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
