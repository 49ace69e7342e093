import { KeyType } from '@mailroom/contracts';
import { hash, randomInt } from 'node:crypto';

export const KEY_PREFIX = 'mr';
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
// 43 base62 characters carry more than 256 bits.
const SECRET_LENGTH = 43;

export interface GeneratedKey {
  key: string;
  hash: Buffer;
  prefix: string;
}

export function generateApiKey(type: KeyType): GeneratedKey {
  let secret = '';
  for (let i = 0; i < SECRET_LENGTH; i++) secret += ALPHABET[randomInt(ALPHABET.length)];
  const key = type === 'sandbox' ? `${KEY_PREFIX}_sandbox_${secret}` : `${KEY_PREFIX}_${secret}`;
  return { key, hash: hashApiKey(key), prefix: secret.slice(0, 8) };
}

export function hashApiKey(key: string): Buffer {
  return hash('sha256', key, 'buffer');
}

export function looksLikeApiKey(value: string): boolean {
  return /^mr_(sandbox_)?[0-9A-Za-z]{20,100}$/.test(value);
}

export function looksLikeSandboxKey(value: string): boolean {
  return looksLikeApiKey(value) && value.startsWith(`${KEY_PREFIX}_sandbox_`);
}
