import { EnvReader, loadOrExit, readServiceProcessConfig } from '@mailroom/config';
import { readTemplatesConfig } from './config/templates.config';

// The configuration is read before the app's modules load, so that a refused start exits in a fraction of a
// second rather than after the whole app has loaded.
const config = loadOrExit(() =>
  readServiceProcessConfig(new EnvReader(), { defaultOpsPort: 9103, readContext: readTemplatesConfig }),
);

/* eslint-disable @typescript-eslint/no-require-imports */
const { runService } = require('@mailroom/runtime') as typeof import('@mailroom/runtime');
const { TemplatesModule } = require('./templates.module') as typeof import('./templates.module');
void runService('templates', config, TemplatesModule.register(config.service));
