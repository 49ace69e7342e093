import { Logger, Provider, Type } from '@nestjs/common';
import { IdempotencyKeys } from '@mailroom/database';
import { HourlyJob } from './hourly-job';

// A context's Idempotency-Keys past their 24 hours (SPEC send rule 2), forgotten hourly.
export class IdempotencyKeyRetention extends HourlyJob {
  protected readonly logger: Logger;
  protected readonly work = 'Pruning expired Idempotency-Keys';

  constructor(
    private readonly keys: IdempotencyKeys,
    name: string,
  ) {
    super();
    this.logger = new Logger(`IdempotencyKeyRetention(${name})`);
  }

  async run(): Promise<void> {
    const pruned = await this.keys.pruneExpired();
    if (pruned > 0) this.logger.log({ pruned }, 'Forgot the Idempotency-Keys past their 24 hours');
  }
}

// For the module of a context that takes Idempotency-Keys, with its repository of them.
export function idempotencyKeyRetention(repository: Type<IdempotencyKeys>): Provider {
  return {
    provide: `IDEMPOTENCY_KEY_RETENTION:${repository.name}`,
    inject: [repository],
    useFactory: (keys: IdempotencyKeys) => new IdempotencyKeyRetention(keys, repository.name),
  };
}
