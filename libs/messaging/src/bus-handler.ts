import {
  ArgumentsHost,
  CallHandler,
  Catch,
  Controller,
  ExecutionContext,
  Injectable,
  Logger,
  NestInterceptor,
  RpcExceptionFilter,
  UseFilters,
  UseInterceptors,
  applyDecorators,
} from '@nestjs/common';
import { ErrorCode, ServiceError, ServiceErrorPayload } from '@mailroom/contracts';
import { databaseUnavailability } from '@mailroom/database';
import { randomUUID } from 'node:crypto';
import { finalize, Observable, throwError } from 'rxjs';
import { inFlightRequests } from './in-flight-requests';

// Turns anything a use-case throws into the payload that crosses the bus. A ServiceError keeps its
// status and code; a database that did not answer is a 503 (saying when the work may still take effect);
// anything else is logged with an error id and answered as a generic 500.
@Catch()
export class BusErrorFilter implements RpcExceptionFilter<unknown> {
  private readonly logger = new Logger('BusHandler');

  catch(exception: unknown, host: ArgumentsHost): Observable<never> {
    if (exception instanceof ServiceError) return throwError(() => exception.payload);
    // Both transports' contexts carry the pattern (NATS: the subject) as their first argument.
    const pattern = host
      .switchToRpc()
      .getContext<{ getArgByIndex?: (index: number) => unknown }>()
      ?.getArgByIndex?.(0);
    const unavailable = databaseUnavailability(exception);
    if (unavailable) {
      this.logger.warn(
        { request_id: requestIdOf(host.switchToRpc().getData()), pattern },
        `The database failed ${typeof pattern === 'string' ? pattern : 'a request'}: ${String(exception)}`,
      );
      const payload: ServiceErrorPayload = ServiceError.unavailable().payload;
      return throwError(() => (unavailable.outcomeUnknown ? { ...payload, outcome_unknown: true } : payload));
    }
    const errorId = randomUUID();
    this.logger.error(
      { err: exception, error_id: errorId, request_id: requestIdOf(host.switchToRpc().getData()), pattern },
      `Unexpected error handling ${typeof pattern === 'string' ? pattern : 'a request'}`,
    );
    const payload: ServiceErrorPayload = {
      status: 500,
      error_code: ErrorCode.internalError,
      message: `An unexpected error occurred (error id ${errorId}).`,
    };
    return throwError(() => payload);
  }
}

// Counts a message as in flight until it is answered (a draining process waits for them).
@Injectable()
export class InFlightInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    inFlightRequests.started();
    return next.handle().pipe(finalize(() => inFlightRequests.finished()));
  }
}

// Marks a class of @MessagePattern handlers.
export function BusHandler(): ClassDecorator {
  return applyDecorators(Controller(), UseFilters(BusErrorFilter), UseInterceptors(InFlightInterceptor));
}

// The id of the request a bus message serves: a team's (Envelope.ctx) or an operator's (OperatorEnvelope).
export function requestIdOf(payload: unknown): string | undefined {
  const envelope = payload as { ctx?: { request_id?: unknown }; request_id?: unknown } | null | undefined;
  const requestId = envelope?.ctx?.request_id ?? envelope?.request_id;
  return typeof requestId === 'string' ? requestId : undefined;
}
