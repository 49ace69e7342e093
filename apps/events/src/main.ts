import { runService } from '@mailroom/runtime';
import { readEventsConfig } from './config/events.config';
import { EventsModule } from './events.module';

runService({
  name: 'events',
  defaultOpsPort: 9105,
  readConfig: readEventsConfig,
  module: (config) => EventsModule.register(config),
});
