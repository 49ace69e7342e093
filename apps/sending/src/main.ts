import { EnvReader, loadOrExit, readServiceProcessConfig } from '@mailroom/config';
import { readSendingConfig } from './config/sending.config';

// The configuration is read before the app's modules load, so that a refused start exits in a fraction of a
// second rather than after the whole app has loaded.
const config = loadOrExit(() =>
  readServiceProcessConfig(new EnvReader(), { defaultOpsPort: 9104, readContext: readSendingConfig }),
);

/* eslint-disable @typescript-eslint/no-require-imports */
const { runService } = require('@mailroom/runtime') as typeof import('@mailroom/runtime');
const { SendingModule } = require('./sending.module') as typeof import('./sending.module');
void runService('sending', config, SendingModule.register(config.service));
