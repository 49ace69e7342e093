import { RpcException } from '@nestjs/microservices';
import { ErrorCode } from './error-codes';

export type FieldErrors = Record<string, string[]>;

// What crosses the bus when a use-case refuses a request; the gateway renders it as the SPEC error body.
export interface ServiceErrorPayload {
  status: number;
  error_code: ErrorCode;
  message: string;
  errors?: FieldErrors;
  headers?: Record<string, string>;
  retry_after?: number;
  // A 503 whose work may still take effect (its database did not confirm a commit): the caller treats it as
  // a request that was not answered in time. Not rendered to clients.
  outcome_unknown?: boolean;
}

export class ServiceError extends RpcException {
  constructor(readonly payload: ServiceErrorPayload) {
    super(payload);
    this.message = payload.message;
  }

  get status(): number {
    return this.payload.status;
  }

  static isPayload(value: unknown): value is ServiceErrorPayload {
    if (typeof value !== 'object' || value === null) return false;
    const candidate = value as Partial<ServiceErrorPayload>;
    return typeof candidate.status === 'number' && typeof candidate.error_code === 'string';
  }

  static validation(errors: FieldErrors, message = 'The request is invalid.'): ServiceError {
    return new ServiceError({ status: 422, error_code: ErrorCode.validationError, message, errors });
  }

  static notFound(message = 'Not found.'): ServiceError {
    return new ServiceError({ status: 404, error_code: ErrorCode.notFound, message });
  }

  static unavailable(message = 'The service is unavailable, try again shortly.'): ServiceError {
    return new ServiceError({ status: 503, error_code: ErrorCode.serviceUnavailable, message });
  }
}
