import { ErrorCode, ServiceError } from '@mailroom/contracts';

// A disabled endpoint is sent nothing until it is enabled: an action that would send it something now is
// refused rather than answered as if it had been.
export function webhookDisabled(action: string): ServiceError {
  return new ServiceError({
    status: 409,
    error_code: ErrorCode.webhookDisabled,
    message: `The webhook is disabled: enable it (enabled: true) to ${action}.`,
  });
}
