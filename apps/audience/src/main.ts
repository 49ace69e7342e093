import { EnvReader, loadOrExit, readServiceProcessConfig } from '@mailroom/config';
import { readAudienceConfig } from './config/audience.config';

// The configuration is read before the app's modules load, so that a refused start exits in a fraction of a
// second rather than after the whole app has loaded.
const config = loadOrExit(() =>
  readServiceProcessConfig(new EnvReader(), { defaultOpsPort: 9108, readContext: readAudienceConfig }),
);

/* eslint-disable @typescript-eslint/no-require-imports */
const { runService } = require('@mailroom/runtime') as typeof import('@mailroom/runtime');
const { AudienceModule } = require('./audience.module') as typeof import('./audience.module');
void runService('audience', config, AudienceModule.register(config.service));
