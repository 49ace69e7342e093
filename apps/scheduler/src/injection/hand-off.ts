import { Envelope, SendEmailDto } from '@mailroom/contracts';
import { Caller } from '../scheduled-emails/scheduled-email';
import { INJECTION_KEY_PREFIX } from './due-email.repository';

// The request that hands a scheduled email to sending when it is due. Scheduling checks the email in this
// very envelope, of the same size: what the bus carried then it carries when the email is due (a NATS server
// refuses a message over its max_payload, and a check in a smaller envelope let through emails whose
// hand-off was then refused).
export function handOffEnvelope(
  caller: Caller,
  id: string,
  request: SendEmailDto,
  injectionKey: string,
): Envelope<SendEmailDto> {
  return {
    ctx: { ...caller, request_id: id },
    data: request,
    // The email's own key: a send that succeeded but was not recorded here (a crash, a lapsed claim) is sent
    // again with it and answered with the original transmission, never sent twice.
    meta: { idempotency_key: injectionKey },
  };
}

// The key an email is first handed off with (due-email.repository.ts sets it when it is claimed).
export function firstInjectionKey(id: string): string {
  return `${INJECTION_KEY_PREFIX}${id}`;
}
