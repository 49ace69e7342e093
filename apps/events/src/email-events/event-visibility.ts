import { RequestContext } from '@mailroom/contracts';
import { EventVisibility } from './email-event.repository';

export type EventCaller = Pick<RequestContext, 'team_id' | 'key_type' | 'sandbox_recipient'>;

// What a key may see of its team's events; undefined for a sandbox key without an owner address, which
// sees nothing.
export function visibilityOf(ctx: EventCaller): EventVisibility | undefined {
  if (ctx.key_type === 'live') return { sandbox: false };
  return ctx.sandbox_recipient ? { sandbox: true, recipient: ctx.sandbox_recipient } : undefined;
}
