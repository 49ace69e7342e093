import { Logger, Provider } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import { pruneProcessedEvents } from '@mailroom/messaging';
import { DataSource } from 'typeorm';
import { HourlyJob } from './hourly-job';

// The records a context's consumers keep of the events they handled (runOnce, the webhooks fan-out), pruned
// once no stream can deliver those events again. Without it the table grows by one row per event consumed.
export class ProcessedEventRetention extends HourlyJob {
  protected readonly logger: Logger;
  protected readonly work = 'Pruning the handled events';

  constructor(
    private readonly dataSource: DataSource,
    private readonly schema: string,
  ) {
    super();
    this.logger = new Logger(`ProcessedEventRetention(${schema})`);
  }

  async run(now = Date.now()): Promise<void> {
    const pruned = await pruneProcessedEvents(this.dataSource, this.schema, now);
    if (pruned > 0) this.logger.log({ pruned }, 'Forgot the handled events no stream keeps any more');
  }
}

// For the module of a context whose consumers record the events they handled.
export function processedEventRetention(schema: string): Provider {
  return {
    provide: `PROCESSED_EVENT_RETENTION:${schema}`,
    inject: [getDataSourceToken(schema)],
    useFactory: (dataSource: DataSource) => new ProcessedEventRetention(dataSource, schema),
  };
}
