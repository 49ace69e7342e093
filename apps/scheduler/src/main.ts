import { EnvReader, loadOrExit, readServiceProcessConfig } from '@mailroom/config';
import { readSchedulerConfig } from './config/scheduler.config';

// The configuration is read before the app's modules load, so that a refused start exits in a fraction of a
// second rather than after the whole app has loaded.
const config = loadOrExit(() =>
  readServiceProcessConfig(new EnvReader(), { defaultOpsPort: 9106, readContext: readSchedulerConfig }),
);

/* eslint-disable @typescript-eslint/no-require-imports */
const { runService } = require('@mailroom/runtime') as typeof import('@mailroom/runtime');
const { SchedulerModule } = require('./scheduler.module') as typeof import('./scheduler.module');
void runService('scheduler', config, SchedulerModule.register(config.service));
