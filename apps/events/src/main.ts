import { EnvReader, loadOrExit, readServiceProcessConfig } from '@mailroom/config';
import { readEventsConfig } from './config/events.config';

// The configuration is read before the app's modules load, so that a refused start exits in a fraction of a
// second rather than after the whole app has loaded.
const config = loadOrExit(() =>
  readServiceProcessConfig(new EnvReader(), { defaultOpsPort: 9105, readContext: readEventsConfig }),
);

/* eslint-disable @typescript-eslint/no-require-imports */
const { runService } = require('@mailroom/runtime') as typeof import('@mailroom/runtime');
const { EventsModule } = require('./events.module') as typeof import('./events.module');
void runService('events', config, EventsModule.register(config.service));
