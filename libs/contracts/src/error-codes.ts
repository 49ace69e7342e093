// Every error_code the API can answer with: SPEC's, then API.md's.
export const ErrorCode = {
  validationError: 'validation_error',
  invalidDomain: 'invalid_domain',
  unconfiguredDomain: 'unconfigured_domain',
  sendError: 'send_error',
  templateNotFound: 'template_not_found',
  idempotencyInProgress: 'idempotency_in_progress',
  idempotencyConflict: 'idempotency_conflict',
  scheduleCancellationFailed: 'schedule_cancellation_failed',
  listInUse: 'list_in_use',
  contactExists: 'contact_exists',
  propertyExists: 'property_exists',
  propertyInUse: 'property_in_use',
  rateLimitExceeded: 'rate_limit_exceeded',
  quotaExceeded: 'quota_exceeded',
  dailyQuotaExceeded: 'daily_quota_exceeded',
  sandboxRestricted: 'sandbox_restricted',
  transmissionFailed: 'transmission_failed',
  unauthorized: 'unauthorized',
  authBlocked: 'auth_blocked',
  insufficientScope: 'insufficient_scope',
  serviceUnavailable: 'service_unavailable',
  notFound: 'not_found',
  domainExists: 'domain_exists',
  templateExists: 'template_exists',
  // A campaign change its status does not allow (PATCH or DELETE outside draft, cancel outside scheduled...).
  campaignStatusConflict: 'campaign_status_conflict',
  // POST /webhooks/{webhook}/test on a disabled endpoint: nothing would be sent until it is enabled.
  webhookDisabled: 'webhook_disabled',
  internalError: 'internal_error',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
