import { MAX_INTEGER, ServiceError } from '@mailroom/contracts';

export interface SuccessBody<T> {
  message: string;
  data: T;
}

export function respond<T>(message: string, data: T): SuccessBody<T> {
  return { message, data };
}

// Numeric path ids: anything that is not one names no resource.
export function parseId(value: string, what: string): number {
  const id = Number(value);
  if (!/^\d{1,10}$/.test(value) || id > MAX_INTEGER || id <= 0)
    throw ServiceError.notFound(`${what} not found.`);
  return id;
}
