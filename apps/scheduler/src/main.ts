import { runService } from '@mailroom/runtime';
import { readSchedulerConfig } from './config/scheduler.config';
import { SchedulerModule } from './scheduler.module';

runService({
  name: 'scheduler',
  defaultOpsPort: 9106,
  readConfig: readSchedulerConfig,
  module: (config) => SchedulerModule.register(config),
});
