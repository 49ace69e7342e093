import { EnvReader, loadOrExit, readServiceProcessConfig } from '@mailroom/config';
import { readDomainsConfig } from './config/domains.config';

// The configuration is read before the app's modules load, so that a refused start exits in a fraction of a
// second rather than after the whole app has loaded.
const config = loadOrExit(() =>
  readServiceProcessConfig(new EnvReader(), { defaultOpsPort: 9102, readContext: readDomainsConfig }),
);

/* eslint-disable @typescript-eslint/no-require-imports */
const { runService } = require('@mailroom/runtime') as typeof import('@mailroom/runtime');
const { DomainsModule } = require('./domains.module') as typeof import('./domains.module');
void runService('domains', config, DomainsModule.register(config.service));
