import { Plan } from './identity/plans';
import { Scope } from './identity/scopes';

export type KeyType = 'live' | 'sandbox';

// Who is asking, as the gateway established it. Services trust it and never re-authenticate.
export interface RequestContext {
  team_id: number;
  key_id: string;
  key_type: KeyType;
  scopes: Scope[];
  plan: Plan;
  // The team's monthly sending limit: the plan's, or the enterprise team's own.
  monthly_limit: number;
  sandbox_recipient?: string;
  request_id: string;
}

export interface Envelope<T> {
  ctx: RequestContext;
  data: T;
  meta?: { idempotency_key?: string };
}

// Operator calls (admin API) carry no team context.
export interface OperatorEnvelope<T> {
  request_id: string;
  data: T;
}
