import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { ErrorCode, ServiceError } from '@mailroom/contracts';
import { busRequestDuration } from '@mailroom/observability';
import { firstValueFrom, timeout, TimeoutError } from 'rxjs';
import { requestIdOf } from './bus-handler';
import { TransportSettings } from './transport.settings';

export const BUS_TRANSPORT = Symbol('BUS_TRANSPORT');
export const TRANSPORT_SETTINGS = Symbol('TRANSPORT_SETTINGS');

// No answer in time: unlike a request that could not be delivered, the other context may have received it
// and may still do (or have done) the work.
export class BusTimeoutError extends ServiceError {
  constructor(readonly subject: string) {
    super(ServiceError.unavailable().payload);
  }
}

// The serving context answered that its database did not confirm the work (a commit sent and not
// answered): as after a timeout, the work may be done, or may still be.
export class BusOutcomeUnknownError extends BusTimeoutError {}

// The serving process stopped sending progress while it handled the request (it died or lost the bus): as
// after a timeout, it may have done the work before it went silent.
export class BusSilenceError extends BusTimeoutError {}

// The one way to call another context: a timeout on every call, and every failure mapped to a ServiceError.
@Injectable()
export class BusClient implements OnApplicationShutdown {
  private readonly logger = new Logger(BusClient.name);

  constructor(
    @Inject(BUS_TRANSPORT) private readonly transport: ClientProxy,
    @Inject(TRANSPORT_SETTINGS) private readonly settings: TransportSettings,
  ) {}

  async request<T>(subject: string, payload: unknown, options: { timeoutMs?: number } = {}): Promise<T> {
    const started = process.hrtime.bigint();
    let outcome = 'ok';
    try {
      return await firstValueFrom(
        this.transport
          .send<T>(subject, payload)
          .pipe(timeout({ first: options.timeoutMs ?? this.settings.requestTimeoutMs })),
      );
    } catch (error) {
      const mapped = this.toServiceError(subject, requestIdOf(payload), error);
      outcome = mapped.payload.error_code;
      throw mapped;
    } finally {
      busRequestDuration.observe({ subject, outcome }, Number(process.hrtime.bigint() - started) / 1e9);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.transport.close();
  }

  private toServiceError(subject: string, requestId: string | undefined, error: unknown): ServiceError {
    if (error instanceof BusSilenceError) {
      this.logger.warn({ request_id: requestId }, `The service handling ${subject} went silent`);
      return error;
    }
    if (error instanceof ServiceError) return error;
    if (ServiceError.isPayload(error))
      return error.outcome_unknown ? new BusOutcomeUnknownError(subject) : new ServiceError(error);
    if (error instanceof TimeoutError) {
      this.logger.warn({ request_id: requestId }, `No answer to ${subject} in time`);
      return new BusTimeoutError(subject);
    }
    if (typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 'error') {
      // The service failed in a way it did not describe; it has logged the cause.
      return new ServiceError({
        status: 500,
        error_code: ErrorCode.internalError,
        message: 'An unexpected error occurred.',
      });
    }
    this.logger.warn(
      { request_id: requestId },
      `Request ${subject} could not be delivered: ${String(error)}`,
    );
    return ServiceError.unavailable();
  }
}
