import { Injectable } from '@nestjs/common';
import { KeyType, Permission, Plan, Scope, scopesOf } from '@mailroom/contracts';
import { timingSafeEqual } from 'node:crypto';
import { ApiKeyRepository } from '../../api-key.repository';
import { monthlyLimitOf } from '../../plan-limits';
import { hashApiKey, looksLikeApiKey } from '../../api-key-secret';

export interface AuthenticatedKey {
  keyId: string;
  teamId: number;
  type: KeyType;
  permission: Permission;
  scopes: Scope[];
  plan: Plan;
  // The plan's monthly limit, or the enterprise team's own.
  monthlyLimit: number;
  creatorUserId: number;
  creatorEmail: string;
}

// Keys are looked up for a few seconds at most from memory: the hot send path then costs no query. A key
// deleted through another gateway replica stops working within CACHE_TTL_MS.
const CACHE_TTL_MS = 5_000;
const CACHE_MAX_ENTRIES = 10_000;

@Injectable()
export class AuthenticateApiKeyUseCase {
  private readonly cache = new Map<string, { key: AuthenticatedKey; expiresAt: number }>();

  constructor(private readonly keys: ApiKeyRepository) {}

  async execute(rawKey: string): Promise<AuthenticatedKey | null> {
    if (!looksLikeApiKey(rawKey)) return null;
    const hash = hashApiKey(rawKey);
    const cacheKey = hash.toString('base64');
    const cached = this.cache.get(cacheKey);
    if (cached && cached.expiresAt > Date.now()) return cached.key;

    const owner = await this.keys.findOwnerByHash(hash);
    if (!owner || !timingSafeEqual(owner.key_hash, hash)) return null;
    const key: AuthenticatedKey = {
      keyId: owner.key_id,
      teamId: owner.team_id,
      type: owner.type,
      permission: owner.permission,
      scopes: scopesOf(owner.permission),
      plan: owner.plan,
      monthlyLimit: monthlyLimitOf({ plan: owner.plan, monthlyLimit: owner.monthly_limit }),
      creatorUserId: owner.creator_user_id,
      creatorEmail: owner.creator_email,
    };
    if (this.cache.size >= CACHE_MAX_ENTRIES) this.cache.clear();
    this.cache.set(cacheKey, { key, expiresAt: Date.now() + CACHE_TTL_MS });
    return key;
  }

  forgetKey(keyId: string): void {
    for (const [cacheKey, entry] of this.cache) if (entry.key.keyId === keyId) this.cache.delete(cacheKey);
  }

  forgetTeam(teamId: number): void {
    for (const [cacheKey, entry] of this.cache) if (entry.key.teamId === teamId) this.cache.delete(cacheKey);
  }
}
