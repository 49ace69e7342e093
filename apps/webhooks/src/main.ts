import { EnvReader, loadOrExit, readServiceProcessConfig } from '@mailroom/config';
import { readWebhooksConfig } from './config/webhooks.config';

// The configuration is read before the app's modules load, so that a refused start exits in a fraction of a
// second rather than after the whole app has loaded.
const config = loadOrExit(() =>
  readServiceProcessConfig(new EnvReader(), { defaultOpsPort: 9107, readContext: readWebhooksConfig }),
);

/* eslint-disable @typescript-eslint/no-require-imports */
const { runService } = require('@mailroom/runtime') as typeof import('@mailroom/runtime');
const { WebhooksModule } = require('./webhooks.module') as typeof import('./webhooks.module');
void runService('webhooks', config, WebhooksModule.register(config.service));
