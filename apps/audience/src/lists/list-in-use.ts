import { ErrorCode, ServiceError } from '@mailroom/contracts';

export const listInUse = (): ServiceError =>
  new ServiceError({
    status: 409,
    error_code: ErrorCode.listInUse,
    message: 'A list to delete has segments restricted to it; nothing was deleted.',
  });
