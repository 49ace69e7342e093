import { Injectable } from '@nestjs/common';
import {
  DomainSubject,
  Envelope,
  Plan,
  PLAN_MONTHLY_LIMIT,
  RequestContext,
  ResolvedSender,
  ResolveSenderRequest,
} from '@mailroom/contracts';
import { BusClient } from '@mailroom/messaging';
import { randomUUID } from 'node:crypto';
import { Transmission } from '../transmissions/transmission';

const CACHE_TTL_MS = 60_000;

// The DKIM key of a transmission's sending domain, asked of the domains context at delivery time (keys are
// never stored outside it) and kept for a minute.
@Injectable()
export class SenderKeys {
  private readonly cache = new Map<string, { sender: ResolvedSender; expiresAt: number }>();

  constructor(private readonly bus: BusClient) {}

  async forTransmission(transmission: Transmission): Promise<ResolvedSender> {
    const key = `${transmission.team_id}:${transmission.key_type}:${transmission.sending_domain}`;
    const cached = this.cache.get(key);
    if (cached && cached.expiresAt > Date.now()) return cached.sender;
    const ctx: RequestContext = {
      team_id: transmission.team_id,
      key_id: transmission.key_id,
      key_type: transmission.key_type,
      scopes: [],
      plan: Plan.free,
      monthly_limit: PLAN_MONTHLY_LIMIT.free,
      request_id: randomUUID(),
    };
    const sender = await this.bus.request<ResolvedSender>(DomainSubject.resolveSender, {
      ctx,
      data: { from_domain: transmission.sending_domain },
    } satisfies Envelope<ResolveSenderRequest>);
    this.cache.set(key, { sender, expiresAt: Date.now() + CACHE_TTL_MS });
    return sender;
  }
}
