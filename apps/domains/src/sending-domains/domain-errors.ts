import { ErrorCode, ServiceError } from '@mailroom/contracts';

// Another team's domain is answered exactly like one that does not exist.
export function domainNotFound(): ServiceError {
  return ServiceError.notFound('Domain not found.');
}

export function domainExists(domain: string): ServiceError {
  return new ServiceError({
    status: 409,
    error_code: ErrorCode.domainExists,
    message: `The domain ${domain} is already registered.`,
  });
}

export function invalidDomainName(): ServiceError {
  return ServiceError.validation({ domain: ['The domain must be a valid hostname.'] });
}

export function unconfiguredDomain(message: string): ServiceError {
  return new ServiceError({ status: 400, error_code: ErrorCode.unconfiguredDomain, message });
}
